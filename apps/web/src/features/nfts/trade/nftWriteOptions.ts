/**
 * What every NFT write passes to `useWriteFlow` once mined: wait until the server's index holds
 * the block (the NFT screens read the API), and refetch every NFT query then.
 */
import { useMemo } from 'react'
import { nftKeys } from '../../../api/nfts/nftKeys'
import { useWaitForIndex } from '../../../api/waitForIndex'
import type { WriteOptions } from '../../../chain/transactions/useWriteFlow'

export function useNftWriteOptions(): Pick<WriteOptions, 'waitForIndex' | 'invalidates'> {
  const waitForIndex = useWaitForIndex()
  return useMemo(() => ({ waitForIndex, invalidates: [nftKeys.all] }), [waitForIndex])
}
