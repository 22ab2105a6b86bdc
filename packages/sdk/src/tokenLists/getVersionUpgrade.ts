import type { TokenListVersion } from './types'

/** How big a list update is. */
export const VersionUpgrade = {
  NONE: 0,
  PATCH: 1,
  MINOR: 2,
  MAJOR: 3,
} as const

export type VersionUpgrade = (typeof VersionUpgrade)[keyof typeof VersionUpgrade]

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

/**
 * The kind of upgrade from `base` to `update`; NONE when `update` is not newer.
 *
 * @example
 * getVersionUpgrade({ major: 1, minor: 2, patch: 3 }, { major: 1, minor: 3, patch: 0 }) // VersionUpgrade.MINOR
 */
export function getVersionUpgrade(
  base: TokenListVersion,
  update: TokenListVersion,
): VersionUpgrade {
  if (update.major !== base.major) {
    return update.major > base.major ? VersionUpgrade.MAJOR : VersionUpgrade.NONE
  }
  if (update.minor !== base.minor) {
    return update.minor > base.minor ? VersionUpgrade.MINOR : VersionUpgrade.NONE
  }
  return update.patch > base.patch ? VersionUpgrade.PATCH : VersionUpgrade.NONE
}

/**
 * Whether `update` is newer than `base`, i.e. should become a pending update.
 *
 * @example
 * isVersionUpdate({ major: 1, minor: 0, patch: 0 }, { major: 1, minor: 0, patch: 1 }) // true
 */
export function isVersionUpdate(base: TokenListVersion, update: TokenListVersion): boolean {
  return versionComparator(base, update) < 0
}
