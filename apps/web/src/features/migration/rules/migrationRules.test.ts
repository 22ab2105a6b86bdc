import { expect, test } from 'vitest'
import {
  getMigrationQuote,
  getPositionStep,
  getShownPositions,
  type LegacyPosition,
} from './migrationRules'

const E = 10n ** 18n
const A = '0x1000000000000000000000000000000000000001'
const B = '0x2000000000000000000000000000000000000002'

/** 10 LP of a legacy pair of 100 A : 400 B with a supply of 200 LP; no Ghost pair. */
function position(fields: Partial<LegacyPosition> = {}): LegacyPosition {
  return {
    pair: '0x3000000000000000000000000000000000000003',
    token0: A,
    token1: B,
    reserve0: 100n * E,
    reserve1: 400n * E,
    totalSupply: 200n * E,
    kLast: 0n,
    balance: 10n * E,
    stake: undefined,
    ghost: undefined,
    ...fields,
  }
}

const fees = { legacyFeeOn: false, ghostFeeOn: false, slippageBips: 50 }

test('staked LP is unstaken first; LP in the wallet is migrated; nothing left is done', () => {
  expect(getPositionStep(position({ stake: { pid: 0n, amount: 1n } }))).toBe('unstake')
  expect(getPositionStep(position({ stake: { pid: 0n, amount: 0n } }))).toBe('migrate')
  expect(getPositionStep(position({ balance: 0n }))).toBe('done')
})

test('the page lists LP in the wallet or the farm, and a pair migrated here even when emptied', () => {
  const held = position()
  const staked = position({ pair: B, balance: 0n, stake: { pid: 0n, amount: 5n } })
  const empty = position({ pair: A, balance: 0n })
  expect(getShownPositions([held, staked, empty], new Set())).toEqual([held, staked])
  expect(getShownPositions([empty], new Set([A.toLowerCase()]))).toEqual([empty])
})

test('into a Ghost pair of 1 A : 5 B: all of A at Ghost’s ratio, the B it cannot take refunded (hand-computed)', () => {
  // 10 of 200 LP pays 5 A and 20 B; Ghost's 50 A : 250 B takes 5 A with 25 B > 20, so all 20 B
  // and 20·50/250 = 4 A; 1 A back. Ghost LP: min(4·100/50, 20·100/250) = 8.
  const quoted = getMigrationQuote(
    position({
      ghost: {
        pair: B,
        reserve0: 50n * E,
        reserve1: 250n * E,
        totalSupply: 100n * E,
        kLast: 0n,
        balance: 0n,
      },
    }),
    fees,
  )
  if (!quoted.ok) throw new Error(quoted.reason)
  expect(quoted.quote).toMatchObject({
    amountA: 5n * E,
    amountB: 20n * E,
    depositedA: 4n * E,
    depositedB: 20n * E,
    refundA: 1n * E,
    refundB: 0n,
    liquidityOut: 8n * E,
    // 0.5% slippage
    amountAMin: 398n * 10n ** 16n,
    amountBMin: 199n * 10n ** 17n,
  })
})

test('what the chain would refuse is said, not quoted', () => {
  expect(getMigrationQuote(position({ balance: 0n }), fees)).toEqual({
    ok: false,
    reason: 'nothing',
  })
  const oneSided = position({
    ghost: { pair: B, reserve0: 5n, reserve1: 0n, totalSupply: 0n, kLast: 0n, balance: 0n },
  })
  expect(getMigrationQuote(oneSided, fees)).toEqual({ ok: false, reason: 'ghostPairOneSided' })
  // 1 wei of 200 LP pays no A
  expect(getMigrationQuote(position({ balance: 1n }), fees)).toEqual({
    ok: false,
    reason: 'tooSmall',
  })
})
