import { erc721Abi } from 'viem'
import { RetryableError } from '../errors'
import { ConflictError } from '../http/httpErrors'
import type { MarketContext } from './context'

export type RequireCollectionNameFreeParameters = {
  /** The collection the page is for, lowercase: its own on-chain name is allowed. */
  address: string
  /** The page's name as sent. */
  name: string
}

/**
 * The form of a collection name that two names share when a reader would take them for the
 * same: compatibility forms folded (NFKC: full-width letters, ligatures), every space and
 * invisible format character (zero-width space, joiners) removed, lower case.
 *
 * @example
 * collectionNameKey(' GHOST  squad\u200b') // 'ghostsquad'
 */
export function collectionNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[\s\p{Cf}]/gu, '')
    .toLowerCase()
}

type OnChainName = { address: string; name: string }

/** The Ghost Squad's name as its contract says now (the index may not have it yet). */
async function readSquadName(context: MarketContext): Promise<OnChainName | undefined> {
  const contracts = await context.nftContracts()
  if (!contracts) return undefined
  try {
    const name = await context.rpc.readContract({
      address: contracts.GhostSquad,
      abi: erc721Abi,
      functionName: 'name',
    })
    return { address: contracts.GhostSquad.toLowerCase(), name }
  } catch (error) {
    throw new RetryableError('The chain node did not answer; try again.', { cause: error })
  }
}

/**
 * 409 when `name` is, ignoring case, spaces and look-alike forms (`collectionNameKey`), the name
 * of a collection registered on the chain's market (the index's collections: the market's own
 * and the factory's, as CollectionCreated named them) or of the Ghost Squad (read on chain),
 * unless that collection is `address` itself. An off-chain page cannot pass for a registered
 * collection. 503 when the node does not answer.
 *
 * @example
 * await requireCollectionNameFree(context, { address: body.address, name: body.name })
 */
export async function requireCollectionNameFree(
  context: MarketContext,
  { address, name }: RequireCollectionNameFreeParameters,
): Promise<void> {
  const key = collectionNameKey(name)
  // Compared here rather than in SQL: the database's lower() and \s depend on its locale.
  const [indexed, squad] = await Promise.all([
    context.db
      .selectFrom('nft_collection')
      .select(['id as address', 'name'])
      .where('chain_id', '=', context.chainId)
      .where('id', '<>', address)
      .execute(),
    readSquadName(context),
  ])
  const names: OnChainName[] = squad && squad.address !== address ? [squad, ...indexed] : indexed
  const taken = names.find((other) => {
    const otherKey = collectionNameKey(other.name)
    return otherKey !== '' && otherKey === key
  })
  if (taken) {
    throw new ConflictError(
      `"${taken.name}" is the name of collection ${taken.address}, registered on the Ghost market; choose another name.`,
    )
  }
}
