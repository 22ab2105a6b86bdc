import { describe, expect, test } from 'vitest'
import { Field, queryParametersToSwapState, type SwapState, swapReducer } from './swapState'

const USDT = '0x55d398326f99059fF775485246999027B3197955'
const CAKE = '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82'

const parse = (query: string) => queryParametersToSwapState(new URLSearchParams(query))

describe('queryParametersToSwapState', () => {
  test('nothing given: BNB in, nothing out, input side, no recipient', () => {
    expect(parse('')).toEqual({
      independentField: Field.INPUT,
      typedValue: '',
      inputCurrencyId: 'BNB',
      outputCurrencyId: '',
      recipient: null,
    })
  })

  test('every parameter', () => {
    expect(
      parse(
        `inputCurrency=bnb&outputCurrency=${USDT.toLowerCase()}&exactAmount=12.5&exactField=OUTPUT&recipient=${CAKE}`,
      ),
    ).toEqual({
      independentField: Field.OUTPUT,
      typedValue: '12.5',
      inputCurrencyId: 'BNB',
      outputCurrencyId: USDT,
      recipient: CAKE,
    })
  })

  test('one side named: the other is BNB', () => {
    expect(parse(`outputCurrency=${USDT}`)).toMatchObject({
      inputCurrencyId: 'BNB',
      outputCurrencyId: USDT,
    })
    expect(parse(`inputCurrency=${USDT}`)).toMatchObject({
      inputCurrencyId: USDT,
      outputCurrencyId: 'BNB',
    })
  })

  test('only BNB as output: the input is cleared', () => {
    expect(parse('outputCurrency=BNB')).toMatchObject({
      inputCurrencyId: '',
      outputCurrencyId: 'BNB',
    })
  })

  test('equal currencies clear the input (or the output when only the input was named)', () => {
    expect(parse(`inputCurrency=${USDT}&outputCurrency=${USDT.toLowerCase()}`)).toMatchObject({
      inputCurrencyId: '',
      outputCurrencyId: USDT,
    })
    expect(parse('inputCurrency=BNB&outputCurrency=bnb')).toMatchObject({
      inputCurrencyId: '',
      outputCurrencyId: 'BNB',
    })
  })

  test.each([
    ['abc', ''],
    ['1e5', ''],
    ['-1', ''],
    ['1,5', ''],
    ['.5', '.5'],
    ['5.', '5.'],
    ['007', '007'],
  ])('exactAmount %s → %s', (amount, typed) => {
    expect(parse(`exactAmount=${amount}`).typedValue).toBe(typed)
  })

  test('exactField other than output selects the input', () => {
    expect(parse('exactField=input').independentField).toBe(Field.INPUT)
    expect(parse('exactField=foo').independentField).toBe(Field.INPUT)
  })

  test('unknown currencies read as BNB, then the equal output is dropped', () => {
    expect(parse('inputCurrency=ETH&outputCurrency=0x123')).toMatchObject({
      inputCurrencyId: '',
      outputCurrencyId: 'BNB',
    })
    expect(parse(`inputCurrency=ETH&outputCurrency=${USDT}`)).toMatchObject({
      inputCurrencyId: 'BNB',
      outputCurrencyId: USDT,
    })
  })

  test('recipient: address, name, or nothing', () => {
    expect(parse('recipient=ghost.eth').recipient).toBe('ghost.eth')
    expect(parse('recipient=%20ghost.eth%20').recipient).toBe('ghost.eth')
    expect(parse('recipient=not an address!').recipient).toBeNull()
    expect(parse(`recipient=${CAKE.toLowerCase()}`).recipient).toBe(CAKE)
  })
})

describe('swapReducer', () => {
  const state: SwapState = {
    independentField: Field.INPUT,
    typedValue: '1',
    inputCurrencyId: 'BNB',
    outputCurrencyId: USDT,
    recipient: null,
  }

  test('selecting a new currency sets that side only', () => {
    expect(
      swapReducer(state, { type: 'selectCurrency', field: Field.OUTPUT, currencyId: CAKE }),
    ).toEqual({ ...state, outputCurrencyId: CAKE })
  })

  test("selecting the other side's currency swaps them and the typed side", () => {
    expect(
      swapReducer(state, {
        type: 'selectCurrency',
        field: Field.INPUT,
        currencyId: USDT.toLowerCase(),
      }),
    ).toEqual({
      ...state,
      independentField: Field.OUTPUT,
      inputCurrencyId: USDT.toLowerCase(),
      outputCurrencyId: 'BNB',
    })
  })

  test('switching exchanges currencies and flips the typed side; twice is a no-op', () => {
    const switched = swapReducer(state, { type: 'switchCurrencies' })
    expect(switched).toEqual({
      ...state,
      independentField: Field.OUTPUT,
      inputCurrencyId: USDT,
      outputCurrencyId: 'BNB',
    })
    expect(swapReducer(switched, { type: 'switchCurrencies' })).toEqual(state)
  })

  test('typing sets the independent field; the recipient opens and closes', () => {
    expect(swapReducer(state, { type: 'typeInput', field: Field.OUTPUT, typedValue: '3' })).toEqual(
      { ...state, independentField: Field.OUTPUT, typedValue: '3' },
    )
    const open = swapReducer(state, { type: 'setRecipient', recipient: '' })
    expect(open.recipient).toBe('')
    expect(swapReducer(open, { type: 'setRecipient', recipient: null }).recipient).toBeNull()
  })
})
