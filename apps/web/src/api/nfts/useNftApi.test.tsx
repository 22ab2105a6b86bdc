// @vitest-environment jsdom
/**
 * useNftApi in the app's providers against the real server (@ghost/server/testing, in its own
 * process: see test/serveMarket.ts): wagmi's mock connector stands in for the wallet and forwards
 * its signatures to Anvil's unlocked dev accounts, so sign-in is a real SIWE round trip from this
 * page's origin (jsdom's localhost).
 */
import { devAccount } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { type Config, createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { chainFromConfig } from '../../chain/wagmiConfig'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../config/useRuntimeConfig'
import { runLogoutHandlers } from '../../state/logout'
import { type SpawnedMarket, spawnMarket } from './test/spawnMarket'
import { useNftApi } from './useNftApi'

const first = devAccount(3).address
const second = devAccount(4).address

let market: SpawnedMarket
let runtime: RuntimeConfig

beforeAll(async () => {
  market = await spawnMarket()
  runtime = {
    chainId: 1337,
    rpcUrl: market.rpcUrl,
    apiUrl: market.apiUrl,
    // the hook reads no contract
    manifest: { chainId: 1337, startBlock: 0, contracts: {}, tokens: {} } as unknown as Manifest,
  }
}, 120_000)
afterAll(async () => {
  await market?.stop()
})
afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

function walletConfig(): Config {
  const app = chainFromConfig(runtime)
  return createConfig({
    chains: [app],
    connectors: [mock({ accounts: [first, second] })],
    transports: { [app.id]: http(runtime.rpcUrl) },
    multiInjectedProviderDiscovery: false,
  })
}

function renderNftApi(config: Config) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeConfigProvider config={runtime}>
      <WagmiProvider config={config} reconnectOnMount={false}>
        <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
      </WagmiProvider>
    </RuntimeConfigProvider>
  )
  return renderHook(() => useNftApi(), { wrapper })
}

async function sessionStatus(token: string | undefined): Promise<number> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  return (await fetch(`${market.apiUrl}/api/auth/session`, { headers })).status
}

async function signedInHook() {
  const config = walletConfig()
  const hook = renderNftApi(config)
  const connector = config.connectors[0]
  if (!connector) throw new Error('the mock connector is configured')
  await act(() => connect(config, { connector }))
  await waitFor(() => expect(hook.result.current.account).toBe(first.toLowerCase()))
  expect(hook.result.current.signedIn).toBe(false)
  await act(() => hook.result.current.signIn())
  expect(hook.result.current.signedIn).toBe(true)
  const token = hook.result.current.client.sessions.get(first)?.token
  expect(await sessionStatus(token)).toBe(200)
  return { config, connector, hook, token }
}

test('the wallet signs in; the session is kept for the tab', async () => {
  const { hook, token } = await signedInHook()
  expect(
    JSON.parse(sessionStorage.getItem(`ghost.nftApi.sessions:1337:${market.apiUrl}`) ?? '[]'),
  ).toEqual([expect.objectContaining({ address: first.toLowerCase(), token })])
  await act(() => hook.result.current.signOut())
  expect(hook.result.current.signedIn).toBe(false)
  expect(await sessionStatus(token)).toBe(401)
})

test('switching the wallet to another account ends the first account’s session', async () => {
  const { connector, hook, token } = await signedInHook()
  act(() => connector.onAccountsChanged([second]))
  await waitFor(() => expect(hook.result.current.account).toBe(second.toLowerCase()))
  expect(hook.result.current.signedIn).toBe(false)
  expect(hook.result.current.client.sessions.get(first)).toBeUndefined()
  await waitFor(async () => expect(await sessionStatus(token)).toBe(401))
})

test('logout ends every session', async () => {
  const { hook, token } = await signedInHook()
  act(() => {
    runLogoutHandlers({ chainId: 1337 })
  })
  expect(hook.result.current.signedIn).toBe(false)
  await waitFor(async () => expect(await sessionStatus(token)).toBe(401))
})
