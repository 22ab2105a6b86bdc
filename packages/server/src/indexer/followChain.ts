import { describeRpcError } from './describeRpcError'
import { StoppedError, type StopSignal } from './stopSignal'
import { MAX_BACKOFF_MS, type SyncOnceReturnType } from './syncLoop'
import type { IndexerLog } from './types'

export type FollowChainParameters = {
  syncOnce: () => Promise<SyncOnceReturnType>
  signal: StopSignal
  log: IndexerLog
  /** Milliseconds between polls for new blocks, and the first backoff after an error. */
  pollInterval: number
  /** Milliseconds between a follower's attempts to become the indexer. */
  followerRetryInterval: number
}

/**
 * Catches up again and again until stopped: a poll after each catch-up, a longer wait while
 * another process leads, a doubling backoff (up to MAX_BACKOFF_MS) after errors, which are
 * logged, never thrown.
 */
export async function followChain({
  syncOnce,
  signal,
  log,
  pollInterval,
  followerRetryInterval,
}: FollowChainParameters): Promise<void> {
  let backoff = pollInterval
  while (!signal.stopping) {
    let wait = pollInterval
    try {
      const { role } = await syncOnce()
      backoff = pollInterval
      if (role === 'follower') wait = followerRetryInterval
    } catch (error) {
      if (error instanceof StoppedError) break
      log(`indexer: ${describeRpcError(error)} (retrying in ${backoff} ms)`, 'warn')
      wait = backoff
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS)
    }
    if (!signal.stopping) await signal.sleep(wait)
  }
}
