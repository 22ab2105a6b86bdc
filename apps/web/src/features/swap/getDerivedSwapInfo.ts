/**
 * Everything the swap form shows, worked out from the raw inputs in one pure step: the parsed
 * amount, the wrap status or the best trade over the known pairs, both amounts, the slippage
 * bounds, price impact and its severity, the recipient and the first input error. The hook
 * `useDerivedSwapInfo` only gathers the inputs from the chain and the settings.
 */
import {
  type ComputeTradePriceBreakdownReturnType,
  type Currency,
  CurrencyAmount,
  computeSlippageAdjustedAmounts,
  computeTradePriceBreakdown,
  getBestTrade,
  getPriceImpactConfirmation,
  getPriceImpactSeverity,
  getWrapInputError,
  getWrapType,
  maxAmountSpend,
  type Pair,
  type PriceImpactConfirmation,
  type PriceImpactSeverity,
  type Token,
  type Trade,
  TradeType,
  tryParseAmount,
  WrapType,
} from '@ghost/sdk'
import type { Address } from 'viem'
import { getSwapInputError } from './getSwapInputError'
import { getTaxedToken } from './getTaxedToken'
import { SWAP_MESSAGES, type SwapMessage } from './swapMessages'
import { Field, type SwapState } from './swapState'

export type GetDerivedSwapInfoParameters = {
  state: SwapState
  account: Address | undefined
  inputCurrency: Currency | undefined
  outputCurrency: Currency | undefined
  inputBalance: CurrencyAmount<Currency> | undefined
  outputBalance: CurrencyAmount<Currency> | undefined
  /** Every existing pair the app knows, with current reserves. */
  pairs: readonly Pair[]
  singleHopOnly: boolean
  slippageBps: number
  /** The send-to field resolved to an address; undefined while unresolved or invalid. */
  recipientAddress: Address | undefined
  blockedAddresses: readonly Address[]
  taxedTokens: readonly Address[]
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
  inputError: SwapMessage | undefined
  wrapInputError: SwapMessage | undefined
  taxedToken: Token | undefined
  userHasSpecifiedInputOutput: boolean
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

  let trade: Trade<Currency, Currency> | undefined
  const otherCurrency = currencies[dependentField]
  if (!isWrap && parsedAmount && otherCurrency) {
    trade = getBestTrade({
      pairs: p.pairs,
      tradeType: exactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
      amount: parsedAmount,
      otherCurrency,
      singleHopOnly: p.singleHopOnly,
    })
  }

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

  const slippageAdjustedAmounts = trade
    ? computeSlippageAdjustedAmounts(trade, { slippage: p.slippageBps })
    : undefined
  const priceBreakdown = trade ? computeTradePriceBreakdown(trade) : undefined
  const to = state.recipient === null ? p.account : p.recipientAddress
  const taxedToken = getTaxedToken({
    trade,
    currencies: [p.inputCurrency, p.outputCurrency],
    taxedTokens: p.taxedTokens,
  })
  const inputError = getSwapInputError({
    account: p.account,
    parsedAmount,
    inputCurrency: p.inputCurrency,
    outputCurrency: p.outputCurrency,
    to,
    blockedAddresses: p.blockedAddresses,
    trade,
    inputBalance: p.inputBalance,
    maximumAmountIn: slippageAdjustedAmounts?.maximumAmountIn,
    taxedToken,
    slippageBps: p.slippageBps,
  })
  const wrapError = getWrapInputError({
    wrapType,
    amount: parsedAmounts[Field.INPUT],
    balance: p.inputBalance,
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
    priceBreakdown,
    priceImpactSeverity: getPriceImpactSeverity(priceBreakdown?.priceImpactWithoutFee),
    priceImpactConfirmation: getPriceImpactConfirmation(priceBreakdown?.priceImpactWithoutFee),
    to,
    inputError,
    // The sdk says which balance is short; the key follows the wrap direction.
    wrapInputError: wrapError
      ? {
          key:
            wrapType === WrapType.WRAP
              ? SWAP_MESSAGES.insufficientBnb
              : SWAP_MESSAGES.insufficientWbnb,
        }
      : undefined,
    taxedToken,
    userHasSpecifiedInputOutput:
      !!p.inputCurrency && !!p.outputCurrency && !!parsedAmount?.greaterThan(0n),
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
