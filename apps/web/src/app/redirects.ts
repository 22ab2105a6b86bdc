/**
 * The redirect rules of the route table (spec §2) as pure functions of the URL parameters, so
 * they are tested without React. Each returns the path to go to, or `undefined` to stay.
 */

const CURRENCY_ID = '(?:0x[a-fA-F0-9]{40}|BNB)'
/** Address or BNB, hyphen, address or BNB. */
export const PAIR_PATTERN = new RegExp(`^(${CURRENCY_ID})-(${CURRENCY_ID})$`)
const ADDRESS_PAIR = /^(0x[a-fA-F0-9]{40})-(0x[a-fA-F0-9]{40})$/

export type AddRoute = '/add' | '/create'

/** `/add/{a}-{b}` → `/add/{a}/{b}`; `/add/{a}/{a}` (any case) → `/add/{a}`. */
export function getAddRedirect(
  base: AddRoute,
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
): string | undefined {
  if (!currencyIdA) return undefined
  const pair = PAIR_PATTERN.exec(currencyIdA)
  if (pair && currencyIdB === undefined) return `${base}/${pair[1]}/${pair[2]}`
  if (currencyIdB !== undefined && currencyIdA.toLowerCase() === currencyIdB.toLowerCase()) {
    return `${base}/${currencyIdA}`
  }
  return undefined
}

/** `/remove/{a}-{b}` with two addresses → `/remove/{a}/{b}`; anything else → `/pool`. */
export function getRemoveRedirect(tokens: string | undefined): string {
  const pair = tokens ? ADDRESS_PAIR.exec(tokens) : null
  return pair ? `/remove/${pair[1]}/${pair[2]}` : '/pool'
}

/** `/swap/{outputCurrency}` → `/swap?outputCurrency=…`, keeping any other query parameters. */
export function getSwapOutputRedirect(outputCurrency: string, search: string): string {
  const params = new URLSearchParams(search)
  params.set('outputCurrency', outputCurrency)
  return `/swap?${params.toString()}`
}

/** `/profile` → the connected account's NFT profile (lowercase), or the profile page without one. */
export function getProfileRedirect(account: string | undefined): string {
  return account ? `/nfts/profile/${account.toLowerCase()}` : '/nfts/profile'
}
