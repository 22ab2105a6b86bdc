import { describe, expect, it } from 'vitest'
import { getNextPhaseAt, getPurchaseState, getSquadPhase, type PurchaseInput } from './squadRules'

const CAKE = 10n ** 18n
const base: PurchaseInput = {
  phase: 'publicSale',
  countText: '1',
  hasActiveProfile: true,
  presaleAllowance: 0n,
  publicBought: 0n,
  presaleSold: 0n,
  ticketsSold: 0n,
  maxTickets: 9_880n,
  price: 2n * CAKE,
  cakeBalance: 100n * CAKE,
}

describe('getSquadPhase', () => {
  it('maps the contract phase and shows revealed once any token is revealed', () => {
    expect(getSquadPhase(0, 0n)).toBe('pending')
    expect(getSquadPhase(1, 0n)).toBe('presale')
    expect(getSquadPhase(2, 0n)).toBe('publicSale')
    expect(getSquadPhase(3, 0n)).toBe('claim')
    expect(getSquadPhase(3, 1n)).toBe('revealed')
    expect(getSquadPhase(4, 0n)).toBeUndefined()
  })
})

describe('getNextPhaseAt', () => {
  const times = { presaleStart: 100n, publicSaleStart: 200n, saleEnd: 300n }
  it('counts down to the next phase', () => {
    expect(getNextPhaseAt('pending', times)).toBe(100n)
    expect(getNextPhaseAt('presale', times)).toBe(200n)
    expect(getNextPhaseAt('publicSale', times)).toBe(300n)
    expect(getNextPhaseAt('claim', times)).toBeUndefined()
    expect(getNextPhaseAt('revealed', times)).toBeUndefined()
  })
})

describe('getPurchaseState', () => {
  it('is closed outside the two sales', () => {
    expect(getPurchaseState({ ...base, phase: 'pending' }).status).toBe('closed')
    expect(getPurchaseState({ ...base, phase: 'claim' }).status).toBe('closed')
  })
  it('needs an active profile', () => {
    expect(getPurchaseState({ ...base, hasActiveProfile: false })).toEqual({ status: 'noProfile' })
  })
  it('refuses 11 in the public sale, naming the limit 10', () => {
    const state = getPurchaseState({ ...base, countText: '11' })
    expect(state.status).toBe('invalid')
    if (state.status !== 'invalid') return
    expect(state.message.values).toEqual({ max: 10, limit: '10' })
    expect(state.limit).toBe(10n)
  })
  it('accepts 10 and costs count × price', () => {
    expect(getPurchaseState({ ...base, countText: '10' })).toEqual({
      status: 'ready',
      count: 10n,
      cost: 20n * CAKE,
      limit: 10n,
    })
  })
  it('subtracts what the wallet already bought in the public sale', () => {
    const state = getPurchaseState({ ...base, publicBought: 7n, countText: '4' })
    expect(state.status === 'invalid' && state.limit).toBe(3n)
    expect(getPurchaseState({ ...base, publicBought: 10n }).status).toBe('closed')
  })
  it('limits the presale to the allowance', () => {
    const presale = { ...base, phase: 'presale' as const, presaleAllowance: 2n }
    expect(getPurchaseState({ ...presale, countText: '2' }).status).toBe('ready')
    const over = getPurchaseState({ ...presale, countText: '3' })
    expect(over.status === 'invalid' && over.message.values).toEqual({ limit: '2' })
    expect(getPurchaseState({ ...presale, presaleAllowance: 0n }).status).toBe('closed')
    expect(getPurchaseState({ ...presale, presaleSold: 489n, countText: '2' }).status).toBe(
      'invalid',
    )
  })
  it('refuses zero, blanks, fractions and text', () => {
    for (const countText of ['0', '', ' ', '1.5', '-1', 'abc', '1e3']) {
      expect(getPurchaseState({ ...base, countText }).status).toBe('invalid')
    }
  })
  it('refuses a cost above the CAKE balance', () => {
    const state = getPurchaseState({ ...base, countText: '3', cakeBalance: 5n * CAKE })
    expect(state.status === 'invalid' && state.message.key).toBe('Insufficient CAKE balance')
  })
  it('is closed when the supply is sold', () => {
    expect(getPurchaseState({ ...base, ticketsSold: 9_880n }).status).toBe('closed')
  })
})
