/**
 * One profile transaction (approval, create, update, pause, reactivate): sent through the app's
 * contract writer (Recent Transactions + receipt toast), waited for, then a success toast, or
 * spec §8's 'Error' toast with what went wrong ('Transaction rejected' when the wallet refused;
 * the form keeps everything typed). Every NFT query refetches afterwards.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { Hash } from 'viem'
import {
  type SettledOutcome,
  useSettledTransaction,
} from '../../transactions/useSettledTransaction'
import { invalidateNftQueries } from '../data/invalidate'

/**
 * The API learns of a transaction when its indexer reaches the block, a moment after the
 * receipt: NFT reads are refreshed at once and again after these delays (ms).
 */
export const INDEXER_CATCH_UP_MS = [1500, 4000, 8000] as const

export type ProfileActionName =
  | 'approveCake'
  | 'approveNft'
  | 'create'
  | 'update'
  | 'pause'
  | 'reactivate'
  | 'username'

export function useProfileTransaction() {
  const settle = useSettledTransaction()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<ProfileActionName>()

  const run = useCallback(
    async (
      action: ProfileActionName,
      send: () => Promise<Hash | undefined>,
      success: SettledOutcome,
    ): Promise<boolean> => {
      setPending(action)
      try {
        const ok = await settle(send, success)
        if (ok) {
          void invalidateNftQueries(queryClient)
          for (const delay of INDEXER_CATCH_UP_MS) {
            setTimeout(() => void invalidateNftQueries(queryClient), delay)
          }
        }
        return ok
      } finally {
        setPending(undefined)
      }
    },
    [settle, queryClient],
  )
  return { run, pending }
}
