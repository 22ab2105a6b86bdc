import { Percent } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import type { InfoToken, PairPeriod, ProtocolDay } from '../../api/info'
import { fromScaled, getProtocolFigures } from '../info'
import { getHomeFigures, getTopFarmApr, HOME_TOP_TOKENS } from './getHomeFigures'

const DAY = 86_400
const NOW = 20 * DAY + 5_000
const day = (date: number, totalLiquidityUSD: string): ProtocolDay => ({
  date,
  totalLiquidityUSD,
  dailyVolumeUSD: '0',
  dailyFeesUSD: '0',
})
const hour = (hoursAgo: number, volumeUSD: string): PairPeriod => ({
  pair: '0x00000000000000000000000000000000000000aa',
  time: NOW - hoursAgo * 3600,
  volumeUSD,
  reserveUSD: '1',
})
const token = (n: number, derivedBNB: string): InfoToken => ({
  id: `0x${n.toString(16).padStart(40, '0')}`,
  symbol: `T${n}`,
  name: `Token ${n}`,
  decimals: 18,
  derivedBNB,
  totalLiquidity: '0',
  tradeVolumeUSD: '0',
  txCount: 0n,
})

describe('getHomeFigures', () => {
  test('TVL of the latest day up to the indexed time, volume of the last 24 h, priced top tokens', () => {
    const figures = getHomeFigures({
      now: NOW,
      // newest first, one of them after the indexed block
      days: [day(21 * DAY, '999'), day(20 * DAY, '1234.56'), day(19 * DAY, '1000')],
      hours: [hour(0, '10.5'), hour(23, '20'), hour(25, '1000'), hour(-2, '5000')],
      tokens: Array.from({ length: 8 }, (_, i) => token(i + 1, i === 0 ? '0.5' : '2')),
      bnbPriceUSD: '600.25',
    })
    expect(figures.tvlUsd.toFixed(2)).toBe('1234.56')
    expect(figures.volume24hUsd.toFixed(2)).toBe('30.50')
    expect(figures.topTokens).toHaveLength(HOME_TOP_TOKENS)
    expect(figures.topTokens[0]?.symbol).toBe('T1')
    expect(figures.topTokens[0]?.priceUsd.toFixed(3)).toBe('300.125')
    expect(figures.topTokens[1]?.priceUsd.toFixed(2)).toBe('1200.50')
  })

  test('before the first day row: no TVL yet, and no rows at all is zero', () => {
    const figures = getHomeFigures({
      now: NOW,
      days: [day(21 * DAY, '999')],
      hours: [],
      tokens: [],
      bnbPriceUSD: '0',
    })
    expect(figures.tvlUsd.toFixed(2)).toBe('0.00')
    expect(figures.volume24hUsd.toFixed(2)).toBe('0.00')
    expect(figures.topTokens).toEqual([])
  })
})

test("home and /info's overview show one 24 h volume and one TVL, not the UTC day's partial bar", () => {
  // issue 28: home said $58,744 (24 h of pair hours) while /info's headline said $32,518.40
  // (today's UTC day row); both now read the same rolling window of the same rows
  const days = [{ ...day(20 * DAY, '1234.56'), dailyVolumeUSD: '7' }, day(19 * DAY, '1000')]
  const hours = [hour(0, '10.5'), hour(23, '20'), hour(25, '1000')]
  const home = getHomeFigures({ now: NOW, days, hours, tokens: [], bnbPriceUSD: '600' })
  const info = getProtocolFigures(days, hours, NOW)
  expect(home.volume24hUsd.equalTo(fromScaled(info.volume.current))).toBe(true)
  expect(home.tvlUsd.equalTo(fromScaled(info.liquidity.current))).toBe(true)
  expect(home.volume24hUsd.toFixed(2)).toBe('30.50')
})

describe('getTopFarmApr', () => {
  test('the best live farm with a known APR', () => {
    const farms = [
      { apr: new Percent(50n, 100n), isFinished: false, lpSymbol: 'A LP' },
      { apr: new Percent(900n, 100n), isFinished: true, lpSymbol: 'B LP' },
      { apr: undefined, isFinished: false, lpSymbol: 'C LP' },
      { apr: new Percent(70n, 100n), isFinished: false, lpSymbol: 'D LP' },
    ]
    expect(getTopFarmApr(farms)?.lpSymbol).toBe('D LP')
    expect(getTopFarmApr(farms.slice(1, 3))).toBeUndefined()
  })
})
