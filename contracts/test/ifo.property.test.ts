import { getIfoAllocation, getIfoFeeBps, type IfoFeeTier, type IfoPoolState } from '@ghost/sdk'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ghostIFOAbi, ghostProfileAbi } from '../generated'
import { type AnvilClient, type AnvilInstance, startAnvil } from '../lib/anvil'
import { propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import {
  BASIC,
  commit,
  createSale,
  deployIfoWorld,
  E18,
  harvest,
  type IfoWorld,
  ifoEvents,
  ifoRevert,
  ifoSend,
  type PoolSettings,
  readAllocation,
  readFeeBps,
  readPool,
  readUserPool,
  readWithdrawable,
  type Sale,
  toEnd,
  tokenBalance,
  toStart,
  UNLIMITED,
} from './ifo/setup'
import { assertCoveringProperty } from './shared/coverage'

/**
 * Random sales: both pools with random targets (from a few wei, so any multiple of the target
 * and so any fee tier is reached, to hundreds of CAKE), offerings and basic caps, random valid
 * fee tiers and a random point threshold; five wallets commit random amounts to both pools, so
 * each pool ends under- or oversubscribed (a commit over the basic cap is refused on chain and
 * skipped); after the end every wallet harvests each pool it joined in a random order, and the
 * owner withdraws at random moments in between. Against the sdk's mirror and to the wei:
 * - each harvest pays (event and balances) `getIfoAllocation` of the pool as it stood before
 *   it, with the sdk's fee tier equal to the contract's, `viewAllocation` showed it, and it is
 *   within one wei of the ideal pro-rata share (offering and CAKE used); the fee is the tier's
 *   share of the unused CAKE, never over 1%;
 * - a withdrawal in the middle never leaves a later harvest unpaid, and after each the sale
 *   holds at least what the remaining harvests pay;
 * - once everyone has harvested: offering paid per pool = floor(offering × total /
 *   max(total, target)) ≤ offered; refunds + what finalWithdraw sent = committed, and what it
 *   sent = min(total, target) per pool + fees; the sale holds no CAKE and no offering token;
 * - nobody harvests twice, and the points go once to exactly the wallets over the threshold.
 */

const NUM_RUNS = propertyRuns(40)
const PLAYERS = 5

let anvil: AnvilInstance
let w: IfoWorld

beforeAll(async () => {
  anvil = await startAnvil()
  w = await deployIfoWorld(anvil.url, PLAYERS)
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

type CommitPlan = { player: number; pid: number; eighths: number; extra: bigint }
type Plan = {
  pools: [PoolSettings, PoolSettings]
  tiers: IfoFeeTier[]
  threshold: bigint
  /** Offering tokens sent beyond both pools' offering. */
  surplus: bigint
  commits: CommitPlan[]
  harvestKeys: number[]
  /** Before the i-th harvest, whether the owner withdraws (when there is anything). */
  withdrawBefore: boolean[]
}

const targetArb = fc.oneof(
  { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 6n }) },
  { weight: 4, arbitrary: fc.bigInt({ min: E18 / 10n, max: 200n * E18 }) },
)
const offeringArb = fc.oneof(
  fc.bigInt({ min: 1n, max: 1_000n }),
  fc.bigInt({ min: E18, max: 10n ** 26n }),
)

/** Valid tiers: from 0×, multiples strictly rising, fees never rising, at most 1%. */
const tiersArb: fc.Arbitrary<IfoFeeTier[]> = fc
  .record({
    steps: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 9 }),
    fees: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 10, maxLength: 10 }),
    none: fc.boolean(),
  })
  .map(({ steps, fees, none }) => {
    if (none) return []
    const sorted = [...fees].sort((a, b) => b - a)
    let multiple = 0
    return [0, ...steps].map((step, i) => {
      multiple += i === 0 ? 0 : step
      return { minMultiple: multiple, feeBps: sorted[i] ?? 0 }
    })
  })

const planArb: fc.Arbitrary<Plan> = fc
  .record({
    basicTarget: targetArb,
    basicOffering: offeringArb,
    /** The cap in eighths of the basic target (at least a wei). */
    capEighths: fc.integer({ min: 1, max: 16 }),
    unlimitedTarget: targetArb,
    unlimitedOffering: offeringArb,
    tiers: tiersArb,
    threshold: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 30n * E18 })),
    surplus: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: E18 })),
    commits: fc.array(
      fc.record({
        player: fc.integer({ min: 0, max: PLAYERS - 1 }),
        pid: fc.constantFrom(BASIC, UNLIMITED),
        eighths: fc.integer({ min: 0, max: 12 }),
        extra: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 10n ** 6n })),
      }),
      { minLength: 1, maxLength: 12 },
    ),
    harvestKeys: fc.array(fc.nat(1000), { minLength: 2 * PLAYERS, maxLength: 2 * PLAYERS }),
    withdrawBefore: fc.array(fc.constantFrom(false, false, true), {
      minLength: 2 * PLAYERS,
      maxLength: 2 * PLAYERS,
    }),
  })
  .map((raw) => {
    const cap = (raw.basicTarget * BigInt(raw.capEighths)) / 8n
    return {
      pools: [
        {
          offeringAmount: raw.basicOffering,
          raisingAmount: raw.basicTarget,
          limitPerUser: cap > 0n ? cap : 1n,
        },
        {
          offeringAmount: raw.unlimitedOffering,
          raisingAmount: raw.unlimitedTarget,
          limitPerUser: 0n,
        },
      ],
      tiers: raw.tiers,
      threshold: raw.threshold,
      surplus: raw.surplus,
      commits: raw.commits,
      harvestKeys: raw.harvestKeys,
      withdrawBefore: raw.withdrawBefore,
    }
  })

let coverage = {
  undersubscribed: 0,
  oversubscribed: 0,
  feesKept: 0,
  capRefusals: 0,
  middleWithdrawals: 0,
  harvestsRoundedUp: 0,
  pointsAwarded: 0,
  belowThreshold: 0,
}

/** `a × b / d` is `paid` rounded down or up: |paid × d − a × b| < d. */
function withinOneWei(paid: bigint, a: bigint, b: bigint, d: bigint): boolean {
  const gap = paid * d - a * b
  return (gap < 0n ? -gap : gap) < d
}

const max = (a: bigint, b: bigint) => (a > b ? a : b)
const min = (a: bigint, b: bigint) => (a < b ? a : b)

async function runSale(plan: Plan): Promise<void> {
  const players = w.players as AnvilClient[]
  const offered = plan.pools[BASIC].offeringAmount + plan.pools[UNLIMITED].offeringAmount
  const sale: Sale = await createSale(w, {
    basic: plan.pools[BASIC],
    unlimited: plan.pools[UNLIMITED],
    tiers: plan.tiers,
    points: { campaignId: 33n, numberPoints: 10n, thresholdPoints: plan.threshold },
    fund: offered + plan.surplus,
  })
  const cakeOf = (address: `0x${string}`) => tokenBalance(w.admin, w.cake, address)
  const offOf = (address: `0x${string}`) => tokenBalance(w.admin, sale.offeringToken, address)

  // commits while live; over the cap: refused on chain, skipped
  await toStart(w.admin, sale)
  const committed = Array.from({ length: PLAYERS }, () => [0n, 0n])
  const totals = [0n, 0n]
  for (const { player: p, pid, eighths, extra } of plan.commits) {
    const amount = ((plan.pools[pid]?.raisingAmount ?? 0n) * BigInt(eighths)) / 8n + extra
    if (amount === 0n) continue
    const player = players[p] as AnvilClient
    const mine = committed[p] as bigint[]
    if (pid === BASIC && (mine[BASIC] as bigint) + amount > plan.pools[BASIC].limitPerUser) {
      expect(await ifoRevert(sale, player, 'depositPool', [amount, pid])).toBe(
        'GhostIFO: LIMIT_EXCEEDED',
      )
      coverage.capRefusals++
      continue
    }
    const receipt = await commit(sale, player, pid, amount)
    expect(ifoEvents(receipt, 'Deposit')).toEqual([{ user: player.account.address, amount, pid }])
    mine[pid] = (mine[pid] as bigint) + amount
    totals[pid] = (totals[pid] as bigint) + amount
  }
  for (const pid of [BASIC, UNLIMITED]) {
    expect((await readPool(w.admin, sale, pid)).totalAmount).toBe(totals[pid])
    const total = totals[pid] as bigint
    const target = plan.pools[pid]?.raisingAmount as bigint
    if (total > 0n && total < target) coverage.undersubscribed++
    if (total > target) coverage.oversubscribed++
  }

  await toEnd(w.admin, sale)
  // the sdk's fee tier is the contract's, for both pools
  const fees: bigint[] = []
  for (const pid of [BASIC, UNLIMITED]) {
    const pool = await readPool(w.admin, sale, pid)
    fees[pid] = getIfoFeeBps(pool, plan.tiers)
    expect(await readFeeBps(w.admin, sale, pid)).toBe(fees[pid])
  }

  // every wallet's pools, in a random order
  const harvests = players
    .flatMap((_, p) => [BASIC, UNLIMITED].map((pid) => ({ p, pid })))
    .filter(({ p, pid }) => (committed[p]?.[pid] ?? 0n) > 0n)
    .map((entry, i) => ({ ...entry, key: plan.harvestKeys[i] ?? 0, i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)

  const paid = { offering: [0n, 0n], refunds: 0n, fees: [0n, 0n], owner: 0n, ownerOffering: 0n }
  const awarded = new Set<number>()
  const withdraw = async () => {
    const { lpAmount, offeringAmount } = await readWithdrawable(w.admin, sale)
    if (lpAmount === 0n && offeringAmount === 0n) {
      expect(await ifoRevert(sale, w.owner, 'finalWithdraw', [])).toBe(
        'GhostIFO: NOTHING_TO_WITHDRAW',
      )
      return false
    }
    const owner = w.owner.account.address
    const [cake, off] = [await cakeOf(owner), await offOf(owner)]
    const receipt = await ifoSend(sale, w.owner, 'finalWithdraw', [])
    expect(ifoEvents(receipt, 'FinalWithdraw')).toEqual([{ lpAmount, offeringAmount }])
    expect((await cakeOf(owner)) - cake).toBe(lpAmount)
    expect((await offOf(owner)) - off).toBe(offeringAmount)
    paid.owner += lpAmount
    paid.ownerOffering += offeringAmount
    return true
  }

  for (const [index, { p, pid }] of harvests.entries()) {
    if (plan.withdrawBefore[index] && index > 0) {
      if (await withdraw()) coverage.middleWithdrawals++
      // what the sale still holds covers every harvest still to come, by the sdk's count
      const pools = [await readPool(w.admin, sale, BASIC), await readPool(w.admin, sale, UNLIMITED)]
      let offeringDue = 0n
      let cakeDue = 0n
      for (const later of harvests.slice(index)) {
        const pool = pools[later.pid] as IfoPoolState
        const amount = committed[later.p]?.[later.pid] as bigint
        const next = getIfoAllocation(pool, amount, fees[later.pid] as bigint)
        pools[later.pid] = { ...pool, harvestedAmount: pool.harvestedAmount + amount }
        offeringDue += next.offeringAmount
        cakeDue += next.refundAmount + next.feeAmount
      }
      expect(await offOf(sale.ifo)).toBe(offeringDue)
      expect(await cakeOf(sale.ifo)).toBe(cakeDue)
    }

    const player = players[p] as AnvilClient
    const address = player.account.address
    const amount = committed[p]?.[pid] as bigint
    const pool = await readPool(w.admin, sale, pid)
    const expected = getIfoAllocation(pool, amount, fees[pid] as bigint)
    expect(await readAllocation(w.admin, sale, address, pid)).toEqual(expected)

    const [off, cake] = [await offOf(address), await cakeOf(address)]
    const receipt = await harvest(sale, player, pid)
    expect(ifoEvents(receipt, 'Harvest')).toEqual([
      {
        user: address,
        offeringAmount: expected.offeringAmount,
        refundAmount: expected.refundAmount,
        feeAmount: expected.feeAmount,
        pid,
      },
    ])
    expect((await offOf(address)) - off).toBe(expected.offeringAmount)
    expect((await cakeOf(address)) - cake).toBe(expected.refundAmount)

    // within a wei of the ideal share, of the offering and of the target's CAKE
    const denominator = max(pool.totalAmount, pool.raisingAmount)
    expect(withinOneWei(expected.offeringAmount, pool.offeringAmount, amount, denominator)).toBe(
      true,
    )
    const unused = expected.refundAmount + expected.feeAmount
    expect(withinOneWei(amount - unused, pool.raisingAmount, amount, denominator)).toBe(true)
    if (expected.offeringAmount * denominator > pool.offeringAmount * amount) {
      coverage.harvestsRoundedUp++
    }
    // the fee: the tier's share of the unused CAKE, rounded down, never over 1%
    expect(expected.feeAmount).toBe((unused * (fees[pid] as bigint)) / 10_000n)
    expect(expected.feeAmount * 100n <= unused).toBe(true)
    if (expected.feeAmount > 0n) coverage.feesKept++

    const points = ifoEvents(receipt, 'UserPointsAwarded')
    if (points.length > 0) {
      expect(awarded.has(p)).toBe(false)
      expect(points).toEqual([{ user: address, numberPoints: 10n, campaignId: 33n }])
      awarded.add(p)
    }
    expect(await ifoRevert(sale, player, 'harvestPool', [pid])).toBe('GhostIFO: ALREADY_HARVESTED')
    paid.offering[pid] = (paid.offering[pid] as bigint) + expected.offeringAmount
    paid.fees[pid] = (paid.fees[pid] as bigint) + expected.feeAmount
    paid.refunds += expected.refundAmount
  }
  await withdraw()

  // each pool paid exactly what it sold; the owner got the rest of the offering
  let raised = 0n
  for (const pid of [BASIC, UNLIMITED]) {
    const { offeringAmount, raisingAmount } = plan.pools[pid] as PoolSettings
    const total = totals[pid] as bigint
    const sold = total === 0n ? 0n : (offeringAmount * total) / max(total, raisingAmount)
    expect(paid.offering[pid]).toBe(sold)
    expect(sold <= offeringAmount).toBe(true)
    expect((await readPool(w.admin, sale, pid)).sumFees).toBe(paid.fees[pid])
    raised += min(total, raisingAmount)
  }
  const [basicPaid, unlimitedPaid] = paid.offering as [bigint, bigint]
  expect(basicPaid + unlimitedPaid + paid.ownerOffering).toBe(offered + plan.surplus)
  // refunds + fees + raised = committed, to the wei; the owner got the raised CAKE and the fees
  const feesKept = (paid.fees[BASIC] as bigint) + (paid.fees[UNLIMITED] as bigint)
  expect(paid.owner).toBe(raised + feesKept)
  expect(paid.refunds + paid.owner).toBe((totals[BASIC] as bigint) + (totals[UNLIMITED] as bigint))
  // nothing locked
  expect(await cakeOf(sale.ifo)).toBe(0n)
  expect(await offOf(sale.ifo)).toBe(0n)
  expect(
    await w.admin.readContract({
      address: sale.ifo,
      abi: ghostIFOAbi,
      functionName: 'lpWithdrawn',
    }),
  ).toBe(paid.owner)

  // nobody twice; the points went once to each wallet at or over the threshold
  for (const [p, player] of players.entries()) {
    for (const pid of [BASIC, UNLIMITED]) {
      const { amount, claimed } = await readUserPool(w.admin, sale, player.account.address, pid)
      expect(amount).toBe(committed[p]?.[pid])
      expect(claimed).toBe(amount > 0n)
      expect(await ifoRevert(sale, player, 'harvestPool', [pid])).toBe(
        amount > 0n ? 'GhostIFO: ALREADY_HARVESTED' : 'GhostIFO: NOTHING_COMMITTED',
      )
    }
    const total = (committed[p]?.[BASIC] as bigint) + (committed[p]?.[UNLIMITED] as bigint)
    const due = total > 0n && total >= plan.threshold
    expect(awarded.has(p)).toBe(due)
    if (due) coverage.pointsAwarded++
    else if (total > 0n) coverage.belowThreshold++
  }
  // the awards were the profile's too (one UserPointIncrease per award, read from the chain)
  const increases = await w.admin.getContractEvents({
    address: w.profile,
    abi: ghostProfileAbi,
    eventName: 'UserPointIncrease',
    fromBlock: sale.receipt.blockNumber,
  })
  expect(increases).toHaveLength(awarded.size)
}

test(
  'any commits, fee tiers, harvest orders and withdrawals: each harvest is the sdk’s pro-rata share, refunds + fees + raised = committed to the wei, nothing is locked or paid twice',
  async () => {
    coverage = {
      undersubscribed: 0,
      oversubscribed: 0,
      feesKept: 0,
      capRefusals: 0,
      middleWithdrawals: 0,
      harvestsRoundedUp: 0,
      pointsAwarded: 0,
      belowThreshold: 0,
    }
    await assertCoveringProperty(
      w.admin,
      planArb,
      runSale,
      { numRuns: NUM_RUNS, timeoutMs: propertyTimeout(55_000), seed: 33 },
      coverage,
    )
  },
  propertyTimeout(60_000),
)
