import { ChainId } from '@ghost/sdk'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { calculateGasMargin, LOCAL_CHAIN_GAS_ALLOWANCE } from './calculateGasMargin'

test('adds 10% to the estimate on BSC and its testnet', () => {
  expect(calculateGasMargin(100_000n, ChainId.BSC)).toBe(110_000n)
  expect(calculateGasMargin(135_791n, ChainId.BSC_TESTNET)).toBe(149_370n)
})

test('the local chain adds its fixed allowance on top', () => {
  expect(calculateGasMargin(100_000n, ChainId.LOCAL)).toBe(110_000n + LOCAL_CHAIN_GAS_ALLOWANCE)
})

test('never less than the estimate, never more than 10% above it on BSC', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: 21_000n, max: 30_000_000n }), (estimate) => {
      const limit = calculateGasMargin(estimate, ChainId.BSC)
      return limit >= estimate && limit * 10n <= estimate * 11n
    }),
  )
})
