import type { ghostRouterAbi } from '@ghost/contracts'
import type { Address, Client, Hash } from 'viem'
import { estimateContractGas } from 'viem/actions'
import type {
  SendContractTransactionParameters,
  useSendContractTransaction,
} from '../../chain/transactions/useSendContractTransaction'
import type { AddLiquidityCall } from './getAddLiquidityCall'
import type { RemoveLiquidityCall } from './getRemoveLiquidityCalls'

export type RouterCall = AddLiquidityCall | RemoveLiquidityCall

/** The same call shaped for viem's typed parameters (for estimates and sends). */
export function asRouterParameters(call: RouterCall) {
  // viem infers one function name per call site and cannot take a union of calls; each member
  // of RouterCall is a valid router call by its own type (and the Anvil tests send them).
  return call as unknown as SendContractTransactionParameters<typeof ghostRouterAbi, 'addLiquidity'>
}

/** Sends a router call through the shared sender (the sdk's gas limit unless `gas` is given). */
export function sendRouterCall(
  send: ReturnType<typeof useSendContractTransaction>,
  call: RouterCall,
  options: { summary: string; gas?: bigint | undefined },
): Promise<Hash> {
  return send({ ...asRouterParameters(call), ...options })
}

/** Gas estimate of a router call for `account` (throws when the call would revert). */
export function estimateRouterCall(
  client: Client,
  call: RouterCall,
  account: Address,
): Promise<bigint> {
  // Same reason as asRouterParameters: viem's generics cannot take a union of calls.
  return estimateContractGas(client, { ...call, account } as never)
}
