import { ghostMarketAbi, iGhostNFTFactoryAbi } from '@ghost/contracts'
import type { ManifestNftContracts } from '@ghost/contracts/manifest'
import { cidFromIpfsUri, getLazyOrderTypedData, type LazyOrder } from '@ghost/sdk'
import { type Address, formatEther, type Hex, hashTypedData, serializeSignature } from 'viem'
import { z } from 'zod'
import { verifyWalletSignature } from '../auth/verifyWalletSignature'
import { RetryableError } from '../errors'
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  UnprocessableError,
} from '../http/httpErrors'
import { addressSchema, type MarketContext, tokenUidSchema } from './context'
import { type LazyTokenMetadata, parseLazyTokenMetadata } from './lazyTokenMetadata'
import { readOwnershipEpoch, requireCollectionOwner } from './owners'

const UINT256_MAX = 2n ** 256n - 1n
/** secp256k1's n / 2: the contract (OpenZeppelin ECDSA) refuses signatures with a higher s. */
const HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

/** 9999-12-31: later expiries are typos, and the column is int8. */
const MAX_EXPIRY = 253_402_300_799n

const uint256Schema = z
  .string()
  .regex(/^\d{1,78}$/, 'must be decimal digits')
  .refine((value) => BigInt(value) <= UINT256_MAX, 'must fit in uint256')
  .transform((value) => BigInt(value))

const bytes32Schema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x and 64 hex digits')
  .transform((value) => value.toLowerCase() as Hex)

/** `orders/create`'s body (the orders file has the same fields, see importOrdersFile). */
export const signedOrderSchema = z.strictObject({
  tokenUID: tokenUidSchema,
  creator: addressSchema,
  /** Wei, decimal. */
  price: uint256Schema,
  data: z.strictObject({
    collection: addressSchema,
    /** `ipfs://{cid}` of the token's metadata JSON. */
    uri: z.string().min(1).max(200),
    /** Unix seconds. */
    expiry: z
      .union([
        z.number().int().nonnegative(),
        z.string().regex(/^\d{1,20}$/, 'must be decimal digits'),
      ])
      .transform((value) => BigInt(value))
      .refine((value) => value <= MAX_EXPIRY, 'must be unix seconds before the year 10000'),
    nonce: uint256Schema,
  }),
  v: z.number().int().min(0).max(255),
  r: bytes32Schema,
  s: bytes32Schema,
})

export type SignedOrderInput = z.output<typeof signedOrderSchema>

/** A signed order that passed every check; `hash` is its EIP-712 digest (the factory's id). */
export type VerifiedOrder = {
  hash: Hex
  order: LazyOrder
  v: number
  r: Hex
  s: Hex
  /** What the uri names, stored here: the token the buyer gets. */
  metadata: LazyTokenMetadata
}

/** The order exactly as the factory takes it (and as the creator signed it). */
export function lazyOrderOf(input: SignedOrderInput): LazyOrder {
  return {
    collection: input.data.collection as Address,
    tokenUID: input.tokenUID as Hex,
    uri: input.data.uri,
    price: input.price,
    creator: input.creator as Address,
    expiry: input.data.expiry,
    nonce: input.data.nonce,
  }
}

/** 404 while the deployment has no NFT market (no factory to sign for). */
export async function requireNftContracts(context: MarketContext): Promise<ManifestNftContracts> {
  const contracts = await context.nftContracts()
  if (!contracts) {
    throw new NotFoundError(
      `Chain ${context.chainId} has no NFT market deployed yet; lazy orders cannot be taken.`,
    )
  }
  return contracts
}

async function readChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    throw new RetryableError('The chain node did not answer; try again.', { cause: error })
  }
}

/** The checks the factory will make, so a stored order is one a buyer can really execute. */
async function requireCreatorSignature(
  context: MarketContext,
  contracts: ManifestNftContracts,
  input: SignedOrderInput,
  order: LazyOrder,
): Promise<Hex> {
  const hash = hashTypedData(getLazyOrderTypedData(context.chainId, contracts.NFTFactory, order))
  const refused = new UnauthorizedError('The order is not signed by its creator.')
  // The factory recovers only canonical signatures (v 27 or 28, low s); viem would accept more.
  if ((input.v !== 27 && input.v !== 28) || BigInt(input.s) > HALF_CURVE_ORDER) throw refused
  const signature = serializeSignature({ r: input.r, s: input.s, v: BigInt(input.v) })
  const signed = await verifyWalletSignature({
    client: context.rpc,
    address: order.creator,
    hash,
    signature,
  })
  if (!signed) throw refused
  return hash
}

/** The market's ask limits apply to lazy sales too, so a token costs the same range either way. */
async function requirePriceWithinAskLimits(
  context: MarketContext,
  contracts: ManifestNftContracts,
  price: bigint,
): Promise<void> {
  const market = { address: contracts.NFTMarket, abi: ghostMarketAbi } as const
  const [minimum, maximum] = await readChain(() =>
    Promise.all([
      context.rpc.readContract({ ...market, functionName: 'minimumAskPrice' }),
      context.rpc.readContract({ ...market, functionName: 'maximumAskPrice' }),
    ]),
  )
  if (price < minimum || price > maximum) {
    throw new UnprocessableError(
      `The price must be between ${formatEther(minimum)} and ${formatEther(maximum)} BNB (the market's ask limits).`,
    )
  }
}

/** IGhostNFTFactory.OrderStatus: what the factory says of an order's hash. */
export const ON_CHAIN_ORDER_STATUS = { none: 0, executed: 1, cancelled: 2 } as const

/** The factory's `orderStatus(hash)` now, read through the route's chain client. */
export async function readOrderStatusOnChain(
  context: MarketContext,
  contracts: ManifestNftContracts,
  hash: Hex,
): Promise<number> {
  return readChain(() =>
    context.rpc.readContract({
      address: contracts.NFTFactory,
      abi: iGhostNFTFactoryAbi,
      functionName: 'orderStatus',
      args: [hash],
    }),
  )
}

async function requireOpenOnChain(
  context: MarketContext,
  contracts: ManifestNftContracts,
  hash: Hex,
): Promise<void> {
  const status = await readOrderStatusOnChain(context, contracts, hash)
  if (status === ON_CHAIN_ORDER_STATUS.executed) {
    throw new ConflictError('This order was already executed on chain.')
  }
  if (status === ON_CHAIN_ORDER_STATUS.cancelled) {
    throw new ConflictError('This order was cancelled on chain.')
  }
}

async function requireStoredMetadata(
  context: MarketContext,
  uri: string,
): Promise<LazyTokenMetadata> {
  const refused = (why: string) =>
    new UnprocessableError(
      `The order's uri must be ipfs:// of token metadata stored on this server (see datapost), so a buyer can see what they buy; ${uri.slice(0, 100)} ${why}.`,
    )
  const metadataCid = cidFromIpfsUri(uri)
  const bytes = metadataCid === null ? null : await context.files.get(metadataCid)
  if (metadataCid === null || bytes === null) throw refused('is not stored here')
  const metadata = parseLazyTokenMetadata(metadataCid, bytes)
  if (metadata === undefined) throw refused('is not metadata JSON with a name')
  if (!(await context.files.has(metadata.imageCid))) throw refused('names an image not stored here')
  return metadata
}

/**
 * The factory executes an order only while its nonce is the collection's ownership epoch: an
 * order signed under an earlier one (before the collection changed hands) can never execute.
 */
async function requireCurrentEpoch(context: MarketContext, order: LazyOrder): Promise<void> {
  const epoch = await readOwnershipEpoch(context, order.collection)
  if (epoch === undefined) {
    throw new UnprocessableError(
      `Collection ${order.collection} has no ownership epoch: it is not a collection of this market's factory, which alone mints lazily sold tokens.`,
    )
  }
  if (order.nonce !== epoch) {
    throw new UnprocessableError(
      `The order's nonce must be the collection's ownership epoch ${epoch}; sign it again.`,
    )
  }
}

/**
 * A token belongs to the collection it was described for: the order must carry that token's
 * metadata, and metadata described for another collection's token cannot be sold in this one
 * (a copy of another creator's token). A token nobody described yet is described by its order.
 */
async function requireDescribedForCollection(
  context: MarketContext,
  order: LazyOrder,
  metadata: LazyTokenMetadata,
): Promise<void> {
  const collection = order.collection.toLowerCase()
  const tokenUid = order.tokenUID.toLowerCase()
  const own = await context.db
    .selectFrom('market_token')
    .select('metadata_cid')
    .where('chain_id', '=', context.chainId)
    .where('collection', '=', collection)
    .where('token_uid', '=', tokenUid)
    .executeTakeFirst()
  if (own !== undefined) {
    if (own.metadata_cid === metadata.metadataCid) return
    throw new UnprocessableError(
      `Token ${tokenUid} of collection ${collection} was described with the metadata ipfs://${own.metadata_cid}; sign its order with that uri.`,
    )
  }
  const describedIn = await context.db
    .selectFrom('market_token')
    .select('collection')
    .distinct()
    .where('chain_id', '=', context.chainId)
    .where('metadata_cid', '=', metadata.metadataCid)
    .orderBy('collection')
    .execute()
  if (describedIn.length > 0 && !describedIn.some((row) => row.collection === collection)) {
    throw new ForbiddenError(
      `This token was described for another collection (${describedIn[0]?.collection}); an order can only sell a token of its own collection. Describe it for ${collection} with nft/datapost first.`,
    )
  }
}

async function requireNotMinted(context: MarketContext, order: LazyOrder): Promise<void> {
  const minted = await context.db
    .selectFrom('nft_token')
    .select('token_id')
    .where('chain_id', '=', context.chainId)
    .where('collection', '=', order.collection)
    .where('token_uid', '=', order.tokenUID)
    .executeTakeFirst()
  if (minted) {
    throw new ConflictError(
      `Token ${order.tokenUID} is already minted (token ${minted.token_id}); it cannot be sold lazily again.`,
    )
  }
}

/**
 * Every check a signed lazy order must pass before the market shows it, cheapest first and each
 * with its own status: expired (422), not the creator's signature (401), creator not the
 * collection's owner (403), nonce not the collection's ownership epoch (422), price outside the
 * ask limits (422), metadata not stored here (422), the token described for another collection
 * (403) or with other metadata (422), settled on chain or already minted in the collection
 * (409). What the session may do is the caller's business.
 */
export async function verifyLazyOrder(
  context: MarketContext,
  input: SignedOrderInput,
): Promise<VerifiedOrder> {
  const contracts = await requireNftContracts(context)
  const order = lazyOrderOf(input)
  if (order.expiry <= BigInt(Math.floor(Date.now() / 1000))) {
    throw new UnprocessableError(
      `The order expired at ${new Date(Number(order.expiry) * 1000).toISOString()}; sign it again with a later expiry.`,
    )
  }
  const hash = await requireCreatorSignature(context, contracts, input, order)
  await requireCollectionOwner(
    context,
    order.collection,
    order.creator,
    'sell its tokens with signed orders',
  )
  await requireCurrentEpoch(context, order)
  await requirePriceWithinAskLimits(context, contracts, order.price)
  const metadata = await requireStoredMetadata(context, order.uri)
  await requireDescribedForCollection(context, order, metadata)
  await requireOpenOnChain(context, contracts, hash)
  await requireNotMinted(context, order)
  return { hash, order, v: input.v, r: input.r, s: input.s, metadata }
}
