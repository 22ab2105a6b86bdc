/**
 * The landing page's figures from the index and the farms: total value locked (the protocol's
 * latest day row, as of the indexed block), 24 h volume (the pairs' hours in the last 24 h, as
 * /info sums them), the top tokens with their USD price, and the best live farm APR.
 */
import type { Fraction, Percent } from '@ghost/sdk'
import type { InfoToken, PairPeriod, ProtocolDay } from '../info/api'
import { fromScaled, latestAtOrBefore, sumWindows, toScaled } from '../info/rules/figures'

export const HOME_TOP_TOKENS = 5

export type HomeToken = { id: `0x${string}`; symbol: string; name: string; priceUsd: Fraction }

export type GetHomeFiguresParameters = {
  /** The indexed block's time. */
  now: number
  /** Protocol days, newest first. */
  days: readonly ProtocolDay[]
  /** Pair hours of the last 48 h (or more). */
  hours: readonly PairPeriod[]
  /** Tokens, most traded first. */
  tokens: readonly InfoToken[]
  bnbPriceUSD: string
}

export type HomeFigures = {
  tvlUsd: Fraction
  volume24hUsd: Fraction
  topTokens: HomeToken[]
}

export function getHomeFigures({
  now,
  days,
  hours,
  tokens,
  bnbPriceUSD,
}: GetHomeFiguresParameters): HomeFigures {
  const today = latestAtOrBefore(days, now, (day) => day.date)
  const bnbPrice = fromScaled(toScaled(bnbPriceUSD))
  return {
    tvlUsd: fromScaled(today ? toScaled(today.totalLiquidityUSD) : 0n),
    volume24hUsd: fromScaled(
      sumWindows(
        hours,
        now,
        (hour) => hour.time,
        (hour) => hour.volumeUSD,
      ).current,
    ),
    topTokens: tokens.slice(0, HOME_TOP_TOKENS).map((token) => ({
      id: token.id,
      symbol: token.symbol,
      name: token.name,
      priceUsd: fromScaled(toScaled(token.derivedBNB)).multiply(bnbPrice),
    })),
  }
}

/** The best APR among live farms (their APR includes LP rewards once the index knows them). */
export function getTopFarmApr(
  farms: readonly { apr: Percent | undefined; isFinished: boolean; lpSymbol: string }[],
): { apr: Percent; lpSymbol: string } | undefined {
  let top: { apr: Percent; lpSymbol: string } | undefined
  for (const farm of farms) {
    if (farm.isFinished || !farm.apr) continue
    if (!top || farm.apr.greaterThan(top.apr)) top = { apr: farm.apr, lpSymbol: farm.lpSymbol }
  }
  return top
}
