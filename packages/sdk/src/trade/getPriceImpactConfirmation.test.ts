import { describe, expect, test } from 'vitest'
import { Percent } from '../amounts/percent'
import { getPriceImpactConfirmation } from './getPriceImpactConfirmation'

const bips = (value: bigint) => new Percent(value, 10_000n)

describe('getPriceImpactConfirmation', () => {
  test('confirm from 5%, type "confirm" from 10% (impact without fee)', () => {
    expect(
      [undefined, bips(499n), bips(500n), bips(999n), bips(1000n)].map(getPriceImpactConfirmation),
    ).toEqual(['none', 'none', 'confirm', 'confirm', 'type-confirm'])
  })
})
