/**
 * The chain's clock for the voting screens: the latest block and its time, read with the page's
 * one multicall per block (Multicall.getCurrentBlockTimestamp), so "now" for a proposal's state
 * and the create form's rules is the chain's, which tests and local worlds move.
 */
import { multicallAbi } from '@ghost/contracts'
import { useMemo } from 'react'
import { useChainNow } from '../../../chain/clock/chainNow'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'

export type ChainClock = {
  /** The block the time was read at; undefined until the first read. */
  blockNumber: bigint | undefined
  /** That block's timestamp (unix seconds). */
  blockTimestamp: bigint | undefined
  /** The chain's time now: the block's, moving on each second until the next block. */
  now: bigint | undefined
}

export function useChainClock(): ChainClock {
  const { manifest } = useRuntimeConfig()
  const multicall = manifest.contracts.Multicall
  const calls = useMemo(
    () =>
      [
        { address: multicall, abi: multicallAbi, functionName: 'getCurrentBlockTimestamp' },
      ] as const,
    [multicall],
  )
  const read = useMulticall(calls)
  const [timestamp] = read.data ?? []
  const blockTimestamp = timestamp?.status === 'success' ? timestamp.result : undefined
  const now = useChainNow(blockTimestamp)
  return {
    blockNumber: blockTimestamp === undefined ? undefined : read.blockNumber,
    blockTimestamp,
    now,
  }
}
