/**
 * The JSON the NFT market API (`/v1/{chainId}/…`) and the profile service (`/api/…`) answer,
 * shared by the server that writes it and the web client that reads it (spec §3, §7).
 *
 * Conventions: addresses and hashes are 0x lowercase; BNB amounts are wei as decimal strings;
 * token ids are decimal strings; times are ISO 8601 strings; image URLs are paths on the API
 * (`/ipfs/{cid}`), resolved against the API's base URL by the client.
 */

/** How far the answer's chain state is indexed: the last stored block, null before the first. */
export type IndexedTo = { blockNumber: number; blockHash: string } | null

/** A page of a list endpoint. `page` counts from 1. */
export type ApiPage<T> = {
  data: T[]
  total: number
  page: number
  size: number
  indexedTo: IndexedTo
}

/** A single record. */
export type ApiItem<T> = { data: T; indexedTo: IndexedTo }

/** A list without paging (order search, newest tokens, introductions). */
export type ApiList<T> = { data: T[]; indexedTo: IndexedTo }

/** Every error answer: `issues` on 400 (validation) only. */
export type ApiErrorBody = {
  error: string
  message: string
  issues?: {
    in: 'params' | 'query' | 'body'
    path: (string | number)[]
    code: string
    message: string
  }[]
}

/** Spec §3 location values. */
export type NftLocation = 'For Sale' | 'Profile Pic' | 'In Wallet'

/** Spec §3 token attribute. */
export type TokenAttribute = {
  traitType: string
  value: string | number
  displayType: string | null
}

export type ApiImage = {
  /** `/ipfs/{cid}` of the original, or null when the token has no image we hold. */
  original: string | null
  thumbnail: string | null
}

/** The market's collection status on chain; null for a collection only the API knows. */
export type CollectionStatus = 'Pending' | 'Open' | 'Closed'

export type ApiCollection = {
  address: string
  name: string
  symbol: string
  description: string
  avatar: string | null
  banner: string | null
  /** The collection contract's owner (indexed), or the off-chain record's owner. */
  owner: string | null
  creatorAddress: string | null
  /** Basis points. */
  creatorFee: number
  refererFee: number
  whitelistChecker: string | null
  status: CollectionStatus | null
  active: boolean
  totalTrades: number
  /** Wei. */
  totalVolumeBNB: string
  /** The collection's tokens on sale: an ask on the market, or an open lazy order. */
  numberTokensListed: number
  /** The tokens the collection's page lists: minted, and described but not minted yet. */
  totalSupply: number
  /** Wei: the lowest price among the tokens on sale (ask or lazy order), null when none is. */
  floorPriceBNB: string | null
  /** Whether the market registered it on chain (false: an off-chain page only). */
  onChain: boolean
  createdAt: string | null
  updatedAt: string | null
}

/** Spec §3 server-side token, with the indexed chain state beside it. */
export type ApiToken = {
  /** Null while a lazily sold token is not minted yet. */
  tokenId: string | null
  name: string
  description: string
  attributes: TokenAttribute[]
  createdAt: string | null
  updatedAt: string | null
  image: ApiImage
  /** CID of the metadata JSON (the token URI is `ipfs://{cid}`). */
  cid: string | null
  /** bytes32 hex of a token created through the API, else null. */
  tokenUID: string | null
  /** 1 while an open signed order sells it. */
  onOrder: 0 | 1
  /** That order's price in wei, else null. */
  onOrderPrice: string | null
  collection: { name: string; address: string }
  /** Indexed: the wallet that owns it (the seller while escrowed), null before the mint. */
  owner: string | null
  location: NftLocation | null
  /** Wei; '0' when no ask. */
  currentAskPrice: string
  currentSeller: string | null
  isTradable: boolean
  metadataUrl: string | null
}

/** A collection's tokens: one page, with the trait counts of the whole collection. */
export type ApiCollectionTokens = ApiPage<ApiToken> & {
  /** traitType → value → number of tokens. */
  attributesDistribution: Record<string, Record<string, number>>
}

/** Spec §3 owned NFT reference, in `ownertokens`' map keyed `{collection}-{tokenId}`. */
export type ApiOwnedToken = {
  tokenId: string
  collectionAddress: string
  collection: { address: string }
  nftLocation: NftLocation
  onOrder: 0 | 1
}

/**
 * `ownertokens?account&page&size`: one page of a wallet's tokens (by collection, then token id)
 * as the spec's map keyed `{collection}-{tokenId}`, with the page fields of every list: `total`
 * tokens in all, so the next page exists while `page * size < total`.
 */
export type ApiOwnerTokens = Omit<ApiPage<ApiOwnedToken>, 'data'> & {
  data: Record<string, ApiOwnedToken>
}

/** `isunique?key&value`. */
export type ApiUniqueness = { key: 'name'; value: string; unique: boolean }

/**
 * What a buyer may do with a lazy order now. `open`: execute it. `executed`, `cancelled` (on
 * chain, or withdrawn here after that), `expired`: never again. `superseded`: signed under an
 * earlier ownership epoch of its collection (the collection changed hands since, even if it came
 * back), so the factory refuses it.
 */
export type OrderStatus = 'open' | 'executed' | 'cancelled' | 'expired' | 'superseded'

/** What every lazy order says, whatever its status. */
export type ApiOrderFields = {
  hash: string
  tokenUID: string
  collection: string
  creator: string
  /** Wei. */
  price: string
  uri: string
  /** Unix seconds. */
  expiry: number
  /** The collection's ownership epoch the order was signed under. */
  nonce: string
  createdAt: string
  updatedAt: string
}

/** An order a buyer can execute now: with the creator's signature, everything the factory takes. */
export type ApiOpenOrder = ApiOrderFields & { status: 'open'; v: number; r: string; s: string }

/** An order that can no longer execute: its signature is never served. */
export type ApiClosedOrder = ApiOrderFields & {
  status: Exclude<OrderStatus, 'open'>
  v: null
  r: null
  s: null
}

/** A creator's signed lazy order; only an open one carries its signature (v, r, s). */
export type ApiOrder = ApiOpenOrder | ApiClosedOrder

/** Spec §3 order search result. */
export type ApiOrderSearchResult = {
  tokenId: string | null
  tokenUID: string
  onOrderPrice: string
  order: { hash: string; creator: string }
  collection: { address: string }
  updated_at: string
}

/** The fields a template fills in on the create form. */
export type TemplateData = {
  name: string
  description: string
  attributes: TokenAttribute[]
}

export type ApiTemplate = {
  id: string
  author: string
  name: string
  data: TemplateData
  createdAt: string
  updatedAt: string
}

export type ApiIntroduction = {
  id: string
  collection: string
  tokenId: string
  author: string
  content: string
  createdAt: string
}

/** `/{product}/upload`. */
export type ApiUpload = {
  cid: string
  /** `/ipfs/{cid}`. */
  image: string
  /** The sniffed MIME type: image/png, image/jpeg, image/gif or image/webp. */
  filetype: string
  thumbnail: { cid: string; image: string }
  width: number
  height: number
}

/** `/{product}/datapost`: the metadata stored for a new token. */
export type ApiDatapost = {
  tokenUID: string
  /** CID of the metadata JSON. */
  cid: string
  /** `ipfs://{cid}`: the URI to mint or sign. */
  uri: string
}

/** `tokens/update`: a lazily sold token's UID linked to the id it was minted with. */
export type ApiTokenLink = { tokenUID: string; tokenId: string; collection: string }

export type ApiUser = {
  address: string
  username: string
  createdAt: string
  updatedAt: string
}

/**
 * `GET /api/users?addresses=…`: every address asked (lowercase) with its username record, or null
 * when it has none (not an error: most wallets have no username).
 */
export type ApiUsers = { data: Record<string, ApiUser | null> }

export type ApiUsernameCheck = {
  username: string
  valid: boolean
  available: boolean
  message: string | null
}

export type ApiNonce = { nonce: string; expiresAt: string }

export type ApiSession = { token: string; address: string; expiresAt: string }

export type ApiSessionInfo = { address: string; expiresAt: string }
