import type { Address, Hex } from 'viem'
import { parseEther, parseEventLogs } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { masterChefAbi, masterChefBytecode } from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  revertTo,
  startAnvil,
} from '../lib/anvil'
import { MasterChefModel, PRECISION_FACTOR } from './farms/model'
import {
  approveToken,
  deployed,
  deployRevertReason,
  deployToken,
  E18,
  headBlock,
  MAX_ALLOC_POINT,
  MAX_REWARD_PER_BLOCK,
  mined,
  revertReason,
  tokenBalance,
  transferToken,
  userClients,
} from './farms/setup'

// an odd rate, so every floor in the accounting is exercised
const REWARD_PER_BLOCK = 1_234_567_890_123_456_789n
const FUNDING = 1_000_000n * E18

let anvil: AnvilInstance
let owner: AnvilClient
let alice: AnvilClient
let bob: AnvilClient
let ghost: Address
let lpA: Address
let lpB: Address
let snapshot: Hex

beforeAll(async () => {
  anvil = await startAnvil()
  owner = anvilClient(anvil.url)
  ;[alice, bob] = userClients(anvil.url, 2) as [AnvilClient, AnvilClient]
  ghost = await deployToken(owner, 'GHOST')
  lpA = await deployToken(owner, 'LPA')
  lpB = await deployToken(owner, 'LPB')
  for (const user of [alice, bob]) {
    await transferToken(owner, lpA, user.account.address, 10_000n * E18)
    await transferToken(owner, lpB, user.account.address, 10_000n * E18)
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

type Farm = { chef: Address; model: MasterChefModel }

/**
 * Deploys a funded chef with pid 0 = lpA at 1000 points (the spec's 10X farm) and
 * pid 1 = lpB at 500 points, and lets both users stake in both.
 */
async function deployFarm(startDelay = 0n, funding = FUNDING): Promise<Farm> {
  const startBlock = (await headBlock(owner)) + 1n + startDelay
  const chef = await deployed(
    owner,
    owner.deployContract({
      abi: masterChefAbi,
      bytecode: masterChefBytecode,
      args: [ghost, REWARD_PER_BLOCK, startBlock],
    }),
  )
  const model = new MasterChefModel(REWARD_PER_BLOCK, startBlock)
  if (funding > 0n) {
    await transferToken(owner, ghost, chef, funding)
    model.fund(funding)
  }
  for (const [lp, alloc] of [
    [lpA, 1000n],
    [lpB, 500n],
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
    model.add(alloc, receipt.blockNumber)
  }
  for (const user of [alice, bob]) {
    await approveToken(user, lpA, chef)
    await approveToken(user, lpB, chef)
  }
  return { chef, model }
}

async function deposit(user: AnvilClient, farm: Farm, pid: number, amount: bigint) {
  const receipt = await mined(
    user,
    user.writeContract({
      address: farm.chef,
      abi: masterChefAbi,
      functionName: 'deposit',
      args: [BigInt(pid), amount],
    }),
  )
  const { payout } = farm.model.deposit(pid, user.account.address, amount, receipt.blockNumber)
  return { receipt, payout }
}

async function pending(farm: Farm, pid: number, user: AnvilClient, blockNumber?: bigint) {
  return owner.readContract({
    address: farm.chef,
    abi: masterChefAbi,
    functionName: 'pendingReward',
    args: [BigInt(pid), user.account.address],
    blockNumber,
  })
}

describe('MasterChef', () => {
  test('holds the spec farm: pid 0 at 1000 allocation points reads as 10X', async () => {
    const { chef } = await deployFarm()
    expect(
      await owner.readContract({ address: chef, abi: masterChefAbi, functionName: 'poolLength' }),
    ).toBe(2n)
    expect(
      await owner.readContract({
        address: chef,
        abi: masterChefAbi,
        functionName: 'totalAllocPoint',
      }),
    ).toBe(1500n)
    const [lpToken, allocPoint, , accRewardPerShare] = await owner.readContract({
      address: chef,
      abi: masterChefAbi,
      functionName: 'poolInfo',
      args: [0n],
    })
    expect(lpToken).toBe(lpA)
    expect(`${allocPoint / 100n}X`).toBe('10X')
    expect(accRewardPerShare).toBe(0n)
    expect(
      await owner.readContract({ address: chef, abi: masterChefAbi, functionName: 'rewardToken' }),
    ).toBe(ghost)
    expect(
      await owner.readContract({
        address: chef,
        abi: masterChefAbi,
        functionName: 'PRECISION_FACTOR',
      }),
    ).toBe(PRECISION_FACTOR)
  })

  test('refuses a second farm for the same LP token, strangers and unknown pids', async () => {
    const { chef } = await deployFarm()
    expect(
      await revertReason(
        owner.simulateContract({
          address: chef,
          abi: masterChefAbi,
          functionName: 'add',
          args: [100n, lpA, true],
        }),
      ),
    ).toBe('MasterChef: DUPLICATE_POOL')
    expect(
      await revertReason(
        alice.simulateContract({
          address: chef,
          abi: masterChefAbi,
          functionName: 'add',
          args: [100n, ghost, true],
        }),
      ),
    ).toBe('OwnableUnauthorizedAccount')
    expect(
      await revertReason(
        alice.simulateContract({
          address: chef,
          abi: masterChefAbi,
          functionName: 'deposit',
          args: [2n, 1n],
        }),
      ),
    ).toBe('MasterChef: UNKNOWN_POOL')
  })

  test('rewards accrue exactly per block by allocation across two farms and two users', async () => {
    const farm = await deployFarm()
    const b1 = (await deposit(alice, farm, 0, 100n * E18)).receipt.blockNumber
    const b2 = (await deposit(bob, farm, 0, 300n * E18)).receipt.blockNumber
    const b3 = (await deposit(bob, farm, 1, 50n * E18)).receipt.blockNumber
    await deposit(alice, farm, 1, 25n * E18)
    await owner.mine({ blocks: 10 })
    const head = await headBlock(owner)

    // pid 0 earns 1000/1500 of each block: alice alone for one block, then 100:300 with bob
    const reward0 = (blocks: bigint) => (blocks * REWARD_PER_BLOCK * 1000n) / 1500n
    const acc1 = (reward0(b2 - b1) * PRECISION_FACTOR) / (100n * E18)
    const acc2 = acc1 + (reward0(head - b2) * PRECISION_FACTOR) / (400n * E18)
    expect(await pending(farm, 0, alice)).toBe((100n * E18 * acc2) / PRECISION_FACTOR)
    expect(await pending(farm, 0, bob)).toBe(
      (300n * E18 * acc2) / PRECISION_FACTOR - (300n * E18 * acc1) / PRECISION_FACTOR,
    )
    for (const pid of [0, 1]) {
      for (const user of [alice, bob]) {
        expect(await pending(farm, pid, user)).toBe(
          farm.model.pending(pid, user.account.address, head),
        )
      }
    }

    // the floors lose at most a wei or two against the exact rational split
    const ideal0Alice = reward0(1n) + (reward0(head - b2) * 100n) / 400n
    expect(ideal0Alice - (await pending(farm, 0, alice))).toBeLessThanOrEqual(2n)
    const total1 = (await pending(farm, 1, alice)) + (await pending(farm, 1, bob))
    const ideal1 = ((head - b3) * REWARD_PER_BLOCK * 500n) / 1500n
    expect(ideal1 - total1).toBeGreaterThanOrEqual(0n)
    expect(ideal1 - total1).toBeLessThanOrEqual(3n)
  })

  test('deposit 0 harvests: the wallet moves by exactly the pending reward of that block', async () => {
    const farm = await deployFarm()
    await deposit(alice, farm, 0, 100n * E18)
    await deposit(bob, farm, 0, 300n * E18)
    await owner.mine({ blocks: 7 })
    const before = await tokenBalance(owner, ghost, alice.account.address)
    const { receipt, payout } = await deposit(alice, farm, 0, 0n)
    expect(payout).toBeGreaterThan(0n)
    expect(await tokenBalance(owner, ghost, alice.account.address)).toBe(before + payout)
    // the view one block earlier plus that block's share is what the harvest paid
    const oneBlockAcc = (((REWARD_PER_BLOCK * 1000n) / 1500n) * PRECISION_FACTOR) / (400n * E18)
    const earlier = await pending(farm, 0, alice, receipt.blockNumber - 1n)
    expect(payout - earlier).toBeGreaterThanOrEqual((100n * E18 * oneBlockAcc) / PRECISION_FACTOR)
    expect(payout - earlier).toBeLessThanOrEqual((100n * E18 * oneBlockAcc) / PRECISION_FACTOR + 1n)
    const [harvest] = parseEventLogs({
      abi: masterChefAbi,
      eventName: 'Harvest',
      logs: receipt.logs,
    })
    expect(harvest?.args).toEqual({ user: alice.account.address, pid: 0n, amount: payout })
    expect(
      parseEventLogs({ abi: masterChefAbi, eventName: 'Deposit', logs: receipt.logs }),
    ).toEqual([])
    expect(await pending(farm, 0, alice, receipt.blockNumber)).toBe(0n)
    const [staked] = await owner.readContract({
      address: farm.chef,
      abi: masterChefAbi,
      functionName: 'userInfo',
      args: [0n, alice.account.address],
    })
    expect(staked).toBe(100n * E18)
  })

  test('withdraw pays the reward and returns the LP; more than staked reverts', async () => {
    const farm = await deployFarm()
    await deposit(alice, farm, 1, 40n * E18)
    await owner.mine({ blocks: 3 })
    expect(
      await revertReason(
        alice.simulateContract({
          address: farm.chef,
          abi: masterChefAbi,
          functionName: 'withdraw',
          args: [1n, 40n * E18 + 1n],
        }),
      ),
    ).toBe('MasterChef: INSUFFICIENT_STAKE')
    const lpBefore = await tokenBalance(owner, lpB, alice.account.address)
    const ghostBefore = await tokenBalance(owner, ghost, alice.account.address)
    const receipt = await mined(
      alice,
      alice.writeContract({
        address: farm.chef,
        abi: masterChefAbi,
        functionName: 'withdraw',
        args: [1n, 15n * E18],
      }),
    )
    const { payout } = farm.model.withdraw(1, alice.account.address, 15n * E18, receipt.blockNumber)
    // alone in pid 1 for 4 blocks at 500/1500 of the rate (one floor, then one per-share floor)
    expect(payout).toBe(
      (40n * E18 * ((((4n * REWARD_PER_BLOCK * 500n) / 1500n) * PRECISION_FACTOR) / (40n * E18))) /
        PRECISION_FACTOR,
    )
    expect(await tokenBalance(owner, lpB, alice.account.address)).toBe(lpBefore + 15n * E18)
    expect(await tokenBalance(owner, ghost, alice.account.address)).toBe(ghostBefore + payout)
    const [withdrawn] = parseEventLogs({
      abi: masterChefAbi,
      eventName: 'Withdraw',
      logs: receipt.logs,
    })
    expect(withdrawn?.args).toEqual({ user: alice.account.address, pid: 1n, amount: 15n * E18 })
    expect(
      await owner.readContract({
        address: farm.chef,
        abi: masterChefAbi,
        functionName: 'totalStaked',
        args: [1n],
      }),
    ).toBe(25n * E18)
  })

  test('emergencyWithdraw returns the whole stake and forfeits the reward', async () => {
    const farm = await deployFarm()
    await deposit(alice, farm, 0, 100n * E18)
    const bobJoined = (await deposit(bob, farm, 0, 100n * E18)).receipt.blockNumber
    await owner.mine({ blocks: 5 })
    const [, , lastRewardBlock, accBefore] = await owner.readContract({
      address: farm.chef,
      abi: masterChefAbi,
      functionName: 'poolInfo',
      args: [0n],
    })
    expect(lastRewardBlock).toBe(bobJoined)
    expect(await pending(farm, 0, alice)).toBeGreaterThan(0n)
    const lpBefore = await tokenBalance(owner, lpA, alice.account.address)
    const ghostBefore = await tokenBalance(owner, ghost, alice.account.address)
    const receipt = await mined(
      alice,
      alice.writeContract({
        address: farm.chef,
        abi: masterChefAbi,
        functionName: 'emergencyWithdraw',
        args: [0n],
      }),
    )
    farm.model.emergencyWithdraw(0, alice.account.address, receipt.blockNumber)
    expect(await tokenBalance(owner, lpA, alice.account.address)).toBe(lpBefore + 100n * E18)
    expect(await tokenBalance(owner, ghost, alice.account.address)).toBe(ghostBefore)
    expect(await pending(farm, 0, alice)).toBe(0n)
    expect(
      await owner.readContract({
        address: farm.chef,
        abi: masterChefAbi,
        functionName: 'userInfo',
        args: [0n, alice.account.address],
      }),
    ).toEqual([0n, 0n])
    const [event] = parseEventLogs({
      abi: masterChefAbi,
      eventName: 'EmergencyWithdraw',
      logs: receipt.logs,
    })
    expect(event?.args).toEqual({ user: alice.account.address, pid: 0n, amount: 100n * E18 })
    // the pool's reward math is untouched: no update, no UpdatePool event
    expect(
      parseEventLogs({ abi: masterChefAbi, eventName: 'UpdatePool', logs: receipt.logs }),
    ).toEqual([])
    expect(
      await owner.readContract({
        address: farm.chef,
        abi: masterChefAbi,
        functionName: 'poolInfo',
        args: [0n],
      }),
    ).toEqual([lpA, 1000n, bobJoined, accBefore])
    await owner.mine({ blocks: 4 })
    const head = await headBlock(owner)
    expect(await pending(farm, 0, bob)).toBe(farm.model.pending(0, bob.account.address, head))
    // bob gets the whole farm since the last update (at his deposit): alice's half of the blocks
    // up to her exit is spread over him, as in PancakeSwap's MasterChef
    const reward0 = ((head - bobJoined) * REWARD_PER_BLOCK * 1000n) / 1500n
    expect(reward0 - (await pending(farm, 0, bob))).toBeGreaterThanOrEqual(0n)
    expect(reward0 - (await pending(farm, 0, bob))).toBeLessThanOrEqual(1n)
  })

  test('set re-weights farms from its own block; allocation 0 stops a farm', async () => {
    const farm = await deployFarm()
    await deposit(alice, farm, 0, 10n * E18)
    await deposit(bob, farm, 1, 10n * E18)
    await owner.mine({ blocks: 2 })
    const receipt = await mined(
      owner,
      owner.writeContract({
        address: farm.chef,
        abi: masterChefAbi,
        functionName: 'set',
        args: [1n, 0n, false],
      }),
    )
    farm.model.set(1, 0n, receipt.blockNumber)
    const frozen = await pending(farm, 1, bob)
    await owner.mine({ blocks: 6 })
    const head = await headBlock(owner)
    expect(await pending(farm, 1, bob)).toBe(frozen)
    expect(frozen).toBe(farm.model.pending(1, bob.account.address, head))
    expect(await pending(farm, 0, alice)).toBe(farm.model.pending(0, alice.account.address, head))
    // after the set, pid 0 holds every point and earns the full rate
    expect((await pending(farm, 0, alice, head)) - (await pending(farm, 0, alice, head - 1n))).toBe(
      (10n * E18 * ((REWARD_PER_BLOCK * PRECISION_FACTOR) / (10n * E18))) / PRECISION_FACTOR,
    )
  })

  test('updateRewardPerBlock applies from its own block on, and only for the owner', async () => {
    const farm = await deployFarm()
    await deposit(alice, farm, 0, 10n * E18)
    await owner.mine({ blocks: 3 })
    expect(
      await revertReason(
        alice.simulateContract({
          address: farm.chef,
          abi: masterChefAbi,
          functionName: 'updateRewardPerBlock',
          args: [1n],
        }),
      ),
    ).toBe('OwnableUnauthorizedAccount')
    const receipt = await mined(
      owner,
      owner.writeContract({
        address: farm.chef,
        abi: masterChefAbi,
        functionName: 'updateRewardPerBlock',
        args: [7n * E18],
      }),
    )
    farm.model.setRewardPerBlock(7n * E18, receipt.blockNumber)
    await owner.mine({ blocks: 5 })
    expect(await pending(farm, 0, alice)).toBe(
      farm.model.pending(0, alice.account.address, await headBlock(owner)),
    )
  })

  test('nothing accrues before startBlock', async () => {
    const farm = await deployFarm(20n)
    const start = farm.model.startBlock
    await deposit(alice, farm, 0, 10n * E18)
    await owner.mine({ blocks: 5 })
    expect(await pending(farm, 0, alice)).toBe(0n)
    const now = await headBlock(owner)
    await owner.mine({ blocks: Number(start - now + 3n) })
    expect(await headBlock(owner)).toBe(start + 3n)
    const perBlock = (REWARD_PER_BLOCK * 1000n) / 1500n
    expect(await pending(farm, 0, alice)).toBe(
      (10n * E18 * ((3n * perBlock * PRECISION_FACTOR) / (10n * E18))) / PRECISION_FACTOR,
    )
  })

  test('an underfunded chef pays what it holds and owes the rest', async () => {
    const farm = await deployFarm(0n, 0n)
    await transferToken(owner, ghost, farm.chef, E18)
    farm.model.fund(E18)
    await deposit(alice, farm, 0, 10n * E18)
    await owner.mine({ blocks: 5 })
    const before = await tokenBalance(owner, ghost, alice.account.address)
    const first = await deposit(alice, farm, 0, 0n)
    expect(first.payout).toBe(E18)
    expect(await tokenBalance(owner, ghost, alice.account.address)).toBe(before + E18)
    expect(await tokenBalance(owner, ghost, farm.chef)).toBe(0n)
    const owed = await owner.readContract({
      address: farm.chef,
      abi: masterChefAbi,
      functionName: 'unpaidReward',
      args: [0n, alice.account.address],
    })
    expect(owed).toBeGreaterThan(0n)
    expect(await pending(farm, 0, alice, first.receipt.blockNumber)).toBe(owed)
    await transferToken(owner, ghost, farm.chef, 100n * E18)
    farm.model.fund(100n * E18)
    const second = await deposit(alice, farm, 0, 0n)
    expect(second.payout).toBeGreaterThan(owed)
    expect(await tokenBalance(owner, ghost, alice.account.address)).toBe(
      before + first.payout + second.payout,
    )
    expect(await tokenBalance(owner, ghost, farm.chef)).toBe(farm.model.reserve)
  })

  test('GHOST staked in its own farm is principal, never paid out as reward', async () => {
    const farm = await deployFarm(0n, 0n)
    const pid = farm.model.add(
      500n,
      (
        await mined(
          owner,
          owner.writeContract({
            address: farm.chef,
            abi: masterChefAbi,
            functionName: 'add',
            args: [500n, ghost, true],
          }),
        )
      ).blockNumber,
    )
    await transferToken(owner, ghost, alice.account.address, 10n * E18)
    await transferToken(owner, ghost, bob.account.address, 10n * E18)
    await approveToken(alice, ghost, farm.chef)
    await approveToken(bob, ghost, farm.chef)
    await deposit(alice, farm, pid, 10n * E18)
    await deposit(bob, farm, pid, 10n * E18)
    await owner.mine({ blocks: 5 })
    const read = { address: farm.chef, abi: masterChefAbi } as const
    expect(await owner.readContract({ ...read, functionName: 'rewardReserve' })).toBe(0n)
    // nothing funded: the harvest pays nothing and alice's exit returns exactly her stake
    const receipt = await mined(
      alice,
      alice.writeContract({ ...read, functionName: 'withdraw', args: [BigInt(pid), 10n * E18] }),
    )
    farm.model.withdraw(pid, alice.account.address, 10n * E18, receipt.blockNumber)
    expect(await tokenBalance(owner, ghost, alice.account.address)).toBe(10n * E18)
    expect(await tokenBalance(owner, ghost, farm.chef)).toBe(10n * E18)
    expect(
      await owner.readContract({
        ...read,
        functionName: 'unpaidReward',
        args: [BigInt(pid), alice.account.address],
      }),
    ).toBe(farm.model.staker(pid, alice.account.address).unpaid)
    expect(farm.model.staker(pid, alice.account.address).unpaid).toBeGreaterThan(0n)
  })

  test('bounds: rate up to MAX_REWARD_PER_BLOCK (1e24), allocation up to MAX_ALLOC_POINT (1e6)', async () => {
    const farm = await deployFarm()
    const read = { address: farm.chef, abi: masterChefAbi } as const
    expect(await owner.readContract({ ...read, functionName: 'MAX_REWARD_PER_BLOCK' })).toBe(
      MAX_REWARD_PER_BLOCK,
    )
    expect(await owner.readContract({ ...read, functionName: 'MAX_ALLOC_POINT' })).toBe(
      MAX_ALLOC_POINT,
    )
    const startBlock = (await headBlock(owner)) + 1n
    const deployment = (rate: bigint) =>
      ({
        abi: masterChefAbi,
        bytecode: masterChefBytecode,
        args: [ghost, rate, startBlock],
      }) as const
    expect(await deployRevertReason(owner, deployment(MAX_REWARD_PER_BLOCK + 1n))).toBe(
      'MasterChef: REWARD_TOO_HIGH',
    )
    // the limit itself and the devnet's 10 GHOST a block deploy
    for (const rate of [MAX_REWARD_PER_BLOCK, parseEther('10')]) {
      const chef = await deployed(owner, owner.deployContract(deployment(rate)))
      expect(
        await owner.readContract({
          address: chef,
          abi: masterChefAbi,
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
    ).toBe('MasterChef: REWARD_TOO_HIGH')
    expect(
      await revertReason(
        owner.simulateContract({
          ...read,
          functionName: 'add',
          args: [MAX_ALLOC_POINT + 1n, ghost, false],
        }),
      ),
    ).toBe('MasterChef: ALLOC_POINT_TOO_HIGH')
    expect(
      await revertReason(
        owner.simulateContract({
          ...read,
          functionName: 'set',
          args: [0n, MAX_ALLOC_POINT + 1n, false],
        }),
      ),
    ).toBe('MasterChef: ALLOC_POINT_TOO_HIGH')
    await mined(
      owner,
      owner.writeContract({
        ...read,
        functionName: 'updateRewardPerBlock',
        args: [MAX_REWARD_PER_BLOCK],
      }),
    )
    await mined(
      owner,
      owner.writeContract({ ...read, functionName: 'add', args: [MAX_ALLOC_POINT, ghost, false] }),
    )
    await mined(
      owner,
      owner.writeContract({ ...read, functionName: 'set', args: [0n, MAX_ALLOC_POINT, false] }),
    )
    expect(await owner.readContract({ ...read, functionName: 'rewardPerBlock' })).toBe(
      MAX_REWARD_PER_BLOCK,
    )
    expect(await owner.readContract({ ...read, functionName: 'totalAllocPoint' })).toBe(
      2n * MAX_ALLOC_POINT + 500n,
    )
  })

  test('at the maximum rate and allocations stakes still leave exactly, and the owner can repair', async () => {
    const farm = await deployFarm()
    const read = { address: farm.chef, abi: masterChefAbi } as const
    // a 1-wei stake beside a large one in pid 0, and 7 wei alone in pid 1 (its accumulator
    // grows as fast as it can)
    await deposit(alice, farm, 0, 1n)
    await deposit(bob, farm, 0, 123n * E18)
    await deposit(bob, farm, 1, 7n)
    const setRate = async (rate: bigint) => {
      const receipt = await mined(
        owner,
        owner.writeContract({ ...read, functionName: 'updateRewardPerBlock', args: [rate] }),
      )
      farm.model.setRewardPerBlock(rate, receipt.blockNumber)
      return receipt
    }
    const setAlloc = async (pid: number, allocPoint: bigint) => {
      const receipt = await mined(
        owner,
        owner.writeContract({
          ...read,
          functionName: 'set',
          args: [BigInt(pid), allocPoint, false],
        }),
      )
      farm.model.set(pid, allocPoint, receipt.blockNumber)
    }
    await setRate(MAX_REWARD_PER_BLOCK)
    await setAlloc(0, MAX_ALLOC_POINT)
    await setAlloc(1, MAX_ALLOC_POINT)
    // Anvil slows down as its chain grows; a thousand blocks at half of 1e24 a block over
    // 7 wei drive pid 1's accRewardPerShare past 1e55, and a harvest stores it
    await owner.mine({ blocks: 1_000 })
    const head = await headBlock(owner)
    expect(await pending(farm, 0, alice)).toBe(farm.model.pending(0, alice.account.address, head))
    expect(await pending(farm, 1, bob)).toBe(farm.model.pending(1, bob.account.address, head))
    expect((await deposit(bob, farm, 1, 0n)).payout).toBe(FUNDING)
    const [, , , acc1] = await owner.readContract({ ...read, functionName: 'poolInfo', args: [1n] })
    expect(acc1).toBe(farm.model.pools[1]?.acc)
    expect(acc1).toBeGreaterThan(10n ** 55n)
    // the harvest emptied the reserve; fund it again for the payouts after the repair
    await transferToken(owner, ghost, farm.chef, FUNDING)
    farm.model.fund(FUNDING)

    const emergency = async (user: AnvilClient, pid: number, lp: Address, stake: bigint) => {
      const before = await tokenBalance(owner, lp, user.account.address)
      const staked = await owner.readContract({
        ...read,
        functionName: 'totalStaked',
        args: [BigInt(pid)],
      })
      const receipt = await mined(
        user,
        user.writeContract({ ...read, functionName: 'emergencyWithdraw', args: [BigInt(pid)] }),
      )
      expect(
        farm.model.emergencyWithdraw(pid, user.account.address, receipt.blockNumber).amount,
      ).toBe(stake)
      expect(await tokenBalance(owner, lp, user.account.address)).toBe(before + stake)
      expect(
        await owner.readContract({ ...read, functionName: 'totalStaked', args: [BigInt(pid)] }),
      ).toBe(staked - stake)
    }
    await emergency(alice, 0, lpA, 1n)
    await emergency(bob, 1, lpB, 7n)

    // repair: rate 0 brings every pool up to date (no overflow), then nothing accrues
    const repair = await setRate(0n)
    const [, , lastRewardBlock, acc] = await owner.readContract({
      ...read,
      functionName: 'poolInfo',
      args: [0n],
    })
    expect(lastRewardBlock).toBe(repair.blockNumber)
    expect(acc).toBe(farm.model.pools[0]?.acc)
    await setAlloc(0, 1000n)
    await owner.mine({ blocks: 3 })
    const frozen = await pending(farm, 0, bob)
    expect(frozen).toBe(farm.model.pending(0, bob.account.address, await headBlock(owner)))

    // deposit, harvest and withdraw all work again; the chef pays what it holds and owes the rest
    await deposit(alice, farm, 0, 5n * E18)
    const bobLp = await tokenBalance(owner, lpA, bob.account.address)
    const out = await mined(
      bob,
      bob.writeContract({ ...read, functionName: 'withdraw', args: [0n, 123n * E18] }),
    )
    const { payout } = farm.model.withdraw(0, bob.account.address, 123n * E18, out.blockNumber)
    expect(payout).toBe(FUNDING)
    expect(await tokenBalance(owner, lpA, bob.account.address)).toBe(bobLp + 123n * E18)
    expect(
      await owner.readContract({
        ...read,
        functionName: 'unpaidReward',
        args: [0n, bob.account.address],
      }),
    ).toBe(frozen - FUNDING)
    const aliceLp = await tokenBalance(owner, lpA, alice.account.address)
    await mined(
      alice,
      alice.writeContract({ ...read, functionName: 'withdraw', args: [0n, 5n * E18] }),
    )
    expect(await tokenBalance(owner, lpA, alice.account.address)).toBe(aliceLp + 5n * E18)
    expect(await owner.readContract({ ...read, functionName: 'totalStaked', args: [0n] })).toBe(0n)
  })

  test('a deposit fits the 200000 gas limit the UI sends with it', async () => {
    const farm = await deployFarm()
    const { receipt } = await deposit(alice, farm, 0, 10n * E18)
    await owner.mine({ blocks: 2 })
    const harvest = await deposit(alice, farm, 0, E18)
    expect(receipt.gasUsed).toBeLessThan(200_000n)
    expect(harvest.receipt.gasUsed).toBeLessThan(200_000n)
  })
})
