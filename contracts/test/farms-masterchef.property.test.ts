import fc from 'fast-check'
import type { Address } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  masterChefAbi,
  masterChefBytecode,
  multicallAbi,
  multicallBytecode,
  testTokenAbi,
} from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  isolated,
  startAnvil,
} from '../lib/anvil'
import { propertyParameters, propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import { MasterChefModel } from './farms/model'
import {
  approveToken,
  deployed,
  deployToken,
  E18,
  headBlock,
  MAX_ALLOC_POINT,
  MAX_REWARD_PER_BLOCK,
  mined,
  tokenBalance,
  transferToken,
  userClients,
} from './farms/setup'

/**
 * Random MasterChef histories across several farms: allocation changes, farms added later,
 * rate changes, deposits, harvests, withdrawals and emergency exits by several users, mined
 * blocks. After every step the chain must match the bigint model to the wei. At the end the
 * rewards paid, still pending and forfeited by emergency exits are compared with an ideal kept
 * apart from the model: for every block from startBlock, each farm with stake earns
 * rate × allocPoint / totalAllocPoint (an exact fraction), and the sum over farms never exceeds
 * the rate of the blocks where some farm with points had stake. The chef is funded generously,
 * and must never pay more than it was funded.
 */

const NUM_RUNS = propertyRuns(100)
const USERS = 3
/** Farms 0 and 1 exist from the start; the others can be added during a run. */
const LP_COUNT = 4
/** Blocks between the snapshot and startBlock, so some runs stake before the start. */
const START_DELAY = 8n
/** Pays the maximum rate for 1e6 blocks, far more than any run mines. */
const FUNDING = MAX_REWARD_PER_BLOCK * 10n ** 6n

let anvil: AnvilInstance
let owner: AnvilClient
let users: AnvilClient[]
let ghost: Address
let lps: Address[]
let chef: Address
let multicall: Address
let startBlock: bigint
/** Blocks at which farms 0 and 1 were added, for the model. */
let addBlocks: bigint[]

beforeAll(async () => {
  anvil = await startAnvil()
  owner = anvilClient(anvil.url)
  users = userClients(anvil.url, USERS)
  ghost = await deployToken(owner, 'GHOST', 10n * FUNDING)
  lps = []
  for (let i = 0; i < LP_COUNT; i++) lps.push(await deployToken(owner, `LP${i}`))
  multicall = await deployed(
    owner,
    owner.deployContract({ abi: multicallAbi, bytecode: multicallBytecode }),
  )
  // after the deployment: two adds, the funding, and a transfer and an approval per user and LP
  const setupTxs = 3n + 2n * BigInt(USERS * LP_COUNT)
  startBlock = (await headBlock(owner)) + 1n + setupTxs + START_DELAY
  chef = await deployed(
    owner,
    owner.deployContract({
      abi: masterChefAbi,
      bytecode: masterChefBytecode,
      args: [ghost, 0n, startBlock],
    }),
  )
  addBlocks = []
  for (const [lp, alloc] of [
    [lps[0] as Address, 1000n],
    [lps[1] as Address, 500n],
  ] as const) {
    const receipt = await mined(
      owner,
      owner.writeContract({
        address: chef,
        abi: masterChefAbi,
        functionName: 'add',
        args: [alloc, lp, false],
      }),
    )
    addBlocks.push(receipt.blockNumber)
  }
  await transferToken(owner, ghost, chef, FUNDING)
  for (const user of users) {
    for (const lp of lps) {
      await transferToken(owner, lp, user.account.address, 10n ** 6n * E18)
      await approveToken(user, lp, chef)
    }
  }
  expect(startBlock - (await headBlock(owner))).toBe(START_DELAY)
})

afterAll(async () => {
  await anvil?.stop()
})

type Op =
  | { kind: 'deposit'; user: number; pid: number; amount: bigint }
  | { kind: 'harvest'; user: number; pid: number }
  | { kind: 'withdraw'; user: number; pid: number; permille: number }
  | { kind: 'emergency'; user: number; pid: number }
  | { kind: 'mine'; blocks: number }
  | { kind: 'rate'; rate: bigint }
  | { kind: 'alloc'; pid: number; alloc: bigint }
  | { kind: 'add'; alloc: bigint }

const rateArb = fc.oneof(
  fc.constantFrom(0n, 1n, 10n * E18, MAX_REWARD_PER_BLOCK),
  fc.bigInt({ min: 0n, max: MAX_REWARD_PER_BLOCK }),
)
const allocArb = fc.oneof(
  fc.constantFrom(0n, 1n, 1000n, MAX_ALLOC_POINT),
  fc.bigInt({ min: 0n, max: MAX_ALLOC_POINT }),
)
const userArb = fc.integer({ min: 0, max: USERS - 1 })
/** Taken modulo the farms that exist at the time. */
const pidArb = fc.integer({ min: 0, max: LP_COUNT - 1 })

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      user: userArb,
      pid: pidArb,
      // dust stakes and whale stakes side by side
      amount: fc.oneof(
        fc.bigInt({ min: 1n, max: 1_000n }),
        fc.bigInt({ min: 1n, max: 10n ** 21n }),
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('harvest' as const), user: userArb, pid: pidArb }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      user: userArb,
      pid: pidArb,
      permille: fc.integer({ min: 0, max: 1000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('emergency' as const), user: userArb, pid: pidArb }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('mine' as const),
      blocks: fc.integer({ min: 1, max: 15 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rate' as const), rate: rateArb }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('alloc' as const), pid: pidArb, alloc: allocArb }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add' as const), alloc: allocArb }) },
)

const scenarioArb = fc.record({
  /** Blocks mined before anything else, to move the history around startBlock. */
  lead: fc.integer({ min: 0, max: Number(START_DELAY) + 4 }),
  rate: rateArb,
  allocs: fc.tuple(allocArb, allocArb),
  ops: fc.array(opArb, { minLength: 4, maxLength: 20 }),
  /** Blocks mined after the last step, so the final reading has something pending. */
  tail: fc.integer({ min: 0, max: 10 }),
})

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never

/** A non-negative fraction kept exact: the sum of every farm's ideal reward. */
class Fraction {
  constructor(
    public num = 0n,
    public den = 1n,
  ) {}

  add(num: bigint, den: bigint): void {
    this.num = this.num * den + num * this.den
    this.den *= den
    let [a, b] = [this.num, this.den]
    while (b !== 0n) [a, b] = [b, a % b]
    if (a > 1n) {
      this.num /= a
      this.den /= a
    }
  }

  /** this - n, as a fraction compared with bigints: num - n * den over den. */
  minusTimesDen(n: bigint): bigint {
    return this.num - n * this.den
  }
}

/**
 * The ideal reward, written from the spec of the farms and independent of the contract's and
 * the model's accumulators: between two chef transactions every setting and stake is constant.
 */
class Ideal {
  readonly perFarm = new Fraction()
  /** Σ rate over the blocks where some farm with points had stake: nothing may exceed it. */
  rateCap = 0n
  readonly farms: { alloc: bigint; staked: bigint }[] = []
  rate = 0n
  last: bigint

  constructor(from: bigint) {
    this.last = from
  }

  get totalAlloc(): bigint {
    return this.farms.reduce((sum, farm) => sum + farm.alloc, 0n)
  }

  /** Credits the blocks [last, block) with the settings and stakes held during them. */
  accrue(block: bigint): void {
    const from = this.last > startBlock ? this.last : startBlock
    const totalAlloc = this.totalAlloc
    if (block > from && totalAlloc > 0n) {
      const blocks = block - from
      const earning = this.farms.filter((farm) => farm.staked > 0n && farm.alloc > 0n)
      for (const farm of earning) this.perFarm.add(this.rate * farm.alloc * blocks, totalAlloc)
      if (earning.length > 0) this.rateCap += this.rate * blocks
    }
    if (block > this.last) this.last = block
  }
}

async function runScenario(scenario: Scenario): Promise<void> {
  const call = { address: chef, abi: masterChefAbi } as const
  const addresses = users.map((user) => user.account.address)
  const model = new MasterChefModel(0n, startBlock)
  for (const [i, block] of addBlocks.entries()) model.add(i === 0 ? 1000n : 500n, block)
  model.fund(FUNDING)
  const ideal = new Ideal(startBlock)
  ideal.farms.push({ alloc: 1000n, staked: 0n }, { alloc: 500n, staked: 0n })
  const startBalances = await Promise.all(addresses.map((a) => tokenBalance(owner, ghost, a)))
  const paid = addresses.map(() => 0n)
  let forfeited = 0n
  let txs = 0
  /** Deposits and withdrawals: each may round one wei in the staker's favour (see below). */
  let stakeChanges = 0

  const send = async (client: AnvilClient, hash: Promise<`0x${string}`>) => {
    const receipt = await mined(client, hash)
    ideal.accrue(receipt.blockNumber)
    txs++
    return receipt.blockNumber
  }
  const setRate = async (rate: bigint) => {
    const block = await send(
      owner,
      owner.writeContract({ ...call, functionName: 'updateRewardPerBlock', args: [rate] }),
    )
    model.setRewardPerBlock(rate, block)
    ideal.rate = rate
  }
  const setAlloc = async (pid: number, alloc: bigint) => {
    const block = await send(
      owner,
      owner.writeContract({ ...call, functionName: 'set', args: [BigInt(pid), alloc, false] }),
    )
    model.set(pid, alloc, block)
    ;(ideal.farms[pid] as { alloc: bigint }).alloc = alloc
  }

  if (scenario.lead > 0) await owner.mine({ blocks: scenario.lead })
  await setRate(scenario.rate)
  for (const [pid, alloc] of scenario.allocs.entries()) await setAlloc(pid, alloc)

  for (const op of scenario.ops) {
    const farms = model.pools.length
    if (op.kind === 'mine') {
      await owner.mine({ blocks: op.blocks })
    } else if (op.kind === 'rate') {
      await setRate(op.rate)
    } else if (op.kind === 'alloc') {
      await setAlloc(op.pid % farms, op.alloc)
    } else if (op.kind === 'add') {
      const lp = lps[farms]
      if (!lp) continue
      const block = await send(
        owner,
        owner.writeContract({ ...call, functionName: 'add', args: [op.alloc, lp, false] }),
      )
      model.add(op.alloc, block)
      ideal.farms.push({ alloc: op.alloc, staked: 0n })
    } else {
      const pid = op.pid % farms
      const client = users[op.user] as AnvilClient
      const address = addresses[op.user] as Address
      const farm = ideal.farms[pid] as { staked: bigint }
      const stake = model.staker(pid, address).amount
      if (op.kind === 'deposit' || op.kind === 'harvest') {
        const amount = op.kind === 'deposit' ? op.amount : 0n
        const block = await send(
          client,
          client.writeContract({ ...call, functionName: 'deposit', args: [BigInt(pid), amount] }),
        )
        paid[op.user] = (paid[op.user] ?? 0n) + model.deposit(pid, address, amount, block).payout
        farm.staked += amount
        if (amount > 0n) stakeChanges++
      } else if (op.kind === 'withdraw') {
        const amount = (stake * BigInt(op.permille)) / 1000n
        const block = await send(
          client,
          client.writeContract({ ...call, functionName: 'withdraw', args: [BigInt(pid), amount] }),
        )
        paid[op.user] = (paid[op.user] ?? 0n) + model.withdraw(pid, address, amount, block).payout
        farm.staked -= amount
        if (amount > 0n) stakeChanges++
      } else {
        const block = await send(
          client,
          client.writeContract({ ...call, functionName: 'emergencyWithdraw', args: [BigInt(pid)] }),
        )
        const out = model.emergencyWithdraw(pid, address, block)
        forfeited += out.forfeited
        farm.staked -= out.amount
      }
    }

    // every farm, stake and wallet through our Multicall, pinned to one block
    const head = await headBlock(owner)
    const pids = model.pools.map((_, pid) => BigInt(pid))
    const batch = { multicallAddress: multicall, allowFailure: false, blockNumber: head } as const
    const [staked, pendings, balances] = await Promise.all([
      owner.multicall({
        ...batch,
        contracts: pids.map(
          (pid) => ({ ...call, functionName: 'totalStaked', args: [pid] }) as const,
        ),
      }),
      owner.multicall({
        ...batch,
        contracts: pids.flatMap((pid) =>
          addresses.map(
            (address) =>
              ({ ...call, functionName: 'pendingReward', args: [pid, address] }) as const,
          ),
        ),
      }),
      owner.multicall({
        ...batch,
        contracts: [chef, ...addresses].map(
          (address) =>
            ({
              address: ghost,
              abi: testTokenAbi,
              functionName: 'balanceOf',
              args: [address],
            }) as const,
        ),
      }),
    ])
    expect(staked).toEqual(ideal.farms.map((farm) => farm.staked))
    expect(staked).toEqual(model.pools.map((pool) => pool.totalStaked))
    expect(pendings).toEqual(
      pids.flatMap((pid) => addresses.map((address) => model.pending(Number(pid), address, head))),
    )
    expect(balances).toEqual([
      model.reserve,
      ...startBalances.map((start, i) => start + (paid[i] ?? 0n)),
    ])
  }

  if (scenario.tail > 0) await owner.mine({ blocks: scenario.tail })
  const head = await headBlock(owner)
  ideal.accrue(head)
  const totalPaid = paid.reduce((a, b) => a + b, 0n)
  let totalPending = 0n
  for (const [pid] of model.pools.entries()) {
    for (const address of addresses) totalPending += model.pending(pid, address, head)
  }
  const total = totalPaid + totalPending + forfeited
  // never more than funded, and the chef holds exactly the rest
  expect(totalPaid).toBeLessThanOrEqual(FUNDING)
  expect(model.reserve).toBe(FUNDING - totalPaid)
  // Never above the ideal, except that each stake change sets the staker's debt to a floor and
  // may so credit them under a wei that a later floor rounds up: one wei per stake change.
  expect(ideal.perFarm.minusTimesDen(total - BigInt(stakeChanges))).toBeGreaterThanOrEqual(0n)
  expect(total).toBeLessThanOrEqual(ideal.rateCap + BigInt(stakeChanges))
  // And not much below it: per transaction a wei per farm updated (pool reward and accumulator
  // floors) and one for the caller's settlement, plus one per position at the final reading.
  const farms = BigInt(model.pools.length)
  const bound = BigInt(txs) * (farms + 2n) + BigInt(USERS) * farms
  expect(ideal.perFarm.minusTimesDen(total + bound)).toBeLessThanOrEqual(0n)
}

test(
  `MasterChef pays rate × allocation share × blocks with stake, never more than funded (${NUM_RUNS} runs)`,
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, (scenario) => isolated(owner, () => runScenario(scenario))),
      propertyParameters(NUM_RUNS, propertyTimeout(120_000)),
    )
  },
  propertyTimeout(120_000),
)
