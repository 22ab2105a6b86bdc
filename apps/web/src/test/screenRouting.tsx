/**
 * Wrappers the screens' tests render around a screen inside `renderAs`'s providers: `At` to start
 * at a location (the memory router starts at '/'), `LocationOutput` to follow a navigation, and
 * `WithoutWallet` to see the screen as a visitor. `noRetryQueryClient` makes a failed answer show
 * at once instead of after React Query's retries.
 */
import { QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useConnection, useDisconnect } from 'wagmi'

/** Shows `children` once the router has moved to `path`: a screen reads its location on mount. */
export function At({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate()
  const [arrived, setArrived] = useState(path === '/')
  useEffect(() => {
    if (arrived) return
    void Promise.resolve(navigate(path, { replace: true })).then(() => setArrived(true))
  }, [arrived, navigate, path])
  return arrived ? children : null
}

/** The router's path and query, in an output named "Location". */
export function LocationOutput() {
  const { pathname, search } = useLocation()
  return <output aria-label="Location">{`${pathname}${search}`}</output>
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

export function noRetryQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } })
}
