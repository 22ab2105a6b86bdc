import type { TokenListVersion } from './types'
import { versionComparator } from './versionComparator'

/**
 * Whether `update` is newer than `base`, i.e. should become a pending update.
 *
 * @example
 * isVersionUpdate({ major: 1, minor: 0, patch: 0 }, { major: 1, minor: 0, patch: 1 }) // true
 */
export function isVersionUpdate(base: TokenListVersion, update: TokenListVersion): boolean {
  return versionComparator(base, update) < 0
}
