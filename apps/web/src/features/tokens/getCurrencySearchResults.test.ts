import { CurrencyAmount, Native, Token } from '@ghost/sdk'
import { parseEther } from 'viem'
import { expect, test } from 'vitest'
import { getCurrencySearchResults } from './getCurrencySearchResults'

const token = (n: number, symbol: string, name: string) =>
  new Token({ chainId: 1337, address: `0x${n.toString(16).padStart(40, '0')}`, symbol, name })

const wbnb = token(1, 'WBNB', 'Wrapped BNB')
const usdt = token(2, 'USDT', 'Tether USD')
const busd = token(3, 'BUSD', 'Binance USD')
const cake = token(4, 'CAKE', 'PancakeSwap Token')
const ghost = token(5, 'GHOST', 'Ghost Token')
const usd = token(6, 'USD', 'Plain Dollar')
const native = Native.onChain(wbnb)
const tokens = [wbnb, usdt, busd, cake, ghost, usd]

const symbols = (query: string, balances = {}) =>
  getCurrencySearchResults({ tokens, native, query, balances }).map((c) => c.symbol)

test('no query: BNB, then by balance descending, then symbol', () => {
  const balances = {
    [cake.address]: CurrencyAmount.fromRawAmount(cake, parseEther('5')),
    [ghost.address]: CurrencyAmount.fromRawAmount(ghost, parseEther('50')),
  }
  expect(symbols('', balances)).toEqual(['BNB', 'GHOST', 'CAKE', 'BUSD', 'USD', 'USDT', 'WBNB'])
})

test('a query orders exact symbol, then symbol prefix, then the rest (name matches)', () => {
  expect(symbols('usd')).toEqual(['USD', 'USDT', 'BUSD'])
  expect(symbols('USD ')).toEqual(['USD', 'USDT', 'BUSD'])
})

test('BNB shows while the query could still spell bnb; "bnb" also finds WBNB by name', () => {
  expect(symbols('b')).toEqual(['BNB', 'BUSD', 'WBNB'])
  expect(symbols('bnb')).toEqual(['BNB', 'WBNB'])
  expect(symbols('token')).toEqual(['CAKE', 'GHOST'])
})

test('an address finds only that token', () => {
  expect(symbols(cake.address.toLowerCase())).toEqual(['CAKE'])
  expect(symbols(`0x${'9'.repeat(40)}`)).toEqual([])
})
