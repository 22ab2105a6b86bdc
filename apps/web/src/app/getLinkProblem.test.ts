import { describe, expect, it } from 'vitest'
import { getCurrencyIdProblem, getLiquidityLinkProblem, getSwapLinkProblem } from './getLinkProblem'

const USDT = '0x55d398326f99059fF775485246999027B3197955'

describe('getCurrencyIdProblem', () => {
  it.each([['BNB'], ['bnb'], [USDT], [USDT.toLowerCase()], [undefined]])('accepts %s', (id) => {
    expect(getCurrencyIdProblem(id)).toBeUndefined()
  })

  it.each([
    ['0x12'],
    ['garbage'],
    [''],
    // mixed case with a wrong checksum is a typo, not an address
    [USDT.replace('fF', 'ff')],
  ])('names the id %s', (id) => {
    expect(getCurrencyIdProblem(id)).toEqual({
      key: 'Invalid token address in the link: %id%',
      values: { id },
    })
  })

  it('cuts a long id', () => {
    expect(getCurrencyIdProblem('x'.repeat(100))?.values.id).toBe(`${'x'.repeat(46)}…`)
  })
})

describe('getLiquidityLinkProblem', () => {
  it('reports the first bad id', () => {
    expect(getLiquidityLinkProblem('0x12', 'BNB')?.values).toEqual({ id: '0x12' })
    expect(getLiquidityLinkProblem('BNB', 'nope')?.values).toEqual({ id: 'nope' })
    expect(getLiquidityLinkProblem('garbage', 'garbage', { pairRequired: true })?.values).toEqual({
      id: 'garbage',
    })
  })

  it('accepts one or two good ids on /add', () => {
    expect(getLiquidityLinkProblem(undefined, undefined)).toBeUndefined()
    expect(getLiquidityLinkProblem('BNB', undefined)).toBeUndefined()
    expect(getLiquidityLinkProblem('BNB', USDT)).toBeUndefined()
  })

  it('calls the same currency twice an invalid pair on /remove', () => {
    expect(getLiquidityLinkProblem('BNB', 'bnb', { pairRequired: true })?.key).toBe('Invalid pair')
    expect(getLiquidityLinkProblem(USDT, USDT.toLowerCase(), { pairRequired: true })?.key).toBe(
      'Invalid pair',
    )
    expect(getLiquidityLinkProblem('BNB', USDT, { pairRequired: true })).toBeUndefined()
  })

  it('names the address where the chain found no token, once it has answered', () => {
    expect(getLiquidityLinkProblem('BNB', USDT, { currencyA: {}, currencyB: null })).toEqual({
      key: 'No token found at this address: %address%',
      values: { address: USDT },
    })
    // still loading (undefined) is not a problem yet
    expect(getLiquidityLinkProblem('BNB', USDT, { currencyB: undefined })).toBeUndefined()
    // a malformed id is named before any chain answer
    expect(getLiquidityLinkProblem('0x12', USDT, { currencyB: null })?.values).toEqual({
      id: '0x12',
    })
  })
})

describe('getSwapLinkProblem', () => {
  it.each([
    ['inputCurrency=x', 'x'],
    ['outputCurrency=garbage', 'garbage'],
    [`inputCurrency=${USDT}&outputCurrency=0x12`, '0x12'],
  ])('%s names %s', (query, id) => {
    expect(getSwapLinkProblem(new URLSearchParams(query))).toEqual({
      key: 'Unknown token in the link: %id%. It was ignored.',
      values: { id },
    })
  })

  it.each([
    [''],
    ['inputCurrency=BNB'],
    ['inputCurrency='],
    // an unknown address is the Import Token modal's case, not a broken link
    ['outputCurrency=0x000000000000000000000000000000000000dEaD'],
    ['exactAmount=abc'],
  ])('accepts %s', (query) => {
    expect(getSwapLinkProblem(new URLSearchParams(query))).toBeUndefined()
  })
})
