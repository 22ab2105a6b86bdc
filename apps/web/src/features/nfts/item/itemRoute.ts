/**
 * The item page's URL (`/nfts/collections/{collectionAddress}/{tokenId}`, spec §2). A minted
 * token is addressed by its decimal token id. A lazily minted token (a creator's signed order,
 * not minted yet) has no token id: the API reads a token by id only, so its page is addressed by
 * its token UID (bytes32 hex) in the same slot, read through `orders?uid` and the order's
 * metadata; once the order is executed that page sends the visitor on to the minted token's id.
 */

export type NftItemKey =
  | { kind: 'minted'; collection: string; tokenId: string }
  | { kind: 'unminted'; collection: string; tokenUID: string }

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const TOKEN_ID = /^\d{1,78}$/
const TOKEN_UID = /^0x[0-9a-fA-F]{64}$/
const UINT256_LIMIT = 2n ** 256n

/** The item the route's params name, or null when they are malformed (the page shows not found). */
export function parseNftItemParams(
  collectionAddress: string | undefined,
  tokenId: string | undefined,
): NftItemKey | null {
  if (!collectionAddress || !tokenId || !ADDRESS.test(collectionAddress)) return null
  const collection = collectionAddress.toLowerCase()
  if (TOKEN_ID.test(tokenId)) {
    const id = BigInt(tokenId)
    return id < UINT256_LIMIT ? { kind: 'minted', collection, tokenId: id.toString() } : null
  }
  if (TOKEN_UID.test(tokenId))
    return { kind: 'unminted', collection, tokenUID: tokenId.toLowerCase() }
  return null
}
