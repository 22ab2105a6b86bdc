import { describe, expect, test } from 'vitest'
import {
  BUYBACK_BURN_FEE_BPS,
  LP_FEE_BPS,
  PROTOCOL_FEE_BPS,
  SWAP_FEE_BPS,
  TREASURY_FEE_BPS,
} from './amm'

describe('swap fee split (spec §9)', () => {
  test('0.25% = 0.17% to liquidity providers + 0.03% to the treasury + 0.05% to buyback and burn', () => {
    expect([SWAP_FEE_BPS, LP_FEE_BPS, TREASURY_FEE_BPS, BUYBACK_BURN_FEE_BPS]).toEqual([
      25n,
      17n,
      3n,
      5n,
    ])
    expect(LP_FEE_BPS + TREASURY_FEE_BPS + BUYBACK_BURN_FEE_BPS).toBe(SWAP_FEE_BPS)
  })

  test('the protocol (treasury + burn) takes 8 of the 25 bps', () => {
    expect(PROTOCOL_FEE_BPS).toBe(8n)
    expect(SWAP_FEE_BPS - PROTOCOL_FEE_BPS).toBe(LP_FEE_BPS)
  })
})
