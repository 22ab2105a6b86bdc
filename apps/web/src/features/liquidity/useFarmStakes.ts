/**
 * LP the account has staked in the MasterChef farms, by LP token (lowercase address): the farm
 * list is read from the contract (poolLength, poolInfo), then userInfo(pid, account).amount.
 */
import { masterChefAbi } from '@ghost/contracts'
import { useMemo } from 'react'
import { type Address, zeroAddress } from 'viem'
import { useMulticall } from '../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'

export type FarmStakes = {
  /** Staked LP per LP token; empty until read. */
  stakedByLpToken: ReadonlyMap<string, bigint>
  /** Every farm LP token (lowercase), staked or not. */
  lpTokens: readonly Address[]
  loading: boolean
}

export function useFarmStakes(account: Address | undefined): FarmStakes {
  const { manifest } = useRuntimeConfig()
  const masterChef = manifest.contracts.MasterChef
  const { data: lengthData } = useMulticall(
    [{ address: masterChef, abi: masterChefAbi, functionName: 'poolLength' }] as const,
    { enabled: !!account },
  )
  const lengthRead = lengthData?.[0]
  const length = lengthRead?.status === 'success' ? Number(lengthRead.result) : undefined
  const contracts = useMemo(
    () =>
      Array.from({ length: length ?? 0 }, (_, pid) => [
        {
          address: masterChef,
          abi: masterChefAbi,
          functionName: 'poolInfo',
          args: [BigInt(pid)],
        } as const,
        {
          address: masterChef,
          abi: masterChefAbi,
          functionName: 'userInfo',
          args: [BigInt(pid), account ?? zeroAddress],
        } as const,
      ]).flat(),
    [length, masterChef, account],
  )
  const { data } = useMulticall(contracts, {
    enabled: !!account && contracts.length > 0,
  })
  return useMemo(() => {
    const stakedByLpToken = new Map<string, bigint>()
    const lpTokens: Address[] = []
    for (let pid = 0; pid < (length ?? 0); pid++) {
      const info = data?.[2 * pid]
      const user = data?.[2 * pid + 1]
      if (info?.status !== 'success' || !Array.isArray(info.result)) continue
      const lpToken = String(info.result[0]).toLowerCase() as Address
      lpTokens.push(lpToken)
      if (user?.status === 'success' && Array.isArray(user.result)) {
        const amount = user.result[0]
        if (typeof amount === 'bigint' && amount > 0n) {
          stakedByLpToken.set(lpToken, (stakedByLpToken.get(lpToken) ?? 0n) + amount)
        }
      }
    }
    const loading = !!account && (length === undefined || (length > 0 && !data))
    return { stakedByLpToken, lpTokens, loading }
  }, [data, length, account])
}
