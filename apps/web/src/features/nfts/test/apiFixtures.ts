/** API records for the NFT screens' unit tests: a plain token or collection, with overrides. */
import type { ApiCollection, ApiToken } from '@ghost/sdk'

/** An unlisted token in its owner's wallet; pass what the test is about. */
export function testToken(fields: Partial<ApiToken> = {}): ApiToken {
  return {
    tokenId: '1',
    name: `#${fields.tokenId ?? fields.tokenUID ?? '1'}`,
    description: '',
    attributes: [],
    createdAt: null,
    updatedAt: null,
    image: { original: null, thumbnail: null },
    cid: null,
    tokenUID: null,
    onOrder: 0,
    onOrderPrice: null,
    collection: { name: 'C', address: '0x0000000000000000000000000000000000000001' },
    owner: null,
    location: 'In Wallet',
    currentAskPrice: '0',
    currentSeller: null,
    isTradable: false,
    metadataUrl: null,
    ...fields,
  }
}

/** An open on-chain collection with no trades, its address made from the name's first letter. */
export function testCollection(name: string, fields: Partial<ApiCollection> = {}): ApiCollection {
  return {
    address: `0x${name.charCodeAt(0).toString(16).padStart(40, '0')}`,
    name,
    symbol: name,
    description: '',
    avatar: null,
    banner: null,
    owner: null,
    creatorAddress: null,
    creatorFee: 0,
    refererFee: 0,
    whitelistChecker: null,
    status: 'Open',
    active: true,
    totalTrades: 0,
    totalVolumeBNB: '0',
    numberTokensListed: 0,
    totalSupply: 0,
    floorPriceBNB: null,
    onChain: true,
    createdAt: null,
    updatedAt: null,
    ...fields,
  }
}
