import { calculateNftFees } from '@ghost/sdk'
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  feesRoseSinceListing,
  getAskPriceError,
  getBuyState,
  getFeeRows,
  getTradeRole,
  getTransferAddressError,
  parsePrice,
  TRADE_TEXTS,
  type TradeRoleParameters,
} from './tradeRules'

const ALICE = '0x00000000000000000000000000000000000000a1'
const BOB = '0x00000000000000000000000000000000000000b0'
const MARKET = '0x00000000000000000000000000000000000000ee'
const PROFILE = '0x00000000000000000000000000000000000000ff'

const base: TradeRoleParameters = {
  account: ALICE,
  askSeller: undefined,
  chainOwner: undefined,
  apiOwner: null,
  location: null,
  orderCreator: undefined,
  market: MARKET,
  profile: PROFILE,
}

describe('getTradeRole', () => {
  it('the seller of an ask adjusts it, anyone else buys, no wallet is a guest', () => {
    const listed = { ...base, askSeller: ALICE, chainOwner: MARKET } as const
    expect(getTradeRole(listed)).toBe('seller')
    expect(getTradeRole({ ...listed, account: BOB })).toBe('buyer')
    expect(getTradeRole({ ...listed, account: undefined })).toBe('guest')
  })

  it('an owner with the NFT in the wallet sells or transfers; others only view', () => {
    const held = { ...base, chainOwner: ALICE, apiOwner: ALICE, location: 'In Wallet' } as const
    expect(getTradeRole(held)).toBe('owner')
    expect(getTradeRole({ ...held, account: BOB })).toBe('viewer')
    expect(getTradeRole({ ...held, askSeller: zeroAddress })).toBe('owner')
  })

  it('a profile picture held by the profile contract belongs to the API owner', () => {
    const avatar = {
      ...base,
      chainOwner: PROFILE,
      apiOwner: ALICE,
      location: 'Profile Pic',
    } as const
    expect(getTradeRole(avatar)).toBe('profilePic')
    expect(getTradeRole({ ...avatar, account: BOB })).toBe('viewer')
    // before the chain answers, the API location decides
    expect(getTradeRole({ ...avatar, chainOwner: undefined })).toBe('profilePic')
  })

  it('an escrowed token without the ask read falls back to the API seller', () => {
    const escrowed = { ...base, chainOwner: MARKET, apiOwner: ALICE } as const
    expect(getTradeRole(escrowed)).toBe('seller')
    expect(getTradeRole({ ...escrowed, account: BOB })).toBe('buyer')
  })

  it('an unminted lazy order: the creator cannot buy it, others can', () => {
    const lazy = { ...base, orderCreator: BOB } as const
    expect(getTradeRole(lazy)).toBe('buyer')
    expect(getTradeRole({ ...lazy, account: BOB })).toBe('creator')
    expect(getTradeRole({ ...lazy, account: undefined })).toBe('guest')
  })

  it('compares addresses whatever their case and ignores non-addresses', () => {
    const held = { ...base, chainOwner: ALICE.toUpperCase().replace('0X', '0x') } as never
    expect(getTradeRole(held)).toBe('owner')
    expect(getTradeRole({ ...base, apiOwner: 'not an address' })).toBe('viewer')
  })
})

describe('getBuyState', () => {
  const price = 10n
  it('BNB by default; WBNB offered and chosen when only WBNB covers the price', () => {
    expect(getBuyState({ price, bnbBalance: 10n, wbnbBalance: 0n, method: undefined })).toEqual({
      defaultMethod: 'BNB',
      error: undefined,
      symbol: 'BNB',
      offerWbnb: false,
    })
    expect(getBuyState({ price, bnbBalance: 9n, wbnbBalance: 10n, method: undefined })).toEqual({
      defaultMethod: 'WBNB',
      error: undefined,
      symbol: 'WBNB',
      offerWbnb: true,
    })
  })

  it("'Not enough %symbol%' when the chosen currency is short but the other is not", () => {
    const state = getBuyState({ price, bnbBalance: 100n, wbnbBalance: 1n, method: 'WBNB' })
    expect(state.error).toBe(TRADE_TEXTS.notEnough)
    expect(state.symbol).toBe('WBNB')
    expect(getBuyState({ price, bnbBalance: 1n, wbnbBalance: 10n, method: 'BNB' }).error).toBe(
      TRADE_TEXTS.notEnough,
    )
  })

  it("'Insufficient Balance' when neither covers it", () => {
    expect(getBuyState({ price, bnbBalance: 9n, wbnbBalance: 9n, method: undefined }).error).toBe(
      TRADE_TEXTS.insufficientBalance,
    )
    expect(getBuyState({ price, bnbBalance: 9n, wbnbBalance: 9n, method: 'WBNB' }).error).toBe(
      TRADE_TEXTS.insufficientBalance,
    )
  })

  it('balances still loading never block', () => {
    expect(
      getBuyState({ price, bnbBalance: undefined, wbnbBalance: undefined, method: 'WBNB' }).error,
    ).toBeUndefined()
  })
})

describe('parsePrice and getAskPriceError', () => {
  it('reads decimal BNB into wei and refuses what is not a positive amount', () => {
    expect(parsePrice('1.5')).toBe(1_500_000_000_000_000_000n)
    expect(parsePrice('0,001')).toBe(10n ** 15n)
    expect(parsePrice('.5')).toBe(5n * 10n ** 17n)
    for (const bad of ['', '.', '0', 'abc', '1e3', '-1', '1.2.3', `0.${'0'.repeat(18)}1`]) {
      expect(parsePrice(bad)).toBeUndefined()
    }
  })

  it('checks the market range inclusively', () => {
    const min = 10n ** 15n
    const max = 10n ** 22n
    expect(getAskPriceError({ typed: '', min, max })).toEqual({ key: TRADE_TEXTS.enterAmount })
    expect(getAskPriceError({ typed: '0.001', min, max })).toBeUndefined()
    expect(getAskPriceError({ typed: '10000', min, max })).toBeUndefined()
    expect(getAskPriceError({ typed: '0.0009', min, max })).toEqual({
      key: TRADE_TEXTS.priceRange,
      min,
      max,
    })
    expect(getAskPriceError({ typed: '10000.1', min, max })?.key).toBe(TRADE_TEXTS.priceRange)
    expect(getAskPriceError({ typed: '5', min: undefined, max: undefined })).toBeUndefined()
  })
})

describe('getTransferAddressError', () => {
  it('says each spec text in its case', () => {
    const account = ALICE
    expect(getTransferAddressError({ input: '', account, submitted: false })).toBeUndefined()
    expect(getTransferAddressError({ input: ' ', account, submitted: true })).toBe(
      TRADE_TEXTS.invalidAddress,
    )
    expect(getTransferAddressError({ input: '0x123', account, submitted: false })).toBe(
      TRADE_TEXTS.notBscAddress,
    )
    expect(getTransferAddressError({ input: zeroAddress, account, submitted: true })).toBe(
      TRADE_TEXTS.notBscAddress,
    )
    expect(
      getTransferAddressError({
        input: ALICE.toUpperCase().replace('0X', '0x'),
        account,
        submitted: true,
      }),
    ).toBe(TRADE_TEXTS.ownAddress)
    expect(getTransferAddressError({ input: ` ${BOB} `, account, submitted: true })).toBeUndefined()
  })
})

describe('getFeeRows', () => {
  it('lists the platform fee (treasury + unnamed referrer), ghost pot, royalty and the rest, adding up to the price', () => {
    const price = 1_234_567_890_123_456_789n
    const breakdown = calculateNftFees(price, {
      tradingFee: 200n,
      ghostPotFee: 50n,
      creatorFee: 500n,
      refererFee: 100n,
    })
    const rows = getFeeRows(breakdown, 'you')
    expect(rows.map((row) => row.label)).toEqual([
      'Platform fee',
      'Ghost pot fee',
      'Royalty',
      'You receive',
    ])
    expect(rows.reduce((sum, row) => sum + row.amount, 0n)).toBe(price)
    expect(rows[3]?.amount).toBe(breakdown.netPrice)
    expect(getFeeRows(breakdown, 'seller')[3]?.label).toBe('Seller receives')
    // a lazily minted sale: the creator gets the royalty with the rest
    const lazy = getFeeRows(breakdown, 'seller', { royaltyToSeller: true })
    expect(lazy.map((row) => row.label)).toEqual([
      'Platform fee',
      'Ghost pot fee',
      'Seller receives',
    ])
    expect(lazy[2]?.amount).toBe(breakdown.netPrice + breakdown.creatorFee)
    expect(lazy.reduce((sum, row) => sum + row.amount, 0n)).toBe(price)
  })
})

describe('feesRoseSinceListing', () => {
  const E18 = 10n ** 18n
  const rates = { tradingFee: 200n, ghostPotFee: 50n, creatorFee: 500n, refererFee: 100n }
  // listed at 1 BNB under 2% + 0.5% + 5% + 1%: the seller was shown 0.915 BNB
  const listedNet = 915n * 10n ** 15n

  it('a royalty raised to 10% after listing would pay the seller less: the buy is blocked', () => {
    const today = calculateNftFees(E18, { ...rates, creatorFee: 1_000n }).netPrice
    expect(feesRoseSinceListing(today, listedNet)).toBe(true)
  })

  it('unchanged or lowered fees pay the seller at least what the ask showed', () => {
    expect(feesRoseSinceListing(calculateNftFees(E18, rates).netPrice, listedNet)).toBe(false)
    const lowered = calculateNftFees(E18, { ...rates, creatorFee: 0n }).netPrice
    expect(feesRoseSinceListing(lowered, listedNet)).toBe(false)
  })

  it('reads still loading are not a rise', () => {
    expect(feesRoseSinceListing(undefined, listedNet)).toBe(false)
    expect(feesRoseSinceListing(E18, undefined)).toBe(false)
  })
})
