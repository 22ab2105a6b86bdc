/** Well-formed answers as the server sends them, for the unit tests' stubbed fetches. */
export const API_URL = 'http://127.0.0.1:4000'
export const COLLECTION = '0x00000000000000000000000000000000000000aA'
export const OWNER = '0x00000000000000000000000000000000000000bb'
export const INDEXED_TO = { blockNumber: 42, blockHash: `0x${'ab'.repeat(32)}` }
export const CID = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'

export const TOKEN = {
  tokenId: '7',
  name: 'Ghost #7',
  description: 'A friendly spirit',
  attributes: [
    { traitType: 'Background', value: 'Mist', displayType: null },
    { traitType: 'Level', value: 3, displayType: 'number' },
  ],
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T11:00:00.000Z',
  image: { original: `/ipfs/${CID}`, thumbnail: `ipfs://${CID}` },
  cid: CID,
  tokenUID: `0x${'12'.repeat(32)}`,
  onOrder: 1,
  onOrderPrice: '1000000000000000000',
  collection: { name: 'Ghost Squad', address: COLLECTION },
  owner: OWNER,
  location: 'For Sale',
  currentAskPrice: '0',
  currentSeller: null,
  isTradable: true,
  metadataUrl: `ipfs://${CID}`,
}

export const TOKENS_PAGE = {
  data: [TOKEN],
  total: 1,
  page: 1,
  size: 100,
  indexedTo: INDEXED_TO,
  attributesDistribution: { Background: { Mist: 1 }, Level: { '3': 1 } },
}
