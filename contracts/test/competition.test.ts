/**
 * GhostTradingCompetition: every function's success with its events and state, every `require`
 * message with a case (a table checked against the source), the owner-only functions refused to
 * anyone else, and the prize figures worked out by hand: a 600 USD prize with CAKE at 2 USD and
 * the partners at 1, 0.5 and 3 USD is 150 CAKE, 100 PA, 200 PB and 33.333333 PC. One fixture
 * world: four tokens (PC with 6 decimals), a profile with two teams, four active players, a
 * paused profile, a wallet without one, and the competition owned by the operator.
 */
import { type Address, type Hex, parseEventLogs, zeroAddress, zeroHash } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  ghostProfileAbi,
  ghostTradingCompetitionAbi,
  ghostTradingCompetitionBytecode,
} from '../generated'
import type { AnvilClient } from '../lib/anvil'
import {
  type Amounts,
  balances,
  CAMPAIGN_ID,
  CLAIM_DURATION,
  type CompetitionOptions,
  type CompetitionWorld,
  type CreatedCompetition,
  claim,
  competitionEventNames,
  competitionEvents,
  competitionRead,
  competitionRevert,
  competitionSend,
  createCompetition,
  DAY,
  deployCompetitionWorld,
  deployFeed,
  deployTaxToken,
  deployTestToken,
  difference,
  E18,
  endLive,
  fund,
  latestTimestamp,
  MAX_PRICE_AGE,
  mineAt,
  mustRevert,
  PHASE,
  POINT_ROLE,
  PRICES,
  profilePoints,
  profileTeam,
  proofOf,
  publish,
  type Quad,
  quadOf,
  type ResultsTree,
  register,
  resultsTree,
  SPECIAL_ROLE,
  setFeedAnswer,
  setFeedRound,
  startLive,
  TIERS,
  type Tier,
  tokenBalance,
  USD_FEED,
  type Winner,
} from './competition/setup'
import { approveToken, transferToken } from './farms/setup'
import { deployRevert } from './ifo/setup'
import { profileCall, send as sendProfile } from './nft/profile'
import { anvilWorldPerFile } from './shared/anvilFixture'
import { type RevertCase, requireMessagesIn } from './shared/revertTable'

let w: CompetitionWorld
let alice: AnvilClient
let bob: AnvilClient
let carol: AnvilClient
let dave: AnvilClient

anvilWorldPerFile(async (anvil) => {
  w = await deployCompetitionWorld(anvil.url, 4)
  ;[alice, bob, carol, dave] = w.players as [AnvilClient, AnvilClient, AnvilClient, AnvilClient]
  return w.admin
})

// ─── Figures worked out by hand ───────────────────────────────────────────────────────────────
// CAKE 2 USD, PA 1 USD, PB 0.5 USD, PC 3 USD (6 decimals). A prize is split by value: half in
// CAKE, a sixth in each partner token.

/** 600 USD: 300 USD of CAKE = 150 CAKE; 100 USD = 100 PA = 200 PB = 33.333333 PC (rounded down). */
const PRIZE_600: Amounts = [150n * E18, 100n * E18, 200n * E18, 33_333_333n]
/** 60 USD: 30 USD = 15 CAKE; 10 USD = 10 PA = 20 PB = 3.333333 PC. */
const PRIZE_60: Amounts = [15n * E18, 10n * E18, 20n * E18, 3_333_333n]
/** 6 USD: 3 USD = 1.5 CAKE; 1 USD = 1 PA = 2 PB = 0.333333 PC. */
const PRIZE_6: Amounts = [1_500_000_000_000_000_000n, E18, 2n * E18, 333_333n]
/** The three default winners' prizes together (one winner per tier). */
const OWED_DEFAULT: Amounts = [166_500_000_000_000_000_000n, 111n * E18, 222n * E18, 36_999_999n]
/** What the default competitions are funded with: 1,000 of each token. */
const FUNDING: Amounts = [1_000n * E18, 1_000n * E18, 1_000n * E18, 1_000_000_000n]
const NONE: Amounts = [0n, 0n, 0n, 0n]

const addressOf = (client: AnvilClient) => client.account.address
const blockTime = async (blockNumber: bigint) => (await w.admin.getBlock({ blockNumber })).timestamp

/** The default winners: Alice in tier 0, Bob in tier 1, Carol in tier 2. */
const defaultWinners = (): Winner[] => [
  [addressOf(alice), 0],
  [addressOf(bob), 1],
  [addressOf(carol), 2],
]

type Entrants = readonly AnvilClient[]

/** A competition with `entrants` registered and `funding` sent, in Calculating. */
async function calculating(
  options: CompetitionOptions = {},
  entrants: Entrants = [alice, bob, carol, dave],
  funding: Amounts = FUNDING,
): Promise<CreatedCompetition> {
  const c = await createCompetition(w, options)
  for (const player of entrants) await register(w, player, c.id)
  if (funding.some((amount) => amount > 0n)) await fund(w, c.id, funding)
  await startLive(w, c.id)
  await endLive(w, c.id)
  return c
}

type Published = CreatedCompetition & { tree: ResultsTree; claimEnd: bigint; published: bigint }

/** A competition in Claim: `winners` published with `counts` per tier (one per tier by default). */
async function published(
  options: CompetitionOptions = {},
  winners: readonly Winner[] = defaultWinners(),
  counts: readonly number[] = [1, 1, 1],
  funding: Amounts = FUNDING,
): Promise<Published> {
  const c = await calculating(options, undefined, funding)
  const tree = resultsTree(c.id, winners)
  const receipt = await publish(w, c.id, tree, counts)
  const { claimEnd } = await competitionRead(w, 'getCompetition', [c.id])
  return { ...c, tree, claimEnd, published: await blockTime(receipt.blockNumber) }
}

/** `player` claims `tier` of `c` with its proof from the published tree. */
function claimAs(c: Published, player: AnvilClient, tier: number) {
  return claim(w, player, c.id, tier, proofOf(c.tree, c.id, addressOf(player), tier))
}

function claimRevert(c: Published, player: AnvilClient, tier: number, proof?: readonly Hex[]) {
  return competitionRevert(w, player, 'claim', [
    c.id,
    tier,
    proof ?? proofOf(c.tree, c.id, addressOf(player), tier),
  ])
}

const unauthorized = (client: AnvilClient) => `OwnableUnauthorizedAccount(${addressOf(client)})`

/** A tier list of `n` tiers, each 6 USD and 1 point. */
const manyTiers = (n: number): Tier[] =>
  Array.from({ length: n }, () => ({ usdPrize: 6n * E18, points: 1n }))

const feedsOf = async (): Promise<Quad<Address>> => [
  await deployFeed(w.admin, PRICES[0]),
  await deployFeed(w.admin, PRICES[1]),
  await deployFeed(w.admin, PRICES[2]),
  await deployFeed(w.admin, PRICES[3]),
]

function createRevert(args: {
  tokens?: Quad<Address>
  feeds: Quad<Address>
  tiers?: readonly Tier[]
  claimDuration?: bigint
  maxPriceAge?: bigint
}) {
  return competitionRevert(w, w.owner, 'createCompetition', [
    args.tokens ?? w.tokens,
    args.feeds,
    args.tiers ?? TIERS,
    args.claimDuration ?? CLAIM_DURATION,
    args.maxPriceAge ?? MAX_PRICE_AGE,
    CAMPAIGN_ID,
  ])
}

const replaced = <value>(quad: Quad<value>, index: number, item: value): Quad<value> =>
  quadOf((slot) => (slot === index ? item : quad[slot]))

/** A new competition with no entrants, cancelled by the owner. */
async function cancelled(): Promise<CreatedCompetition> {
  const c = await createCompetition(w)
  await competitionSend(w, w.owner, 'cancel', [c.id])
  return c
}

/** A new competition in Registration with Alice registered. */
async function aliceRegistered(): Promise<CreatedCompetition> {
  const c = await createCompetition(w)
  await register(w, alice, c.id)
  return c
}

/** A new competition with no entrants, moved to Live. */
async function live(): Promise<CreatedCompetition> {
  const c = await createCompetition(w)
  await startLive(w, c.id)
  return c
}

/** The owner's publishResults of the default winners with `counts`, as a revert reason. */
function publishDefaultRevert(c: CreatedCompetition, counts: readonly number[]) {
  const tree = resultsTree(c.id, defaultWinners())
  return competitionRevert(w, w.owner, 'publishResults', [c.id, tree.root as Hex, counts])
}

/** The owner's sweep of `c` to itself, as a revert reason. */
const sweepRevert = (id: bigint) => competitionRevert(w, w.owner, 'sweep', [id, addressOf(w.owner)])

/**
 * One case per `require` message of GhostTradingCompetition (the test after the table checks
 * that the source has no other): each builds the state the message is for and returns the
 * reason the call reverts with there.
 */
const REVERT_CASES: RevertCase[] = [
  {
    message: 'GhostTradingCompetition: ZERO_ADDRESS',
    scenario: 'a contract on no profile',
    run: () =>
      deployRevert(w.admin, {
        abi: ghostTradingCompetitionAbi,
        bytecode: ghostTradingCompetitionBytecode,
        args: [zeroAddress, addressOf(w.owner)],
      }),
  },
  {
    message: 'GhostTradingCompetition: ZERO_ADDRESS',
    scenario: 'a competition with no third partner token',
    run: async () =>
      createRevert({ tokens: replaced(w.tokens, 3, zeroAddress), feeds: await feedsOf() }),
  },
  {
    message: 'GhostTradingCompetition: ZERO_ADDRESS',
    scenario: 'a competition with no CAKE feed',
    run: async () => createRevert({ feeds: replaced(await feedsOf(), 0, zeroAddress) }),
  },
  {
    message: 'GhostTradingCompetition: ZERO_ADDRESS',
    scenario: 'a sweep to nobody',
    run: async () => {
      const c = await calculating()
      await competitionSend(w, w.owner, 'cancel', [c.id])
      return competitionRevert(w, w.owner, 'sweep', [c.id, zeroAddress])
    },
  },
  {
    message: 'GhostTradingCompetition: SAME_TOKEN',
    scenario: 'CAKE as the third partner too',
    run: async () =>
      createRevert({ tokens: replaced(w.tokens, 3, w.tokens[0]), feeds: await feedsOf() }),
  },
  {
    message: 'GhostTradingCompetition: SAME_TOKEN',
    scenario: 'the first partner twice',
    run: async () =>
      createRevert({ tokens: replaced(w.tokens, 2, w.tokens[1]), feeds: await feedsOf() }),
  },
  {
    message: 'GhostTradingCompetition: BAD_TIER_COUNT',
    scenario: 'no tiers',
    run: async () => createRevert({ feeds: await feedsOf(), tiers: [] }),
  },
  {
    message: 'GhostTradingCompetition: BAD_TIER_COUNT',
    scenario: '33 tiers',
    run: async () => createRevert({ feeds: await feedsOf(), tiers: manyTiers(33) }),
  },
  {
    message: 'GhostTradingCompetition: EMPTY_TIER',
    scenario: 'a tier with neither a prize nor points',
    run: async () =>
      createRevert({
        feeds: await feedsOf(),
        tiers: [TIERS[0] as Tier, { usdPrize: 0n, points: 0n }],
      }),
  },
  {
    message: 'GhostTradingCompetition: ZERO_DURATION',
    scenario: 'a claim window of no time',
    run: async () => createRevert({ feeds: await feedsOf(), claimDuration: 0n }),
  },
  {
    message: 'GhostTradingCompetition: ZERO_PRICE_AGE',
    scenario: 'no price age accepted',
    run: async () => createRevert({ feeds: await feedsOf(), maxPriceAge: 0n }),
  },
  {
    message: 'GhostTradingCompetition: UNKNOWN_COMPETITION',
    scenario: 'registering for a competition not created yet',
    run: async () => {
      await createCompetition(w)
      return competitionRevert(w, alice, 'register', [1n])
    },
  },
  {
    message: 'GhostTradingCompetition: UNKNOWN_COMPETITION',
    scenario: 'funding competition 0 before any exists',
    run: () => competitionRevert(w, w.owner, 'fund', [0n, FUNDING]),
  },
  {
    message: 'GhostTradingCompetition: UNKNOWN_COMPETITION',
    scenario: 'reading a competition not created yet',
    run: () => mustRevert(competitionRead(w, 'getCompetition', [0n])),
  },
  {
    message: 'GhostTradingCompetition: WRONG_PHASE',
    scenario: 'registering once live',
    run: async () => competitionRevert(w, alice, 'register', [(await live()).id]),
  },
  {
    message: 'GhostTradingCompetition: WRONG_PHASE',
    scenario: 'starting a live competition again',
    run: async () => competitionRevert(w, w.owner, 'startLive', [(await live()).id]),
  },
  {
    message: 'GhostTradingCompetition: WRONG_PHASE',
    scenario: 'ending a competition still in registration',
    run: async () => competitionRevert(w, w.owner, 'endLive', [(await createCompetition(w)).id]),
  },
  {
    message: 'GhostTradingCompetition: WRONG_PHASE',
    scenario: 'publishing while live',
    run: async () => {
      const c = await aliceRegistered()
      await startLive(w, c.id)
      const tree = resultsTree(c.id, [[addressOf(alice), 0]])
      return competitionRevert(w, w.owner, 'publishResults', [c.id, tree.root as Hex, [1, 0, 0]])
    },
  },
  {
    message: 'GhostTradingCompetition: WRONG_PHASE',
    scenario: 'funding once the results are out',
    run: async () => competitionRevert(w, w.owner, 'fund', [(await published()).id, FUNDING]),
  },
  {
    message: 'GhostTradingCompetition: WRONG_PHASE',
    scenario: 'funding a cancelled competition',
    run: async () => competitionRevert(w, w.owner, 'fund', [(await cancelled()).id, FUNDING]),
  },
  {
    message: 'GhostTradingCompetition: WRONG_PHASE',
    scenario: 'cancelling once the results are out',
    run: async () => competitionRevert(w, w.owner, 'cancel', [(await published()).id]),
  },
  {
    message: 'GhostTradingCompetition: WRONG_PHASE',
    scenario: 'cancelling twice',
    run: async () => competitionRevert(w, w.owner, 'cancel', [(await cancelled()).id]),
  },
  {
    message: 'GhostTradingCompetition: WRONG_PHASE',
    scenario: 'claiming while the prizes are calculated',
    run: async () => {
      const c = await calculating()
      const tree = resultsTree(c.id, defaultWinners())
      return competitionRevert(w, alice, 'claim', [
        c.id,
        0,
        proofOf(tree, c.id, addressOf(alice), 0),
      ])
    },
  },
  {
    message: 'GhostTradingCompetition: WRONG_PHASE',
    scenario: 'sweeping while the prizes are calculated',
    run: async () => sweepRevert((await calculating()).id),
  },
  {
    message: 'GhostTradingCompetition: ZERO_AMOUNT',
    scenario: 'funding nothing',
    run: async () => competitionRevert(w, w.owner, 'fund', [(await createCompetition(w)).id, NONE]),
  },
  {
    message: 'GhostTradingCompetition: PROFILE_NOT_ACTIVE',
    scenario: 'registering without a profile',
    run: async () =>
      competitionRevert(w, w.stranger, 'register', [(await createCompetition(w)).id]),
  },
  {
    message: 'GhostTradingCompetition: PROFILE_NOT_ACTIVE',
    scenario: 'registering with a paused profile',
    run: async () => competitionRevert(w, w.paused, 'register', [(await createCompetition(w)).id]),
  },
  {
    message: 'GhostTradingCompetition: ALREADY_REGISTERED',
    scenario: 'registering twice',
    run: async () => competitionRevert(w, alice, 'register', [(await aliceRegistered()).id]),
  },
  {
    message: 'GhostTradingCompetition: ZERO_ROOT',
    scenario: 'publishing no root',
    run: async () =>
      competitionRevert(w, w.owner, 'publishResults', [
        (await calculating()).id,
        zeroHash,
        [1, 1, 1],
      ]),
  },
  {
    message: 'GhostTradingCompetition: LENGTH_MISMATCH',
    scenario: 'two counts for three tiers',
    run: async () => publishDefaultRevert(await calculating(), [1, 1]),
  },
  {
    message: 'GhostTradingCompetition: TOO_MANY_WINNERS',
    scenario: 'five winners of four registrants',
    run: async () => publishDefaultRevert(await calculating(), [1, 2, 2]),
  },
  {
    message: 'GhostTradingCompetition: BAD_PRICE',
    scenario: 'a PB feed answering 0',
    run: async () => {
      const c = await calculating()
      await setFeedAnswer(w, c.feeds[2], 0n)
      return publishDefaultRevert(c, [1, 1, 1])
    },
  },
  {
    message: 'GhostTradingCompetition: BAD_PRICE',
    scenario: 'a CAKE feed answering −2 USD',
    run: async () => {
      const c = await calculating()
      await setFeedAnswer(w, c.feeds[0], -2n * USD_FEED)
      return publishDefaultRevert(c, [1, 1, 1])
    },
  },
  {
    message: 'GhostTradingCompetition: STALE_PRICE',
    scenario: 'a PC answer one second older than allowed',
    run: async () => {
      const c = await calculating()
      const at = (await latestTimestamp(w.admin)) + 100n
      await setFeedRound(w, c.feeds[3], PRICES[3], at - MAX_PRICE_AGE - 1n)
      await mineAt(w.admin, at)
      return publishDefaultRevert(c, [1, 1, 1])
    },
  },
  {
    message: 'GhostTradingCompetition: UNDERFUNDED',
    scenario: 'PC funded one unit short of the three winners’ prizes',
    run: async () => {
      const funding: Amounts = [
        OWED_DEFAULT[0],
        OWED_DEFAULT[1],
        OWED_DEFAULT[2],
        OWED_DEFAULT[3] - 1n,
      ]
      const c = await calculating({}, undefined, funding)
      return publishDefaultRevert(c, [1, 1, 1])
    },
  },
  {
    message: 'GhostTradingCompetition: CLAIM_OVER',
    scenario: 'a claim at the end of the window',
    run: async () => {
      const c = await published()
      await mineAt(w.admin, c.claimEnd)
      return claimRevert(c, alice, 0)
    },
  },
  {
    message: 'GhostTradingCompetition: NOT_REGISTERED',
    scenario: 'a winner in the tree who never registered',
    run: async () => {
      const c = await published({}, [...defaultWinners(), [addressOf(w.stranger), 1]])
      return claimRevert(c, w.stranger, 1)
    },
  },
  {
    message: 'GhostTradingCompetition: ALREADY_CLAIMED',
    scenario: 'a second claim',
    run: async () => {
      const c = await published()
      await claimAs(c, alice, 0)
      return claimRevert(c, alice, 0)
    },
  },
  {
    message: 'GhostTradingCompetition: INVALID_TIER',
    scenario: 'a claim of tier 3 of three',
    run: async () => {
      const c = await published({}, [...defaultWinners(), [addressOf(dave), 3]])
      return claimRevert(c, dave, 3)
    },
  },
  {
    message: 'GhostTradingCompetition: TIER_FULL',
    scenario: 'a second tier-0 winner in a tree published with one',
    run: async () => {
      const c = await published({}, [...defaultWinners(), [addressOf(dave), 0]])
      await claimAs(c, alice, 0)
      return claimRevert(c, dave, 0)
    },
  },
  {
    message: 'GhostTradingCompetition: INVALID_PROOF',
    scenario: 'no proof',
    run: async () => claimRevert(await published(), alice, 0, []),
  },
  {
    message: 'GhostTradingCompetition: INVALID_PROOF',
    scenario: 'Bob’s proof sent by Dave',
    run: async () => {
      const c = await published()
      return claimRevert(c, dave, 1, proofOf(c.tree, c.id, addressOf(bob), 1))
    },
  },
  {
    message: 'GhostTradingCompetition: INVALID_PROOF',
    scenario: 'Bob claiming tier 0 with his tier-1 proof',
    run: async () => {
      const c = await published()
      return claimRevert(c, bob, 0, proofOf(c.tree, c.id, addressOf(bob), 1))
    },
  },
  {
    message: 'GhostTradingCompetition: INVALID_PROOF',
    scenario: 'a proof from another competition’s tree',
    run: async () => {
      const first = await published()
      const second = await published({}, [
        [addressOf(alice), 0],
        [addressOf(dave), 1],
      ])
      return claimRevert(second, alice, 0, proofOf(first.tree, first.id, addressOf(alice), 0))
    },
  },
  {
    message: 'GhostTradingCompetition: CLAIM_NOT_OVER',
    scenario: 'a sweep the second before the window ends',
    run: async () => {
      const c = await published()
      await mineAt(w.admin, c.claimEnd - 1n)
      return sweepRevert(c.id)
    },
  },
  {
    message: 'GhostTradingCompetition: NOTHING_TO_SWEEP',
    scenario: 'a cancelled competition never funded',
    run: async () => sweepRevert((await cancelled()).id),
  },
  {
    message: 'GhostTradingCompetition: NOTHING_TO_SWEEP',
    scenario: 'a second sweep after the window',
    run: async () => {
      const c = await published()
      await mineAt(w.admin, c.claimEnd)
      await competitionSend(w, w.owner, 'sweep', [c.id, addressOf(w.owner)])
      return sweepRevert(c.id)
    },
  },
  {
    message: 'GhostTradingCompetition: NOTHING_TO_SWEEP',
    scenario: 'a window over in which the winners took exactly the funding',
    run: async () => {
      const c = await published({}, defaultWinners(), [1, 1, 1], OWED_DEFAULT)
      for (const [player, tier] of [
        [alice, 0],
        [bob, 1],
        [carol, 2],
      ] as const) {
        await claimAs(c, player, tier)
      }
      await mineAt(w.admin, c.claimEnd)
      return sweepRevert(c.id)
    },
  },
]

describe('every require message', () => {
  test.each(REVERT_CASES)('$message: $scenario', async ({ message, run }) => {
    expect(await run()).toBe(message)
  })

  test('the table has a case for every message in the source, and no other', () => {
    const messages = requireMessagesIn(
      'competition/GhostTradingCompetition.sol',
      'GhostTradingCompetition',
    )
    expect(messages.size).toBeGreaterThan(20)
    expect(new Set(REVERT_CASES.map((entry) => entry.message))).toEqual(messages)
  })
})

describe('only the owner', () => {
  test('every owner function refuses anyone else, in the phase where the owner’s call would pass', async () => {
    const over = await published()
    await mineAt(w.admin, over.claimEnd)
    // created after the clock moved, so their feeds are fresh
    const fresh = await createCompetition(w)
    const toPublish = await calculating()
    const tree = resultsTree(toPublish.id, defaultWinners())
    const feeds = await feedsOf()
    const createArgs = [w.tokens, feeds, TIERS, CLAIM_DURATION, MAX_PRICE_AGE, CAMPAIGN_ID] as const
    for (const by of [alice, w.admin]) {
      expect(await competitionRevert(w, by, 'createCompetition', createArgs)).toBe(unauthorized(by))
      expect(await competitionRevert(w, by, 'fund', [fresh.id, FUNDING])).toBe(unauthorized(by))
      expect(await competitionRevert(w, by, 'startLive', [fresh.id])).toBe(unauthorized(by))
      expect(await competitionRevert(w, by, 'cancel', [fresh.id])).toBe(unauthorized(by))
      expect(
        await competitionRevert(w, by, 'publishResults', [
          toPublish.id,
          tree.root as Hex,
          [1, 1, 1],
        ]),
      ).toBe(unauthorized(by))
      expect(await competitionRevert(w, by, 'sweep', [over.id, addressOf(by)])).toBe(
        unauthorized(by),
      )
    }
    const live = await createCompetition(w)
    await startLive(w, live.id)
    expect(await competitionRevert(w, alice, 'endLive', [live.id])).toBe(unauthorized(alice))
    // the owner's own calls pass there
    await competitionSend(w, w.owner, 'createCompetition', createArgs)
    await fund(w, fresh.id, FUNDING)
    await endLive(w, live.id)
    await publish(w, toPublish.id, tree, [1, 1, 1])
    await competitionSend(w, w.owner, 'sweep', [over.id, addressOf(w.owner)])
    await startLive(w, fresh.id)
    await competitionSend(w, w.owner, 'cancel', [fresh.id])
  })

  test('ownership moves to a new owner, who alone runs the competitions', async () => {
    await competitionSend(w, w.owner, 'transferOwnership', [addressOf(dave)])
    expect(await competitionRead(w, 'owner', [])).toBe(addressOf(dave))
    const feeds = await feedsOf()
    const args = [w.tokens, feeds, TIERS, CLAIM_DURATION, MAX_PRICE_AGE, CAMPAIGN_ID] as const
    expect(await competitionRevert(w, w.owner, 'createCompetition', args)).toBe(
      unauthorized(w.owner),
    )
    await competitionSend(w, dave, 'createCompetition', args)
    expect(await competitionRead(w, 'competitionCount', [])).toBe(1n)
    await competitionSend(w, dave, 'renounceOwnership', [])
    expect(await competitionRead(w, 'owner', [])).toBe(zeroAddress)
    expect(await competitionRevert(w, dave, 'startLive', [0n])).toBe(unauthorized(dave))
  })
})

describe('deployment', () => {
  test('reads its profile, owner, no competition and the 32-tier cap; a zero owner is refused', async () => {
    expect(await competitionRead(w, 'profile', [])).toBe(w.profile)
    expect(await competitionRead(w, 'owner', [])).toBe(addressOf(w.owner))
    expect(await competitionRead(w, 'competitionCount', [])).toBe(0n)
    expect(await competitionRead(w, 'MAX_TIERS', [])).toBe(32n)
    expect(
      await deployRevert(w.admin, {
        abi: ghostTradingCompetitionAbi,
        bytecode: ghostTradingCompetitionBytecode,
        args: [w.profile, zeroAddress],
      }),
    ).toBe(`OwnableInvalidOwner(${zeroAddress})`)
  })
})

describe('createCompetition', () => {
  test('numbers competitions from 0, stores and announces every setting, starts in Registration', async () => {
    const first = await createCompetition(w)
    const second = await createCompetition(w, {
      tiers: [{ usdPrize: 0n, points: 50n }],
      claimDuration: DAY,
      maxPriceAge: 60n,
      campaignId: 7n,
    })
    expect([first.id, second.id]).toEqual([0n, 1n])
    expect(await competitionRead(w, 'competitionCount', [])).toBe(2n)
    expect(competitionEvents(first.receipt, 'CompetitionCreated')).toEqual([
      {
        id: 0n,
        tokens: w.tokens,
        feeds: first.feeds,
        tiers: TIERS,
        claimDuration: CLAIM_DURATION,
        maxPriceAge: MAX_PRICE_AGE,
        campaignId: CAMPAIGN_ID,
      },
    ])
    expect(competitionEventNames(second.receipt, w.competition)).toEqual(['CompetitionCreated'])
    expect(await competitionRead(w, 'getCompetition', [1n])).toEqual({
      tokens: w.tokens,
      feeds: second.feeds,
      phase: PHASE.Registration,
      registrantCount: 0,
      liveStart: 0n,
      liveEnd: 0n,
      claimEnd: 0n,
      claimDuration: DAY,
      maxPriceAge: 60n,
      root: zeroHash,
      campaignId: 7n,
    })
    expect(await competitionRead(w, 'getTiers', [0n])).toEqual(TIERS)
    expect(await competitionRead(w, 'getTiers', [1n])).toEqual([{ usdPrize: 0n, points: 50n }])
    expect(await competitionRead(w, 'getTierCounts', [0n])).toEqual([0, 0, 0])
    expect(await competitionRead(w, 'getTierClaims', [0n])).toEqual([0, 0, 0])
    expect(await competitionRead(w, 'getTierPrizes', [0n])).toEqual([NONE, NONE, NONE])
    for (const view of ['getFunded', 'getClaimed', 'getSwept'] as const) {
      expect(await competitionRead(w, view, [0n])).toEqual(NONE)
    }
  })

  test('takes one tier, a prize-only tier, and 32 tiers', async () => {
    const one = await createCompetition(w, { tiers: [{ usdPrize: 1n, points: 0n }] })
    expect(await competitionRead(w, 'getTiers', [one.id])).toEqual([{ usdPrize: 1n, points: 0n }])
    const most = await createCompetition(w, { tiers: manyTiers(32) })
    expect(await competitionRead(w, 'getTiers', [most.id])).toHaveLength(32)
  })

  test('every view refuses an id not created yet', async () => {
    await createCompetition(w)
    const unknown = 'GhostTradingCompetition: UNKNOWN_COMPETITION'
    for (const view of [
      'getCompetition',
      'getTiers',
      'getTierCounts',
      'getTierClaims',
      'getTierPrizes',
      'getFunded',
      'getClaimed',
      'getSwept',
    ] as const) {
      expect(await mustRevert(competitionRead(w, view, [1n]))).toBe(unknown)
    }
    expect(await mustRevert(competitionRead(w, 'registeredTeam', [1n, addressOf(alice)]))).toBe(
      unknown,
    )
    expect(await mustRevert(competitionRead(w, 'hasClaimed', [1n, addressOf(alice)]))).toBe(unknown)
    for (const call of [
      competitionRevert(w, w.owner, 'startLive', [1n]),
      competitionRevert(w, w.owner, 'endLive', [1n]),
      competitionRevert(w, w.owner, 'cancel', [1n]),
      competitionRevert(w, w.owner, 'publishResults', [1n, `0x${'11'.repeat(32)}`, [1, 0, 0]]),
      competitionRevert(w, w.owner, 'sweep', [1n, addressOf(w.owner)]),
      competitionRevert(w, alice, 'claim', [1n, 0, []]),
    ]) {
      expect(await call).toBe(unknown)
    }
  })
})

describe('fund', () => {
  test('pulls each token from the owner in Registration, Live and Calculating; credits add up; a zero entry moves nothing', async () => {
    const c = await createCompetition(w)
    const owner = addressOf(w.owner)
    const before = await balances(w.admin, w.tokens, owner)
    const first = await fund(w, c.id, [10n * E18, 0n, 3n * E18, 5_000_000n])
    expect(competitionEvents(first, 'Funded')).toEqual([
      { id: c.id, amounts: [10n * E18, 0n, 3n * E18, 5_000_000n] },
    ])
    await startLive(w, c.id)
    await fund(w, c.id, [E18, 2n * E18, 0n, 0n])
    await endLive(w, c.id)
    const last = await fund(w, c.id, [0n, 0n, 0n, 1n])
    expect(competitionEventNames(last, w.competition)).toEqual(['Funded'])
    const total: Amounts = [11n * E18, 2n * E18, 3n * E18, 5_000_001n]
    expect(await competitionRead(w, 'getFunded', [c.id])).toEqual(total)
    expect(difference(before, await balances(w.admin, w.tokens, owner))).toEqual(total)
    expect(await balances(w.admin, w.tokens, w.competition)).toEqual(total)
  })

  test('a fee-on-transfer token is credited with what arrived: 100 TAX sent, 90 credited, so a 100-TAX prize is underfunded', async () => {
    const tax = await deployTaxToken(w.admin)
    await transferToken(w.admin, tax, addressOf(w.owner), 1_000n * E18) // 900 arrive
    await approveToken(w.owner, tax, w.competition)
    const tokens = replaced(w.tokens, 1, tax)
    // 600 USD, TAX at 1 USD: 100 TAX for the one winner
    const c = await createCompetition(w, { tokens, tiers: [TIERS[0] as Tier] })
    await register(w, alice, c.id)
    const funded = await fund(w, c.id, [150n * E18, 100n * E18, 200n * E18, 33_333_333n])
    expect(competitionEvents(funded, 'Funded')).toEqual([
      { id: c.id, amounts: [150n * E18, 90n * E18, 200n * E18, 33_333_333n] },
    ])
    expect(await competitionRead(w, 'getFunded', [c.id])).toEqual([
      150n * E18,
      90n * E18,
      200n * E18,
      33_333_333n,
    ])
    expect(await tokenBalance(w.admin, tax, w.competition)).toBe(90n * E18)
    await startLive(w, c.id)
    await endLive(w, c.id)
    const tree = resultsTree(c.id, [[addressOf(alice), 0]])
    expect(
      await competitionRevert(w, w.owner, 'publishResults', [c.id, tree.root as Hex, [1]]),
    ).toBe('GhostTradingCompetition: UNDERFUNDED')
    // 100/0.9 more sent (rounded up): 100 TAX credited in all, enough
    await fund(w, c.id, [0n, 11_111_111_111_111_111_112n, 0n, 0n])
    expect((await competitionRead(w, 'getFunded', [c.id]))[1]).toBe(100n * E18 + 1n)
    await publish(w, c.id, tree, [1])
    expect((await competitionRead(w, 'getTierPrizes', [c.id]))[0]).toEqual(PRIZE_600)
  })
})

describe('register', () => {
  test('records the profile’s team, counts the registrant and says so', async () => {
    const c = await createCompetition(w)
    const first = await register(w, alice, c.id)
    expect(competitionEvents(first, 'Registered')).toEqual([
      { id: c.id, user: addressOf(alice), teamId: 1n },
    ])
    expect(competitionEventNames(first, w.competition)).toEqual(['Registered'])
    const second = await register(w, bob, c.id)
    expect(competitionEvents(second, 'Registered')).toEqual([
      { id: c.id, user: addressOf(bob), teamId: 2n },
    ])
    expect(await competitionRead(w, 'registeredTeam', [c.id, addressOf(alice)])).toBe(1n)
    expect(await competitionRead(w, 'registeredTeam', [c.id, addressOf(bob)])).toBe(2n)
    expect(await competitionRead(w, 'registeredTeam', [c.id, addressOf(carol)])).toBe(0n)
    expect((await competitionRead(w, 'getCompetition', [c.id])).registrantCount).toBe(2)
    expect(await competitionRead(w, 'hasClaimed', [c.id, addressOf(alice)])).toBe(false)
    // each competition has its own registrations
    const other = await createCompetition(w)
    expect(await competitionRead(w, 'registeredTeam', [other.id, addressOf(alice)])).toBe(0n)
    await register(w, alice, other.id)
    expect((await competitionRead(w, 'getCompetition', [other.id])).registrantCount).toBe(1)
  })

  test('the team is fixed at registration: a later team change on the profile does not move it', async () => {
    const c = await createCompetition(w)
    await register(w, alice, c.id)
    await sendProfile(
      w.admin,
      w.profile,
      profileCall({ functionName: 'grantRole', args: [SPECIAL_ROLE, addressOf(w.admin)] }),
    )
    await sendProfile(
      w.admin,
      w.profile,
      profileCall({ functionName: 'changeTeam', args: [addressOf(alice), 2n] }),
    )
    expect(await profileTeam(w, addressOf(alice))).toBe(2n)
    expect(await competitionRead(w, 'registeredTeam', [c.id, addressOf(alice)])).toBe(1n)
    await startLive(w, c.id)
    expect(await competitionRead(w, 'registeredTeam', [c.id, addressOf(alice)])).toBe(1n)
    // a competition she joins after the change has her in her new team
    const next = await createCompetition(w)
    const receipt = await register(w, alice, next.id)
    expect(competitionEvents(receipt, 'Registered')[0]?.teamId).toBe(2n)
  })

  test('a paused profile cannot register; reactivated, it can, in its team', async () => {
    const c = await createCompetition(w)
    await sendProfile(alice, w.profile, profileCall({ functionName: 'pauseProfile', args: [] }))
    expect(await competitionRevert(w, alice, 'register', [c.id])).toBe(
      'GhostTradingCompetition: PROFILE_NOT_ACTIVE',
    )
    // the pause gave her avatar (token 1) back; reactivating puts it back and costs CAKE she holds
    await sendProfile(
      alice,
      w.profile,
      profileCall({ functionName: 'reactivateProfile', args: [w.avatars, 1n] }),
    )
    const receipt = await register(w, alice, c.id)
    expect(competitionEvents(receipt, 'Registered')).toEqual([
      { id: c.id, user: addressOf(alice), teamId: 1n },
    ])
  })
})

describe('phases', () => {
  test('startLive and endLive record the live window to the second and say so; cancel from each open phase', async () => {
    const c = await createCompetition(w)
    const t0 = (await latestTimestamp(w.admin)) + 100n
    await w.admin.setNextBlockTimestamp({ timestamp: t0 })
    const started = await startLive(w, c.id)
    expect(competitionEvents(started, 'PhaseChanged')).toEqual([
      { id: c.id, phase: PHASE.Live, timestamp: t0 },
    ])
    await w.admin.setNextBlockTimestamp({ timestamp: t0 + DAY })
    const ended = await endLive(w, c.id)
    expect(competitionEvents(ended, 'PhaseChanged')).toEqual([
      { id: c.id, phase: PHASE.Calculating, timestamp: t0 + DAY },
    ])
    const read = await competitionRead(w, 'getCompetition', [c.id])
    expect([read.phase, read.liveStart, read.liveEnd]).toEqual([PHASE.Calculating, t0, t0 + DAY])

    for (const steps of [0, 1, 2]) {
      const x = await createCompetition(w)
      if (steps >= 1) await startLive(w, x.id)
      if (steps >= 2) await endLive(w, x.id)
      const at = (await latestTimestamp(w.admin)) + 5n
      await w.admin.setNextBlockTimestamp({ timestamp: at })
      const receipt = await competitionSend(w, w.owner, 'cancel', [x.id])
      expect(competitionEvents(receipt, 'PhaseChanged')).toEqual([
        { id: x.id, phase: PHASE.Cancelled, timestamp: at },
      ])
      expect((await competitionRead(w, 'getCompetition', [x.id])).phase).toBe(PHASE.Cancelled)
      expect(await competitionRevert(w, alice, 'register', [x.id])).toBe(
        'GhostTradingCompetition: WRONG_PHASE',
      )
    }
  })
})

describe('publishResults', () => {
  test('prices each tier 3:1:1:1 by value at the feeds: 600 USD is 150 CAKE, 100 PA, 200 PB, 33.333333 PC', async () => {
    const c = await calculating()
    const tree = resultsTree(c.id, defaultWinners())
    const at = (await latestTimestamp(w.admin)) + 10n
    await w.admin.setNextBlockTimestamp({ timestamp: at })
    const receipt = await publish(w, c.id, tree, [1, 1, 1])
    expect(competitionEventNames(receipt, w.competition)).toEqual([
      'PhaseChanged',
      'ResultsPublished',
      'TierPrizes',
    ])
    expect(competitionEvents(receipt, 'PhaseChanged')).toEqual([
      { id: c.id, phase: PHASE.Claim, timestamp: at },
    ])
    expect(competitionEvents(receipt, 'ResultsPublished')).toEqual([
      {
        id: c.id,
        root: tree.root,
        tierCounts: [1, 1, 1],
        prices: [200_000_000n, 100_000_000n, 50_000_000n, 300_000_000n],
        claimEnd: at + 7n * DAY,
      },
    ])
    expect(competitionEvents(receipt, 'TierPrizes')).toEqual([
      { id: c.id, amounts: [PRIZE_600, PRIZE_60, PRIZE_6] },
    ])
    expect(await competitionRead(w, 'getTierPrizes', [c.id])).toEqual([
      PRIZE_600,
      PRIZE_60,
      PRIZE_6,
    ])
    expect(await competitionRead(w, 'getTierCounts', [c.id])).toEqual([1, 1, 1])
    const read = await competitionRead(w, 'getCompetition', [c.id])
    expect([read.phase, read.root, read.claimEnd]).toEqual([PHASE.Claim, tree.root, at + 7n * DAY])
  })

  test('with 18-decimal PC and 18-decimal feeds the same 600 USD is 33.333333333333333333 PC', async () => {
    const pc18 = await deployTestToken(w.admin, 'PC18', 18)
    await transferToken(w.admin, pc18, addressOf(w.owner), 1_000n * E18)
    await approveToken(w.owner, pc18, w.competition)
    const prices: Quad<bigint> = [2n * E18, E18, E18 / 2n, 3n * E18]
    const c = await calculating(
      { tokens: replaced(w.tokens, 3, pc18), prices, feedDecimals: 18, tiers: [TIERS[0] as Tier] },
      [alice],
      [150n * E18, 100n * E18, 200n * E18, 33_333_333_333_333_333_333n],
    )
    await publish(w, c.id, resultsTree(c.id, [[addressOf(alice), 0]]), [1])
    expect(await competitionRead(w, 'getTierPrizes', [c.id])).toEqual([
      [150n * E18, 100n * E18, 200n * E18, 33_333_333_333_333_333_333n],
    ])
  })

  test('exact funding publishes: the funding may equal the winners’ prizes to the unit, each token', async () => {
    const c = await calculating({}, undefined, OWED_DEFAULT)
    await publish(w, c.id, resultsTree(c.id, defaultWinners()), [1, 1, 1])
    // and one unit short in any token is refused
    for (const short of [0, 1, 2, 3] as const) {
      const funding = replaced(OWED_DEFAULT, short, OWED_DEFAULT[short] - 1n)
      const x = await calculating({}, undefined, funding)
      const tree = resultsTree(x.id, defaultWinners())
      expect(
        await competitionRevert(w, w.owner, 'publishResults', [x.id, tree.root as Hex, [1, 1, 1]]),
      ).toBe('GhostTradingCompetition: UNDERFUNDED')
    }
  })

  test('counts multiply the prizes: two tier-0 winners and two tier-2 winners need twice each', async () => {
    const winners: Winner[] = [
      [addressOf(alice), 0],
      [addressOf(bob), 0],
      [addressOf(carol), 2],
      [addressOf(dave), 2],
    ]
    // 2 × (150 + 1.5) CAKE, 2 × (100 + 1) PA, 2 × (200 + 2) PB, 2 × (33.333333 + 0.333333) PC
    const owed: Amounts = [303n * E18, 202n * E18, 404n * E18, 67_333_332n]
    const c = await calculating({}, undefined, owed)
    await publish(w, c.id, resultsTree(c.id, winners), [2, 0, 2])
    const short = await calculating({}, undefined, [owed[0], owed[1], owed[2], owed[3] - 1n])
    const tree = resultsTree(short.id, winners)
    expect(
      await competitionRevert(w, w.owner, 'publishResults', [
        short.id,
        tree.root as Hex,
        [2, 0, 2],
      ]),
    ).toBe('GhostTradingCompetition: UNDERFUNDED')
  })

  test('as many winners as registrants, or none, publish; no winners need no funding', async () => {
    const all = await calculating()
    const winners: Winner[] = [...defaultWinners(), [addressOf(dave), 1]]
    await publish(w, all.id, resultsTree(all.id, winners), [1, 2, 1])
    const none = await calculating({}, undefined, NONE)
    const receipt = await publish(w, none.id, { root: `0x${'ab'.repeat(32)}` }, [0, 0, 0])
    expect(competitionEvents(receipt, 'TierPrizes')[0]?.amounts).toEqual([
      PRIZE_600,
      PRIZE_60,
      PRIZE_6,
    ])
  })

  test('a price exactly the allowed age old is taken, one second older is not', async () => {
    const c = await calculating()
    const at = (await latestTimestamp(w.admin)) + 100n
    await setFeedRound(w, c.feeds[1], PRICES[1], at - MAX_PRICE_AGE)
    await w.admin.setNextBlockTimestamp({ timestamp: at })
    await publish(w, c.id, resultsTree(c.id, defaultWinners()), [1, 1, 1])
    const x = await calculating()
    const later = (await latestTimestamp(w.admin)) + 100n
    await setFeedRound(w, x.feeds[1], PRICES[1], later - MAX_PRICE_AGE)
    await mineAt(w.admin, later + 1n)
    const tree = resultsTree(x.id, defaultWinners())
    expect(
      await competitionRevert(w, w.owner, 'publishResults', [x.id, tree.root as Hex, [1, 1, 1]]),
    ).toBe('GhostTradingCompetition: STALE_PRICE')
  })

  test('the prices are read once: a feed moving after publication changes no prize', async () => {
    const c = await published()
    await setFeedAnswer(w, c.feeds[0], 4n * USD_FEED)
    await setFeedAnswer(w, c.feeds[3], USD_FEED)
    expect(await competitionRead(w, 'getTierPrizes', [c.id])).toEqual([
      PRIZE_600,
      PRIZE_60,
      PRIZE_6,
    ])
    const before = await balances(w.admin, w.tokens, addressOf(alice))
    await claimAs(c, alice, 0)
    expect(difference(await balances(w.admin, w.tokens, addressOf(alice)), before)).toEqual(
      PRIZE_600,
    )
  })
})

describe('claim', () => {
  test('pays the tier’s prize in the four tokens, gives its points through the profile and says so', async () => {
    const c = await published()
    const before = await balances(w.admin, w.tokens, addressOf(alice))
    const { numberPoints } = await profilePoints(w, addressOf(alice))
    const receipt = await claimAs(c, alice, 0)
    expect(competitionEvents(receipt, 'Claimed')).toEqual([
      { id: c.id, user: addressOf(alice), tier: 0, amounts: PRIZE_600, points: 300n },
    ])
    expect(competitionEventNames(receipt, w.competition)).toEqual(['Claimed'])
    expect(difference(await balances(w.admin, w.tokens, addressOf(alice)), before)).toEqual(
      PRIZE_600,
    )
    expect((await profilePoints(w, addressOf(alice))).numberPoints).toBe(numberPoints + 300n)
    const increases = parseEventLogs({
      abi: ghostProfileAbi,
      eventName: 'UserPointIncrease',
      logs: receipt.logs,
    }).map((event) => event.args)
    expect(increases).toEqual([
      { userAddress: addressOf(alice), numberPoints: 300n, campaignId: CAMPAIGN_ID },
    ])
    expect(await competitionRead(w, 'hasClaimed', [c.id, addressOf(alice)])).toBe(true)
    expect(await competitionRead(w, 'hasClaimed', [c.id, addressOf(bob)])).toBe(false)
    expect(await competitionRead(w, 'getTierClaims', [c.id])).toEqual([1, 0, 0])
    expect(await competitionRead(w, 'getClaimed', [c.id])).toEqual(PRIZE_600)

    await claimAs(c, bob, 1)
    await claimAs(c, carol, 2)
    expect(await competitionRead(w, 'getTierClaims', [c.id])).toEqual([1, 1, 1])
    expect(await competitionRead(w, 'getClaimed', [c.id])).toEqual(OWED_DEFAULT)
    expect(await balances(w.admin, w.tokens, w.competition)).toEqual(
      difference(FUNDING, OWED_DEFAULT),
    )
  })

  test('a tier without points gives none and asks the profile nothing', async () => {
    const c = await published()
    const { numberPoints } = await profilePoints(w, addressOf(carol))
    const receipt = await claimAs(c, carol, 2)
    expect(competitionEvents(receipt, 'Claimed')[0]).toEqual({
      id: c.id,
      user: addressOf(carol),
      tier: 2,
      amounts: PRIZE_6,
      points: 0n,
    })
    expect(parseEventLogs({ abi: ghostProfileAbi, logs: receipt.logs })).toEqual([])
    expect((await profilePoints(w, addressOf(carol))).numberPoints).toBe(numberPoints)
  })

  test('a profile paused after registering still gets its tokens, but no points', async () => {
    const c = await published()
    await sendProfile(alice, w.profile, profileCall({ functionName: 'pauseProfile', args: [] }))
    const before = await balances(w.admin, w.tokens, addressOf(alice))
    const { numberPoints } = await profilePoints(w, addressOf(alice))
    const receipt = await claimAs(c, alice, 0)
    expect(competitionEvents(receipt, 'Claimed')[0]?.points).toBe(0n)
    expect(difference(await balances(w.admin, w.tokens, addressOf(alice)), before)).toEqual(
      PRIZE_600,
    )
    expect(await profilePoints(w, addressOf(alice))).toEqual({ numberPoints, isActive: false })
  })

  test('without POINT_ROLE the contract still pays the prize, with no points', async () => {
    const c = await published()
    await sendProfile(
      w.admin,
      w.profile,
      profileCall({ functionName: 'revokeRole', args: [POINT_ROLE, w.competition] }),
    )
    const { numberPoints } = await profilePoints(w, addressOf(bob))
    const receipt = await claimAs(c, bob, 1)
    expect(competitionEvents(receipt, 'Claimed')[0]).toEqual({
      id: c.id,
      user: addressOf(bob),
      tier: 1,
      amounts: PRIZE_60,
      points: 0n,
    })
    expect((await profilePoints(w, addressOf(bob))).numberPoints).toBe(numberPoints)
  })

  test('up to the last second of the window, not at its end', async () => {
    const c = await published()
    expect(c.claimEnd).toBe(c.published + CLAIM_DURATION)
    await w.admin.setNextBlockTimestamp({ timestamp: c.claimEnd - 1n })
    await claimAs(c, alice, 0)
    await mineAt(w.admin, c.claimEnd)
    expect(await claimRevert(c, bob, 1)).toBe('GhostTradingCompetition: CLAIM_OVER')
  })

  test('a team change after registration changes nothing at the claim', async () => {
    const c = await published()
    await sendProfile(
      w.admin,
      w.profile,
      profileCall({ functionName: 'grantRole', args: [SPECIAL_ROLE, addressOf(w.admin)] }),
    )
    await sendProfile(
      w.admin,
      w.profile,
      profileCall({ functionName: 'changeTeam', args: [addressOf(bob), 1n] }),
    )
    await claimAs(c, bob, 1)
    expect(await competitionRead(w, 'registeredTeam', [c.id, addressOf(bob)])).toBe(2n)
  })

  test('two competitions on the same tokens keep their own funding: one pays only from its own', async () => {
    // the first is funded exactly for its winners, the second with 1,000 of each
    const first = await published({}, defaultWinners(), [1, 1, 1], OWED_DEFAULT)
    const second = await published()
    for (const [player, tier] of [
      [alice, 0],
      [bob, 1],
      [carol, 2],
    ] as const) {
      await claimAs(first, player, tier)
    }
    // the second was published last, so its window ends last
    await mineAt(w.admin, second.claimEnd)
    expect(await competitionRevert(w, w.owner, 'sweep', [first.id, addressOf(w.owner)])).toBe(
      'GhostTradingCompetition: NOTHING_TO_SWEEP',
    )
    // the second's funding is all still there for its sweep
    const before = await balances(w.admin, w.tokens, addressOf(dave))
    await competitionSend(w, w.owner, 'sweep', [second.id, addressOf(dave)])
    expect(difference(await balances(w.admin, w.tokens, addressOf(dave)), before)).toEqual(FUNDING)
    expect(await balances(w.admin, w.tokens, w.competition)).toEqual(NONE)
  })
})

describe('sweep', () => {
  test('after the window: sends funded − claimed of each token, says so, and leaves nothing behind', async () => {
    const c = await published()
    await claimAs(c, alice, 0)
    await claimAs(c, carol, 2)
    await mineAt(w.admin, c.claimEnd)
    const to = addressOf(dave)
    const before = await balances(w.admin, w.tokens, to)
    const receipt = await competitionSend(w, w.owner, 'sweep', [c.id, to])
    // 1,000 less Alice's and Carol's prizes: 1,000 − 151.5 CAKE, − 101 PA, − 202 PB, − 33.666666 PC
    const left: Amounts = [848_500_000_000_000_000_000n, 899n * E18, 798n * E18, 966_333_334n]
    expect(competitionEvents(receipt, 'Swept')).toEqual([{ id: c.id, to, amounts: left }])
    expect(competitionEventNames(receipt, w.competition)).toEqual(['Swept'])
    expect(difference(await balances(w.admin, w.tokens, to), before)).toEqual(left)
    expect(await competitionRead(w, 'getSwept', [c.id])).toEqual(left)
    expect(await balances(w.admin, w.tokens, w.competition)).toEqual(NONE)
    // Bob's unclaimed prize went with the sweep; his claim is over
    expect(await claimRevert(c, bob, 1)).toBe('GhostTradingCompetition: CLAIM_OVER')
  })

  test('after a cancellation in any open phase: returns all the funding, also to another address', async () => {
    for (const steps of [0, 1, 2]) {
      const c = await createCompetition(w)
      await register(w, alice, c.id)
      await fund(w, c.id, FUNDING)
      if (steps >= 1) await startLive(w, c.id)
      if (steps >= 2) await endLive(w, c.id)
      await competitionSend(w, w.owner, 'cancel', [c.id])
      const before = await balances(w.admin, w.tokens, addressOf(carol))
      const receipt = await competitionSend(w, w.owner, 'sweep', [c.id, addressOf(carol)])
      expect(competitionEvents(receipt, 'Swept')).toEqual([
        { id: c.id, to: addressOf(carol), amounts: FUNDING },
      ])
      expect(difference(await balances(w.admin, w.tokens, addressOf(carol)), before)).toEqual(
        FUNDING,
      )
      expect(await competitionRead(w, 'getSwept', [c.id])).toEqual(FUNDING)
      expect(await balances(w.admin, w.tokens, w.competition)).toEqual(NONE)
    }
  })
})

describe('gas', () => {
  test('register, and a claim with a proof of depth 4 (16 leaves), stay within their budgets', async () => {
    const c = await createCompetition(w)
    const registration = await register(w, alice, c.id)
    await register(w, bob, c.id)
    await fund(w, c.id, FUNDING)
    await startLive(w, c.id)
    await endLive(w, c.id)
    const fillers = Array.from(
      { length: 14 },
      (_, i): Winner => [`0x${(i + 1).toString(16).padStart(40, '0')}` as Address, i % 3],
    )
    const tree = resultsTree(c.id, [[addressOf(alice), 0], [addressOf(bob), 1], ...fillers])
    await publish(w, c.id, tree, [1, 1, 0])
    const proof = proofOf(tree, c.id, addressOf(alice), 0)
    expect(proof).toHaveLength(4)
    const claimed = await claim(w, alice, c.id, 0, proof)
    // measured: register 82,203; this claim 219,934, of which about 60,000 are the first PA, PB
    // and PC balances Alice ever holds (three new storage slots in the tokens)
    expect(registration.gasUsed).toBeLessThan(100_000n)
    expect(claimed.gasUsed).toBeLessThan(250_000n)
  })
})

describe('coverage of the ABI', () => {
  // Each function is called in this file; a function added to the ABI fails here until it has
  // its cases.
  test('GhostTradingCompetition’s functions are the ones these tests exercise', () => {
    const names = ghostTradingCompetitionAbi
      .filter((item) => item.type === 'function')
      .map((item) => item.name)
      .sort()
    expect(names).toEqual(
      [
        'MAX_TIERS',
        'cancel',
        'claim',
        'competitionCount',
        'createCompetition',
        'endLive',
        'fund',
        'getClaimed',
        'getCompetition',
        'getFunded',
        'getSwept',
        'getTierClaims',
        'getTierCounts',
        'getTierPrizes',
        'getTiers',
        'hasClaimed',
        'owner',
        'profile',
        'publishResults',
        'register',
        'registeredTeam',
        'renounceOwnership',
        'startLive',
        'sweep',
        'transferOwnership',
      ].sort(),
    )
  })
})
