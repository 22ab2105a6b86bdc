import type { Token } from '@ghost/sdk'
import { useMemo } from 'react'
import { type Address, erc20Abi, zeroAddress } from 'viem'
import { useMulticall } from '../multicall/useMulticall'

/** The allowance `owner` gave `spender` on `token`, refreshed each block; undefined while unknown. */
export function useTokenAllowance(
  token: Token | undefined,
  owner: Address | undefined,
  spender: Address | undefined,
): bigint | undefined {
  const contracts = useMemo(
    () => [
      {
        address: token?.address ?? zeroAddress,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner ?? zeroAddress, spender ?? zeroAddress],
      } as const,
    ],
    [token, owner, spender],
  )
  const { data } = useMulticall(contracts, { enabled: !!token && !!owner && !!spender })
  const read = data?.[0]
  return read?.status === 'success' ? read.result : undefined
}
