/**
 * Renders the voting routes as a dev account at a path (`/voting?state=closed`, say) through the
 * app's providers (`renderAs`), with a wallet whose signing a test controls and counts: every
 * eth_signTypedData_v4 request the page makes reads `signTypedDataError` (counted once per
 * request), and the wallet refuses as a user would while `reject` is set.
 */
import { Route, Routes } from 'react-router'
import type { MockParameters } from 'wagmi/connectors/mock'
import { renderAs } from '../../../test/chainTestWorld'
import { At, LocationOutput, noRetryQueryClient } from '../../../test/screenRouting'
import { CreateProposalPage } from '../CreateProposalPage'
import { ProposalPage } from '../ProposalPage'
import { VotingPage } from '../VotingPage'
import type { VotingChainWorld } from './votingChainWorld'

export type TestWallet = {
  /** Refuse the next signatures (a user's rejection). */
  reject: boolean
  /** Signature requests the page has made. */
  signRequests: number
  features: NonNullable<MockParameters['features']>
}

export function testWallet(): TestWallet {
  /** The connector reads the flag up to twice per request, synchronously: one request per run. */
  let inRequest = false
  const wallet: TestWallet = {
    reject: false,
    signRequests: 0,
    features: {
      reconnect: true,
      get signTypedDataError() {
        if (!inRequest) {
          inRequest = true
          wallet.signRequests += 1
          queueMicrotask(() => {
            inRequest = false
          })
        }
        return wallet.reject
      },
    },
  }
  return wallet
}

export function renderVoting(
  world: VotingChainWorld,
  account: number,
  path: string,
  { apiUrl, wallet = testWallet() }: { apiUrl: string; wallet?: TestWallet },
) {
  return renderAs(
    world.address(account),
    <At path={path}>
      <Routes>
        <Route path="/voting" element={<VotingPage />} />
        <Route path="/voting/proposal/create" element={<CreateProposalPage />} />
        <Route path="/voting/proposal/:id" element={<ProposalPage />} />
      </Routes>
      <LocationOutput />
    </At>,
    {
      config: world.runtimeConfig(apiUrl),
      queryClient: noRetryQueryClient(),
      wallet: wallet.features,
    },
  )
}
