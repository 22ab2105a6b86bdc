import { toCallKey } from '@ghost/sdk'
/**
 * The page's one road to contract reads.
 *
 * - Components `watch` the calls they show. `readLatest` (the block poll) sends every watched
 *   call in one Multicall round at the latest block, whose answer also names the block: one
 *   request per block gives the block number and the whole page's data.
 * - `load` hands a caller its answer at a given block: from that round when the call was in it,
 *   otherwise from a round of its own at that fixed block, made of every call asked for within
 *   the same tick (duplicates removed). So a card that mounts between polls costs one request
 *   for itself and whatever mounted with it, not one each.
 */
import type { BlockNumber } from 'viem'
import type { LatestMulticallResult, MulticallCall, MulticallCallResult } from './executeMulticall'

type Pending = {
  call: MulticallCall
  waiters: { resolve: (result: MulticallCallResult) => void; reject: (error: unknown) => void }[]
}

export type MulticallBatcher = {
  load(call: MulticallCall, blockNumber: BlockNumber | undefined): Promise<MulticallCallResult>
  /** Keeps the calls in every latest-block round until the returned function runs. */
  watch(calls: readonly MulticallCall[]): () => void
  /** Reads the latest block with every watched call; calls watched within this tick join in. */
  readLatest(): Promise<bigint>
  /** Tells `listener` whenever a call not watched before starts being watched, and at once
   *  if some already are. */
  onWatch(listener: () => void): () => void
}

/** Latest-block rounds kept for `load`: the newest and the one before, which queries of the
 *  previous block may still be asking for while the new block's answers arrive. */
const KEPT_ROUNDS = 2

export function createMulticallBatcher(parameters: {
  execute: (
    calls: MulticallCall[],
    blockNumber: BlockNumber | undefined,
  ) => Promise<MulticallCallResult[]>
  executeLatest: (calls: MulticallCall[]) => Promise<LatestMulticallResult>
  /** How long to gather calls before sending; 0 = end of the current tick. */
  waitMs?: number | undefined
}): MulticallBatcher {
  const rounds = new Map<string, Map<string, Pending>>()
  const watched = new Map<string, { call: MulticallCall; watchers: number }>()
  const watchListeners = new Set<() => void>()
  const answered = new Map<string, Map<string, MulticallCallResult>>()
  const gather = () => new Promise<void>((done) => setTimeout(done, parameters.waitMs ?? 0))

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

  const keyOf = (call: MulticallCall) =>
    toCallKey({ address: call.target, callData: call.callData })

  return {
    load(call, blockNumber) {
      const key = keyOf(call)
      const known =
        blockNumber === undefined ? undefined : answered.get(blockNumber.toString())?.get(key)
      if (known) return Promise.resolve(known)
      const roundKey = blockNumber === undefined ? 'latest' : blockNumber.toString()
      let round = rounds.get(roundKey)
      if (!round) {
        round = new Map()
        rounds.set(roundKey, round)
        void gather().then(() => flush(roundKey, blockNumber))
      }
      let pending = round.get(key)
      if (!pending) {
        pending = { call, waiters: [] }
        round.set(key, pending)
      }
      const entry = pending
      return new Promise((resolve, reject) => entry.waiters.push({ resolve, reject }))
    },

    watch(calls) {
      const keys = calls.map(keyOf)
      let added = false
      calls.forEach((call, i) => {
        const key = keys[i] as string
        const entry = watched.get(key)
        if (entry) entry.watchers++
        else {
          watched.set(key, { call, watchers: 1 })
          added = true
        }
      })
      if (added) for (const listener of watchListeners) listener()
      return () => {
        for (const key of keys) {
          const entry = watched.get(key)
          if (!entry) continue
          entry.watchers--
          if (entry.watchers === 0) watched.delete(key)
        }
      }
    },

    async readLatest() {
      await gather()
      const entries = [...watched.entries()]
      const { blockNumber, results } = await parameters.executeLatest(
        entries.map(([, entry]) => entry.call),
      )
      const byKey = new Map<string, MulticallCallResult>()
      entries.forEach(([key], i) => {
        const result = results[i]
        if (result) byKey.set(key, result)
      })
      answered.set(blockNumber.toString(), byKey)
      const oldest = [...answered.keys()].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
      for (const block of oldest.slice(0, -KEPT_ROUNDS)) answered.delete(block)
      return blockNumber
    },

    onWatch(listener) {
      watchListeners.add(listener)
      // calls watched before the listener came (a child mounted first) count as new to it
      if (watched.size > 0) listener()
      return () => watchListeners.delete(listener)
    },
  }
}
