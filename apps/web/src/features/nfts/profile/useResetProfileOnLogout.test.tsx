// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, test } from 'vitest'
import { runLogoutHandlers } from '../../../state/logout'
import { useResetProfileOnLogout } from './useResetProfileOnLogout'

afterEach(cleanup)

test('logout drops the profile and user-NFT state (spec §4), and nothing else', () => {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['nfts', 'profile', 'username', 1337, '0xabc'], { username: 'Ghost' })
  queryClient.setQueryData(['nfts', 1337, 'api', 'userNfts', '0xabc'], [])
  queryClient.setQueryData(['multicall', 1337, '1', []], [])
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const { unmount } = renderHook(() => useResetProfileOnLogout(), { wrapper })

  expect(runLogoutHandlers({ chainId: 1337 })).toEqual([])
  expect(queryClient.getQueryCache().findAll({ queryKey: ['nfts'] })).toHaveLength(0)
  expect(queryClient.getQueryData(['multicall', 1337, '1', []])).toEqual([])

  unmount()
  queryClient.setQueryData(['nfts', 'profile', 'x'], 1)
  runLogoutHandlers({ chainId: 1337 })
  expect(queryClient.getQueryData(['nfts', 'profile', 'x'])).toBe(1)
})
