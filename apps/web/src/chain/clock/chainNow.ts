/**
 * The chain's clock on screens that count down to a block time (the squad sale's phases, the
 * lottery's rounds): block times move only when a block is mined, and a test that moves the
 * chain's clock moves this with it (the wall clock would not).
 */
import { useEffect, useState } from 'react'

/** The latest block's timestamp plus the wall-clock seconds since that block was first seen. */
export function getChainNow(blockTimestamp: bigint, seenAtMs: number, nowMs: number): bigint {
  return blockTimestamp + BigInt(Math.max(0, Math.floor((nowMs - seenAtMs) / 1000)))
}

/** The chain's time now, moving each second from the latest block's time (see getChainNow). */
export function useChainNow(blockTimestamp: bigint): bigint
export function useChainNow(blockTimestamp: bigint | undefined): bigint | undefined
export function useChainNow(blockTimestamp: bigint | undefined): bigint | undefined {
  const [seen, setSeen] = useState(() => ({ timestamp: blockTimestamp, at: Date.now() }))
  const [now, setNow] = useState(() => Date.now())
  if (seen.timestamp !== blockTimestamp) setSeen({ timestamp: blockTimestamp, at: Date.now() })
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return seen.timestamp === undefined
    ? undefined
    : getChainNow(seen.timestamp, seen.at, Math.max(now, seen.at))
}
