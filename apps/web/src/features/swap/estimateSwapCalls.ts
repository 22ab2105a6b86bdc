/**
 * Estimates the gas of every candidate router call for the account (spec §7); each answer is the
 * estimate or the error, in candidate order, for `selectSwapCall`.
 */
import { ghostRouterAbi } from '@ghost/contracts'
import type { Address, Client } from 'viem'
import { type EstimateContractGasParameters, estimateContractGas } from 'viem/actions'
import type { SwapCall } from './getSwapCallCandidates'
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
        const gas = await estimateContractGas(client, {
          address: router,
          abi: ghostRouterAbi,
          // The candidates pair each function name with its own argument list.
          functionName: call.functionName,
          args: call.args,
          value: call.value,
          account,
        } as EstimateContractGasParameters)
        return { call, gas }
      } catch (error) {
        return { call, error }
      }
    }),
  )
}
