import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { getPoolActions } from './getPoolActions'
import { GHOST, testPoolConfig, testPoolView } from './testPoolViews'

const connected = { hasAccount: true }

describe('getPoolActions', () => {
  test('without a wallet: connect, nothing enabled', () => {
    const pool = testPoolView(testPoolConfig(2), { staked: '1', pending: '1' }, { account: false })
    expect(getPoolActions(pool, { hasAccount: false })).toEqual({
      needsWallet: true,
      stakeStep: 'loading',
      canStakeMore: false,
      canHarvest: false,
      showCompound: false,
      canCompound: false,
      showEmergencyWithdraw: false,
    })
  })

  test('a BNB pool needs no Enable; with a stake − and + show', () => {
    expect(getPoolActions(testPoolView(testPoolConfig(2)), connected)).toMatchObject({
      needsWallet: false,
      stakeStep: 'stake',
      canStakeMore: true,
      canHarvest: false,
    })
    const staked = testPoolView(testPoolConfig(2), { staked: '1', pending: '0.0001' })
    expect(getPoolActions(staked, connected)).toMatchObject({
      stakeStep: 'staked',
      canStakeMore: true,
      canHarvest: true,
      showCompound: false,
    })
  })

  test('+ is off at the limit and in finished pools', () => {
    const atLimit = testPoolView(testPoolConfig(2), { staked: '10', limit: '10' })
    expect(getPoolActions(atLimit, connected).canStakeMore).toBe(false)
    const below = testPoolView(testPoolConfig(2), { staked: '9.99', limit: '10' })
    expect(getPoolActions(below, connected).canStakeMore).toBe(true)
    const finished = testPoolView(testPoolConfig(0, { isFinished: true }), {
      staked: '1',
      pending: '0.1',
    })
    expect(getPoolActions(finished, connected)).toMatchObject({
      stakeStep: 'staked',
      canStakeMore: false,
      // a finished pool still pays out what was earned
      canHarvest: true,
    })
  })

  test('an ERC20 pool without allowance shows Enable; with it, Stake', () => {
    const config = testPoolConfig(4, { staking: GHOST, earning: GHOST })
    expect(getPoolActions(testPoolView(config), connected).stakeStep).toBe('enable')
    expect(
      getPoolActions(testPoolView(config, { allowance: parseEther('1') }), connected).stakeStep,
    ).toBe('stake')
  })

  test('Compound only when staking the reward token, with a reward and room under the limit', () => {
    const config = testPoolConfig(4, { staking: GHOST, earning: GHOST })
    const pool = (numbers: Parameters<typeof testPoolView>[1]) =>
      getPoolActions(testPoolView(config, { allowance: parseEther('100'), ...numbers }), connected)
    expect(pool({ staked: '1', pending: '0' })).toMatchObject({
      showCompound: true,
      canCompound: false,
    })
    expect(pool({ staked: '1', pending: '0.5' })).toMatchObject({ canCompound: true })
    expect(pool({ staked: '9.6', pending: '0.5', limit: '10' }).canCompound).toBe(false)
    expect(pool({ staked: '9.5', pending: '0.5', limit: '10' }).canCompound).toBe(true)
  })

  test('emergency withdraw where the config enables it and something is staked', () => {
    const config = testPoolConfig(2, { enableEmergencyWithdraw: true })
    expect(
      getPoolActions(testPoolView(config, { staked: '1' }), connected).showEmergencyWithdraw,
    ).toBe(true)
    expect(getPoolActions(testPoolView(config), connected).showEmergencyWithdraw).toBe(false)
    expect(
      getPoolActions(testPoolView(testPoolConfig(2), { staked: '1' }), connected)
        .showEmergencyWithdraw,
    ).toBe(false)
  })
})
