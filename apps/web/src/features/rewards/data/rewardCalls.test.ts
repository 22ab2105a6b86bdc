import { iFeeManagerAbi, iGhostPotAbi, iSharePotAbi } from '@ghost/contracts'
import { describe, expect, test } from 'vitest'
import {
  getAddressCalls,
  getCountCalls,
  getProgrammeCalls,
  parseCounts,
  parseProgrammeReads,
  parseProgrammeRefs,
  type RewardAddresses,
  type RewardRead,
} from './rewardCalls'

const ADDRESSES: RewardAddresses = {
  GhostPot: '0x00000000000000000000000000000000000000a1',
  SharePotFactory: '0x00000000000000000000000000000000000000a2',
  FeeManagerFactory: '0x00000000000000000000000000000000000000a3',
}
const POT = '0x00000000000000000000000000000000000000b1'
const MANAGER = '0x00000000000000000000000000000000000000c1'
const USER = '0x00000000000000000000000000000000000000d1'
const ok = (result: unknown): RewardRead => ({ status: 'success', result })
const failed: RewardRead = { status: 'failure', error: new Error('reverted') }

describe('the three call lists', () => {
  test('counts come from the two factories', () => {
    expect(getCountCalls(ADDRESSES).map((call) => [call.address, call.functionName])).toEqual([
      [ADDRESSES.SharePotFactory, 'potCount'],
      [ADDRESSES.FeeManagerFactory, 'feeManagerCount'],
    ])
    expect(parseCounts([ok(2n), ok(1n)])).toEqual({ pots: 2, feeManagers: 1 })
    expect(parseCounts([failed, ok(3n)])).toEqual({ pots: 0, feeManagers: 3 })
    expect(parseCounts(undefined)).toEqual({ pots: 0, feeManagers: 0 })
  })

  test('an address call per index, pots first, then managers', () => {
    const calls = getAddressCalls(ADDRESSES, { pots: 2, feeManagers: 1 })
    expect(calls.map((call) => [call.functionName, call.args])).toEqual([
      ['getPotAddress', [0n]],
      ['getPotAddress', [1n]],
      ['getFeeManagerAddress', [0n]],
    ])
  })

  test('the ghost pot leads; a failed address read is left out, the others keep their kind', () => {
    expect(
      parseProgrammeRefs(ADDRESSES, { pots: 2, feeManagers: 1 }, [ok(POT), failed, ok(MANAGER)]),
    ).toEqual([
      { kind: 'ghostPot', address: ADDRESSES.GhostPot },
      { kind: 'sharePot', address: POT },
      { kind: 'feeManager', address: MANAGER },
    ])
  })

  test("each kind's user reads are the functions spec §3 names, only with an account", () => {
    const refs = [
      { kind: 'ghostPot', address: ADDRESSES.GhostPot },
      { kind: 'sharePot', address: POT },
      { kind: 'feeManager', address: MANAGER },
    ] as const
    const anonymous = getProgrammeCalls(refs, undefined)
    expect(anonymous.contracts.map((call) => call.functionName)).toEqual([
      'name',
      'admin',
      'totalLevel',
      'name',
      'admin',
      'totalLevel',
      'collection',
      'name',
      'admin',
      'totalLevel',
    ])
    const withUser = getProgrammeCalls(refs, USER)
    const userCalls = withUser.contracts.filter((call) => call.args?.[0] === USER)
    expect(userCalls.map((call) => [call.address, call.functionName])).toEqual([
      [ADDRESSES.GhostPot, 'ghostSquadLevel'],
      [ADDRESSES.GhostPot, 'getPendingReward'],
      [POT, 'userLevel'],
      [POT, 'pendingReward'],
      [MANAGER, 'levels'],
      [MANAGER, 'pendingReward'],
    ])
    expect(withUser.contracts.map((call) => call.abi)).toContain(iGhostPotAbi)
    expect(withUser.contracts.map((call) => call.abi)).toContain(iSharePotAbi)
    expect(withUser.contracts.map((call) => call.abi)).toContain(iFeeManagerAbi)
  })

  test('answers land on their programme; a failed read stays unknown, never 0', () => {
    const { contracts, layout } = getProgrammeCalls(
      [
        { kind: 'ghostPot', address: ADDRESSES.GhostPot },
        { kind: 'sharePot', address: POT },
      ],
      USER,
    )
    const answers: Record<string, RewardRead> = {
      [`${ADDRESSES.GhostPot}:name`]: ok('Ghost Pot'),
      [`${ADDRESSES.GhostPot}:admin`]: ok(USER),
      [`${ADDRESSES.GhostPot}:totalLevel`]: ok(5n),
      [`${ADDRESSES.GhostPot}:ghostSquadLevel`]: ok(2n),
      [`${ADDRESSES.GhostPot}:getPendingReward`]: ok(123n),
      [`${POT}:name`]: ok('Pot'),
      [`${POT}:admin`]: ok(USER),
      [`${POT}:totalLevel`]: ok(0n),
      [`${POT}:collection`]: ok(MANAGER),
      [`${POT}:userLevel`]: ok(0n),
      [`${POT}:pendingReward`]: failed,
    }
    const reads = contracts.map((call) => answers[`${call.address}:${call.functionName}`] ?? failed)
    const [pot, share] = parseProgrammeReads(layout, reads)
    expect(pot).toEqual({
      kind: 'ghostPot',
      address: ADDRESSES.GhostPot,
      name: 'Ghost Pot',
      admin: USER,
      totalLevel: 5n,
      collection: undefined,
      user: { level: 2n, pendingReward: 123n },
    })
    expect(share?.collection).toBe(MANAGER)
    expect(share?.user).toBeUndefined()
    expect(parseProgrammeReads(layout, undefined)[0]?.name).toBeUndefined()
  })
})
