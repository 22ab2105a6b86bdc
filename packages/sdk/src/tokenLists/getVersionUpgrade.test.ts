import { describe, expect, test } from 'vitest'
import { getVersionUpgrade, VersionUpgrade } from './getVersionUpgrade'
import { isVersionUpdate } from './isVersionUpdate'
import { versionComparator } from './versionComparator'

describe('getVersionUpgrade', () => {
  const v = (major: number, minor: number, patch: number) => ({ major, minor, patch })

  test('upgrade kinds and pending-update detection', () => {
    expect(getVersionUpgrade(v(1, 2, 3), v(1, 2, 3))).toBe(VersionUpgrade.NONE)
    expect(getVersionUpgrade(v(1, 2, 3), v(1, 2, 4))).toBe(VersionUpgrade.PATCH)
    expect(getVersionUpgrade(v(1, 2, 3), v(1, 3, 0))).toBe(VersionUpgrade.MINOR)
    expect(getVersionUpgrade(v(1, 2, 3), v(2, 0, 0))).toBe(VersionUpgrade.MAJOR)
    expect(getVersionUpgrade(v(1, 2, 3), v(1, 1, 9))).toBe(VersionUpgrade.NONE)
    expect(getVersionUpgrade(v(2, 0, 0), v(1, 9, 9))).toBe(VersionUpgrade.NONE)
    expect(versionComparator(v(1, 0, 0), v(1, 0, 0))).toBe(0)
    expect(isVersionUpdate(v(1, 0, 0), v(1, 0, 1))).toBe(true)
    expect(isVersionUpdate(v(1, 0, 1), v(1, 0, 0))).toBe(false)
  })
})
