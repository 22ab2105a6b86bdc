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
