import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { COMPETITION_TIER_COUNT, TEAM_TOP_MEMBERS } from './constants'
import { countTiers, describePrizeTier, getPrizeTier, rankCompetition } from './rankCompetition'

const USD = 10n ** 18n
const account = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

describe('getPrizeTier', () => {
  test.each([
    [1, 1, 0],
    [1, 10, 0],
    [1, 11, 1],
    [1, 100, 1],
    [1, 101, 2],
    [1, 500, 2],
    [1, 501, 3],
    [1, 10_000, 3],
    [2, 1, 4],
    [2, 501, 7],
    [3, 1, 8],
    [7, 12, 9],
    [40, 1_000, 11],
  ])('team rank %i, rank %i in the team → tier %i', (teamRank, rankInTeam, tier) => {
    expect(getPrizeTier(teamRank, rankInTeam)).toBe(tier)
  })

  test('refuses ranks below 1', () => {
    expect(() => getPrizeTier(0, 1)).toThrow(RangeError)
    expect(() => getPrizeTier(1, 0)).toThrow(RangeError)
    expect(() => getPrizeTier(1.5, 1)).toThrow(RangeError)
  })

  test('describePrizeTier names every tier and round-trips through getPrizeTier', () => {
    expect(describePrizeTier(0)).toEqual({ teamRank: 1, firstRank: 1, lastRank: 10 })
    expect(describePrizeTier(6)).toEqual({ teamRank: 2, firstRank: 101, lastRank: 500 })
    expect(describePrizeTier(11)).toEqual({ teamRank: 3, firstRank: 501, lastRank: null })
    for (let tier = 0; tier < COMPETITION_TIER_COUNT; tier++) {
      const { teamRank, firstRank, lastRank } = describePrizeTier(tier)
      expect(getPrizeTier(teamRank, firstRank)).toBe(tier)
      if (lastRank !== null) expect(getPrizeTier(teamRank, lastRank)).toBe(tier)
    }
    expect(() => describePrizeTier(COMPETITION_TIER_COUNT)).toThrow(RangeError)
  })
})

describe('rankCompetition: worked example', () => {
  test('two teams, a tie inside a team, a trader without volume', () => {
    const registrants = [
      { account: account(1), teamId: 1, order: 0 },
      { account: account(2), teamId: 2, order: 1 },
      { account: account(3), teamId: 1, order: 2 },
      { account: account(4), teamId: 2, order: 3 },
      { account: account(5), teamId: 1, order: 4 },
      { account: account(6), teamId: 2, order: 5 },
    ]
    const volumes = new Map([
      [account(1), 100n * USD],
      [account(2), 300n * USD],
      [account(3), 100n * USD],
      [account(4), 50n * USD],
      // 5 made no trade, 6 made 1 wei of volume
      [account(6), 1n],
    ])
    const { teams, traders } = rankCompetition(registrants, volumes)
    // team 2: 300 + 50 + 1 wei beats team 1's 100 + 100
    expect(teams).toEqual([
      { teamId: 2, rank: 1, volume: 350n * USD + 1n, members: 3 },
      { teamId: 1, rank: 2, volume: 200n * USD, members: 3 },
    ])
    const byAccount = new Map(traders.map((t) => [t.account, t]))
    expect(byAccount.get(account(2))).toMatchObject({ rankInTeam: 1, teamRank: 1, tier: 0 })
    expect(byAccount.get(account(6))).toMatchObject({ rankInTeam: 3, teamRank: 1, tier: 0 })
    // the tie between 1 and 3 goes to the earlier registration
    expect(byAccount.get(account(1))).toMatchObject({ rankInTeam: 1, teamRank: 2, tier: 4 })
    expect(byAccount.get(account(3))).toMatchObject({ rankInTeam: 2, teamRank: 2, tier: 4 })
    expect(byAccount.get(account(5))).toMatchObject({ rankInTeam: 3, volume: 0n, tier: null })
    expect(countTiers(traders)).toEqual([3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0])
  })

  test('a team counts only its best 500 members', () => {
    const big = Array.from({ length: TEAM_TOP_MEMBERS + 2 }, (_, i) => ({
      account: account(i + 1),
      teamId: 1,
      order: i,
    }))
    const small = [{ account: account(9_999), teamId: 2, order: 10_000 }]
    const volumes = new Map(big.map((r) => [r.account, USD]))
    // 500 USD from team 1's best 500; team 2's one trader has 500 USD + 1 wei
    volumes.set(account(9_999), 500n * USD + 1n)
    const { teams, traders } = rankCompetition([...big, ...small], volumes)
    expect(teams.map((t) => [t.teamId, t.volume])).toEqual([
      [2, 500n * USD + 1n],
      [1, 500n * USD],
    ])
    const last = traders.find((t) => t.account === account(TEAM_TOP_MEMBERS + 2))
    expect(last).toMatchObject({ rankInTeam: 502, teamRank: 2, tier: 7 })
  })

  test('refuses a trader registered twice, in any case', () => {
    const registrants = [
      { account: account(10), teamId: 1, order: 0 },
      { account: account(10).toUpperCase().replace('0X', '0x'), teamId: 2, order: 1 },
    ]
    expect(() => rankCompetition(registrants, new Map())).toThrow(/registered twice/)
  })
})

describe('rankCompetition: against a naive model', () => {
  const inputArb = fc
    .array(
      fc.record({
        teamId: fc.integer({ min: 1, max: 4 }),
        volume: fc.oneof(
          fc.constant(0n),
          fc.bigInt({ min: 1n, max: 1_000n * USD }),
          fc.constantFrom(USD, 2n * USD),
        ),
      }),
      { minLength: 1, maxLength: 40 },
    )
    .map((rows) => rows.map((row, order) => ({ ...row, order, account: account(order + 1) })))

  test('ranks, team volumes and tiers match a sort-everything model', () => {
    fc.assert(
      fc.property(inputArb, (rows) => {
        const { teams, traders } = rankCompetition(
          rows.map(({ account, teamId, order }) => ({ account, teamId, order })),
          new Map(rows.map((r) => [r.account, r.volume])),
        )
        // model: for each team, sort by (volume desc, order asc); team volume = sum of all
        // members (every team here is far below 500); teams by (volume desc, id asc)
        const teamIds = [...new Set(rows.map((r) => r.teamId))]
        const modelTeams = teamIds
          .map((teamId) => {
            const members = rows
              .filter((r) => r.teamId === teamId)
              .sort((a, b) =>
                a.volume === b.volume ? a.order - b.order : a.volume > b.volume ? -1 : 1,
              )
            return { teamId, members, volume: members.reduce((s, m) => s + m.volume, 0n) }
          })
          .sort((a, b) =>
            a.volume === b.volume ? a.teamId - b.teamId : a.volume > b.volume ? -1 : 1,
          )
        expect(teams.map((t) => [t.teamId, t.volume, t.members])).toEqual(
          modelTeams.map((t) => [t.teamId, t.volume, t.members.length]),
        )
        for (const [index, team] of modelTeams.entries()) {
          team.members.forEach((member, position) => {
            const ranked = traders.find((t) => t.account === member.account)
            expect(ranked?.rankInTeam).toBe(position + 1)
            expect(ranked?.teamRank).toBe(index + 1)
            // the tier's description holds the trader's ranks
            if (member.volume === 0n) expect(ranked?.tier).toBeNull()
            else {
              const described = describePrizeTier(ranked?.tier as number)
              expect(described.teamRank).toBe(Math.min(index + 1, 3))
              expect(position + 1).toBeGreaterThanOrEqual(described.firstRank)
            }
          })
        }
        expect(traders).toHaveLength(rows.length)
        const counted = countTiers(traders).reduce((s, n) => s + n, 0)
        expect(counted).toBe(rows.filter((r) => r.volume > 0n).length)
      }),
      { numRuns: 200 },
    )
  })
})
