/**
 * What is wrong with a link's currency ids, as the user reads it (issue 11: no dead ends). A
 * route that does not redirect (spec §2) still must not show a blank form: the page names the
 * problem and offers the way back. Pure, so each rule is tested without React.
 */
import { isAddress } from '@ghost/sdk'
import { msg } from '../i18n/msg'

export type LinkProblem = {
  /** A translation key. */
  key: string
  values: Record<string, string>
}

const NATIVE_ID = 'BNB'

/** Longer ids are cut so a pasted essay cannot stretch the page. */
const MAX_SHOWN_ID_LENGTH = 46

function shown(id: string): string {
  return id.length > MAX_SHOWN_ID_LENGTH ? `${id.slice(0, MAX_SHOWN_ID_LENGTH)}…` : id
}

/**
 * Why `currencyId` cannot name a currency, or undefined when it is 'BNB' (any case) or an
 * address (EIP-55 checked when mixed case). Whether a token lives at the address is the
 * chain's answer: see `getMissingTokenProblem`.
 *
 * @example
 * getCurrencyIdProblem('0x12') // { key: 'Invalid token address in the link: %id%', values: { id: '0x12' } }
 */
export function getCurrencyIdProblem(currencyId: string | undefined): LinkProblem | undefined {
  if (currencyId === undefined) return undefined
  if (currencyId.toUpperCase() === NATIVE_ID || isAddress(currencyId)) return undefined
  return { key: msg('Invalid token address in the link: %id%'), values: { id: shown(currencyId) } }
}

/** The address is well formed but no token answers there (name, symbol, decimals unreadable). */
export function getMissingTokenProblem(address: string): LinkProblem {
  return { key: msg('No token found at this address: %address%'), values: { address } }
}

/**
 * The first problem of a liquidity link's two ids. With `pairRequired` (/remove), both ids
 * must be present and differ: the same currency twice is the spec's 'Invalid pair'. Once the
 * chain has answered, `currencyA`/`currencyB` are `null` where no token lives at the address.
 *
 * @example
 * getLiquidityLinkProblem('garbage', 'garbage', { pairRequired: true })?.values.id // 'garbage'
 * getLiquidityLinkProblem('BNB', 'bnb', { pairRequired: true })?.key // 'Invalid pair'
 */
export function getLiquidityLinkProblem(
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
  {
    pairRequired = false,
    currencyA,
    currencyB,
  }: { pairRequired?: boolean; currencyA?: unknown; currencyB?: unknown } = {},
): LinkProblem | undefined {
  const problem = getCurrencyIdProblem(currencyIdA) ?? getCurrencyIdProblem(currencyIdB)
  if (problem) return problem
  if (
    pairRequired &&
    (!currencyIdA || !currencyIdB || currencyIdA.toLowerCase() === currencyIdB.toLowerCase())
  ) {
    return { key: msg('Invalid pair'), values: {} }
  }
  if (currencyA === null && currencyIdA) return getMissingTokenProblem(currencyIdA)
  if (currencyB === null && currencyIdB) return getMissingTokenProblem(currencyIdB)
  return undefined
}

/**
 * The swap link's currency parameters that name nothing. The form still opens (an unknown
 * value reads as BNB, the reference's rule), and the page says what it ignored. A well-formed
 * address is not a problem here: an unknown one opens the Import Token modal (spec §2).
 *
 * @example
 * getSwapLinkProblem(new URLSearchParams('inputCurrency=x'))
 * // { key: 'Unknown token in the link: %id%. It was ignored.', values: { id: 'x' } }
 */
export function getSwapLinkProblem(parameters: URLSearchParams): LinkProblem | undefined {
  for (const name of ['inputCurrency', 'outputCurrency']) {
    const value = parameters.get(name)
    if (value === null || value === '') continue
    if (getCurrencyIdProblem(value)) {
      return {
        key: msg('Unknown token in the link: %id%. It was ignored.'),
        values: { id: shown(value) },
      }
    }
  }
  return undefined
}
