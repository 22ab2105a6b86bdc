/**
 * A pair's reserves and the block time at each of the given blocks, one Multicall read per
 * block (the node keeps the history). Blocks where the read fails (the pair did not exist yet)
 * are left out.
 */
import { ghostPairAbi, multicallAbi } from '@ghost/contracts'
import { type Address, type Client, decodeFunctionResult, encodeFunctionData } from 'viem'
import { executeMulticall } from '../../../chain/multicall/executeMulticall'

export type ReservesPoint = {
  blockNumber: bigint
  /** Unix seconds. */
  timestamp: bigint
  reserve0: bigint
  reserve1: bigint
}

export type ReadPairReservesHistoryParameters = {
  multicall: Address
  pair: Address
  blocks: readonly bigint[]
}

/**
 * @example
 * const points = await readPairReservesHistory(client, { multicall, pair, blocks })
 */
export async function readPairReservesHistory(
  client: Client,
  { multicall, pair, blocks }: ReadPairReservesHistoryParameters,
): Promise<ReservesPoint[]> {
  const calls = [
    {
      target: pair,
      callData: encodeFunctionData({ abi: ghostPairAbi, functionName: 'getReserves' }),
    },
    {
      target: multicall,
      callData: encodeFunctionData({ abi: multicallAbi, functionName: 'getCurrentBlockTimestamp' }),
    },
  ]
  const points = await Promise.all(
    blocks.map(async (blockNumber): Promise<ReservesPoint | undefined> => {
      try {
        const [reserves, time] = await executeMulticall(client, {
          multicall,
          calls,
          blockNumber,
          maxAttempts: 1,
        })
        if (!reserves?.success || !time?.success || reserves.returnData === '0x') return undefined
        const [reserve0, reserve1] = decodeFunctionResult({
          abi: ghostPairAbi,
          functionName: 'getReserves',
          data: reserves.returnData,
        })
        const timestamp = decodeFunctionResult({
          abi: multicallAbi,
          functionName: 'getCurrentBlockTimestamp',
          data: time.returnData,
        })
        return { blockNumber, timestamp, reserve0, reserve1 }
      } catch {
        // Before the Multicall contract existed, or the node pruned that state.
        return undefined
      }
    }),
  )
  return points.filter((point) => point !== undefined)
}
