// Public surface of @ghost/sdk: every pure rule of the product spec. Grouped as the spec is.

// amounts
export { CurrencyAmount } from './amounts/currencyAmount'
export { type BigintIsh, Fraction } from './amounts/fraction'
export { Percent } from './amounts/percent'
export { Price, type PriceParameters } from './amounts/price'
export { type FormatOptions, Rounding } from './amounts/rounding'
// constants
export * from './constants/amm'
export { ChainId, isSupportedChainId } from './constants/chainId'
export * from './constants/earn'
export * from './constants/settings'
// currencies
export type { Currency } from './currencies/currency'
export { currencyEquals } from './currencies/currencyEquals'
export { currencyId } from './currencies/currencyId'
export { Native } from './currencies/native'
export { Token, type TokenParameters } from './currencies/token'
export * from './errors/address'
export * from './errors/amounts'
// errors
export { BaseError, type BaseErrorParameters, type BaseErrorType } from './errors/base'
export * from './errors/multicall'
export * from './errors/pair'
export * from './errors/slippage'
export * from './errors/tokenLists'
export * from './errors/trade'
// pair math
export {
  type ComputePairAddressParameters,
  computePairAddress,
} from './pair/computePairAddress'
export {
  type GetAmountInErrorType,
  type GetAmountInParameters,
  type GetAmountInReturnType,
  getAmountIn,
} from './pair/getAmountIn'
export {
  type GetAmountOutErrorType,
  type GetAmountOutParameters,
  type GetAmountOutReturnType,
  getAmountOut,
} from './pair/getAmountOut'
export {
  type GetDepositPoolShareParameters,
  getDepositPoolShare,
} from './pair/getDepositPoolShare'
export {
  type GetInputAmountErrorType,
  type GetInputAmountParameters,
  type GetInputAmountReturnType,
  getInputAmount,
} from './pair/getInputAmount'
export {
  type GetLiquidityMintedErrorType,
  type GetLiquidityMintedParameters,
  type GetLiquidityMintedReturnType,
  getLiquidityMinted,
} from './pair/getLiquidityMinted'
export {
  type GetLiquidityValueErrorType,
  type GetLiquidityValueParameters,
  type GetLiquidityValueReturnType,
  getLiquidityValue,
} from './pair/getLiquidityValue'
export {
  type GetOutputAmountErrorType,
  type GetOutputAmountParameters,
  type GetOutputAmountReturnType,
  getOutputAmount,
} from './pair/getOutputAmount'
export {
  type GetPooledAmountsErrorType,
  type GetPooledAmountsParameters,
  type GetPooledAmountsReturnType,
  getPooledAmounts,
} from './pair/getPooledAmounts'
export {
  type GetPoolShareParameters,
  type GetPoolShareReturnType,
  getPoolShare,
} from './pair/getPoolShare'
export {
  type GetTotalSupplyAfterFeeParameters,
  getTotalSupplyAfterFee,
} from './pair/getTotalSupplyAfterFee'
export {
  LP_TOKEN_NAME,
  LP_TOKEN_SYMBOL,
  Pair,
  type PairParameters,
  pairFromReserves,
} from './pair/pair'
export { sqrt } from './pair/sqrt'
// routing and trades
export {
  type BestTradeExactInErrorType,
  type BestTradeExactInParameters,
  type BestTradeExactInReturnType,
  bestTradeExactIn,
} from './trade/bestTradeExactIn'
export {
  type BestTradeExactOutErrorType,
  type BestTradeExactOutParameters,
  type BestTradeExactOutReturnType,
  bestTradeExactOut,
} from './trade/bestTradeExactOut'
export {
  type ComputePriceImpactParameters,
  computePriceImpact,
} from './trade/computePriceImpact'
export { Route, type RouteParameters } from './trade/route'
export { Trade, type TradeParameters } from './trade/trade'
export { inputOutputComparator, tradeComparator } from './trade/tradeComparator'
export { TradeType } from './trade/tradeType'
export { version } from './version'
