import type { TokenListVersion } from './types'

/**
 * Orders two list versions: negative when `a` is older.
 *
 * @example
 * versionComparator({ major: 1, minor: 0, patch: 0 }, { major: 1, minor: 1, patch: 0 }) // -1
 */
export function versionComparator(a: TokenListVersion, b: TokenListVersion): number {
  if (a.major !== b.major) return a.major < b.major ? -1 : 1
  if (a.minor !== b.minor) return a.minor < b.minor ? -1 : 1
  if (a.patch !== b.patch) return a.patch < b.patch ? -1 : 1
  return 0
}
