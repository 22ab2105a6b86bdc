import fc from 'fast-check'
import type { Address } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AnvilClient, type AnvilInstance, isolated, startAnvil } from '../lib/anvil'
import { propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import {
  type Amounts,
  balances,
  type CompetitionWorld,
  claim,
  competitionEvents,
  competitionRead,
  competitionRevert,
  competitionSend,
  createCompetition,
  DAY,
  deployCompetitionWorld,
  deployFeed,
  deployTestToken,
  difference,
  E18,
  endLive,
  fund,
  mineAt,
  proofOf,
  publish,
  type Quad,
  quadOf,
  register,
  resultsTree,
  SUPPLY,
  setFeedAnswer,
  startLive,
  type Tier,
  type Winner,
} from './competition/setup'
import { approveToken, transferToken } from './farms/setup'
import { assertCoveringProperty } from './shared/coverage'

/**
 * Random competitions on Anvil: four tokens of 6 or 18 decimals, feeds of 8 or 18 decimals
 * answering prices from 0.0001 to 100,000 USD, up to four tiers with prizes from 10^-10 USD
 * to a million USD, a random set of registrants and of winners per tier.
 *
 * 1. Coverage and nothing locked. The prizes are first learnt from a publication on a copy of
 *    the chain funded with plenty (and checked against the 3:1:1:1 bracket); then the
 *    competition is funded with the winners' prizes plus a random difference (one unit short, a
 *    random shortfall, exact, or more) per token. Publication succeeds iff every token's funding
 *    covers the prizes; a refused one is topped up and published. The winners then claim in a
 *    random order, a random subset of them (a tree listing one winner more than the count, or a
 *    wallet that never registered, is refused for that one), and after every claim the contract's
 *    claimed totals equal the prizes paid and stay within the funding. After the window the sweep
 *    sends exactly funded − claimed and the contract holds none of the four tokens. Some runs are
 *    cancelled instead: the sweep then returns the whole funding.
 * 2. 3:1:1:1 exact. For every tier and token, with weight 3 for CAKE and 1 for a partner:
 *    amount × 6 × price ≤ usdPrize × weight < (amount + 1) × 6 × price, all in the smallest
 *    units (a bracket, not the contract's formula); and with four equal prices and decimals and a
 *    prize that divides evenly, CAKE is exactly three times each partner, which are all equal.
 */

const PLAYERS = 6
const RUNS_COVERAGE = propertyRuns(40)
const RUNS_SPLIT = propertyRuns(60)
const DECIMAL_CHOICES = [6, 18] as const
const FEED_DECIMAL_CHOICES = [8, 18] as const
type TokenDecimals = (typeof DECIMAL_CHOICES)[number]
type FeedDecimals = (typeof FEED_DECIMAL_CHOICES)[number]
const WEIGHTS = [3n, 1n, 1n, 1n] as const
const SLOTS = [0, 1, 2, 3] as const
const SIX_USD = 6n * E18

let anvil: AnvilInstance
let w: CompetitionWorld
/** Per slot (CAKE, PA, PB, PC), a token of each decimals. */
let tokenBank: Quad<Record<TokenDecimals, Address>>
/** Per slot, a feed of each decimals. */
let feedBank: Quad<Record<FeedDecimals, Address>>

beforeAll(async () => {
  anvil = await startAnvil()
  w = await deployCompetitionWorld(anvil.url, PLAYERS)
  const bank = async (slot: string) => {
    const tokens = {} as Record<TokenDecimals, Address>
    for (const decimals of DECIMAL_CHOICES) {
      const token = await deployTestToken(w.admin, `${slot}${decimals}`, decimals)
      await transferToken(w.admin, token, w.owner.account.address, SUPPLY / 2n)
      await approveToken(w.owner, token, w.competition)
      tokens[decimals] = token
    }
    const feeds = { 8: await deployFeed(w.admin, 1n, 8), 18: await deployFeed(w.admin, 1n, 18) }
    return { tokens, feeds }
  }
  const banks = [await bank('CAKE'), await bank('PA'), await bank('PB'), await bank('PC')] as const
  tokenBank = quadOf((slot) => banks[slot].tokens)
  feedBank = quadOf((slot) => banks[slot].feeds)
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

const quad = <value>(arbitrary: fc.Arbitrary<value>) =>
  fc.tuple(arbitrary, arbitrary, arbitrary, arbitrary) as fc.Arbitrary<Quad<value>>

/**
 * A price from 0.0001 to about 100,000 USD with four significant digits: mantissa × 10^(exponent
 * − 4) USD. (Lower prices with a million-USD prize would need more tokens than the owner holds.)
 */
type Price = { mantissa: bigint; exponent: number }
const priceArb: fc.Arbitrary<Price> = fc.record({
  mantissa: fc.bigInt({ min: 1_000n, max: 9_999n }),
  exponent: fc.integer({ min: -3, max: 5 }),
})
/** The feed's answer for `price`: mantissa × 10^(exponent − 4) USD in `decimals`. */
const answerOf = (price: Price, decimals: number) =>
  price.mantissa * 10n ** BigInt(decimals + price.exponent - 4)

/** A prize of 0 or 10^-10 to a million USD, spread over the orders of magnitude; points 0 to 1,000 (never neither). */
const tierArb: fc.Arbitrary<Tier> = fc
  .record({
    mantissa: fc.bigInt({ min: 0n, max: 10_000n }),
    exponent: fc.integer({ min: 8, max: 20 }),
    points: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 1_000n })),
  })
  .map(({ mantissa, exponent, points }) => ({
    usdPrize: mantissa * 10n ** BigInt(exponent),
    points: mantissa === 0n && points === 0n ? 1n : points,
  }))

type Market = {
  decimals: Quad<TokenDecimals>
  feedDecimals: Quad<FeedDecimals>
  prices: Quad<Price>
}
const marketArb: fc.Arbitrary<Market> = fc.record({
  decimals: quad(fc.constantFrom(...DECIMAL_CHOICES)),
  feedDecimals: quad(fc.constantFrom(...FEED_DECIMAL_CHOICES)),
  prices: quad(priceArb),
})

type Delta = { kind: 'short1' | 'short' | 'exact' | 'more'; amount: bigint }
type Plan = Market & {
  tiers: Tier[]
  /** Which players register (bit i: player i). */
  registrants: boolean[]
  /** Raw per-tier counts, cut down so their sum fits the registrants. */
  counts: number[]
  /** null: the tree lists exactly the winners; otherwise one more leaf in that tier, for a registrant left over or (no one left) a wallet that never registered. */
  extraTier: number | null
  deltas: Quad<Delta>
  claimKeys: number[]
  claims: boolean[]
  cancel: boolean
}

const deltaArb: fc.Arbitrary<Delta> = fc.oneof(
  fc.constant<Delta>({ kind: 'exact', amount: 0n }),
  fc.constant<Delta>({ kind: 'short1', amount: 0n }),
  fc.bigInt({ min: 2n, max: 10n ** 24n }).map((amount): Delta => ({ kind: 'short', amount })),
  fc.bigInt({ min: 1n, max: 10n ** 24n }).map((amount): Delta => ({ kind: 'more', amount })),
)

const planArb: fc.Arbitrary<Plan> = fc
  .record({
    market: marketArb,
    tiers: fc.array(tierArb, { minLength: 1, maxLength: 4 }),
    registrants: fc.array(fc.boolean(), { minLength: PLAYERS, maxLength: PLAYERS }),
    counts: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
    extraTier: fc.option(fc.nat(3), { freq: 3 }),
    deltas: quad(deltaArb),
    claimKeys: fc.array(fc.nat(1_000), { minLength: PLAYERS + 1, maxLength: PLAYERS + 1 }),
    claims: fc.array(fc.constantFrom(true, true, true, false), {
      minLength: PLAYERS + 1,
      maxLength: PLAYERS + 1,
    }),
    cancel: fc.constantFrom(false, false, false, false, false, true),
  })
  .map(({ market, ...rest }) => ({ ...market, ...rest }))

/** The bracket of 3:1:1:1 by value, in smallest units: amount × 6 × 10^18 × price ≤ usdPrize × weight × 10^(feed + token decimals) < (amount + 1) × 6 × 10^18 × price. */
function inBracket(
  amount: bigint,
  usdPrize: bigint,
  weight: bigint,
  answer: bigint,
  feedDecimals: number,
  tokenDecimals: number,
): boolean {
  const value = usdPrize * weight * 10n ** BigInt(feedDecimals + tokenDecimals)
  const unit = SIX_USD * answer
  return amount * unit <= value && value < (amount + 1n) * unit
}

/** Points the feeds of `market` at its prices (fresh answers) and returns its tokens and feeds. */
async function setMarket(market: Market): Promise<{
  tokens: Quad<Address>
  feeds: Quad<Address>
  answers: Quad<bigint>
}> {
  const tokens = quadOf((slot) => tokenBank[slot][market.decimals[slot]])
  const feeds = quadOf((slot) => feedBank[slot][market.feedDecimals[slot]])
  const answers = quadOf((slot) => answerOf(market.prices[slot], market.feedDecimals[slot]))
  for (const slot of SLOTS) await setFeedAnswer(w, feeds[slot], answers[slot])
  return { tokens, feeds, answers }
}

function checkBrackets(
  prizes: readonly Amounts[],
  tiers: readonly Tier[],
  market: Market,
  answers: Quad<bigint>,
) {
  for (const [t, tier] of tiers.entries()) {
    for (const i of SLOTS) {
      const amount = prizes[t]?.[i] as bigint
      expect(
        inBracket(
          amount,
          tier.usdPrize,
          WEIGHTS[i],
          answers[i],
          market.feedDecimals[i],
          market.decimals[i],
        ),
        `tier ${t} token ${i}: ${amount}`,
      ).toBe(true)
    }
  }
}

const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n)
const add = (a: Amounts, b: Amounts): Amounts => [
  a[0] + b[0],
  a[1] + b[1],
  a[2] + b[2],
  a[3] + b[3],
]
const times = (a: Amounts, n: bigint): Amounts => [a[0] * n, a[1] * n, a[2] * n, a[3] * n]
const NONE: Amounts = [0n, 0n, 0n, 0n]

/** How many runs reached each branch, from 0 at the start of the property. */
const noCoverage = () => ({
  underfundedRefused: 0,
  exactFunding: 0,
  publishedOverfunded: 0,
  tierFullRefused: 0,
  notRegisteredRefused: 0,
  claimsPaid: 0,
  zeroAmountsInPrizes: 0,
  sweptSomething: 0,
  nothingToSweep: 0,
  cancelled: 0,
  sixDecimalTokens: 0,
})

let coverage = noCoverage()

/** Competition options on the market's tokens and feeds: a day to claim, prices up to a day old. */
const dayLongOn = (market: { tokens: Quad<Address>; feeds: Quad<Address> }, tiers: Tier[]) => ({
  tokens: market.tokens,
  feeds: market.feeds,
  tiers,
  claimDuration: DAY,
  maxPriceAge: DAY,
})

async function runCoverage(plan: Plan): Promise<void> {
  const players = w.players
  const market = await setMarket(plan)
  expect(await balances(w.admin, market.tokens, w.competition)).toEqual(NONE)
  const c = await createCompetition(w, dayLongOn(market, plan.tiers))
  const registrants = players.filter((_, i) => plan.registrants[i])
  for (const player of registrants) await register(w, player, c.id)
  await startLive(w, c.id)
  await endLive(w, c.id)

  // the winners: counts cut to fit the registrants, filled from the registrants in order
  const counts: number[] = []
  let left = registrants.length
  for (const [t] of plan.tiers.entries()) {
    const count = Math.min(plan.counts[t] ?? 0, left)
    counts.push(count)
    left -= count
  }
  const winners: [AnvilClient, number][] = []
  let next = 0
  for (const [t, count] of counts.entries()) {
    for (let k = 0; k < count; k++) winners.push([registrants[next++] as AnvilClient, t])
  }
  let extra: [AnvilClient, number] | undefined
  if (plan.extraTier !== null && plan.extraTier < plan.tiers.length) {
    extra = [registrants[next] ?? w.stranger, plan.extraTier]
  }
  const leaves = [...winners, ...(extra ? [extra] : [])]
  // a tree needs a leaf; with no winner at all, one for a wallet that never registered
  const tree = resultsTree(
    c.id,
    leaves.length > 0
      ? leaves.map(([player, tier]): Winner => [player.account.address, tier])
      : [[w.stranger.account.address, 0]],
  )

  // learn the prizes from a publication on a copy of the chain, funded with plenty
  const prizes = await isolated(w.admin, async () => {
    await fund(w, c.id, [SUPPLY / 4n, SUPPLY / 4n, SUPPLY / 4n, SUPPLY / 4n])
    const receipt = await publish(w, c.id, tree, counts)
    const [event] = competitionEvents(receipt, 'TierPrizes')
    return (event?.amounts ?? []) as readonly Amounts[]
  })
  expect(prizes).toHaveLength(plan.tiers.length)
  checkBrackets(prizes, plan.tiers, plan, market.answers)
  if (prizes.some((amounts) => amounts.some((amount) => amount === 0n))) {
    coverage.zeroAmountsInPrizes++
  }
  coverage.sixDecimalTokens += plan.decimals.filter((d) => d === 6).length
  const owed = prizes.reduce<Amounts>(
    (total, amounts, t) => add(total, times(amounts, BigInt(counts[t] ?? 0))),
    NONE,
  )

  // fund the prizes plus each token's difference; publication succeeds iff all are covered
  const funding = quadOf((slot) => {
    const [owedHere, delta] = [owed[slot], plan.deltas[slot]]
    if (delta.kind === 'short1') return owedHere > 0n ? owedHere - 1n : 0n
    if (delta.kind === 'short') return owedHere > delta.amount ? owedHere - delta.amount : 0n
    if (delta.kind === 'more') return owedHere + delta.amount
    return owedHere
  })
  let funded: Amounts = NONE
  if (sum(funding) > 0n) {
    await fund(w, c.id, funding)
    funded = funding
  }
  expect(await competitionRead(w, 'getFunded', [c.id])).toEqual(funded)

  if (plan.cancel) {
    await competitionSend(w, w.owner, 'cancel', [c.id])
    coverage.cancelled++
    await sweepAll(c.id, market.tokens, funded)
    return
  }

  const covered = funded.every((amount, i) => amount >= (owed[i] as bigint))
  if (!covered) {
    expect(
      await competitionRevert(w, w.owner, 'publishResults', [
        c.id,
        tree.root as `0x${string}`,
        counts,
      ]),
    ).toBe('GhostTradingCompetition: UNDERFUNDED')
    coverage.underfundedRefused++
    const topUp = quadOf((slot) => (owed[slot] > funded[slot] ? owed[slot] - funded[slot] : 0n))
    await fund(w, c.id, topUp)
    funded = add(funded, topUp)
  } else if (funded.every((amount, i) => amount === owed[i])) {
    coverage.exactFunding++
  } else {
    coverage.publishedOverfunded++
  }
  const published = await publish(w, c.id, tree, counts)
  expect(competitionEvents(published, 'TierPrizes')[0]?.amounts).toEqual(prizes)
  const { claimEnd } = await competitionRead(w, 'getCompetition', [c.id])

  // claims in a random order, a random subset; the tree's extra leaf is refused its claim
  const claimants = leaves
    .map(([player, tier], i) => ({ player, tier, key: plan.claimKeys[i] ?? 0, i }))
    .filter(({ i }) => plan.claims[i])
    .sort((a, b) => a.key - b.key || a.i - b.i)
  const tierClaims = counts.map(() => 0)
  let paid: Amounts = NONE
  for (const { player, tier } of claimants) {
    const address = player.account.address
    const proof = proofOf(tree, c.id, address, tier)
    const registered = registrants.includes(player)
    if (!registered) {
      expect(await competitionRevert(w, player, 'claim', [c.id, tier, proof])).toBe(
        'GhostTradingCompetition: NOT_REGISTERED',
      )
      coverage.notRegisteredRefused++
      continue
    }
    if ((tierClaims[tier] as number) >= (counts[tier] as number)) {
      expect(await competitionRevert(w, player, 'claim', [c.id, tier, proof])).toBe(
        'GhostTradingCompetition: TIER_FULL',
      )
      coverage.tierFullRefused++
      continue
    }
    const before = await balances(w.admin, market.tokens, address)
    const receipt = await claim(w, player, c.id, tier, proof)
    const amounts = prizes[tier] as Amounts
    expect(competitionEvents(receipt, 'Claimed')[0]?.amounts).toEqual(amounts)
    expect(difference(await balances(w.admin, market.tokens, address), before)).toEqual(amounts)
    tierClaims[tier] = (tierClaims[tier] as number) + 1
    paid = add(paid, amounts)
    coverage.claimsPaid++
    const claimed = await competitionRead(w, 'getClaimed', [c.id])
    expect(claimed).toEqual(paid)
    for (const slot of SLOTS) expect(claimed[slot] <= funded[slot]).toBe(true)
  }
  expect(await competitionRead(w, 'getTierClaims', [c.id])).toEqual(tierClaims)

  // the window over: nobody claims; the sweep takes exactly what is left
  await mineAt(w.admin, claimEnd)
  const unclaimed = winners.find(([player]) => !claimants.some((x) => x.player === player))
  if (unclaimed) {
    const [player, tier] = unclaimed
    expect(
      await competitionRevert(w, player, 'claim', [
        c.id,
        tier,
        proofOf(tree, c.id, player.account.address, tier),
      ]),
    ).toBe('GhostTradingCompetition: CLAIM_OVER')
  }
  await sweepAll(c.id, market.tokens, difference(funded, paid))
}

/** The sweep after the window or a cancellation: exactly `expected`, and nothing left behind. */
async function sweepAll(id: bigint, tokens: Quad<Address>, expected: Amounts): Promise<void> {
  const to = w.stranger.account.address
  if (sum(expected) === 0n) {
    expect(await competitionRevert(w, w.owner, 'sweep', [id, to])).toBe(
      'GhostTradingCompetition: NOTHING_TO_SWEEP',
    )
    coverage.nothingToSweep++
  } else {
    const before = await balances(w.admin, tokens, to)
    const receipt = await competitionSend(w, w.owner, 'sweep', [id, to])
    expect(competitionEvents(receipt, 'Swept')).toEqual([{ id, to, amounts: expected }])
    expect(difference(await balances(w.admin, tokens, to), before)).toEqual(expected)
    coverage.sweptSomething++
  }
  expect(await balances(w.admin, tokens, w.competition)).toEqual(NONE)
}

test(
  'any tiers, prices, decimals, funding and claims: publication iff the funding covers the prizes, claims never beyond the funding, the sweep takes exactly the rest and nothing stays locked',
  async () => {
    coverage = noCoverage()
    await assertCoveringProperty(
      w.admin,
      planArb,
      runCoverage,
      { numRuns: RUNS_COVERAGE, timeoutMs: propertyTimeout(40_000), seed: 35 },
      coverage,
    )
  },
  propertyTimeout(45_000),
)

type SplitPlan = Market & {
  tiers: Tier[]
  /** Equal prices and decimals for all four tokens, with evenly dividing prizes. */
  equal: { price: Price; decimals: TokenDecimals; feedDecimals: FeedDecimals; ks: bigint[] } | null
}

const splitArb: fc.Arbitrary<SplitPlan> = fc.record({
  decimals: quad(fc.constantFrom(...DECIMAL_CHOICES)),
  feedDecimals: quad(fc.constantFrom(...FEED_DECIMAL_CHOICES)),
  prices: quad(priceArb),
  tiers: fc.array(tierArb, { minLength: 1, maxLength: 6 }),
  equal: fc.option(
    fc.record({
      price: priceArb,
      decimals: fc.constantFrom(...DECIMAL_CHOICES),
      feedDecimals: fc.constantFrom(...FEED_DECIMAL_CHOICES),
      ks: fc.array(fc.bigInt({ min: 1n, max: 10n ** 6n }), { minLength: 1, maxLength: 6 }),
    }),
    { freq: 2 },
  ),
})

let splitCoverage = { equal: 0, random: 0, roundedDown: 0 }

async function runSplit(raw: SplitPlan): Promise<void> {
  const equal = raw.equal
  const plan: SplitPlan = equal
    ? {
        ...raw,
        decimals: [equal.decimals, equal.decimals, equal.decimals, equal.decimals],
        feedDecimals: [
          equal.feedDecimals,
          equal.feedDecimals,
          equal.feedDecimals,
          equal.feedDecimals,
        ],
        prices: [equal.price, equal.price, equal.price, equal.price],
        // usdPrize = 6 × answer × k × 10^(18 − decimals) when that is whole: each partner's sixth
        // is then k × 10^max(0, feed + token decimals − 18) units exactly
        tiers: equal.ks.map((k) => ({
          usdPrize:
            6n *
            answerOf(equal.price, equal.feedDecimals) *
            k *
            10n ** BigInt(Math.max(0, 18 - equal.feedDecimals - equal.decimals)),
          points: 0n,
        })),
      }
    : raw
  const market = await setMarket(plan)
  const c = await createCompetition(w, dayLongOn(market, plan.tiers))
  await startLive(w, c.id)
  await endLive(w, c.id)
  // no winners: the prizes are priced without any funding
  const receipt = await publish(
    w,
    c.id,
    { root: `0x${'35'.repeat(32)}` },
    plan.tiers.map(() => 0),
  )
  const prizes = competitionEvents(receipt, 'TierPrizes')[0]?.amounts as readonly Amounts[]
  expect(await competitionRead(w, 'getTierPrizes', [c.id])).toEqual(prizes)
  checkBrackets(prizes, plan.tiers, plan, market.answers)

  for (const [t, [cake, pa, pb, pc]] of prizes.entries()) {
    if (equal) {
      const k = equal.ks[t] as bigint
      const partner = k * 10n ** BigInt(Math.max(0, equal.feedDecimals + equal.decimals - 18))
      expect([cake, pa, pb, pc]).toEqual([3n * partner, partner, partner, partner])
    } else {
      const tier = plan.tiers[t] as Tier
      const weighted = tier.usdPrize * 10n ** BigInt(plan.feedDecimals[1] + plan.decimals[1])
      if (pa * SIX_USD * market.answers[1] < weighted) splitCoverage.roundedDown++
    }
  }
  if (equal) splitCoverage.equal++
  else splitCoverage.random++
}

test(
  '3:1:1:1 by value, exact: every amount is the floor of its share (a bracket), and with equal prices CAKE is exactly three times each partner',
  async () => {
    splitCoverage = { equal: 0, random: 0, roundedDown: 0 }
    await assertCoveringProperty(
      w.admin,
      splitArb,
      runSplit,
      { numRuns: RUNS_SPLIT, timeoutMs: propertyTimeout(20_000), seed: 351 },
      splitCoverage,
    )
  },
  propertyTimeout(25_000),
)
