import {
  CurrencyAmount,
  createRoutingIndex,
  Pair,
  TradeType,
  updateRoutingIndex,
  WrapType,
} from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import { findTrade } from './findTrade'
import {
  type DerivedSwapInfo,
  type GetDerivedSwapInfoParameters,
  getDerivedSwapInfo,
} from './getDerivedSwapInfo'
import { getSwapErrors } from './getSwapErrors'
import { Field } from './swapState'
import {
  ACCOUNT,
  amount,
  BNB,
  CAKE,
  DEEP,
  FACTORY,
  GHOST,
  ROUTER,
  TAX,
  USDT,
  WBNB,
  WORLD_PAIRS,
} from './testFixtures'

const base: GetDerivedSwapInfoParameters = {
  state: {
    independentField: Field.INPUT,
    typedValue: '1',
    inputCurrencyId: 'BNB',
    outputCurrencyId: USDT.address,
    recipient: null,
  },
  account: ACCOUNT,
  inputCurrency: BNB,
  outputCurrency: USDT,
  inputBalance: amount(BNB, '100'),
  outputBalance: amount(USDT, '0'),
  routing: { pairs: WORLD_PAIRS },
  singleHopOnly: false,
  slippageBps: 50,
  recipientAddress: undefined,
  taxedTokens: [TAX.address],
  findTrade,
}

const derive = (patch: Partial<GetDerivedSwapInfoParameters>) =>
  getDerivedSwapInfo({ ...base, ...patch })
const errors = (info: DerivedSwapInfo, slippageBps = 50) =>
  getSwapErrors(info, {
    account: ACCOUNT,
    blockedAddresses: [FACTORY, ROUTER, WBNB.address],
    slippageBps,
  })

describe('getDerivedSwapInfo', () => {
  test('exact in: BNB → USDT through the one pair, bounds with 0.5% slippage', () => {
    const info = derive({})
    expect(info.trade?.tradeType).toBe(TradeType.EXACT_INPUT)
    expect(info.trade?.route.path.map((t) => t.symbol)).toEqual(['WBNB', 'USDT'])
    // 600000·0.9975/(1000 + 0.9975) = 597.903…
    expect(info.formattedAmounts).toEqual({ INPUT: '1', OUTPUT: '597.903' })
    expect(info.slippageAdjustedAmounts?.minimumAmountOut.toSignificant(6)).toBe('594.914')
    expect(info.slippageAdjustedAmounts?.maximumAmountIn.toExact()).toBe('1')
    expect(info.priceBreakdown?.realizedLPFee.toFixed(2)).toBe('0.25')
    expect(info.priceImpactSeverity).toBe(0)
    expect(errors(info).inputError).toBeUndefined()
    expect(info.to).toBe(ACCOUNT)
    expect(info.userHasSpecifiedInputOutput).toBe(true)
  })

  test('exact out: USDT → GHOST; maximum sold adds the slippage', () => {
    const info = derive({
      state: { ...base.state, independentField: Field.OUTPUT, typedValue: '10' },
      inputCurrency: USDT,
      outputCurrency: GHOST,
      inputBalance: amount(USDT, '1000'),
    })
    expect(info.trade?.tradeType).toBe(TradeType.EXACT_OUTPUT)
    expect(info.trade?.route.path.map((t) => t.symbol)).toEqual(['USDT', 'WBNB', 'GHOST'])
    expect(info.formattedAmounts.OUTPUT).toBe('10')
    expect(info.formattedAmounts.INPUT).toBe('20.1017')
    expect(info.slippageAdjustedAmounts?.maximumAmountIn.toSignificant(6)).toBe('20.2022')
  })

  test('DEEP is found only through three hops; single-hop finds nothing', () => {
    const threeHops = derive({ outputCurrency: DEEP })
    expect(threeHops.trade?.route.path.map((t) => t.symbol)).toEqual([
      'WBNB',
      'GHOST',
      'CAKE',
      'DEEP',
    ])
    const single = derive({ outputCurrency: DEEP, singleHopOnly: true })
    expect(single.trade).toBeUndefined()
    expect(single.userHasSpecifiedInputOutput).toBe(true)
  })

  test('wrap: the same amount on both sides, no trade; unwrap error names WBNB', () => {
    const wrap = derive({ outputCurrency: WBNB })
    expect(wrap.wrapType).toBe(WrapType.WRAP)
    expect(wrap.trade).toBeUndefined()
    expect(wrap.formattedAmounts).toEqual({ INPUT: '1', OUTPUT: '1' })
    expect(errors(wrap).wrapInputError).toBeUndefined()
    const unwrap = derive({
      inputCurrency: WBNB,
      outputCurrency: BNB,
      inputBalance: amount(WBNB, '0.5'),
    })
    expect(unwrap.wrapType).toBe(WrapType.UNWRAP)
    expect(errors(unwrap).wrapInputError).toEqual({ key: 'Insufficient WBNB balance' })
  })

  test('a large trade has severity 4 and asks to type confirm', () => {
    const info = derive({ state: { ...base.state, typedValue: '300' } })
    expect(info.priceImpactSeverity).toBe(4)
    expect(info.priceImpactConfirmation).toBe('type-confirm')
  })

  test('the taxed token: noted on any slippage, an error below 12%', () => {
    const low = derive({ outputCurrency: TAX })
    expect(low.taxedToken?.symbol).toBe('TAX')
    expect(errors(low).inputError).toEqual({
      key: 'Set slippage to 12% or more for %symbol%',
      values: { symbol: 'TAX' },
    })
    const enough = derive({ outputCurrency: TAX, slippageBps: 1200 })
    expect(enough.taxedToken?.symbol).toBe('TAX')
    expect(errors(enough, 1200).inputError).toBeUndefined()
    expect(derive({ outputCurrency: CAKE }).taxedToken).toBeUndefined()
  })

  test('send-to: an empty field needs a recipient; a resolved one becomes `to`', () => {
    const open = { ...base.state, recipient: '' }
    expect(errors(derive({ state: open })).inputError).toEqual({ key: 'Enter a recipient' })
    const other = `0x${'b'.repeat(40)}` as const
    expect(derive({ state: { ...open, recipient: other }, recipientAddress: other }).to).toBe(other)
  })

  test('Max keeps 0.01 BNB and hides once the input holds it', () => {
    const info = derive({ inputBalance: amount(BNB, '2') })
    expect(info.maxInputAmount?.toExact()).toBe('1.99')
    expect(info.showMaxButton).toBe(true)
    expect(
      derive({ inputBalance: amount(BNB, '2'), state: { ...base.state, typedValue: '1.99' } })
        .showMaxButton,
    ).toBe(false)
  })

  test('while the trade search loads: no trade, no route error yet', () => {
    const info = derive({ findTrade: undefined })
    expect(info.trade).toBeUndefined()
    expect(info.formattedAmounts).toEqual({ INPUT: '1', OUTPUT: '' })
    expect(info.tradeLoading).toBe(true)
    expect(derive({}).tradeLoading).toBe(false)
    expect(derive({ pairsLoading: true }).tradeLoading).toBe(true)
  })

  test('next block: the kept routing index trades as the new pairs do (DEEP, three hops)', () => {
    // every pair a new object with 1% deeper reserves, as each block's read gives them
    const nextBlock = WORLD_PAIRS.map(
      (pair) =>
        new Pair({
          reserveA: CurrencyAmount.fromRawAmount(
            pair.token0,
            (pair.reserve0.quotient * 101n) / 100n,
          ),
          reserveB: CurrencyAmount.fromRawAmount(
            pair.token1,
            (pair.reserve1.quotient * 101n) / 100n,
          ),
          address: pair.address,
        }),
    )
    const kept = createRoutingIndex({ pairs: WORLD_PAIRS })
    const index = updateRoutingIndex({ index: kept, pairs: nextBlock })
    expect(index.tokenIds).toBe(kept.tokenIds)
    const fromIndex = derive({ outputCurrency: DEEP, routing: { index } })
    const fromPairs = derive({ outputCurrency: DEEP, routing: { pairs: nextBlock } })
    expect(fromIndex.trade?.route.pairs).toEqual([nextBlock[1], nextBlock[2], nextBlock[3]])
    expect(fromPairs.trade?.route.pairs).toEqual(fromIndex.trade?.route.pairs)
    expect(fromIndex.formattedAmounts).toEqual(fromPairs.formattedAmounts)
    // the new reserves are used, not the kept index's
    expect(fromIndex.formattedAmounts).not.toEqual(
      derive({ outputCurrency: DEEP }).formattedAmounts,
    )
  })

  test('nothing typed: no trade, empty other side, Enter an amount', () => {
    const info = derive({ state: { ...base.state, typedValue: '' } })
    expect(info.trade).toBeUndefined()
    expect(info.formattedAmounts).toEqual({ INPUT: '', OUTPUT: '' })
    expect(errors(info).inputError).toEqual({ key: 'Enter an amount' })
    expect(info.userHasSpecifiedInputOutput).toBe(false)
  })
})
