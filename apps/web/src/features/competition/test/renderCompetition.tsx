/**
 * Renders the battle page as a dev account at a location (`/competition?id=0`, say) through the
 * app's providers (`renderAs`); the memory router starts at '/', so the page waits until the
 * router has moved there. Wrapped in `WithoutWallet`, the page shows once the wallet is
 * disconnected. The router's location is shown in an output named "Location".
 */
import { QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { Address } from 'viem'
import { useConnection, useDisconnect } from 'wagmi'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { renderAs } from '../../../test/chainTestWorld'
import { CompetitionPage } from '../CompetitionPage'

function At({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate()
  const [arrived, setArrived] = useState(false)
  useEffect(() => {
    if (arrived) return
    void Promise.resolve(navigate(path, { replace: true })).then(() => setArrived(true))
  }, [arrived, navigate, path])
  return arrived ? children : null
}

function Where() {
  const { pathname, search } = useLocation()
  return <output aria-label="Location">{`${pathname}${search}`}</output>
}

/** Disconnects the test's wallet before showing `children`: the page as a visitor sees it. */
export function WithoutWallet({ children }: { children: ReactNode }) {
  const { address } = useConnection()
  const { mutate: disconnect } = useDisconnect()
  useEffect(() => {
    if (address) disconnect()
  }, [address, disconnect])
  return address ? null : children
}

export function renderCompetition(
  account: Address,
  {
    config,
    path = '/competition',
    visitor = false,
  }: { config: RuntimeConfig; path?: string; visitor?: boolean },
) {
  const page = visitor ? (
    <WithoutWallet>
      <CompetitionPage />
    </WithoutWallet>
  ) : (
    <CompetitionPage />
  )
  return renderAs(
    account,
    <At path={path}>
      {page}
      <Where />
    </At>,
    {
      config,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    },
  )
}
