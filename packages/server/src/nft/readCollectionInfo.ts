import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  type PublicClient,
} from 'viem'
import { nftCollectionAbi } from './abis'

export type CollectionInfo = { name: string; symbol: string; owner: string | null }

export type CollectionInfoReader = (collection: Address) => Promise<CollectionInfo>

/**
 * A collection's name, symbol and owner, for collections the admin registers on the market (the
 * factory's own announce theirs in CollectionCreated). Read at the head, not at the event's block:
 * a pruned node cannot answer for old blocks, name and symbol do not change, and the owner's later
 * changes arrive as OwnershipTransferred events, so the row ends with the same owner either way. A call the contract refuses gives
 * '' or null (a collection without name() is still a collection); a failing node throws, so the
 * indexer reads the range again rather than storing a guess.
 */
const isRefusal = (error: unknown) =>
  error instanceof ContractFunctionRevertedError || error instanceof ContractFunctionZeroDataError

export function createCollectionInfoReader(client: PublicClient): CollectionInfoReader {
  return async (collection) => {
    const read = async (functionName: 'name' | 'symbol' | 'owner') => {
      try {
        const result = await client.readContract({
          address: collection,
          abi: nftCollectionAbi,
          functionName,
        })
        return String(result)
      } catch (error) {
        if (error instanceof BaseError && error.walk(isRefusal) !== null) return null
        throw error
      }
    }
    const [name, symbol, owner] = await Promise.all([read('name'), read('symbol'), read('owner')])
    return { name: name ?? '', symbol: symbol ?? '', owner: owner?.toLowerCase() ?? null }
  }
}
