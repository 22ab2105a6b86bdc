import { useEffect, useState } from 'react'
import { getChainNow } from '../rules/lotteryRules'

/** The chain's time now, moving each second from the latest block's time (see getChainNow). */
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
