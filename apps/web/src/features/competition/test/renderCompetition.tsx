/**
 * Renders the battle page as a dev account at a location (`/competition?id=0`, say) through the
 * app's providers (`renderAs`); the memory router starts at '/', so the page waits until the
 * router has moved there. Wrapped in `WithoutWallet`, the page shows once the wallet is
 * disconnected. The router's location is shown in an output named "Location".
 */
import type { Address } from 'viem'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { renderAs } from '../../../test/chainTestWorld'
import { At, LocationOutput, noRetryQueryClient, WithoutWallet } from '../../../test/screenRouting'
import { CompetitionPage } from '../CompetitionPage'

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
      <LocationOutput />
    </At>,
    {
      config,
      queryClient: noRetryQueryClient(),
    },
  )
}
