/**
 * The rows of the pool and token tables: the API's entities with their 24 h figures. All USD
 * figures are 10^-18 USD integers (see figures.ts).
 */
import type { Percent } from '@ghost/sdk'
import type { InfoPair, InfoToken, PairPeriod, TokenPeriod } from '../../../api/info/entities'
import {
  DAY,
  getChange,
  getFeeApr,
  getLpFees,
  latestAtOrBefore,
  sumWindows,
  toScaled,
  type Windowed,
} from './figures'

const SCALE = 10n ** 18n

export type PoolRow = {
  pair: InfoPair
  name: string
  liquidity: bigint
  volume24h: Windowed
  fees24h: bigint
  feeApr: Percent | undefined
}

export function getPoolRow(pair: InfoPair, hours: readonly PairPeriod[], now: number): PoolRow {
  const own = hours.filter((hour) => hour.pair === pair.id)
  const volume24h = sumWindows(
    own,
    now,
    (hour) => hour.time,
    (hour) => hour.volumeUSD,
  )
  const liquidity = toScaled(pair.reserveUSD)
  const fees24h = getLpFees(volume24h.current)
  return {
    pair,
    name: `${pair.token0.symbol}/${pair.token1.symbol}`,
    liquidity,
    volume24h,
    fees24h,
    feeApr: getFeeApr(fees24h, liquidity),
  }
}

export function getPoolRows(
  pairs: readonly InfoPair[],
  hours: readonly PairPeriod[],
  now: number,
): PoolRow[] {
  return pairs.map((pair) => getPoolRow(pair, hours, now))
}

export type TokenRow = {
  token: InfoToken
  priceUSD: bigint
  priceChange: Percent | undefined
  liquidityUSD: bigint
  volume24h: Windowed
}

/** A token's USD price as the subgraphs derive it: its BNB price times BNB's USD price. */
export function getTokenPriceUSD(token: InfoToken, bnbPriceUSD: string): bigint {
  return (toScaled(token.derivedBNB) * toScaled(bnbPriceUSD)) / SCALE
}

export function getTokenRow(
  token: InfoToken,
  hoursNewestFirst: readonly TokenPeriod[],
  bnbPriceUSD: string,
  now: number,
): TokenRow {
  const own = hoursNewestFirst.filter((hour) => hour.token === token.id)
  const priceUSD = getTokenPriceUSD(token, bnbPriceUSD)
  // the price a day ago is the close of the last hour that began by then
  const dayAgo = latestAtOrBefore(own, now - DAY, (hour) => hour.time)
  return {
    token,
    priceUSD,
    priceChange: dayAgo
      ? getChange({ current: priceUSD, previous: toScaled(dayAgo.close) })
      : undefined,
    liquidityUSD: (toScaled(token.totalLiquidity) * priceUSD) / SCALE,
    volume24h: sumWindows(
      own,
      now,
      (hour) => hour.time,
      (hour) => hour.volumeUSD,
    ),
  }
}

export function getTokenRows(
  tokens: readonly InfoToken[],
  hoursNewestFirst: readonly TokenPeriod[],
  bnbPriceUSD: string,
  now: number,
): TokenRow[] {
  return tokens.map((token) => getTokenRow(token, hoursNewestFirst, bnbPriceUSD, now))
}

/** Sum of day volumes over the last 7 days (the day of `now` and the 6 before). */
export function getVolume7d(days: readonly { time: number; volumeUSD: string }[], now: number) {
  const firstDay = Math.floor(now / DAY) * DAY - 6 * DAY
  return days
    .filter((day) => day.time >= firstDay && day.time <= now)
    .reduce((sum, day) => sum + toScaled(day.volumeUSD), 0n)
}
