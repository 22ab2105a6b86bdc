import { getTransactionDeadline } from '@ghost/sdk'
import { useCallback } from 'react'
import { usePublicClient } from 'wagmi'
import { userSettingsStore } from '../settings/userSettings'

/**
 * The `deadline` for a router call or a permit, read when it is needed: the latest block's
 * timestamp (the chain's clock) plus the user's deadline setting.
 */
export function useGetDeadline(): () => Promise<bigint> {
  const publicClient = usePublicClient()
  return useCallback(async () => {
    if (!publicClient) throw new Error('No chain client')
    const block = await publicClient.getBlock({ blockTag: 'latest' })
    return getTransactionDeadline({
      blockTimestamp: block.timestamp,
      ttl: userSettingsStore.get().deadlineSeconds,
    })
  }, [publicClient])
}
