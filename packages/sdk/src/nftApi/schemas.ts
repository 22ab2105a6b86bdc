/**
 * The NFT market and profile answers (`types.ts`) as zod schemas: the server's tests parse its
 * real answers with them, so a change to a route that breaks the shape the web decodes fails
 * there, not in a browser. `zod/mini` keeps them small for any bundle that imports them.
 *
 * Imported through `@ghost/sdk/nftApi/schemas`, never the sdk's index: the web app decodes with
 * its own small decoders (typed by the same `Api*` types), so zod stays out of its first load.
 * The type checks at the bottom keep each schema and its `Api*` type the same shape.
 */
import * as z from 'zod/mini'
import type {
  ApiCollection,
  ApiCollectionTokens,
  ApiIntroduction,
  ApiItem,
  ApiList,
  ApiNonce,
  ApiOrder,
  ApiOrderSearchResult,
  ApiOwnerTokens,
  ApiPage,
  ApiSession,
  ApiSessionInfo,
  ApiTemplate,
  ApiToken,
  ApiUniqueness,
  ApiUser,
  ApiUsernameCheck,
  ApiUsers,
  IndexedTo,
} from './types'

const matching = (pattern: RegExp) => z.string().check(z.regex(pattern))

/** Addresses and hashes are 0x lowercase on the wire (types.ts conventions). */
const address = matching(/^0x[0-9a-f]{40}$/)
const bytes32 = matching(/^0x[0-9a-f]{64}$/)
/** Wei amounts and token ids: decimal strings. */
const digits = matching(/^\d+$/)
const isoTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))))
const count = z.int().check(z.gte(0))
/** An image path on the API (`/ipfs/{cid}`), resolved against the API's URL by the client. */
const assetPath = z.string().check(z.refine((value) => value.startsWith('/')))
const onOrder = z.union([z.literal(0), z.literal(1)])
const location = z.enum(['For Sale', 'Profile Pic', 'In Wallet'])

export const indexedToSchema = z.nullable(z.object({ blockNumber: count, blockHash: bytes32 }))

export const pageSchema = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({
    data: z.array(item),
    total: count,
    page: count,
    size: count,
    indexedTo: indexedToSchema,
  })
export const itemSchema = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ data: item, indexedTo: indexedToSchema })
export const listSchema = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ data: z.array(item), indexedTo: indexedToSchema })

const tokenAttribute = z.object({
  traitType: z.string(),
  value: z.union([z.string(), z.number()]),
  displayType: z.nullable(z.string()),
})

export const collectionSchema = z.object({
  address,
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  avatar: z.nullable(assetPath),
  banner: z.nullable(assetPath),
  owner: z.nullable(address),
  creatorAddress: z.nullable(address),
  creatorFee: count,
  refererFee: count,
  whitelistChecker: z.nullable(address),
  status: z.nullable(z.enum(['Pending', 'Open', 'Closed'])),
  active: z.boolean(),
  totalTrades: count,
  totalVolumeBNB: digits,
  numberTokensListed: count,
  totalSupply: count,
  floorPriceBNB: z.nullable(digits),
  onChain: z.boolean(),
  createdAt: z.nullable(isoTime),
  updatedAt: z.nullable(isoTime),
})

export const tokenSchema = z.object({
  tokenId: z.nullable(digits),
  name: z.string(),
  description: z.string(),
  attributes: z.array(tokenAttribute),
  createdAt: z.nullable(isoTime),
  updatedAt: z.nullable(isoTime),
  image: z.object({ original: z.nullable(assetPath), thumbnail: z.nullable(assetPath) }),
  cid: z.nullable(z.string()),
  tokenUID: z.nullable(bytes32),
  onOrder,
  onOrderPrice: z.nullable(digits),
  collection: z.object({ name: z.string(), address }),
  owner: z.nullable(address),
  location: z.nullable(location),
  currentAskPrice: digits,
  currentSeller: z.nullable(address),
  isTradable: z.boolean(),
  metadataUrl: z.nullable(z.string()),
})

export const collectionTokensSchema = z.object({
  ...pageSchema(tokenSchema).shape,
  attributesDistribution: z.record(z.string(), z.record(z.string(), count)),
})

const ownedTokenSchema = z.object({
  tokenId: digits,
  collectionAddress: address,
  collection: z.object({ address }),
  nftLocation: location,
  onOrder,
})

export const ownerTokensSchema = z.object({
  ...pageSchema(ownedTokenSchema).shape,
  data: z.record(z.string(), ownedTokenSchema),
})

const orderFields = {
  hash: bytes32,
  tokenUID: bytes32,
  collection: address,
  creator: address,
  price: digits,
  uri: z.string(),
  expiry: count,
  nonce: digits,
  createdAt: isoTime,
  updatedAt: isoTime,
}

/** Only an open order carries its signature; the API never serves a closed one's. */
export const orderSchema = z.discriminatedUnion('status', [
  z.object({
    ...orderFields,
    status: z.literal('open'),
    v: z.int().check(z.gte(0), z.lte(255)),
    r: bytes32,
    s: bytes32,
  }),
  z.object({
    ...orderFields,
    status: z.enum(['executed', 'cancelled', 'expired', 'superseded']),
    v: z.null(),
    r: z.null(),
    s: z.null(),
  }),
])

export const orderSearchResultSchema = z.object({
  tokenId: z.nullable(digits),
  tokenUID: bytes32,
  onOrderPrice: digits,
  order: z.object({ hash: bytes32, creator: address }),
  collection: z.object({ address }),
  updated_at: isoTime,
})

export const templateSchema = z.object({
  id: z.string(),
  author: address,
  name: z.string(),
  data: z.object({
    name: z.string(),
    description: z.string(),
    attributes: z.array(tokenAttribute),
  }),
  createdAt: isoTime,
  updatedAt: isoTime,
})

export const introductionSchema = z.object({
  id: z.string(),
  collection: address,
  tokenId: digits,
  author: address,
  content: z.string(),
  createdAt: isoTime,
})

export const uniquenessSchema = z.object({
  key: z.literal('name'),
  value: z.string(),
  unique: z.boolean(),
})

export const userSchema = z.object({
  address,
  username: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
})

export const usersSchema = z.object({ data: z.record(z.string(), z.nullable(userSchema)) })

export const usernameCheckSchema = z.object({
  username: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
  message: z.nullable(z.string()),
})

export const nonceSchema = z.object({ nonce: z.string(), expiresAt: isoTime })
export const sessionSchema = z.object({ token: z.string(), address, expiresAt: isoTime })
export const sessionInfoSchema = z.object({ address, expiresAt: isoTime })

/** `GET /v1/{chainId}/status`: how far the index is (the web reads `checkpoint.blockNumber`). */
export const statusSchema = z.object({
  chainId: z.number(),
  name: z.string(),
  indexed: z.boolean(),
  checkpoint: z.nullable(z.object({ blockNumber: count, blockHash: bytes32, updatedAt: isoTime })),
})

/** The schemas of the answers each route gives, by what the web client calls them. */
export const nftApiSchemas = {
  collectionPage: pageSchema(collectionSchema),
  collectionItem: itemSchema(collectionSchema),
  collectionTokens: collectionTokensSchema,
  tokenItem: itemSchema(tokenSchema),
  tokenList: listSchema(tokenSchema),
  ownerTokens: ownerTokensSchema,
  orderList: listSchema(orderSchema),
  orderItem: itemSchema(orderSchema),
  orderSearch: listSchema(orderSearchResultSchema),
  templatePage: pageSchema(templateSchema),
  introductionList: listSchema(introductionSchema),
  uniqueness: uniquenessSchema,
  user: userSchema,
  users: usersSchema,
  usernameCheck: usernameCheckSchema,
  nonce: nonceSchema,
  session: sessionSchema,
  sessionInfo: sessionInfoSchema,
  status: statusSchema,
}

// Type-level checks: each schema's output is exactly its `Api*` type (a drift fails `tsc`).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Out<Schema extends z.ZodMiniType> = z.output<Schema>
export const shapesMatch: {
  indexedTo: Same<Out<typeof indexedToSchema>, IndexedTo>
  collectionPage: Same<Out<typeof nftApiSchemas.collectionPage>, ApiPage<ApiCollection>>
  collectionItem: Same<Out<typeof nftApiSchemas.collectionItem>, ApiItem<ApiCollection>>
  collectionTokens: Same<Out<typeof collectionTokensSchema>, ApiCollectionTokens>
  tokenItem: Same<Out<typeof nftApiSchemas.tokenItem>, ApiItem<ApiToken>>
  tokenList: Same<Out<typeof nftApiSchemas.tokenList>, ApiList<ApiToken>>
  ownerTokens: Same<Out<typeof ownerTokensSchema>, ApiOwnerTokens>
  order: Same<Out<typeof orderSchema>, ApiOrder>
  orderSearch: Same<Out<typeof orderSearchResultSchema>, ApiOrderSearchResult>
  template: Same<Out<typeof templateSchema>, ApiTemplate>
  introduction: Same<Out<typeof introductionSchema>, ApiIntroduction>
  uniqueness: Same<Out<typeof uniquenessSchema>, ApiUniqueness>
  user: Same<Out<typeof userSchema>, ApiUser>
  users: Same<Out<typeof usersSchema>, ApiUsers>
  usernameCheck: Same<Out<typeof usernameCheckSchema>, ApiUsernameCheck>
  nonce: Same<Out<typeof nonceSchema>, ApiNonce>
  session: Same<Out<typeof sessionSchema>, ApiSession>
  sessionInfo: Same<Out<typeof sessionInfoSchema>, ApiSessionInfo>
} = {
  indexedTo: true,
  collectionPage: true,
  collectionItem: true,
  collectionTokens: true,
  tokenItem: true,
  tokenList: true,
  ownerTokens: true,
  order: true,
  orderSearch: true,
  template: true,
  introduction: true,
  uniqueness: true,
  user: true,
  users: true,
  usernameCheck: true,
  nonce: true,
  session: true,
  sessionInfo: true,
}
