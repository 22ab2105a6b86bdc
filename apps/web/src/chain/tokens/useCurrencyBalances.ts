/**
 * Balances of the connected (or any) account for many currencies in one multicall round per
 * block: native BNB through Multicall.getEthBalance, tokens through balanceOf.
 */
import { multicallAbi } from '@ghost/contracts'
import { type Currency, CurrencyAmount } from '@ghost/sdk'
import { useMemo } from 'react'
import { type Address, erc20Abi, zeroAddress } from 'viem'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useMulticall } from '../multicall/useMulticall'

export function useCurrencyBalances(
  account: Address | undefined,
  currencies: readonly (Currency | undefined)[],
): (CurrencyAmount<Currency> | undefined)[] {
  const { manifest } = useRuntimeConfig()
  const contracts = useMemo(
    () =>
      currencies.map((currency) =>
        currency?.isToken
          ? ({
              address: currency.address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [account ?? zeroAddress],
            } as const)
          : ({
              address: manifest.contracts.Multicall,
              abi: multicallAbi,
              functionName: 'getEthBalance',
              args: [account ?? zeroAddress],
            } as const),
      ),
    [currencies, account, manifest.contracts.Multicall],
  )
  const { data } = useMulticall(contracts, { enabled: !!account && currencies.length > 0 })
  return useMemo(
    () =>
      currencies.map((currency, i) => {
        const read = data?.[i]
        if (!currency || !account || read?.status !== 'success' || typeof read.result !== 'bigint')
          return undefined
        return CurrencyAmount.fromRawAmount(currency, read.result)
      }),
    [currencies, account, data],
  )
}

export function useCurrencyBalance(
  account: Address | undefined,
  currency: Currency | undefined,
): CurrencyAmount<Currency> | undefined {
  const currencies = useMemo(() => [currency], [currency])
  return useCurrencyBalances(account, currencies)[0]
}
