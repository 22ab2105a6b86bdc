import { expect, test } from 'vitest'
import { getMigratorCallPairCount } from './getMigratorCallPairCount'

test.each([
  ['migrate', 2],
  ['migrateWithPermit', 2],
  ['factory', 0],
  ['legacyFactory', 0],
] as const)('%s touches %i pairs', (functionName, pairs) => {
  expect(getMigratorCallPairCount({ functionName })).toBe(pairs)
})
