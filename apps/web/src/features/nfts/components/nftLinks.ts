import type { ApiToken } from '@ghost/sdk'

/**
 * The item page of a token: `/nfts/collections/{address}/{tokenId}`; a lazily sold token that is
 * not minted yet is addressed by its token UID instead.
 */
export function nftItemPath(token: Pick<ApiToken, 'tokenId' | 'tokenUID' | 'collection'>): string {
  const address = token.collection.address.toLowerCase()
  const id = token.tokenId ?? token.tokenUID ?? ''
  return `/nfts/collections/${address}/${id}`
}

export function collectionPath(address: string): string {
  return `/nfts/collections/${address.toLowerCase()}`
}

/** What a card shows as its price: the ask, else the open signed order's price; null if none. */
export function tokenPriceWei(
  token: Pick<ApiToken, 'currentAskPrice' | 'onOrder' | 'onOrderPrice'>,
): string | null {
  if (/^\d+$/.test(token.currentAskPrice) && BigInt(token.currentAskPrice) > 0n) {
    return token.currentAskPrice
  }
  if (token.onOrder === 1 && token.onOrderPrice && /^\d+$/.test(token.onOrderPrice)) {
    return token.onOrderPrice
  }
  return null
}
