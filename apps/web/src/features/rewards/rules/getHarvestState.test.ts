import { describe, expect, test } from 'vitest'
import { getHarvestState } from './getHarvestState'

describe('getHarvestState', () => {
  test('enabled only with a wallet and a pending reward above 0', () => {
    expect(getHarvestState({ connected: true, pendingReward: 1n })).toEqual({ enabled: true })
    expect(getHarvestState({ connected: true, pendingReward: 0n })).toEqual({
      enabled: false,
      reason: 'Nothing to harvest yet.',
    })
    expect(getHarvestState({ connected: true, pendingReward: undefined })).toEqual({
      enabled: false,
      reason: 'Loading…',
    })
    expect(getHarvestState({ connected: false, pendingReward: 5n })).toEqual({
      enabled: false,
      reason: 'Connect your wallet to harvest.',
    })
  })
})
