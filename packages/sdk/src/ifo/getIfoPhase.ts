/**
 * A sale's state on the chain's clock (spec §4: get ready, live, finished): `getReady` before
 * the start, `live` from the start until the end, `finished` from the end (GhostIFO takes
 * commits while `start <= now < end` and harvests from `end`).
 */
export type IfoPhase = 'getReady' | 'live' | 'finished'

export function getIfoPhase(
  times: { startTimestamp: bigint | number; endTimestamp: bigint | number },
  now: bigint | number,
): IfoPhase {
  const at = BigInt(now)
  if (at < BigInt(times.startTimestamp)) return 'getReady'
  if (at < BigInt(times.endTimestamp)) return 'live'
  return 'finished'
}

/** Seconds until the phase's next boundary (the start, then the end); 0 once finished. */
export function getIfoSecondsLeft(
  times: { startTimestamp: bigint | number; endTimestamp: bigint | number },
  now: bigint | number,
): number {
  const at = BigInt(now)
  const start = BigInt(times.startTimestamp)
  const end = BigInt(times.endTimestamp)
  if (at < start) return Number(start - at)
  if (at < end) return Number(end - at)
  return 0
}
