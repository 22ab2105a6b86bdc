/**
 * Everything the add-liquidity form shows and sends, derived from the two currencies and the
 * typed state (spec §3 mint form, §4 add liquidity, §5 rules): pair and its status, whether the
 * pool is new, both amounts, prices, LP minted, share, balances and the button's error.
 */
import { pairInitCodeHash } from '@ghost/contracts'
import {
  type Currency,
  type CurrencyAmount,
  computePairAddress,
  type Pair,
  type Percent,
  type Price,
  type Token,
  tryParseAmount,
} from '@ghost/sdk'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { getPairTokens } from '../../chain/pairs/getPairState'
import { PairState, usePair } from '../../chain/pairs/usePairs'
import { useCurrencyBalances } from '../../chain/tokens/useCurrencyBalances'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { type AddLiquidityError, getAddLiquidityError } from './getAddLiquidityError'
import { getDependentAmount } from './getDependentAmount'
import { getMintPoolInfo } from './getMintPoolInfo'
import { MintField, type MintState, otherMintField } from './mintState'
import { usePairLpReads } from './usePairLpReads'

type ByField<value> = Record<MintField, value>

export type DerivedMintInfo = {
  currencies: ByField<Currency | undefined>
  pairState: PairState
  pair: Pair | null
  /** The pair's address, also for a pool that does not exist yet. */
  pairAddress: Address | undefined
  totalSupply: CurrencyAmount<Token> | undefined
  /** The account's LP in this pair. */
  userLiquidity: CurrencyAmount<Token> | undefined
  noLiquidity: boolean
  balances: ByField<CurrencyAmount<Currency> | undefined>
  parsedAmounts: ByField<CurrencyAmount<Currency> | undefined>
  /** What each input shows. */
  formattedAmounts: ByField<string>
  price: Price<Currency, Currency> | undefined
  liquidityMinted: CurrencyAmount<Token> | undefined
  poolShare: Percent | undefined
  error: AddLiquidityError | undefined
}

export function useDerivedMintInfo(
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
  state: MintState,
  account: Address | undefined,
): DerivedMintInfo {
  const { manifest } = useRuntimeConfig()
  const [pairState, pair] = usePair(currencyA, currencyB)
  const pairAddress = useMemo(() => {
    const tokens = getPairTokens(currencyA, currencyB)
    return tokens
      ? computePairAddress({
          factoryAddress: manifest.contracts.Factory,
          initCodeHash: pairInitCodeHash,
          tokenA: tokens[0],
          tokenB: tokens[1],
        })
      : undefined
  }, [currencyA, currencyB, manifest.contracts.Factory])
  const pairs = useMemo(() => [pair], [pair])
  const [lpReads] = usePairLpReads(pairs, account)
  const totalSupply = lpReads?.totalSupply
  const currencyList = useMemo(() => [currencyA, currencyB], [currencyA, currencyB])
  const [balanceA, balanceB] = useCurrencyBalances(account, currencyList)

  return useMemo(() => {
    const currencies = { [MintField.CURRENCY_A]: currencyA, [MintField.CURRENCY_B]: currencyB }
    const noLiquidity =
      pairState === PairState.NOT_EXISTS ||
      totalSupply?.quotient === 0n ||
      (!!pair && pair.reserve0.quotient === 0n && pair.reserve1.quotient === 0n)
    const { independentField, typedValue, otherTypedValue } = state
    const dependentField = otherMintField(independentField)
    const independentAmount = tryParseAmount(typedValue, currencies[independentField])
    const dependentAmount = getDependentAmount({
      independentAmount,
      dependentCurrency: currencies[dependentField],
      pair,
      noLiquidity,
      otherTypedValue,
    })
    const parsedAmounts = {
      [independentField]: independentAmount,
      [dependentField]: dependentAmount,
    } as ByField<CurrencyAmount<Currency> | undefined>
    const formattedAmounts = {
      [independentField]: typedValue,
      [dependentField]: noLiquidity ? otherTypedValue : (dependentAmount?.toSignificant(6) ?? ''),
    } as ByField<string>
    const amountA = parsedAmounts[MintField.CURRENCY_A]
    const amountB = parsedAmounts[MintField.CURRENCY_B]
    const { price, liquidityMinted, poolShare } = getMintPoolInfo({
      pair,
      pairAddress,
      totalSupply,
      noLiquidity,
      amountA,
      amountB,
    })
    const error = getAddLiquidityError({
      account,
      pairState,
      a: { amount: amountA, balance: balanceA },
      b: { amount: amountB, balance: balanceB },
    })
    return {
      currencies,
      pairState,
      pair,
      pairAddress,
      totalSupply,
      userLiquidity: lpReads?.balance,
      noLiquidity,
      balances: { [MintField.CURRENCY_A]: balanceA, [MintField.CURRENCY_B]: balanceB },
      parsedAmounts,
      formattedAmounts,
      price,
      liquidityMinted,
      poolShare,
      error,
    }
  }, [
    currencyA,
    currencyB,
    pairState,
    pair,
    pairAddress,
    totalSupply,
    lpReads?.balance,
    state,
    account,
    balanceA,
    balanceB,
  ])
}
