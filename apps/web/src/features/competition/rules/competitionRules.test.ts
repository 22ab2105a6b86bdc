import type { ApiCompetitionUser } from '@ghost/sdk'
import { buildCompetitionTree } from '@ghost/sdk/competition/merkle'
import { type Hex, zeroHash } from 'viem'
import { describe, expect, test } from 'vitest'
import { apiTrader, apiUser } from '../../../api/competition/test/fixtures'
import {
  type EntryInput,
  getEntryState,
  getTierName,
  parseCompetitionId,
  traderName,
  usdFraction,
} from './competitionRules'

describe('the ?id= of a link', () => {
  test.each([
    [null, 'latest'],
    ['0', 0],
    ['7', 7],
    ['9007199254740991', 9_007_199_254_740_991],
  ] as const)('%s names %s', (param, expected) => {
    expect(parseCompetitionId(param)).toBe(expected)
  })

  test.each(['', 'abc', '-1', '01', '1e3', '2.5', ' 1', '0x1', '9007199254740993'])(
    '%j names no competition',
    (param) => {
      expect(parseCompetitionId(param)).toBe('invalid')
    },
  )
})

test('tiers are named by team rank and rank-in-team group, as the prize table reads them', () => {
  const named = (tier: number) => {
    const { teamRank, ranks } = getTierName(tier)
    const range = ranks.key
      .replace('%first%', ranks.values.first ?? '?')
      .replace('%last%', ranks.values.last ?? '?')
    return `${teamRank} ${range}`
  }
  expect(Array.from({ length: 12 }, (_, tier) => named(tier))).toEqual([
    '1st team #1–10',
    '1st team #11–100',
    '1st team #101–500',
    '1st team #501 and below',
    '2nd team #1–10',
    '2nd team #11–100',
    '2nd team #101–500',
    '2nd team #501 and below',
    '3rd team or below #1–10',
    '3rd team or below #11–100',
    '3rd team or below #101–500',
    '3rd team or below #501 and below',
  ])
})

test('figures and names: USD from 18 decimals, a username before the short address', () => {
  expect(usdFraction('1234500000000000000000').toFixed(2)).toBe('1234.50')
  expect(
    traderName({ account: '0x00000000000000000000000000000000000000a1', username: 'ann' }),
  ).toBe('ann')
  expect(
    traderName({ account: '0xab5801a7d398351b8be11c439e05c5b3259aec9b', username: null }),
  ).toBe('0xAb...eC9B')
})

describe('the wallet’s panel', () => {
  const ACCOUNT = '0x00000000000000000000000000000000000000a1' as const
  const OTHER = '0x00000000000000000000000000000000000000b2' as const
  const tree = buildCompetitionTree(4n, [
    { account: ACCOUNT, tier: 3 },
    { account: OTHER, tier: 7 },
  ])
  const mine = tree.claims.get(ACCOUNT)
  if (!mine) throw new Error('no leaf for the account')
  const registrant = (fields: Partial<ApiCompetitionUser> = {}) =>
    apiUser(ACCOUNT, { registered: true, teamId: 2, ...fields })
  const input = (fields: Partial<EntryInput>): EntryInput => ({
    state: 'registration',
    registeredTeam: 0,
    claimed: false,
    profile: { registered: true, active: true, teamId: 2 },
    user: undefined,
    root: zeroHash,
    resultsIndexed: false,
    competitionId: 4,
    account: ACCOUNT,
    ...fields,
  })
  const claimPhase = (fields: Partial<EntryInput>) =>
    input({ state: 'claim', registeredTeam: 2, root: tree.root, resultsIndexed: true, ...fields })

  test('registration: an active profile registers for its team; a missing or paused one is sent to the profile page', () => {
    expect(getEntryState(input({}))).toEqual({ kind: 'register', teamId: 2 })
    expect(getEntryState(input({ profile: undefined }))).toEqual({ kind: 'loading' })
    expect(
      getEntryState(input({ profile: { registered: false, active: false, teamId: 0 } })),
    ).toEqual({ kind: 'needsProfile', paused: false })
    expect(
      getEntryState(input({ profile: { registered: true, active: false, teamId: 1 } })),
    ).toEqual({ kind: 'needsProfile', paused: true })
    // registered on the chain: its team then, whatever the profile says now
    expect(getEntryState(input({ registeredTeam: 1, profile: undefined }))).toEqual({
      kind: 'registered',
      teamId: 1,
    })
  })

  test('live and calculating: registered or not; a cancelled battle has nothing to do', () => {
    for (const state of ['live', 'calculating'] as const) {
      expect(getEntryState(input({ state, registeredTeam: 2 }))).toEqual({
        kind: 'registered',
        teamId: 2,
      })
      expect(getEntryState(input({ state }))).toEqual({ kind: 'notRegistered' })
    }
    expect(getEntryState(input({ state: 'cancelled', registeredTeam: 2 }))).toEqual({
      kind: 'cancelled',
    })
  })

  test('claim: a proof that leads to the chain’s root is offered; any other is refused', () => {
    const claim = { tier: 3, proof: mine.proof }
    expect(getEntryState(claimPhase({ user: registrant({ claim }) }))).toEqual({
      kind: 'claim',
      teamId: 2,
      tier: 3,
      proof: mine.proof,
    })
    // the other winner's tier under this wallet, a proof cut short, another root, no root
    for (const fields of [
      { user: registrant({ claim: { tier: 7, proof: mine.proof } }) },
      { user: registrant({ claim: { tier: 3, proof: mine.proof.slice(1) } }) },
      { user: registrant({ claim }), root: `0x${'12'.repeat(32)}` as Hex },
      { user: registrant({ claim }), root: zeroHash },
      { user: registrant({ claim }), competitionId: 5 },
    ]) {
      expect(getEntryState(claimPhase(fields))).toEqual({ kind: 'badProof', teamId: 2 })
    }
  })

  test('claim: no prize says why; results the index has not read are waited for', () => {
    const standing = (volume: string, tier: number | null) =>
      apiTrader(ACCOUNT, { teamId: 2, volume, tier })
    expect(
      getEntryState(claimPhase({ user: registrant({ standing: standing('0', null) }) })),
    ).toEqual({ kind: 'noPrize', teamId: 2, reason: 'noVolume' })
    expect(getEntryState(claimPhase({ user: registrant() }))).toEqual({
      kind: 'noPrize',
      teamId: 2,
      reason: 'noVolume',
    })
    expect(
      getEntryState(claimPhase({ user: registrant({ standing: standing('5', null) }) })),
    ).toEqual({ kind: 'noPrize', teamId: 2, reason: 'noTier' })
    expect(
      getEntryState(
        claimPhase({ resultsIndexed: false, user: registrant({ standing: standing('5', 3) }) }),
      ),
    ).toEqual({ kind: 'resultsPending', teamId: 2 })
    expect(getEntryState(claimPhase({ user: undefined }))).toEqual({ kind: 'loading' })
    expect(getEntryState(claimPhase({ registeredTeam: 0 }))).toEqual({ kind: 'notRegistered' })
  })

  test('claimed, by the chain or the index, wins over the window’s end; after it the rest is over', () => {
    const claim = { tier: 3, proof: mine.proof }
    expect(getEntryState(claimPhase({ claimed: true, user: registrant({ claim }) }))).toEqual({
      kind: 'claimed',
      teamId: 2,
      tier: 3,
    })
    expect(
      getEntryState(claimPhase({ state: 'over', user: registrant({ claim, claimed: true }) })),
    ).toEqual({ kind: 'claimed', teamId: 2, tier: 3 })
    expect(getEntryState(claimPhase({ state: 'over', user: registrant({ claim }) }))).toEqual({
      kind: 'over',
      teamId: 2,
    })
  })
})
