import { parseEnsAddress } from './parseEnsAddress'
import { uriToHttp } from './uriToHttp'

/** Spec §5 texts of the list location field. */
export const LIST_LOCATION_MESSAGES = {
  placeholder: 'https:// or {address} or ENS name',
  invalid: 'Enter valid list location',
  importFailed: 'Error importing list',
} as const

/**
 * Whether a typed token-list location can be fetched: an https, http, ipfs or ipns URI, or an
 * ENS name (with an optional path).
 *
 * @example
 * isValidListLocation('tokens.ghost.eth') // true
 * isValidListLocation('ftp://example.com/list.json') // false
 */
export function isValidListLocation(value: string): boolean {
  return uriToHttp(value).length > 0 || parseEnsAddress(value) !== undefined
}
