import fc from 'fast-check'
import { type Address, parseEventLogs, type TransactionReceipt, zeroAddress } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  masterChefAbi,
  masterChefBytecode,
  smartChefAbi,
  smartChefBytecode,
  taxTokenAbi,
  taxTokenBytecode,
} from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  isolated,
  startAnvil,
} from '../lib/anvil'
import { propertyParameters, propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import { afterTax } from './amm/math'
import {
  approveToken,
  deployed,
  deployToken,
  E18,
  gasCost,
  headBlock,
  LIVE_RATE,
  MAX_ALLOC_POINT,
  MAX_REWARD_PER_BLOCK,
  mined,
  tokenBalance,
  transferToken,
  userClients,
} from './farms/setup'

/**
 * Stakes can always leave, whatever the owner does, on both chefs:
 *  - random owner settings anywhere inside the bounds (rate, allocations, a pool added later,
 *    SmartChef stopReward and user limits, changed mid-way) between random deposits, harvests,
 *    withdrawals and mined blocks: every emergencyWithdraw returns exactly the caller's stake
 *    and lowers totalStaked by exactly that, and deposit / withdraw / harvest never revert;
 *  - a fee-on-transfer staking token (TaxToken, 10% burnt per transfer) on a MasterChef farm
 *    and an ERC20 SmartChef: the stake credited is what arrived, and the full stake always
 *    leaves, bringing the chef's token balance back to where it started.
 */

const EXIT_RUNS = propertyRuns(100)
const TAX_RUNS = propertyRuns(100)
const USERS = 3
/** Each user's holding of every staking token; deposits stay far below it. */
const HOLDING = 10n ** 6n * E18

let anvil: AnvilInstance
let owner: AnvilClient
let users: AnvilClient[]
let lpC: Address
let tax: Address
let farm: Address
let nativePool: Address
let tokenPool: Address
let taxPool: Address
/** Where every staking position lives, indexed as the scenarios name them. */
let venues: Venue[]
let taxVenues: Venue[]

/** One place to stake: a MasterChef farm (pid) or a SmartChef pool. */
type Venue = {
  chef: Address
  /** The staked ERC20, or null for the native coin. */
  token: Address | null
  deposit(user: AnvilClient, amount: bigint): Promise<TransactionReceipt>
  withdraw(user: AnvilClient, amount: bigint): Promise<TransactionReceipt>
  emergencyWithdraw(user: AnvilClient): Promise<TransactionReceipt>
  staked(account: Address): Promise<readonly [bigint, bigint]>
  totalStaked(): Promise<bigint>
  /** Amounts of this venue's events of one kind in a receipt, and its UpdatePool count. */
  amounts(
    receipt: TransactionReceipt,
    event: 'Deposit' | 'Withdraw' | 'EmergencyWithdraw',
  ): bigint[]
  updates(receipt: TransactionReceipt): number
}

function farmVenue(pid: bigint, token: Address): Venue {
  const call = { address: farm, abi: masterChefAbi } as const
  const ours = (receipt: TransactionReceipt) =>
    receipt.logs.filter((log) => log.address.toLowerCase() === farm.toLowerCase())
  return {
    chef: farm,
    token,
    deposit: (user, amount) =>
      mined(user, user.writeContract({ ...call, functionName: 'deposit', args: [pid, amount] })),
    withdraw: (user, amount) =>
      mined(user, user.writeContract({ ...call, functionName: 'withdraw', args: [pid, amount] })),
    emergencyWithdraw: (user) =>
      mined(user, user.writeContract({ ...call, functionName: 'emergencyWithdraw', args: [pid] })),
    staked: (account) =>
      owner.readContract({ ...call, functionName: 'userInfo', args: [pid, account] }),
    totalStaked: () => owner.readContract({ ...call, functionName: 'totalStaked', args: [pid] }),
    amounts: (receipt, eventName) =>
      parseEventLogs({ abi: masterChefAbi, eventName, logs: ours(receipt) })
        .filter((log) => log.args.pid === pid)
        .map((log) => log.args.amount),
    updates: (receipt) =>
      parseEventLogs({ abi: masterChefAbi, eventName: 'UpdatePool', logs: ours(receipt) }).filter(
        (log) => log.args.pid === pid,
      ).length,
  }
}

function poolVenue(chef: Address, token: Address | null): Venue {
  const call = { address: chef, abi: smartChefAbi } as const
  const ours = (receipt: TransactionReceipt) =>
    receipt.logs.filter((log) => log.address.toLowerCase() === chef.toLowerCase())
  return {
    chef,
    token,
    deposit: (user, amount) =>
      mined(
        user,
        user.writeContract({
          ...call,
          functionName: 'deposit',
          args: [amount],
          value: token === null ? amount : 0n,
        }),
      ),
    withdraw: (user, amount) =>
      mined(user, user.writeContract({ ...call, functionName: 'withdraw', args: [amount] })),
    emergencyWithdraw: (user) =>
      mined(user, user.writeContract({ ...call, functionName: 'emergencyWithdraw' })),
    staked: (account) => owner.readContract({ ...call, functionName: 'userInfo', args: [account] }),
    totalStaked: () => owner.readContract({ ...call, functionName: 'totalStaked' }),
    amounts: (receipt, eventName) =>
      parseEventLogs({ abi: smartChefAbi, eventName, logs: ours(receipt) }).map(
        (log) => log.args.amount,
      ),
    updates: (receipt) =>
      parseEventLogs({ abi: smartChefAbi, eventName: 'UpdatePool', logs: ours(receipt) }).length,
  }
}

/** The staked asset held by `holder`: token balance, or native balance for a native venue. */
async function holding(venue: Venue, holder: Address): Promise<bigint> {
  return venue.token === null
    ? owner.getBalance({ address: holder })
    : tokenBalance(owner, venue.token, holder)
}

beforeAll(async () => {
  anvil = await startAnvil()
  owner = anvilClient(anvil.url)
  users = userClients(anvil.url, USERS)
  const ghost = await deployToken(owner, 'GHOST')
  const usdt = await deployToken(owner, 'USDT')
  const lpA = await deployToken(owner, 'LPA')
  const lpB = await deployToken(owner, 'LPB')
  lpC = await deployToken(owner, 'LPC')
  const stk = await deployToken(owner, 'STK')
  tax = await deployed(
    owner,
    owner.deployContract({
      abi: taxTokenAbi,
      bytecode: taxTokenBytecode,
      args: ['Tax', 'TAX', 10n ** 9n * E18],
    }),
  )
  const start = (await headBlock(owner)) + 1n
  farm = await deployed(
    owner,
    owner.deployContract({
      abi: masterChefAbi,
      bytecode: masterChefBytecode,
      args: [ghost, 10n * E18, start],
    }),
  )
  for (const [lp, alloc] of [
    [lpA, 1000n],
    [lpB, 500n],
  ] as const) {
    await mined(
      owner,
      owner.writeContract({
        address: farm,
        abi: masterChefAbi,
        functionName: 'add',
        args: [alloc, lp, false],
      }),
    )
  }
  const pool = async (staked: Address) =>
    deployed(
      owner,
      owner.deployContract({
        abi: smartChefAbi,
        bytecode: smartChefBytecode,
        args: [staked, usdt, LIVE_RATE, start, start + 1_000_000n, 0n],
      }),
    )
  nativePool = await pool(zeroAddress)
  tokenPool = await pool(stk)
  taxPool = await pool(tax)
  // modest funding: harvests at high rates run short and carry the rest as unpaid
  await transferToken(owner, ghost, farm, 1_000n * E18)
  for (const chef of [nativePool, tokenPool, taxPool]) {
    await transferToken(owner, usdt, chef, 1_000n * E18)
  }
  for (const user of users) {
    for (const token of [lpA, lpB, lpC, stk, tax]) {
      await transferToken(owner, token, user.account.address, HOLDING)
    }
    for (const lp of [lpA, lpB, lpC, tax]) await approveToken(user, lp, farm)
    await approveToken(user, stk, tokenPool)
    await approveToken(user, tax, taxPool)
  }
  venues = [
    farmVenue(0n, lpA),
    farmVenue(1n, lpB),
    farmVenue(2n, lpC),
    poolVenue(nativePool, null),
    poolVenue(tokenPool, stk),
  ]
  // the tax runs add the TaxToken farm as pid 2
  taxVenues = [farmVenue(2n, tax), poolVenue(taxPool, tax)]
})

afterAll(async () => {
  await anvil?.stop()
})

const rateArb = fc.oneof(
  fc.constantFrom(0n, 1n, LIVE_RATE, 10n * E18, MAX_REWARD_PER_BLOCK),
  fc.bigInt({ min: 0n, max: MAX_REWARD_PER_BLOCK }),
)
const allocArb = fc.oneof(
  fc.constantFrom(0n, 1n, 1000n, MAX_ALLOC_POINT),
  fc.bigInt({ min: 0n, max: MAX_ALLOC_POINT }),
)
// dust stakes and large ones side by side (native deposits stay within the dev balances)
const amountArb = fc.oneof(
  fc.bigInt({ min: 1n, max: 1_000n }),
  fc.bigInt({ min: 1n, max: 10n ** 20n }),
)
const userArb = fc.integer({ min: 0, max: USERS - 1 })
/** 0–2: farm pids (2 exists only once added), 3: native pool, 4: ERC20 pool. */
const venueArb = fc.integer({ min: 0, max: 4 })
const poolArb = fc.integer({ min: 0, max: 1 })

type ExitOp =
  | { kind: 'deposit'; user: number; venue: number; amount: bigint }
  | { kind: 'withdraw'; user: number; venue: number; permille: number }
  | { kind: 'harvest'; user: number; venue: number }
  | { kind: 'emergency'; user: number; venue: number }
  | { kind: 'mine'; blocks: number }
  | { kind: 'farmRate'; rate: bigint }
  | { kind: 'farmAlloc'; pid: number; alloc: bigint }
  | { kind: 'farmAdd'; alloc: bigint }
  | { kind: 'poolRate'; pool: number; rate: bigint }
  | { kind: 'poolStop'; pool: number }
  | { kind: 'poolLimit'; pool: number; limit: bigint }

const exitOpArb: fc.Arbitrary<ExitOp> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      user: userArb,
      venue: venueArb,
      amount: amountArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      user: userArb,
      venue: venueArb,
      permille: fc.integer({ min: 0, max: 1000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('harvest' as const), user: userArb, venue: venueArb }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('emergency' as const),
      user: userArb,
      venue: venueArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('mine' as const),
      blocks: fc.integer({ min: 1, max: 30 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('farmRate' as const), rate: rateArb }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('farmAlloc' as const),
      pid: fc.integer({ min: 0, max: 2 }),
      alloc: allocArb,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('farmAdd' as const), alloc: allocArb }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('poolRate' as const), pool: poolArb, rate: rateArb }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('poolStop' as const), pool: poolArb }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('poolLimit' as const),
      pool: poolArb,
      // 0 lifts the limit; a limit below a stake must not trap it
      limit: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 10n ** 20n })),
    }),
  },
)

const exitScenarioArb = fc.record({
  farmRate: rateArb,
  allocs: fc.tuple(allocArb, allocArb),
  poolRates: fc.tuple(rateArb, rateArb),
  ops: fc.array(exitOpArb, { minLength: 1, maxLength: 16 }),
})

type ExitScenario = typeof exitScenarioArb extends fc.Arbitrary<infer T> ? T : never

/** emergencyWithdraw returns exactly `stake`, lowers totalStaked by it and touches no pool math. */
async function expectExact(venue: Venue, user: AnvilClient, stake: bigint): Promise<void> {
  const account = user.account.address
  const [before, totalBefore] = await Promise.all([holding(venue, account), venue.totalStaked()])
  const receipt = await venue.emergencyWithdraw(user)
  const [after, totalAfter, info] = await Promise.all([
    holding(venue, account),
    venue.totalStaked(),
    venue.staked(account),
  ])
  const gas = venue.token === null ? gasCost(receipt) : 0n
  expect(after + gas - before).toBe(stake)
  expect(totalBefore - totalAfter).toBe(stake)
  expect(info).toEqual([0n, 0n])
  expect(venue.amounts(receipt, 'EmergencyWithdraw')).toEqual([stake])
  expect(venue.updates(receipt)).toBe(0)
}

async function runExitScenario(scenario: ExitScenario): Promise<void> {
  const farmCall = { address: farm, abi: masterChefAbi } as const
  const pools = [nativePool, tokenPool]
  const owned = (hash: Promise<`0x${string}`>) => mined(owner, hash)
  const setPoolRate = (pool: number, rate: bigint) =>
    owned(
      owner.writeContract({
        address: pools[pool] as Address,
        abi: smartChefAbi,
        functionName: 'updateRewardPerBlock',
        args: [rate],
      }),
    )
  await owned(
    owner.writeContract({
      ...farmCall,
      functionName: 'updateRewardPerBlock',
      args: [scenario.farmRate],
    }),
  )
  for (const [pid, alloc] of scenario.allocs.entries()) {
    await owned(
      owner.writeContract({ ...farmCall, functionName: 'set', args: [BigInt(pid), alloc, false] }),
    )
  }
  for (const [pool, rate] of scenario.poolRates.entries()) await setPoolRate(pool, rate)

  const stakes = venues.map(() => users.map(() => 0n))
  const limits = [0n, 0n]
  let added = false
  const exists = (venue: number) => venue !== 2 || added

  for (const op of scenario.ops) {
    if (op.kind === 'mine') {
      await owner.mine({ blocks: op.blocks })
    } else if (op.kind === 'farmRate') {
      await owned(
        owner.writeContract({ ...farmCall, functionName: 'updateRewardPerBlock', args: [op.rate] }),
      )
    } else if (op.kind === 'farmAlloc') {
      if (!exists(op.pid)) continue
      await owned(
        owner.writeContract({
          ...farmCall,
          functionName: 'set',
          args: [BigInt(op.pid), op.alloc, false],
        }),
      )
    } else if (op.kind === 'farmAdd') {
      if (added) continue
      await owned(
        owner.writeContract({ ...farmCall, functionName: 'add', args: [op.alloc, lpC, false] }),
      )
      added = true
    } else if (op.kind === 'poolRate') {
      await setPoolRate(op.pool, op.rate)
    } else if (op.kind === 'poolStop') {
      await owned(
        owner.writeContract({
          address: pools[op.pool] as Address,
          abi: smartChefAbi,
          functionName: 'stopReward',
        }),
      )
    } else if (op.kind === 'poolLimit') {
      await owned(
        owner.writeContract({
          address: pools[op.pool] as Address,
          abi: smartChefAbi,
          functionName: 'updatePoolLimitPerUser',
          args: [op.limit !== 0n, op.limit],
        }),
      )
      limits[op.pool] = op.limit
    } else {
      if (!exists(op.venue)) continue
      const venue = venues[op.venue] as Venue
      const user = users[op.user] as AnvilClient
      const row = stakes[op.venue] as bigint[]
      const stake = row[op.user] ?? 0n
      if (op.kind === 'deposit') {
        let amount = op.amount
        const limit = op.venue >= 3 ? (limits[op.venue - 3] ?? 0n) : 0n
        if (limit !== 0n) amount = amount < limit - stake ? amount : limit - stake
        if (amount <= 0n) continue
        await venue.deposit(user, amount)
        row[op.user] = stake + amount
      } else if (op.kind === 'harvest') {
        await venue.deposit(user, 0n)
      } else if (op.kind === 'withdraw') {
        const amount = (stake * BigInt(op.permille)) / 1000n
        await venue.withdraw(user, amount)
        row[op.user] = stake - amount
      } else {
        await expectExact(venue, user, stake)
        row[op.user] = 0n
      }
      expect((await venue.staked(user.account.address))[0]).toBe(row[op.user])
    }
  }

  // everyone still staked leaves by the emergency exit, and the chefs end holding no stake
  for (const [v, venue] of venues.entries()) {
    if (!exists(v)) continue
    for (const [u, user] of users.entries()) {
      const stake = stakes[v]?.[u] ?? 0n
      if (stake > 0n) await expectExact(venue, user, stake)
    }
    expect(await venue.totalStaked()).toBe(0n)
    expect(await holding(venue, venue.chef)).toBe(0n)
  }
}

test(
  `emergencyWithdraw returns exactly the stake on both chefs under any owner settings (${EXIT_RUNS} runs)`,
  async () => {
    await fc.assert(
      fc.asyncProperty(exitScenarioArb, (scenario) =>
        isolated(owner, () => runExitScenario(scenario)),
      ),
      propertyParameters(EXIT_RUNS, propertyTimeout(120_000)),
    )
  },
  propertyTimeout(120_000),
)

type TaxOp =
  | { kind: 'deposit'; user: number; venue: number; amount: bigint }
  | { kind: 'withdraw'; user: number; venue: number; permille: number }
  | { kind: 'mine'; blocks: number }

const taxVenueArb = fc.integer({ min: 0, max: 1 })
const taxOpArb: fc.Arbitrary<TaxOp> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      user: userArb,
      venue: taxVenueArb,
      // below 10 wei the tax rounds to nothing
      amount: fc.oneof(fc.bigInt({ min: 1n, max: 100n }), fc.bigInt({ min: 1n, max: 10n ** 21n })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      user: userArb,
      venue: taxVenueArb,
      permille: fc.integer({ min: 0, max: 1000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('mine' as const),
      blocks: fc.integer({ min: 1, max: 10 }),
    }),
  },
)

const taxScenarioArb = fc.record({
  alloc: allocArb,
  ops: fc.array(taxOpArb, { minLength: 1, maxLength: 12 }),
  /** Per venue and user: leave by withdraw (true) or by emergencyWithdraw (false). */
  exits: fc.array(fc.boolean(), { minLength: 2 * USERS, maxLength: 2 * USERS }),
})

type TaxScenario = typeof taxScenarioArb extends fc.Arbitrary<infer T> ? T : never

/** A full or partial exit: the chef lets go of `amount`, the user receives it less the tax. */
async function expectTaxedExit(
  venue: Venue,
  user: AnvilClient,
  amount: bigint,
  emergency: boolean,
): Promise<void> {
  const account = user.account.address
  const [chefBefore, userBefore, totalBefore] = await Promise.all([
    holding(venue, venue.chef),
    holding(venue, account),
    venue.totalStaked(),
  ])
  const receipt = emergency
    ? await venue.emergencyWithdraw(user)
    : await venue.withdraw(user, amount)
  const [chefAfter, userAfter, totalAfter] = await Promise.all([
    holding(venue, venue.chef),
    holding(venue, account),
    venue.totalStaked(),
  ])
  expect(chefBefore - chefAfter).toBe(amount)
  expect(userAfter - userBefore).toBe(afterTax(amount))
  expect(totalBefore - totalAfter).toBe(amount)
  const event = emergency ? 'EmergencyWithdraw' : 'Withdraw'
  expect(venue.amounts(receipt, event)).toEqual(emergency || amount > 0n ? [amount] : [])
}

async function runTaxScenario(scenario: TaxScenario): Promise<void> {
  await mined(
    owner,
    owner.writeContract({
      address: farm,
      abi: masterChefAbi,
      functionName: 'add',
      args: [scenario.alloc, tax, false],
    }),
  )
  const stakes = taxVenues.map(() => users.map(() => 0n))
  const chefStart = await Promise.all(taxVenues.map((venue) => holding(venue, venue.chef)))

  for (const op of scenario.ops) {
    if (op.kind === 'mine') {
      await owner.mine({ blocks: op.blocks })
      continue
    }
    const venue = taxVenues[op.venue] as Venue
    const user = users[op.user] as AnvilClient
    const row = stakes[op.venue] as bigint[]
    const stake = row[op.user] ?? 0n
    if (op.kind === 'deposit') {
      const account = user.account.address
      const [chefBefore, [amountBefore], totalBefore] = await Promise.all([
        holding(venue, venue.chef),
        venue.staked(account),
        venue.totalStaked(),
      ])
      const receipt = await venue.deposit(user, op.amount)
      const [chefAfter, [amountAfter], totalAfter] = await Promise.all([
        holding(venue, venue.chef),
        venue.staked(account),
        venue.totalStaked(),
      ])
      const arrived = chefAfter - chefBefore
      expect(arrived).toBe(afterTax(op.amount))
      expect(amountAfter - amountBefore).toBe(arrived)
      expect(totalAfter - totalBefore).toBe(arrived)
      expect(venue.amounts(receipt, 'Deposit')).toEqual([arrived])
      row[op.user] = stake + arrived
    } else {
      const amount = (stake * BigInt(op.permille)) / 1000n
      await expectTaxedExit(venue, user, amount, false)
      row[op.user] = stake - amount
    }
  }

  for (const [v, venue] of taxVenues.entries()) {
    for (const [u, user] of users.entries()) {
      const stake = stakes[v]?.[u] ?? 0n
      if (stake === 0n) continue
      await expectTaxedExit(venue, user, stake, !scenario.exits[v * USERS + u])
    }
    expect(await venue.totalStaked()).toBe(0n)
    expect(await holding(venue, venue.chef)).toBe(chefStart[v])
  }
}

test(
  `a fee-on-transfer stake is credited as received and always leaves whole (${TAX_RUNS} runs)`,
  async () => {
    await fc.assert(
      fc.asyncProperty(taxScenarioArb, (scenario) =>
        isolated(owner, () => runTaxScenario(scenario)),
      ),
      propertyParameters(TAX_RUNS, propertyTimeout(120_000)),
    )
  },
  propertyTimeout(120_000),
)
