/**
 * The landing page's figures from the index and the farms: total value locked and 24 h volume
 * exactly as /info's overview computes them (`getProtocolFigures`: one definition, issue 28), the
 * top tokens with their USD price, and the best live farm APR.
 */
import type { Fraction, Percent } from '@ghost/sdk'
import type { InfoToken, PairPeriod, ProtocolDay } from '../../api/info'
import { fromScaled, getProtocolFigures, toScaled } from '../info'

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
  const protocol = getProtocolFigures(days, hours, now)
  const bnbPrice = fromScaled(toScaled(bnbPriceUSD))
  return {
    tvlUsd: fromScaled(protocol.liquidity.current),
    volume24hUsd: fromScaled(protocol.volume.current),
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
