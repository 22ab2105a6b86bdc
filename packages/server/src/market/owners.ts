import { iGhostCollectionAbi } from '@ghost/contracts'
import {
  type Address,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  erc721Abi,
  BaseError as ViemBaseError,
} from 'viem'
import { RetryableError } from '../errors'
import { ForbiddenError } from '../http/httpErrors'
import { tokenRowId } from '../nft/entities'
import type { MarketContext } from './context'

const ownableAbi = [
  {
    type: 'function',
    name: 'owner',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

/** A revert or an empty answer: the contract does not have (or refuses) the function asked. */
function isContractRefusal(error: unknown): boolean {
  return (
    error instanceof ViemBaseError &&
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError ||
        cause instanceof ContractFunctionZeroDataError,
    ) !== null
  )
}

async function readOrRefuse<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read()
  } catch (error) {
    if (isContractRefusal(error)) return undefined
    throw new RetryableError('The chain node did not answer; try again.', { cause: error })
  }
}

/**
 * The collection contract's owner on chain now (Ownable `owner()`), lowercase; undefined when
 * the contract has no owner. Read from the node rather than the index, which may lag a transfer.
 */
export async function readCollectionOwner(
  context: Pick<MarketContext, 'rpc'>,
  collection: string,
): Promise<string | undefined> {
  const owner = await readOrRefuse(() =>
    context.rpc.readContract({
      address: collection as Address,
      abi: ownableAbi,
      functionName: 'owner',
    }),
  )
  return owner?.toLowerCase()
}

/**
 * The collection's ownership epoch on chain now (GhostCollection `ownershipEpoch()`: 0 at
 * creation, +1 on every ownership transfer); undefined when the contract has none (not a
 * collection of the factory).
 */
export async function readOwnershipEpoch(
  context: Pick<MarketContext, 'rpc'>,
  collection: string,
): Promise<bigint | undefined> {
  return readOrRefuse(() =>
    context.rpc.readContract({
      address: collection as Address,
      abi: iGhostCollectionAbi,
      functionName: 'ownershipEpoch',
    }),
  )
}

/** 403 unless `address` owns `collection` on chain; `action` completes "Only its owner can …". */
export async function requireCollectionOwner(
  context: Pick<MarketContext, 'rpc'>,
  collection: string,
  address: string,
  action: string,
): Promise<void> {
  const owner = await readCollectionOwner(context, collection)
  if (owner !== address) {
    throw new ForbiddenError(
      `Only the owner of collection ${collection} can ${action}; you are signed in as ${address}.`,
    )
  }
}

/**
 * The wallet that owns a token: the index's owner (the seller while the market escrows it, the
 * user while it is a profile avatar), else `ownerOf` on chain for a token the index has not
 * stored yet; undefined when neither knows it.
 */
export async function readTokenOwner(
  context: Pick<MarketContext, 'rpc' | 'db' | 'chainId'>,
  collection: string,
  tokenId: string,
): Promise<string | undefined> {
  const row = await context.db
    .selectFrom('nft_token')
    .select('owner')
    .where('chain_id', '=', context.chainId)
    .where('id', '=', tokenRowId(collection, BigInt(tokenId)))
    .executeTakeFirst()
  if (row) return row.owner
  const owner = await readOrRefuse(() =>
    context.rpc.readContract({
      address: collection as Address,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [BigInt(tokenId)],
    }),
  )
  return owner?.toLowerCase()
}

/** 403 unless `address` owns the token (see readTokenOwner). */
export async function requireTokenOwner(
  context: Pick<MarketContext, 'rpc' | 'db' | 'chainId'>,
  collection: string,
  tokenId: string,
  address: string,
  action: string,
): Promise<void> {
  const owner = await readTokenOwner(context, collection, tokenId)
  if (owner !== address) {
    throw new ForbiddenError(
      `Only the owner of token ${tokenId} of ${collection} can ${action}; you are signed in as ${address}.`,
    )
  }
}
