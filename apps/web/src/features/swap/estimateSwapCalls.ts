/**
 * Estimates the gas of every candidate router call for the account (spec §7); each answer is the
 * estimate or the error, in candidate order, for `selectSwapCall`.
 */
import type { Address, Client } from 'viem'
import { estimateRouterCall, routerSwap, type SwapCall } from '../../chain/actions/router'
import type { SwapCallEstimate } from './selectSwapCall'

export type EstimateSwapCallsParameters = {
  router: Address
  account: Address
  calls: readonly SwapCall[]
}

/**
 * @example
 * const estimates = await estimateSwapCalls(publicClient, { router, account, calls })
 */
export function estimateSwapCalls(
  client: Client,
  { router, account, calls }: EstimateSwapCallsParameters,
): Promise<SwapCallEstimate[]> {
  return Promise.all(
    calls.map(async (call) => {
      try {
        const gas = await estimateRouterCall(client, routerSwap({ router, call }), account)
        return { call, gas }
      } catch (error) {
        return { call, error }
      }
    }),
  )
}
