import { type Address, type Hex, parseEventLogs, type TransactionReceipt, zeroAddress } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { smartChefAbi, smartChefBytecode, testTokenAbi } from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  revertTo,
  startAnvil,
} from '../lib/anvil'
import { PRECISION_FACTOR, SmartChefModel } from './farms/model'
import {
  approveToken,
  deployed,
  deployRevertReason,
  deployToken,
  E18,
  gasCost,
  headBlock,
  LIVE_RATE,
  MAX_REWARD_PER_BLOCK,
  mined,
  revertReason,
  tokenBalance,
  transferToken,
  userClients,
} from './farms/setup'

// the spec's live pool (sousId 2): 0.00005 USDT per block
const FUNDING = 1_000n * E18

let anvil: AnvilInstance
let owner: AnvilClient
let alice: AnvilClient
let bob: AnvilClient
let usdt: Address
let stk: Address
let snapshot: Hex

beforeAll(async () => {
  anvil = await startAnvil()
  owner = anvilClient(anvil.url)
  ;[alice, bob] = userClients(anvil.url, 2) as [AnvilClient, AnvilClient]
  usdt = await deployToken(owner, 'USDT')
  stk = await deployToken(owner, 'STK', 10n ** 13n * E18)
  for (const user of [alice, bob]) {
    await transferToken(owner, stk, user.account.address, 10_000n * E18)
  }
})

afterAll(async () => {
  await anvil?.stop()
})

beforeEach(async () => {
  snapshot = await owner.snapshot()
})

afterEach(async () => {
  await revertTo(owner, snapshot)
})

type Pool = { chef: Address; model: SmartChefModel; stakedToken: Address }

type PoolOptions = {
  /** Staked ERC20, or the zero address for BNB. */
  stakedToken?: Address
  rewardPerBlock?: bigint
  /** Blocks from the deployment block to startBlock (negative: already started). */
  startDelay?: bigint
  /** bonusEndBlock - startBlock. */
  duration?: bigint
  poolLimitPerUser?: bigint
  funding?: bigint
}

async function deployPool(options: PoolOptions = {}): Promise<Pool> {
  const stakedToken = options.stakedToken ?? zeroAddress
  const rewardPerBlock = options.rewardPerBlock ?? LIVE_RATE
  const startBlock = (await headBlock(owner)) + 1n + (options.startDelay ?? 0n)
  const bonusEndBlock = startBlock + (options.duration ?? 1_000n)
  const chef = await deployed(
    owner,
    owner.deployContract({
      abi: smartChefAbi,
      bytecode: smartChefBytecode,
      args: [
        stakedToken,
        usdt,
        rewardPerBlock,
        startBlock,
        bonusEndBlock,
        options.poolLimitPerUser ?? 0n,
      ],
    }),
  )
  const model = new SmartChefModel({ rewardPerBlock, startBlock, bonusEndBlock })
  const funding = options.funding ?? FUNDING
  if (funding > 0n) {
    await transferToken(owner, usdt, chef, funding)
    model.fund(funding)
  }
  if (stakedToken !== zeroAddress) {
    for (const user of [alice, bob]) await approveToken(user, stakedToken, chef)
  }
  return { chef, model, stakedToken }
}

async function deposit(user: AnvilClient, pool: Pool, amount: bigint) {
  const receipt = await mined(
    user,
    user.writeContract({
      address: pool.chef,
      abi: smartChefAbi,
      functionName: 'deposit',
      args: [amount],
      value: pool.stakedToken === zeroAddress ? amount : 0n,
    }),
  )
  const { payout } = pool.model.deposit(user.account.address, amount, receipt.blockNumber)
  return { receipt, payout }
}

async function withdraw(user: AnvilClient, pool: Pool, amount: bigint) {
  const receipt = await mined(
    user,
    user.writeContract({
      address: pool.chef,
      abi: smartChefAbi,
      functionName: 'withdraw',
      args: [amount],
    }),
  )
  const { payout } = pool.model.withdraw(user.account.address, amount, receipt.blockNumber)
  return { receipt, payout }
}

async function pending(pool: Pool, user: AnvilClient, blockNumber?: bigint) {
  return owner.readContract({
    address: pool.chef,
    abi: smartChefAbi,
    functionName: 'pendingReward',
    args: [user.account.address],
    blockNumber,
  })
}

describe('SmartChef', () => {
  test('reads back the spec live pool (sousId 2): native stake, 0.00005 USDT per block', async () => {
    const { chef, model } = await deployPool()
    const read = { address: chef, abi: smartChefAbi } as const
    expect(await owner.readContract({ ...read, functionName: 'stakedToken' })).toBe(zeroAddress)
    expect(await owner.readContract({ ...read, functionName: 'rewardToken' })).toBe(usdt)
    expect(await owner.readContract({ ...read, functionName: 'rewardPerBlock' })).toBe(LIVE_RATE)
    expect(await owner.readContract({ ...read, functionName: 'startBlock' })).toBe(
      model.config.startBlock,
    )
    expect(await owner.readContract({ ...read, functionName: 'bonusEndBlock' })).toBe(
      model.config.bonusEndBlock,
    )
    expect(await owner.readContract({ ...read, functionName: 'poolLimitPerUser' })).toBe(0n)
    expect(await owner.readContract({ ...read, functionName: 'hasUserLimit' })).toBe(false)
    expect(await owner.readContract({ ...read, functionName: 'totalStaked' })).toBe(0n)
    expect(await owner.readContract({ ...read, functionName: 'rewardReserve' })).toBe(FUNDING)
    expect(await owner.readContract({ ...read, functionName: 'PRECISION_FACTOR' })).toBe(
      PRECISION_FACTOR,
    )
  })

  test('rewards accrue exactly per block between two stakers of the native pool', async () => {
    const pool = await deployPool()
    const b1 = (await deposit(alice, pool, E18 / 100n)).receipt.blockNumber
    const b2 = (await deposit(bob, pool, (3n * E18) / 100n)).receipt.blockNumber
    await owner.mine({ blocks: 10 })
    const head = await headBlock(owner)
    // alice alone for b2 - b1 blocks, then 1:3 with bob
    const acc1 = ((b2 - b1) * LIVE_RATE * PRECISION_FACTOR) / (E18 / 100n)
    const acc2 = acc1 + ((head - b2) * LIVE_RATE * PRECISION_FACTOR) / ((4n * E18) / 100n)
    expect(await pending(pool, alice)).toBe(((E18 / 100n) * acc2) / PRECISION_FACTOR)
    expect(await pending(pool, bob)).toBe((((3n * E18) / 100n) * (acc2 - acc1)) / PRECISION_FACTOR)
    expect(await pending(pool, alice)).toBe(pool.model.pending(alice.account.address, head))
    expect(await pending(pool, bob)).toBe(pool.model.pending(bob.account.address, head))
    // the split is exact here: 0.00005 USDT divides evenly by 4
    expect(await pending(pool, alice)).toBe(LIVE_RATE + ((head - b2) * LIVE_RATE) / 4n)
    expect(await pending(pool, bob)).toBe(((head - b2) * LIVE_RATE * 3n) / 4n)
  })

  test('0.00005 USDT per block keeps wei precision beside a 1e12-token stake', async () => {
    const pool = await deployPool({ stakedToken: stk })
    const whale = 10n ** 12n * E18
    await transferToken(owner, stk, alice.account.address, whale)
    const b1 = (await deposit(alice, pool, whale)).receipt.blockNumber
    const b2 = (await deposit(bob, pool, E18)).receipt.blockNumber
    await owner.mine({ blocks: 20 })
    const head = await headBlock(owner)
    const shared = (head - b2) * LIVE_RATE
    // bob's ideal share is shared / (1e12 + 1), about 50 wei per block
    const bobIdeal = (shared * E18) / (whale + E18)
    const bobPending = await pending(pool, bob)
    expect(bobPending).toBe(pool.model.pending(bob.account.address, head))
    expect(bobIdeal - bobPending).toBeGreaterThanOrEqual(0n)
    expect(bobIdeal - bobPending).toBeLessThanOrEqual(1n)
    expect(bobPending).toBeGreaterThan(900n)
    const aliceIdeal = (b2 - b1) * LIVE_RATE + (shared * whale) / (whale + E18)
    expect(aliceIdeal - (await pending(pool, alice))).toBeLessThanOrEqual(1n)
  })

  test('deposit 0 harvests: the wallet moves by exactly the pending reward of that block', async () => {
    const pool = await deployPool()
    await deposit(alice, pool, E18)
    const bobJoined = (await deposit(bob, pool, 2n * E18)).receipt.blockNumber
    await owner.mine({ blocks: 6 })
    const usdtBefore = await tokenBalance(owner, usdt, alice.account.address)
    const bnbBefore = await owner.getBalance({ address: alice.account.address })
    const { receipt, payout } = await deposit(alice, pool, 0n)
    // alone 1 block, then a third of every block through the harvest block
    const blocksShared = receipt.blockNumber - bobJoined
    expect(blocksShared).toBe(7n)
    expect(payout).toBe(LIVE_RATE + (blocksShared * LIVE_RATE) / 3n)
    expect(await tokenBalance(owner, usdt, alice.account.address)).toBe(usdtBefore + payout)
    expect(await owner.getBalance({ address: alice.account.address })).toBe(
      bnbBefore - gasCost(receipt),
    )
    const [harvest] = parseEventLogs({
      abi: smartChefAbi,
      eventName: 'Harvest',
      logs: receipt.logs,
    })
    expect(harvest?.args).toEqual({ user: alice.account.address, amount: payout })
    expect(await pending(pool, alice, receipt.blockNumber)).toBe(0n)
  })

  test('withdraw returns the native stake and pays the reward; more than staked reverts', async () => {
    const pool = await deployPool()
    await deposit(alice, pool, 2n * E18)
    await owner.mine({ blocks: 4 })
    expect(
      await revertReason(
        alice.simulateContract({
          address: pool.chef,
          abi: smartChefAbi,
          functionName: 'withdraw',
          args: [2n * E18 + 1n],
        }),
      ),
    ).toBe('SmartChef: INSUFFICIENT_STAKE')
    const bnbBefore = await owner.getBalance({ address: alice.account.address })
    const usdtBefore = await tokenBalance(owner, usdt, alice.account.address)
    const { receipt, payout } = await withdraw(alice, pool, E18 / 2n)
    expect(payout).toBe(5n * LIVE_RATE)
    expect(await owner.getBalance({ address: alice.account.address })).toBe(
      bnbBefore + E18 / 2n - gasCost(receipt),
    )
    expect(await tokenBalance(owner, usdt, alice.account.address)).toBe(usdtBefore + payout)
    expect(await owner.getBalance({ address: pool.chef })).toBe((3n * E18) / 2n)
    const [event] = parseEventLogs({ abi: smartChefAbi, eventName: 'Withdraw', logs: receipt.logs })
    expect(event?.args).toEqual({ user: alice.account.address, amount: E18 / 2n })
  })

  test('emergencyWithdraw returns the whole stake and forfeits the reward', async () => {
    const pool = await deployPool()
    await deposit(alice, pool, E18)
    const bobJoined = (await deposit(bob, pool, E18)).receipt.blockNumber
    await owner.mine({ blocks: 5 })
    expect(await pending(pool, alice)).toBeGreaterThan(0n)
    const bnbBefore = await owner.getBalance({ address: alice.account.address })
    const usdtBefore = await tokenBalance(owner, usdt, alice.account.address)
    const receipt = await mined(
      alice,
      alice.writeContract({
        address: pool.chef,
        abi: smartChefAbi,
        functionName: 'emergencyWithdraw',
      }),
    )
    pool.model.emergencyWithdraw(alice.account.address, receipt.blockNumber)
    expect(await owner.getBalance({ address: alice.account.address })).toBe(
      bnbBefore + E18 - gasCost(receipt),
    )
    expect(await tokenBalance(owner, usdt, alice.account.address)).toBe(usdtBefore)
    expect(await pending(pool, alice)).toBe(0n)
    expect(
      await owner.readContract({
        address: pool.chef,
        abi: smartChefAbi,
        functionName: 'userInfo',
        args: [alice.account.address],
      }),
    ).toEqual([0n, 0n])
    const [event] = parseEventLogs({
      abi: smartChefAbi,
      eventName: 'EmergencyWithdraw',
      logs: receipt.logs,
    })
    expect(event?.args).toEqual({ user: alice.account.address, amount: E18 })
    // the pool's reward math is untouched: no update, no UpdatePool event
    expect(
      parseEventLogs({ abi: smartChefAbi, eventName: 'UpdatePool', logs: receipt.logs }),
    ).toEqual([])
    const read = { address: pool.chef, abi: smartChefAbi } as const
    expect(await owner.readContract({ ...read, functionName: 'lastRewardBlock' })).toBe(bobJoined)
    expect(await owner.readContract({ ...read, functionName: 'accTokenPerShare' })).toBe(
      pool.model.acc,
    )
    await owner.mine({ blocks: 3 })
    const head = await headBlock(owner)
    expect(await pending(pool, bob)).toBe(pool.model.pending(bob.account.address, head))
    // the pool last updated when bob joined, so its next update spreads every block since then
    // over bob alone: alice's forfeited half of the blocks up to her exit goes to him
    expect(await pending(pool, bob)).toBe((head - bobJoined) * LIVE_RATE)
    expect(await tokenBalance(owner, usdt, pool.chef)).toBe(FUNDING)
    // bob harvests it all: alice's earlier share (one block alone) is what stays in the contract
    const harvest = await deposit(bob, pool, 0n)
    expect(harvest.payout).toBe((harvest.receipt.blockNumber - bobJoined) * LIVE_RATE)
    expect(await tokenBalance(owner, usdt, pool.chef)).toBe(FUNDING - harvest.payout)
  })

  test('a finished pool (past bonusEndBlock) accrues nothing more', async () => {
    const pool = await deployPool({ startDelay: 5n, duration: 6n })
    const { receipt } = await deposit(alice, pool, E18)
    const start = pool.model.config.startBlock
    expect(receipt.blockNumber).toBeLessThan(start)
    await owner.mine({ blocks: 20 })
    const end = pool.model.config.bonusEndBlock
    expect(await pending(pool, alice, start)).toBe(0n)
    expect(await pending(pool, alice, start + 1n)).toBe(LIVE_RATE)
    expect(await pending(pool, alice, end - 1n)).toBe(5n * LIVE_RATE)
    expect(await pending(pool, alice, end)).toBe(6n * LIVE_RATE)
    expect(await pending(pool, alice, end + 1n)).toBe(6n * LIVE_RATE)
    expect(await pending(pool, alice)).toBe(6n * LIVE_RATE)
    // a late staker in a finished pool earns nothing, and harvests still pay the first
    await deposit(bob, pool, E18)
    await owner.mine({ blocks: 5 })
    expect(await pending(pool, bob)).toBe(0n)
    expect((await deposit(alice, pool, 0n)).payout).toBe(6n * LIVE_RATE)
  })

  test('a pool deployed already finished (the spec sousId 0 and 1) never accrues', async () => {
    const pool = await deployPool({
      startDelay: -5n,
      duration: 2n,
      rewardPerBlock: 5n * 10n ** 15n,
    })
    await deposit(alice, pool, E18)
    await owner.mine({ blocks: 10 })
    expect(await pending(pool, alice)).toBe(0n)
  })

  test('stopReward ends the window at its own block and never extends it', async () => {
    const pool = await deployPool()
    await deposit(alice, pool, E18)
    await owner.mine({ blocks: 2 })
    const stop = await mined(
      owner,
      owner.writeContract({ address: pool.chef, abi: smartChefAbi, functionName: 'stopReward' }),
    )
    expect(
      await owner.readContract({
        address: pool.chef,
        abi: smartChefAbi,
        functionName: 'bonusEndBlock',
      }),
    ).toBe(stop.blockNumber)
    await owner.mine({ blocks: 5 })
    await mined(
      owner,
      owner.writeContract({ address: pool.chef, abi: smartChefAbi, functionName: 'stopReward' }),
    )
    expect(
      await owner.readContract({
        address: pool.chef,
        abi: smartChefAbi,
        functionName: 'bonusEndBlock',
      }),
    ).toBe(stop.blockNumber)
    expect(await pending(pool, alice)).toBe(3n * LIVE_RATE)
  })

  test('poolLimitPerUser caps each stake but never blocks a harvest', async () => {
    const pool = await deployPool({ stakedToken: stk, poolLimitPerUser: 100n * E18 })
    const read = { address: pool.chef, abi: smartChefAbi } as const
    expect(await owner.readContract({ ...read, functionName: 'hasUserLimit' })).toBe(true)
    expect(await owner.readContract({ ...read, functionName: 'poolLimitPerUser' })).toBe(100n * E18)
    await deposit(alice, pool, 60n * E18)
    expect(
      await revertReason(
        alice.simulateContract({ ...read, functionName: 'deposit', args: [40n * E18 + 1n] }),
      ),
    ).toBe('SmartChef: USER_LIMIT')
    await deposit(alice, pool, 40n * E18)
    // the cap is per user: bob may still stake up to it
    await deposit(bob, pool, 100n * E18)
    expect(
      await revertReason(
        owner.simulateContract({
          ...read,
          functionName: 'updatePoolLimitPerUser',
          args: [true, 0n],
        }),
      ),
    ).toBe('SmartChef: ZERO_LIMIT')
    expect(
      await revertReason(
        alice.simulateContract({
          ...read,
          functionName: 'updatePoolLimitPerUser',
          args: [false, 0n],
        }),
      ),
    ).toBe('OwnableUnauthorizedAccount')
    await mined(
      owner,
      owner.writeContract({
        ...read,
        functionName: 'updatePoolLimitPerUser',
        args: [true, 50n * E18],
      }),
    )
    await owner.mine({ blocks: 2 })
    expect((await deposit(alice, pool, 0n)).payout).toBeGreaterThan(0n)
    expect(
      await revertReason(alice.simulateContract({ ...read, functionName: 'deposit', args: [1n] })),
    ).toBe('SmartChef: USER_LIMIT')
    const lift = await mined(
      owner,
      owner.writeContract({ ...read, functionName: 'updatePoolLimitPerUser', args: [false, 5n] }),
    )
    const [event] = parseEventLogs({
      abi: smartChefAbi,
      eventName: 'NewPoolLimit',
      logs: lift.logs,
    })
    expect(event?.args).toEqual({ hasUserLimit: false, poolLimitPerUser: 0n })
    await deposit(alice, pool, 1_000n * E18)
    expect(await owner.readContract({ ...read, functionName: 'totalStaked' })).toBe(1_200n * E18)
  })

  test('native pool: deposit is payable with msg.value equal to amount', async () => {
    const pool = await deployPool()
    const read = { address: pool.chef, abi: smartChefAbi } as const
    for (const value of [0n, E18 - 1n, E18 + 1n]) {
      expect(
        await revertReason(
          alice.simulateContract({ ...read, functionName: 'deposit', args: [E18], value }),
        ),
      ).toBe('SmartChef: VALUE_MISMATCH')
    }
    const before = await owner.getBalance({ address: alice.account.address })
    const { receipt } = await deposit(alice, pool, E18)
    expect(await owner.getBalance({ address: alice.account.address })).toBe(
      before - E18 - gasCost(receipt),
    )
    expect(await owner.getBalance({ address: pool.chef })).toBe(E18)
    expect(
      await owner.readContract({
        ...read,
        functionName: 'userInfo',
        args: [alice.account.address],
      }),
    ).toEqual([E18, 0n])
    const [event] = parseEventLogs({ abi: smartChefAbi, eventName: 'Deposit', logs: receipt.logs })
    expect(event?.args).toEqual({ user: alice.account.address, amount: E18 })
  })

  test('ERC20 pool: deposit pulls the approved token and refuses native value', async () => {
    const pool = await deployPool({ stakedToken: stk })
    const read = { address: pool.chef, abi: smartChefAbi } as const
    expect(
      await revertReason(
        alice.simulateContract({ ...read, functionName: 'deposit', args: [E18], value: E18 }),
      ),
    ).toBe('SmartChef: NATIVE_NOT_ACCEPTED')
    // without an allowance the token itself refuses (OpenZeppelin custom error)
    await approveToken(alice, stk, pool.chef, 0n)
    await expect(
      alice.simulateContract({
        address: pool.chef,
        abi: [...smartChefAbi, ...testTokenAbi.filter((item) => item.type === 'error')],
        functionName: 'deposit',
        args: [E18],
      }),
    ).rejects.toThrow('ERC20InsufficientAllowance')
    await approveToken(alice, stk, pool.chef, 3n * E18)
    const before = await tokenBalance(owner, stk, alice.account.address)
    await deposit(alice, pool, 3n * E18)
    expect(await tokenBalance(owner, stk, alice.account.address)).toBe(before - 3n * E18)
    expect(await tokenBalance(owner, stk, pool.chef)).toBe(3n * E18)
    await withdraw(alice, pool, 3n * E18)
    expect(await tokenBalance(owner, stk, alice.account.address)).toBe(before)
  })

  test('an underfunded pool pays what it holds and owes the rest', async () => {
    const pool = await deployPool({ funding: 2n * LIVE_RATE })
    await deposit(alice, pool, E18)
    await owner.mine({ blocks: 4 })
    const first = await deposit(alice, pool, 0n)
    expect(first.payout).toBe(2n * LIVE_RATE)
    const read = { address: pool.chef, abi: smartChefAbi } as const
    expect(
      await owner.readContract({
        ...read,
        functionName: 'unpaidReward',
        args: [alice.account.address],
      }),
    ).toBe(3n * LIVE_RATE)
    expect(await pending(pool, alice, first.receipt.blockNumber)).toBe(3n * LIVE_RATE)
    await transferToken(owner, usdt, pool.chef, E18)
    pool.model.fund(E18)
    const second = await deposit(alice, pool, 0n)
    expect(first.payout + second.payout).toBe(7n * LIVE_RATE)
    expect(await tokenBalance(owner, usdt, pool.chef)).toBe(pool.model.reserve)
  })

  test('owner tools never touch staked principal', async () => {
    const pool = await deployPool({ stakedToken: usdt, funding: 10n * E18 })
    const read = { address: pool.chef, abi: smartChefAbi } as const
    await transferToken(owner, usdt, alice.account.address, 5n * E18)
    await approveToken(alice, usdt, pool.chef)
    await deposit(alice, pool, 5n * E18)
    expect(await owner.readContract({ ...read, functionName: 'rewardReserve' })).toBe(10n * E18)
    expect(
      await revertReason(
        owner.simulateContract({
          ...read,
          functionName: 'emergencyRewardWithdraw',
          args: [10n * E18 + 1n],
        }),
      ),
    ).toBe('SmartChef: INSUFFICIENT_REWARD_RESERVE')
    const before = await tokenBalance(owner, usdt, owner.account.address)
    await mined(
      owner,
      owner.writeContract({ ...read, functionName: 'emergencyRewardWithdraw', args: [10n * E18] }),
    )
    expect(await tokenBalance(owner, usdt, owner.account.address)).toBe(before + 10n * E18)
    expect(
      await revertReason(
        owner.simulateContract({ ...read, functionName: 'recoverWrongTokens', args: [usdt, 1n] }),
      ),
    ).toBe('SmartChef: PROTECTED_TOKEN')
    await transferToken(owner, stk, pool.chef, 7n)
    await mined(
      owner,
      owner.writeContract({ ...read, functionName: 'recoverWrongTokens', args: [stk, 7n] }),
    )
    expect(await tokenBalance(owner, stk, pool.chef)).toBe(0n)
    // with the reserve empty, a harvest pays nothing and the stake stays whole
    await owner.mine({ blocks: 3 })
    await withdraw(alice, pool, 5n * E18)
    expect(await tokenBalance(owner, usdt, alice.account.address)).toBe(5n * E18)
  })

  test('the start and end can move only before the pool starts', async () => {
    const pool = await deployPool({ startDelay: 10n })
    const read = { address: pool.chef, abi: smartChefAbi } as const
    const now = await headBlock(owner)
    expect(
      await revertReason(
        owner.simulateContract({
          ...read,
          functionName: 'updateStartAndEndBlocks',
          args: [now, now + 5n],
        }),
      ),
    ).toBe('SmartChef: START_IN_PAST')
    expect(
      await revertReason(
        owner.simulateContract({
          ...read,
          functionName: 'updateStartAndEndBlocks',
          args: [now + 9n, now + 8n],
        }),
      ),
    ).toBe('SmartChef: INVALID_BLOCKS')
    await mined(
      owner,
      owner.writeContract({
        ...read,
        functionName: 'updateStartAndEndBlocks',
        args: [now + 3n, now + 30n],
      }),
    )
    expect(await owner.readContract({ ...read, functionName: 'lastRewardBlock' })).toBe(now + 3n)
    await owner.mine({ blocks: 5 })
    expect(
      await revertReason(
        owner.simulateContract({
          ...read,
          functionName: 'updateStartAndEndBlocks',
          args: [now + 50n, now + 60n],
        }),
      ),
    ).toBe('SmartChef: POOL_STARTED')
  })

  test('bounds: rewardPerBlock up to MAX_REWARD_PER_BLOCK (1e24), the devnet rates included', async () => {
    const pool = await deployPool()
    const read = { address: pool.chef, abi: smartChefAbi } as const
    expect(await owner.readContract({ ...read, functionName: 'MAX_REWARD_PER_BLOCK' })).toBe(
      MAX_REWARD_PER_BLOCK,
    )
    const startBlock = (await headBlock(owner)) + 1n
    const deployment = (rate: bigint) =>
      ({
        abi: smartChefAbi,
        bytecode: smartChefBytecode,
        args: [zeroAddress, usdt, rate, startBlock, startBlock + 100n, 0n],
      }) as const
    expect(await deployRevertReason(owner, deployment(MAX_REWARD_PER_BLOCK + 1n))).toBe(
      'SmartChef: REWARD_TOO_HIGH',
    )
    // the limit itself and the devnet pools' 0.005, 0.001 and 0.00005 USDT a block deploy
    for (const rate of [MAX_REWARD_PER_BLOCK, 5n * 10n ** 15n, 10n ** 15n, LIVE_RATE]) {
      const chef = await deployed(owner, owner.deployContract(deployment(rate)))
      expect(
        await owner.readContract({
          address: chef,
          abi: smartChefAbi,
          functionName: 'rewardPerBlock',
        }),
      ).toBe(rate)
    }
    expect(
      await revertReason(
        owner.simulateContract({
          ...read,
          functionName: 'updateRewardPerBlock',
          args: [MAX_REWARD_PER_BLOCK + 1n],
        }),
      ),
    ).toBe('SmartChef: REWARD_TOO_HIGH')
    await mined(
      owner,
      owner.writeContract({
        ...read,
        functionName: 'updateRewardPerBlock',
        args: [MAX_REWARD_PER_BLOCK],
      }),
    )
    expect(await owner.readContract({ ...read, functionName: 'rewardPerBlock' })).toBe(
      MAX_REWARD_PER_BLOCK,
    )
  })

  test('every pool update emits UpdatePool(lastRewardBlock, totalStaked, accTokenPerShare)', async () => {
    const pool = await deployPool({ startDelay: 3n })
    const updates = (receipt: TransactionReceipt) =>
      parseEventLogs({ abi: smartChefAbi, eventName: 'UpdatePool', logs: receipt.logs }).map(
        (log) => log.args,
      )
    // before startBlock the pool does not move, so nothing is emitted
    const early = await deposit(alice, pool, E18)
    expect(updates(early.receipt)).toEqual([])
    await owner.mine({ blocks: 5 })
    // the update reports the stake the blocks were shared over (before this deposit)
    const second = await deposit(bob, pool, 3n * E18)
    expect(updates(second.receipt)).toEqual([
      {
        lastRewardBlock: second.receipt.blockNumber,
        totalStaked: E18,
        accTokenPerShare: pool.model.acc,
      },
    ])
    expect(pool.model.acc).toBeGreaterThan(0n)
    await owner.mine({ blocks: 2 })
    const rate = await mined(
      owner,
      owner.writeContract({
        address: pool.chef,
        abi: smartChefAbi,
        functionName: 'updateRewardPerBlock',
        args: [2n * LIVE_RATE],
      }),
    )
    const acc =
      pool.model.acc +
      ((rate.blockNumber - second.receipt.blockNumber) * LIVE_RATE * PRECISION_FACTOR) / (4n * E18)
    expect(updates(rate)).toEqual([
      { lastRewardBlock: rate.blockNumber, totalStaked: 4n * E18, accTokenPerShare: acc },
    ])
  })

  test('at the maximum rate the native stake still leaves exactly, and the owner can repair', async () => {
    const pool = await deployPool({ rewardPerBlock: MAX_REWARD_PER_BLOCK, duration: 100_000n })
    const read = { address: pool.chef, abi: smartChefAbi } as const
    // 1 wei alone first: the accumulator grows as fast as it can
    await deposit(alice, pool, 1n)
    await owner.mine({ blocks: 500 })
    await deposit(bob, pool, E18)
    expect(await owner.readContract({ ...read, functionName: 'accTokenPerShare' })).toBe(
      pool.model.acc,
    )
    expect(pool.model.acc).toBeGreaterThan(10n ** 56n)
    // Anvil slows down as its chain grows, so a few hundred blocks more
    await owner.mine({ blocks: 500 })
    const head = await headBlock(owner)
    expect(await pending(pool, alice)).toBe(pool.model.pending(alice.account.address, head))
    for (const [user, stake] of [
      [alice, 1n],
      [bob, E18],
    ] as const) {
      const before = await owner.getBalance({ address: user.account.address })
      const staked = await owner.readContract({ ...read, functionName: 'totalStaked' })
      const receipt = await mined(
        user,
        user.writeContract({ ...read, functionName: 'emergencyWithdraw' }),
      )
      expect(pool.model.emergencyWithdraw(user.account.address, receipt.blockNumber).amount).toBe(
        stake,
      )
      expect(await owner.getBalance({ address: user.account.address })).toBe(
        before + stake - gasCost(receipt),
      )
      expect(await owner.readContract({ ...read, functionName: 'totalStaked' })).toBe(
        staked - stake,
      )
    }
    // repair: rate 0 brings the pool up to date, then stakes come and go with nothing accruing
    await mined(
      owner,
      owner.writeContract({ ...read, functionName: 'updateRewardPerBlock', args: [0n] }),
    )
    await mined(
      alice,
      alice.writeContract({ ...read, functionName: 'deposit', args: [2n * E18], value: 2n * E18 }),
    )
    await owner.mine({ blocks: 3 })
    expect(await pending(pool, alice)).toBe(0n)
    const before = await owner.getBalance({ address: alice.account.address })
    const out = await mined(
      alice,
      alice.writeContract({ ...read, functionName: 'withdraw', args: [2n * E18] }),
    )
    expect(await owner.getBalance({ address: alice.account.address })).toBe(
      before + 2n * E18 - gasCost(out),
    )
    expect(await owner.getBalance({ address: pool.chef })).toBe(0n)
  })

  test('a native deposit and a harvest fit the 200000 gas limit the UI sends', async () => {
    const pool = await deployPool()
    const first = await deposit(alice, pool, E18)
    await owner.mine({ blocks: 2 })
    const more = await deposit(alice, pool, E18)
    const out = await withdraw(alice, pool, 2n * E18)
    for (const { receipt } of [first, more, out]) expect(receipt.gasUsed).toBeLessThan(200_000n)
  })
})
