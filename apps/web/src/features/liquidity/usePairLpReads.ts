/**
 * LP supply and the account's LP balance of many pairs in the page's multicall round: what the
 * position cards, the add form (share after deposit) and the remove form need.
 */
import { ghostPairAbi } from '@ghost/contracts'
import { CurrencyAmount, type Pair, type Token } from '@ghost/sdk'
import { useMemo } from 'react'
import { type Address, zeroAddress } from 'viem'
import { useMulticall } from '../../chain/multicall/useMulticall'

export type PairLpReads = {
  /** undefined while loading or when the pair has no contract. */
  totalSupply: CurrencyAmount<Token> | undefined
  balance: CurrencyAmount<Token> | undefined
}

export function usePairLpReads(
  pairs: readonly (Pair | null | undefined)[],
  account: Address | undefined,
): PairLpReads[] {
  const contracts = useMemo(
    () =>
      pairs.flatMap((pair) => {
        const address = pair?.address ?? zeroAddress
        return [
          { address, abi: ghostPairAbi, functionName: 'totalSupply' },
          {
            address,
            abi: ghostPairAbi,
            functionName: 'balanceOf',
            args: [account ?? zeroAddress],
          },
        ] as const
      }),
    [pairs, account],
  )
  const { data } = useMulticall(contracts, { enabled: contracts.length > 0 })
  return useMemo(
    () =>
      pairs.map((pair, i) => {
        const amount = (read: (typeof data & object)[number] | undefined) =>
          pair && read?.status === 'success' && typeof read.result === 'bigint'
            ? CurrencyAmount.fromRawAmount(pair.liquidityToken, read.result)
            : undefined
        return {
          totalSupply: amount(data?.[2 * i]),
          balance: account ? amount(data?.[2 * i + 1]) : undefined,
        }
      }),
    [pairs, data, account],
  )
}
