import fc from 'fast-check'
import { type Address, zeroAddress } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  multicallAbi,
  multicallBytecode,
  smartChefAbi,
  smartChefBytecode,
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
import { SmartChefModel } from './farms/model'
import { deployed, deployToken, headBlock, mined, transferToken, userClients } from './farms/setup'

/**
 * Random deposit / harvest / withdraw / emergency / mine / fund sequences on a native-coin
 * SmartChef. After every step the chain must match the bigint model to the wei; at the end the
 * rewards paid, still pending and forfeited must add up to rewardPerBlock × active blocks
 * (blocks inside [startBlock, bonusEndBlock) with something staked) within a rounding bound, and
 * the pool must never have paid more than it was funded.
 */

const NUM_RUNS = propertyRuns(150)
const USERS = 3

let anvil: AnvilInstance
let owner: AnvilClient
let users: AnvilClient[]
let usdt: Address
let multicall: Address

beforeAll(async () => {
  anvil = await startAnvil()
  owner = anvilClient(anvil.url)
  users = userClients(anvil.url, USERS)
  usdt = await deployToken(owner, 'USDT')
  multicall = await deployed(
    owner,
    owner.deployContract({ abi: multicallAbi, bytecode: multicallBytecode }),
  )
})

afterAll(async () => {
  await anvil?.stop()
})

type Op =
  | { kind: 'deposit'; user: number; amount: bigint }
  | { kind: 'harvest'; user: number }
  | { kind: 'withdraw'; user: number; permille: number }
  | { kind: 'emergency'; user: number }
  | { kind: 'mine'; blocks: number }
  | { kind: 'fund'; perBlocks: number }

const userArb = fc.integer({ min: 0, max: USERS - 1 })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      user: userArb,
      // dust stakes and whale stakes side by side
      amount: fc.oneof(
        fc.bigInt({ min: 1n, max: 1_000n }),
        fc.bigInt({ min: 1n, max: 10n ** 21n }),
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('harvest' as const), user: userArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      user: userArb,
      permille: fc.integer({ min: 0, max: 1000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('emergency' as const), user: userArb }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('mine' as const),
      blocks: fc.integer({ min: 1, max: 15 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('fund' as const),
      perBlocks: fc.integer({ min: 0, max: 20 }),
    }),
  },
)

const scenarioArb = fc.record({
  rewardPerBlock: fc.oneof(
    fc.constantFrom(5n * 10n ** 15n, 10n ** 15n, 5n * 10n ** 13n),
    fc.bigInt({ min: 1n, max: 10n ** 18n }),
  ),
  startDelay: fc.integer({ min: 0, max: 8 }),
  duration: fc.integer({ min: 1, max: 40 }),
  /** Initial funding in blocks' worth of reward; short funding exercises the unpaid carry. */
  fundedBlocks: fc.integer({ min: 0, max: 30 }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 12 }),
})

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never

function overlap(from: bigint, to: bigint, start: bigint, end: bigint): bigint {
  const a = from > start ? from : start
  const b = to < end ? to : end
  return b > a ? b - a : 0n
}

async function runScenario(scenario: Scenario): Promise<void> {
  const { rewardPerBlock } = scenario
  const deployBlock = (await headBlock(owner)) + 1n
  const startBlock = deployBlock + BigInt(scenario.startDelay)
  const bonusEndBlock = startBlock + BigInt(scenario.duration)
  const chef = await deployed(
    owner,
    owner.deployContract({
      abi: smartChefAbi,
      bytecode: smartChefBytecode,
      args: [zeroAddress, usdt, rewardPerBlock, startBlock, bonusEndBlock, 0n],
    }),
  )
  const model = new SmartChefModel({ rewardPerBlock, startBlock, bonusEndBlock })
  const addresses = users.map((user) => user.account.address)
  const startBalances = await Promise.all(
    addresses.map((address) =>
      owner.readContract({
        address: usdt,
        abi: testTokenAbi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ),
  )
  const paid = addresses.map(() => 0n)
  let funded = 0n
  let forfeited = 0n
  let ideal = 0n
  let staked = 0n
  let lastBlock = deployBlock
  let txOps = 0

  const fund = async (amount: bigint) => {
    if (amount === 0n) return
    await transferToken(owner, usdt, chef, amount)
    model.fund(amount)
    funded += amount
  }
  /** Credits the ideal reward of the blocks before `block` at the stake held during them. */
  const accrueIdeal = (block: bigint) => {
    if (staked > 0n) ideal += rewardPerBlock * overlap(lastBlock, block, startBlock, bonusEndBlock)
    lastBlock = block
  }

  await fund(rewardPerBlock * BigInt(scenario.fundedBlocks))

  for (const op of scenario.ops) {
    if (op.kind === 'mine') {
      await owner.mine({ blocks: op.blocks })
    } else if (op.kind === 'fund') {
      await fund(rewardPerBlock * BigInt(op.perBlocks))
    } else {
      const client = users[op.user] as AnvilClient
      const address = addresses[op.user] as Address
      const stake = model.staker(address).amount
      const call = { address: chef, abi: smartChefAbi } as const
      txOps++
      if (op.kind === 'deposit' || op.kind === 'harvest') {
        const amount = op.kind === 'deposit' ? op.amount : 0n
        const receipt = await mined(
          client,
          client.writeContract({ ...call, functionName: 'deposit', args: [amount], value: amount }),
        )
        accrueIdeal(receipt.blockNumber)
        paid[op.user] =
          (paid[op.user] ?? 0n) + model.deposit(address, amount, receipt.blockNumber).payout
        staked += amount
      } else if (op.kind === 'withdraw') {
        const amount = (stake * BigInt(op.permille)) / 1000n
        const receipt = await mined(
          client,
          client.writeContract({ ...call, functionName: 'withdraw', args: [amount] }),
        )
        accrueIdeal(receipt.blockNumber)
        paid[op.user] =
          (paid[op.user] ?? 0n) + model.withdraw(address, amount, receipt.blockNumber).payout
        staked -= amount
      } else {
        const receipt = await mined(
          client,
          client.writeContract({ ...call, functionName: 'emergencyWithdraw' }),
        )
        accrueIdeal(receipt.blockNumber)
        const out = model.emergencyWithdraw(address, receipt.blockNumber)
        forfeited += out.forfeited
        staked -= out.amount
      }
    }

    // the whole pool through our Multicall, every batch pinned to the same block
    const head = await headBlock(owner)
    const batch = { multicallAddress: multicall, allowFailure: false, blockNumber: head } as const
    const [[totalStaked, reserve], pendings, balances] = await Promise.all([
      owner.multicall({
        ...batch,
        contracts: [
          { address: chef, abi: smartChefAbi, functionName: 'totalStaked' },
          { address: usdt, abi: testTokenAbi, functionName: 'balanceOf', args: [chef] },
        ],
      }),
      owner.multicall({
        ...batch,
        contracts: addresses.map(
          (address) =>
            ({
              address: chef,
              abi: smartChefAbi,
              functionName: 'pendingReward',
              args: [address],
            }) as const,
        ),
      }),
      owner.multicall({
        ...batch,
        contracts: addresses.map(
          (address) =>
            ({
              address: usdt,
              abi: testTokenAbi,
              functionName: 'balanceOf',
              args: [address],
            }) as const,
        ),
      }),
    ])
    expect(totalStaked).toBe(model.totalStaked)
    expect(totalStaked).toBe(staked)
    expect(reserve).toBe(model.reserve)
    addresses.forEach((address, i) => {
      expect(pendings[i]).toBe(model.pending(address, head))
      expect(balances[i]).toBe((startBalances[i] ?? 0n) + (paid[i] ?? 0n))
    })
  }

  const head = await headBlock(owner)
  accrueIdeal(head)
  const totalPaid = paid.reduce((a, b) => a + b, 0n)
  const totalPending = addresses.reduce((sum, address) => sum + model.pending(address, head), 0n)
  // never more than funded, and the contract holds exactly the rest
  expect(totalPaid).toBeLessThanOrEqual(funded)
  expect(model.reserve).toBe(funded - totalPaid)
  // every active block's reward is paid, pending or forfeited, up to one wei per accumulator
  // floor (one per transaction) and one per stake interval (one per transaction or final read)
  const dust = ideal - (totalPaid + totalPending + forfeited)
  const bound = BigInt(2 * txOps + USERS)
  expect(dust).toBeLessThanOrEqual(bound)
  expect(dust).toBeGreaterThanOrEqual(-bound)
}

test(
  `SmartChef pays rewardPerBlock × active blocks, never more than funded (${NUM_RUNS} runs)`,
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, (scenario) => isolated(owner, () => runScenario(scenario))),
      propertyParameters(NUM_RUNS, propertyTimeout(300_000)),
    )
  },
  propertyTimeout(300_000),
)
