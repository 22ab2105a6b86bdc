import { getTransactionDeadline } from '@ghost/sdk'
import { useCallback } from 'react'
import { getBlock } from 'viem/actions'
import { useClient } from 'wagmi'
import { userSettingsStore } from '../../state/settings/userSettings'

/**
 * The `deadline` for a router call or a permit, read when it is needed: the latest block's
 * timestamp (the chain's clock) plus the user's deadline setting.
 */
export function useGetDeadline(): () => Promise<bigint> {
  const publicClient = useClient()
  return useCallback(async () => {
    if (!publicClient) throw new Error('No chain client')
    const block = await getBlock(publicClient, { blockTag: 'latest' })
    return getTransactionDeadline({
      blockTimestamp: block.timestamp,
      ttl: userSettingsStore.get().deadlineSeconds,
    })
  }, [publicClient])
}
