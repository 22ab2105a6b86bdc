import { msg } from '../../../i18n/msg'
import type { PoolView } from './getPoolView'

export const COUNTDOWN_LABELS = {
  startsIn: msg('Starts in'),
  endsIn: msg('Ends in'),
  finished: msg('Finished'),
} as const

export type PoolCountdown =
  | { label: (typeof COUNTDOWN_LABELS)['startsIn' | 'endsIn']; blocks: bigint }
  | { label: (typeof COUNTDOWN_LABELS)['finished']; blocks: undefined }

/**
 * Spec §4 block countdown: before the start, blocks to the start ('Starts in'); then blocks to
 * the end ('Ends in'); 'Finished' once finished. Undefined while the blocks are unknown.
 *
 * @example
 * getPoolCountdown(pool) // { label: 'Ends in', blocks: 900n }
 */
export function getPoolCountdown(pool: PoolView): PoolCountdown | undefined {
  if (pool.isFinished) return { label: COUNTDOWN_LABELS.finished, blocks: undefined }
  const status = pool.blockStatus
  if (!status) return undefined
  return status.hasStarted
    ? { label: COUNTDOWN_LABELS.endsIn, blocks: status.blocksRemaining }
    : { label: COUNTDOWN_LABELS.startsIn, blocks: status.blocksUntilStart }
}
