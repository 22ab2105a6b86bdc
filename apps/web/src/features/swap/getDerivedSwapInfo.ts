/**
 * Everything the swap form shows, worked out from the raw inputs in one pure step: the parsed
 * amount, the wrap status or the best trade over the known pairs, both amounts, the slippage
 * bounds, price impact and its severity, the recipient. What blocks sending (`getSwapErrors`)
 * is worked out from this where the buttons are. The hook
 * `useDerivedSwapInfo` only gathers the inputs from the chain and the settings.
 */
import {
  type ComputeTradePriceBreakdownReturnType,
  type Currency,
  CurrencyAmount,
  getWrapType,
  maxAmountSpend,
  type PriceImpactConfirmation,
  type PriceImpactSeverity,
  type RoutingSource,
  type Token,
  type Trade,
  tryParseAmount,
  WrapType,
} from '@ghost/sdk'
import type { Address } from 'viem'
import type { FoundTrade, findTrade } from './findTrade'
import { getTaxedToken } from './getTaxedToken'
import { Field, type SwapState } from './swapState'

export type GetDerivedSwapInfoParameters = {
  state: SwapState
  account: Address | undefined
  inputCurrency: Currency | undefined
  outputCurrency: Currency | undefined
  inputBalance: CurrencyAmount<Currency> | undefined
  outputBalance: CurrencyAmount<Currency> | undefined
  /**
   * Every existing pair the app knows with current reserves: their routing index kept across
   * blocks (`useRoutingIndex`), or the pairs themselves.
   */
  routing: RoutingSource
  singleHopOnly: boolean
  slippageBps: number
  /** The send-to field resolved to an address; undefined while unresolved or invalid. */
  recipientAddress: Address | undefined
  taxedTokens: readonly Address[]
  /**
   * The trade search (`findTrade`), loaded once an amount is typed (the screen does not need it
   * before); undefined while loading: no trade yet.
   */
  findTrade: typeof findTrade | undefined
  /** The pairs' first read is pending. */
  pairsLoading?: boolean | undefined
}

export type DerivedSwapInfo = {
  currencies: Record<Field, Currency | undefined>
  balances: Record<Field, CurrencyAmount<Currency> | undefined>
  independentField: Field
  dependentField: Field
  parsedAmount: CurrencyAmount<Currency> | undefined
  /** The amount on each side: typed, or the trade's (or the same amount for a wrap). */
  parsedAmounts: Record<Field, CurrencyAmount<Currency> | undefined>
  /** The text of each field: the typed text on the independent side. */
  formattedAmounts: Record<Field, string>
  wrapType: WrapType
  trade: Trade<Currency, Currency> | undefined
  slippageAdjustedAmounts:
    | { maximumAmountIn: CurrencyAmount<Currency>; minimumAmountOut: CurrencyAmount<Currency> }
    | undefined
  priceBreakdown: ComputeTradePriceBreakdownReturnType<Currency> | undefined
  priceImpactSeverity: PriceImpactSeverity
  priceImpactConfirmation: PriceImpactConfirmation
  /** Where the output goes: the account, or the resolved send-to address. */
  to: Address | undefined
  taxedToken: Token | undefined
  userHasSpecifiedInputOutput: boolean
  /** A trade is wanted but cannot be worked out yet (search or pairs loading). */
  tradeLoading: boolean
  /** What Max fills in (BNB keeps 0.01 for gas); undefined without a balance. */
  maxInputAmount: CurrencyAmount<Currency> | undefined
  showMaxButton: boolean
}

/**
 * @example
 * const info = getDerivedSwapInfo({ state, account, inputCurrency: bnb, outputCurrency: usdt, … })
 * info.trade?.outputAmount.toSignificant(6)
 */
export function getDerivedSwapInfo(p: GetDerivedSwapInfoParameters): DerivedSwapInfo {
  const { state } = p
  const independentField = state.independentField
  const dependentField = independentField === Field.INPUT ? Field.OUTPUT : Field.INPUT
  const currencies = { [Field.INPUT]: p.inputCurrency, [Field.OUTPUT]: p.outputCurrency }
  const exactIn = independentField === Field.INPUT
  const parsedAmount = tryParseAmount(state.typedValue, currencies[independentField])
  const wrapType = getWrapType({ inputCurrency: p.inputCurrency, outputCurrency: p.outputCurrency })
  const isWrap = wrapType !== WrapType.NOT_APPLICABLE

  const otherCurrency = currencies[dependentField]
  const found: FoundTrade | undefined =
    !isWrap && parsedAmount && otherCurrency && p.findTrade
      ? p.findTrade({
          routing: p.routing,
          amount: parsedAmount,
          otherCurrency,
          exactIn,
          singleHopOnly: p.singleHopOnly,
          slippageBps: p.slippageBps,
        })
      : undefined
  const trade = found?.trade

  const parsedAmounts: Record<Field, CurrencyAmount<Currency> | undefined> = isWrap
    ? {
        [Field.INPUT]:
          parsedAmount && p.inputCurrency && sameAmountIn(parsedAmount, p.inputCurrency),
        [Field.OUTPUT]:
          parsedAmount && p.outputCurrency && sameAmountIn(parsedAmount, p.outputCurrency),
      }
    : {
        [Field.INPUT]: exactIn ? parsedAmount : trade?.inputAmount,
        [Field.OUTPUT]: exactIn ? trade?.outputAmount : parsedAmount,
      }
  const dependentAmount = parsedAmounts[dependentField]
  const formattedAmounts = {
    [independentField]: state.typedValue,
    [dependentField]: dependentAmount
      ? isWrap
        ? dependentAmount.toExact()
        : dependentAmount.toSignificant(6)
      : '',
  } as Record<Field, string>

  const slippageAdjustedAmounts = found?.slippageAdjustedAmounts
  const to = state.recipient === null ? p.account : p.recipientAddress
  const taxedToken = getTaxedToken({
    trade,
    currencies: [p.inputCurrency, p.outputCurrency],
    taxedTokens: p.taxedTokens,
  })
  const maxInputAmount = maxAmountSpend(p.inputBalance)
  const inputAmount = parsedAmounts[Field.INPUT]
  return {
    currencies,
    balances: { [Field.INPUT]: p.inputBalance, [Field.OUTPUT]: p.outputBalance },
    independentField,
    dependentField,
    parsedAmount,
    parsedAmounts,
    formattedAmounts,
    wrapType,
    trade,
    slippageAdjustedAmounts,
    priceBreakdown: found?.priceBreakdown,
    priceImpactSeverity: found?.priceImpactSeverity ?? 0,
    priceImpactConfirmation: found?.priceImpactConfirmation ?? 'none',
    to,
    taxedToken,
    userHasSpecifiedInputOutput:
      !!p.inputCurrency && !!p.outputCurrency && !!parsedAmount?.greaterThan(0n),
    tradeLoading:
      !isWrap && !!parsedAmount && !!otherCurrency && (!p.findTrade || !!p.pairsLoading),
    maxInputAmount,
    showMaxButton:
      !!maxInputAmount && maxInputAmount.greaterThan(0n) && !inputAmount?.equalTo(maxInputAmount),
  }
}

/** A wrap moves the same number of base units from one side to the other. */
function sameAmountIn(
  amount: CurrencyAmount<Currency>,
  currency: Currency,
): CurrencyAmount<Currency> {
  return amount.currency.equals(currency)
    ? amount
    : CurrencyAmount.fromRawAmount(currency, amount.quotient)
}
