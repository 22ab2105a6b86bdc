import { expect, test } from 'vitest'
import type { InfoPair, InfoToken, PairPeriod, TokenPeriod } from '../../../api/info/entities'
import { DAY, HOUR } from './figures'
import { getPoolRow, getTokenRow, getVolume7d } from './rows'

const E18 = 10n ** 18n
const now = 200 * DAY + 10 * HOUR
const ref = (id: string, symbol: string) => ({
  id: id as `0x${string}`,
  symbol,
  name: symbol,
  decimals: 18,
})
const pair: InfoPair = {
  id: `0x${'c'.repeat(40)}`,
  token0: ref(`0x${'a'.repeat(40)}`, 'GHOST'),
  token1: ref(`0x${'b'.repeat(40)}`, 'USDT'),
  reserve0: '1',
  reserve1: '1',
  reserveUSD: '10000',
  volumeUSD: '0',
  token0Price: '1',
  token1Price: '1',
  txCount: 1n,
}
const hour = (pairId: string, time: number, volumeUSD: string): PairPeriod => ({
  pair: pairId as `0x${string}`,
  time,
  volumeUSD,
  reserveUSD: '0',
})

test('a pool row: 24 h volume of its own hours, LP fees and fee APR from them', () => {
  const row = getPoolRow(
    pair,
    [
      hour(pair.id, now - HOUR, '1000'),
      hour(pair.id, now - 30 * HOUR, '500'),
      hour(`0x${'d'.repeat(40)}`, now - HOUR, '99999'),
    ],
    now,
  )
  expect(row.name).toBe('GHOST/USDT')
  expect(row.volume24h).toEqual({ current: 1000n * E18, previous: 500n * E18 })
  expect(row.fees24h).toBe(17n * 10n ** 17n) // 1.7 USD
  expect(row.feeApr?.toFixed(4)).toBe('6.2050') // 1.7 × 365 / 10,000 = 6.205%
})

test('a token row: USD price from BNB, liquidity in USD, change vs the close a day ago', () => {
  const token: InfoToken = {
    ...ref(`0x${'a'.repeat(40)}`, 'GHOST'),
    derivedBNB: '0.01',
    totalLiquidity: '500',
    tradeVolumeUSD: '0',
    txCount: 0n,
  }
  const period = (time: number, close: string, volumeUSD: string): TokenPeriod => ({
    token: token.id,
    time,
    priceUSD: close,
    open: close,
    high: close,
    low: close,
    close,
    volumeUSD,
    totalLiquidityUSD: '0',
  })
  const row = getTokenRow(
    token,
    [period(now - HOUR, '3', '20'), period(now - DAY - HOUR, '2', '10')],
    '300',
    now,
  )
  expect(row.priceUSD).toBe(3n * E18)
  expect(row.liquidityUSD).toBe(1500n * E18)
  expect(row.priceChange?.toFixed(2)).toBe('50.00')
  expect(row.volume24h).toEqual({ current: 20n * E18, previous: 10n * E18 })
})

test('7 d volume adds the days from six days before today up to today', () => {
  const today = Math.floor(now / DAY) * DAY
  const days = [
    { time: today, volumeUSD: '1' },
    { time: today - 6 * DAY, volumeUSD: '2' },
    { time: today - 7 * DAY, volumeUSD: '4' },
  ]
  expect(getVolume7d(days, now)).toBe(3n * E18)
})
