/**
 * Renders an IFO screen as a dev account at a given location (`/?sale=…`, say): `renderAs`'s
 * memory router starts at '/', so the screen waits until the router has moved there. Wrapped in
 * `WithoutWallet`, the screen shows once the wallet is disconnected.
 */
import { QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { Address } from 'viem'
import { useConnection, useDisconnect } from 'wagmi'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { renderAs } from '../../../test/chainTestWorld'

function At({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate()
  const [arrived, setArrived] = useState(path === '/')
  useEffect(() => {
    if (arrived) return
    void Promise.resolve(navigate(path, { replace: true })).then(() => setArrived(true))
  }, [arrived, navigate, path])
  return arrived ? children : null
}

/** Disconnects the test's wallet before showing `children`: the screen as a visitor sees it. */
export function WithoutWallet({ children }: { children: ReactNode }) {
  const { address } = useConnection()
  const { mutate: disconnect } = useDisconnect()
  useEffect(() => {
    if (address) disconnect()
  }, [address, disconnect])
  return address ? null : children
}

export function renderIfo(
  account: Address,
  ui: ReactNode,
  { config, path = '/' }: { config: RuntimeConfig; path?: string },
) {
  return renderAs(account, <At path={path}>{ui}</At>, {
    config,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  })
}
