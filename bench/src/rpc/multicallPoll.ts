/**
 * Reading the web app's node requests: its block poll is one `eth_call` of
 * `Multicall.tryBlockAndAggregate` carrying every watched read, and the block it read is the
 * first value of the reply.
 */
import { multicallAbi } from '@ghost/contracts'
import type { JsonRpcCall, JsonRpcReply } from '@ghost/devnet'
import {
  type Address,
  decodeFunctionData,
  decodeFunctionResult,
  type Hex,
  isAddressEqual,
} from 'viem'

function multicallData(call: JsonRpcCall, multicall: Address): Hex | undefined {
  if (call.method !== 'eth_call') return undefined
  const [request] = (call.params ?? []) as { to?: Hex; data?: Hex; input?: Hex }[]
  const data = request?.data ?? request?.input
  return data && request?.to && isAddressEqual(request.to, multicall) ? data : undefined
}

/** 'eth_call Multicall.tryBlockAndAggregate(250 calls)' for the batched reads; the method otherwise. */
export function describeCall(call: JsonRpcCall, multicall: Address): string {
  const data = multicallData(call, multicall)
  if (!data) return call.method
  const { functionName, args } = decodeFunctionData({ abi: multicallAbi, data })
  const calls = (args?.at(-1) as readonly unknown[] | undefined)?.length ?? 0
  return `eth_call Multicall.${functionName}(${calls} calls)`
}

/** A request's calls with one line for all ("batch of 2: eth_call …, eth_blockNumber"). */
export function describeRequest(calls: readonly JsonRpcCall[], multicall: Address): string {
  const described = calls.map((call) => describeCall(call, multicall))
  return calls.length > 1
    ? `batch of ${calls.length}: ${described.join(', ')}`
    : (described[0] ?? '(empty)')
}

/**
 * The block the request read when it is the block poll (a request of one `eth_call` of
 * `tryBlockAndAggregate`, answered); undefined for any other request.
 */
export function polledBlock(
  calls: readonly JsonRpcCall[],
  replies: readonly JsonRpcReply[] | undefined,
  multicall: Address,
): bigint | undefined {
  const [call] = calls
  const data = calls.length === 1 && call ? multicallData(call, multicall) : undefined
  const [reply] = replies ?? []
  if (!data || typeof reply?.result !== 'string') return undefined
  const { functionName } = decodeFunctionData({ abi: multicallAbi, data })
  if (functionName !== 'tryBlockAndAggregate') return undefined
  const [blockNumber] = decodeFunctionResult({
    abi: multicallAbi,
    functionName: 'tryBlockAndAggregate',
    data: reply.result as Hex,
  })
  return blockNumber
}
