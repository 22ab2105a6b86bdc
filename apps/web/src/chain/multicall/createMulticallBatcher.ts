import { toCallKey } from '@ghost/sdk'
/**
 * Collects the calls every component asks for within one tick (per block), removes duplicates
 * and sends them as one multicall round, then hands each caller its own result. This is how a
 * page with 50 pool cards costs one eth_call per block rather than 50.
 */
import type { BlockNumber } from 'viem'
import type { MulticallCall, MulticallCallResult } from './executeMulticall'

type Pending = {
  call: MulticallCall
  waiters: { resolve: (result: MulticallCallResult) => void; reject: (error: unknown) => void }[]
}

export type MulticallBatcher = {
  load(call: MulticallCall, blockNumber: BlockNumber | undefined): Promise<MulticallCallResult>
}

export function createMulticallBatcher(parameters: {
  execute: (
    calls: MulticallCall[],
    blockNumber: BlockNumber | undefined,
  ) => Promise<MulticallCallResult[]>
  /** How long to gather calls before sending; 0 = end of the current tick. */
  waitMs?: number | undefined
}): MulticallBatcher {
  const rounds = new Map<string, Map<string, Pending>>()

  const flush = async (roundKey: string, blockNumber: BlockNumber | undefined) => {
    const round = rounds.get(roundKey)
    rounds.delete(roundKey)
    if (!round) return
    const pending = [...round.values()]
    try {
      const results = await parameters.execute(
        pending.map((p) => p.call),
        blockNumber,
      )
      pending.forEach((p, i) => {
        const result = results[i]
        for (const waiter of p.waiters) {
          if (result) waiter.resolve(result)
          else waiter.reject(new Error('Multicall returned fewer results than calls'))
        }
      })
    } catch (error) {
      for (const p of pending) for (const waiter of p.waiters) waiter.reject(error)
    }
  }

  return {
    load(call, blockNumber) {
      const roundKey = blockNumber === undefined ? 'latest' : blockNumber.toString()
      let round = rounds.get(roundKey)
      if (!round) {
        round = new Map()
        rounds.set(roundKey, round)
        setTimeout(() => void flush(roundKey, blockNumber), parameters.waitMs ?? 0)
      }
      const key = toCallKey({ address: call.target, callData: call.callData })
      let pending = round.get(key)
      if (!pending) {
        pending = { call, waiters: [] }
        round.set(key, pending)
      }
      const entry = pending
      return new Promise((resolve, reject) => entry.waiters.push({ resolve, reject }))
    },
  }
}
