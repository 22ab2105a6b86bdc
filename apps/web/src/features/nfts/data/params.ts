/**
 * URL parameters as the NFT screens take them: a malformed address or token id becomes
 * undefined (the screens then show their not-found state) and never reaches the API.
 */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const TOKEN_ID = /^\d{1,78}$/

/** The address lowercased, or undefined when `value` is not 0x and 40 hex digits. */
export function parseNftAddress(value: string | null | undefined): string | undefined {
  return value && ADDRESS.test(value) ? value.toLowerCase() : undefined
}

/** A token id as canonical decimal text (no leading zeros), or undefined. */
export function parseTokenId(value: string | null | undefined): string | undefined {
  if (!value || !TOKEN_ID.test(value)) return undefined
  const id = BigInt(value)
  return id < 2n ** 256n ? id.toString() : undefined
}
