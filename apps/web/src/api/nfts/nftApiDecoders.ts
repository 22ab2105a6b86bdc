/**
 * Decoders for every answer of the NFT market API and the profile service (the sdk's API types).
 * Image paths are resolved here against the API's base URL, so a screen puts `image.thumbnail`
 * straight into `<img src>`; a path that is neither ours nor IPFS nor http(s) is refused, so no
 * `javascript:` or `data:` URL from a bad answer ever reaches the page.
 *
 * The shapes are the sdk's schemas (`@ghost/sdk/nftApi/schemas`, checked equal to the `Api*`
 * types these decoders are typed by; the server's tests parse its real answers with them). The
 * web does not decode with them: this client sits in every route's first load (the user menu
 * reads usernames), and zod with those schemas costs ~9 kB gzip against ~2 kB here.
 */
import type {
  ApiCollection,
  ApiCollectionTokens,
  ApiDatapost,
  ApiImage,
  ApiIntroduction,
  ApiItem,
  ApiList,
  ApiNonce,
  ApiOrder,
  ApiOrderFields,
  ApiOrderSearchResult,
  ApiOwnedToken,
  ApiOwnerTokens,
  ApiPage,
  ApiSession,
  ApiSessionInfo,
  ApiTemplate,
  ApiToken,
  ApiUniqueness,
  ApiUpload,
  ApiUser,
  ApiUsernameCheck,
  ApiUsers,
  IndexedTo,
  OrderStatus,
  TemplateData,
  TokenAttribute,
} from '@ghost/sdk'
import {
  address,
  array,
  boolean,
  count,
  DecodeError,
  type Decoder,
  dictionary,
  digits,
  either,
  finiteNumber,
  hash,
  isoTime,
  nullable,
  object,
  oneOf,
  record,
  smallInteger,
  text,
} from '../decode'

const CID = /^(Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{50,})$/

/** `/ipfs/{cid}` (or any path on the API), `ipfs://{cid}`, a bare CID or an http(s) URL. */
export function assetUrl(apiUrl: string): Decoder<string> {
  return (value, path) => {
    if (typeof value === 'string') {
      if (value.startsWith('/') && !value.startsWith('//')) return `${apiUrl}${value}`
      if (value.startsWith('ipfs://') && value.length > 'ipfs://'.length) {
        return `${apiUrl}/ipfs/${value.slice('ipfs://'.length)}`
      }
      if (CID.test(value)) return `${apiUrl}/ipfs/${value}`
      if (/^https?:\/\//i.test(value) && URL.canParse(value)) return value
    }
    throw new DecodeError(path, 'an image path', value)
  }
}

const user = object<ApiUser>({ address, username: text, createdAt: isoTime, updatedAt: isoTime })

const indexedTo: Decoder<IndexedTo> = nullable(
  object<{ blockNumber: number; blockHash: string }>({ blockNumber: count, blockHash: hash }),
)

export function page<Item>(item: Decoder<Item>): Decoder<ApiPage<Item>> {
  return object<ApiPage<Item>>({
    data: array(item),
    total: count,
    page: count,
    size: count,
    indexedTo,
  })
}

export function item<Item>(data: Decoder<Item>): Decoder<ApiItem<Item>> {
  return object<ApiItem<Item>>({ data, indexedTo })
}

export function list<Item>(item: Decoder<Item>): Decoder<ApiList<Item>> {
  return object<ApiList<Item>>({ data: array(item), indexedTo })
}

const tokenAttribute = object<TokenAttribute>({
  traitType: text,
  value: either(text, finiteNumber),
  displayType: nullable(text),
})

const location = oneOf('For Sale', 'Profile Pic', 'In Wallet')
const BYTES32 = /^0x[0-9a-fA-F]{64}$/

/** Order hashes, token UIDs, signature parts: 32 bytes as 0x hex, lowercased. */
export const bytes32: Decoder<string> = (value, path) => {
  if (typeof value === 'string' && BYTES32.test(value)) return value.toLowerCase()
  throw new DecodeError(path, '32 bytes of 0x hex', value)
}

const templateData = object<TemplateData>({
  name: text,
  description: text,
  attributes: array(tokenAttribute),
})

const orderFields = object<ApiOrderFields>({
  hash: bytes32,
  tokenUID: bytes32,
  collection: address,
  creator: address,
  price: digits,
  uri: text,
  expiry: count,
  nonce: digits,
  createdAt: isoTime,
  updatedAt: isoTime,
})

const orderStatus = oneOf<OrderStatus>('open', 'executed', 'cancelled', 'expired', 'superseded')

/** A lazy order; only an open one carries its signature (the API never serves another's). */
const orderDecoder: Decoder<ApiOrder> = (value, path) => {
  const fields = orderFields(value, path)
  const source = record(value, path)
  const at = (key: string) => (path ? `${path}.${key}` : key)
  const status = orderStatus(source.status, at('status'))
  if (status !== 'open') return { ...fields, status, v: null, r: null, s: null }
  return {
    ...fields,
    status,
    v: smallInteger(source.v, at('v')),
    r: bytes32(source.r, at('r')),
    s: bytes32(source.s, at('s')),
  }
}

/** Answers that carry no image: the same whatever the API's URL. */
export const plainDecoders = {
  indexedTo,
  ownedToken: object<ApiOwnedToken>({
    tokenId: digits,
    collectionAddress: address,
    collection: object<{ address: string }>({ address }),
    nftLocation: location,
    onOrder: oneOf(0, 1),
  }),
  uniqueness: object<ApiUniqueness>({ key: oneOf('name'), value: text, unique: boolean }),
  order: orderDecoder,
  orderSearchResult: object<ApiOrderSearchResult>({
    tokenId: nullable(digits),
    tokenUID: bytes32,
    onOrderPrice: digits,
    order: object<{ hash: string; creator: string }>({ hash: bytes32, creator: address }),
    collection: object<{ address: string }>({ address }),
    updated_at: isoTime,
  }),
  template: object<ApiTemplate>({
    id: text,
    author: address,
    name: text,
    data: templateData,
    createdAt: isoTime,
    updatedAt: isoTime,
  }),
  introduction: object<ApiIntroduction>({
    id: text,
    collection: address,
    tokenId: digits,
    author: address,
    content: text,
    createdAt: isoTime,
  }),
  datapost: object<ApiDatapost>({ tokenUID: bytes32, cid: text, uri: text }),
  user,
  users: object<ApiUsers>({ data: dictionary(nullable(user)) }),
  usernameCheck: object<ApiUsernameCheck>({
    username: text,
    valid: boolean,
    available: boolean,
    message: nullable(text),
  }),
  nonce: object<ApiNonce>({ nonce: text, expiresAt: isoTime }),
  session: object<ApiSession>({ token: text, address, expiresAt: isoTime }),
  sessionInfo: object<ApiSessionInfo>({ address, expiresAt: isoTime }),
}

export type NftApiDecoders = ReturnType<typeof createNftApiDecoders>

/** The decoders of answers with images, resolving image paths against `apiUrl`. */
export function createNftApiDecoders(apiUrl: string) {
  const asset = assetUrl(apiUrl)
  const image = object<ApiImage>({ original: nullable(asset), thumbnail: nullable(asset) })
  const collection = object<ApiCollection>({
    address,
    name: text,
    symbol: text,
    description: text,
    avatar: nullable(asset),
    banner: nullable(asset),
    owner: nullable(address),
    creatorAddress: nullable(address),
    creatorFee: count,
    refererFee: count,
    whitelistChecker: nullable(address),
    status: nullable(oneOf('Pending', 'Open', 'Closed')),
    active: boolean,
    totalTrades: count,
    totalVolumeBNB: digits,
    numberTokensListed: count,
    totalSupply: count,
    floorPriceBNB: nullable(digits),
    onChain: boolean,
    createdAt: nullable(isoTime),
    updatedAt: nullable(isoTime),
  })
  const token = object<ApiToken>({
    tokenId: nullable(digits),
    name: text,
    description: text,
    attributes: array(tokenAttribute),
    createdAt: nullable(isoTime),
    updatedAt: nullable(isoTime),
    image,
    cid: nullable(text),
    tokenUID: nullable(bytes32),
    onOrder: oneOf(0, 1),
    onOrderPrice: nullable(digits),
    collection: object<{ name: string; address: string }>({ name: text, address }),
    owner: nullable(address),
    location: nullable(location),
    currentAskPrice: digits,
    currentSeller: nullable(address),
    isTradable: boolean,
    metadataUrl: nullable(text),
  })
  const tokenPage = page(token)
  const collectionTokens: Decoder<ApiCollectionTokens> = (value, path) => ({
    ...tokenPage(value, path),
    ...object<Pick<ApiCollectionTokens, 'attributesDistribution'>>({
      attributesDistribution: dictionary(dictionary(count)),
    })(value, path),
  })
  const ownerTokens = object<ApiOwnerTokens>({
    data: dictionary(plainDecoders.ownedToken),
    total: count,
    page: count,
    size: count,
    indexedTo,
  })
  const upload = object<ApiUpload>({
    cid: text,
    image: asset,
    filetype: oneOf('image/png', 'image/jpeg', 'image/gif', 'image/webp'),
    thumbnail: object<{ cid: string; image: string }>({ cid: text, image: asset }),
    width: count,
    height: count,
  })
  return {
    ...plainDecoders,
    image,
    collection,
    collectionItem: item(collection),
    collectionPage: page(collection),
    token,
    tokenItem: item(token),
    tokenList: list(token),
    collectionTokens,
    ownerTokens,
    upload,
  }
}
