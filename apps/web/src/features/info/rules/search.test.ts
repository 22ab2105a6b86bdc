import { expect, test } from 'vitest'
import type { InfoPair, InfoToken } from '../../../api/info/entities'
import { searchInfo } from './search'

const token = (id: string, symbol: string, name: string): InfoToken => ({
  id: id as `0x${string}`,
  symbol,
  name,
  decimals: 18,
  derivedBNB: '1',
  totalLiquidity: '1',
  tradeVolumeUSD: '1',
  txCount: 1n,
})
const GHOST = token(`0x${'a'.repeat(40)}`, 'GHOST', 'Ghost Token')
const USDT = token(`0x${'b'.repeat(40)}`, 'USDT', 'Tether USD')
const pair = {
  id: `0x${'c'.repeat(40)}`,
  token0: GHOST,
  token1: USDT,
} as unknown as InfoPair

test('finds tokens and pools by symbol, name or address, case-insensitively', () => {
  expect(searchInfo([GHOST, USDT], [pair], 'ghost').tokens).toEqual([GHOST])
  expect(searchInfo([GHOST, USDT], [pair], 'tether').tokens).toEqual([USDT])
  expect(searchInfo([GHOST, USDT], [pair], 'ghost/usdt').pairs).toEqual([pair])
  expect(searchInfo([GHOST, USDT], [pair], `0x${'C'.repeat(40)}`).pairs).toEqual([pair])
  expect(searchInfo([GHOST, USDT], [pair], `0x${'B'.repeat(40)}`).tokens).toEqual([USDT])
  expect(searchInfo([GHOST, USDT], [pair], '   ')).toEqual({ tokens: [], pairs: [] })
  expect(searchInfo([GHOST, USDT], [pair], 'nothing')).toEqual({ tokens: [], pairs: [] })
})
