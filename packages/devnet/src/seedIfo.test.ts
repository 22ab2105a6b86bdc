/**
 * The initial offerings' seeded past in a fresh local world (startDevnet): three sales from the IFO
 * deployer, each selling its own project token, in their phases on the chain's clock (finished,
 * live since a day, upcoming in days), each funded, holding the profile's POINT_ROLE and with
 * its limits from CAKE's price; the planned commits, the finished sale's harvest made and those
 * left to make (each what getIfoAllocation says), and the IFO spec's two accounts.
 */
import { ghostIFOAbi, ghostProfileAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getIfoContracts, getNftContracts } from '@ghost/contracts/manifest'
import {
  getIfoAllocation,
  getIfoFeeBps,
  getIfoPhase,
  IFO_DEFAULT_FEE_TIERS,
  IFO_POOL_IDS,
} from '@ghost/sdk'
import { type Address, erc20Abi, parseEther } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { readIfoSale, readIfoSales } from './ifoSales'
import { DEV_ACCOUNTS } from './startDevnet'
import { setUpSeededDevnet } from './testing/localWorld'
import { IFO, IFO_SALES, IFO_TOKENS, NFT_SEED_TIME, PROFILE_POINTS } from './worldPlan'

const seeded = setUpSeededDevnet('ifo-seed')
let sales: Address[]
let profile: Address

beforeAll(async () => {
  const ifo = getIfoContracts(seeded.devnet.manifest)
  const nft = getNftContracts(seeded.devnet.manifest)
  if (!ifo || !nft) throw new Error('no IFO deployer or profile in the manifest')
  sales = await readIfoSales(seeded.client, ifo.IFODeployer)
  profile = nft.Profile
})

const chainNow = async () => (await seeded.client.getBlock({ blockTag: 'latest' })).timestamp
const sale = (i: number) => readIfoSale(seeded.client, sales[i] as Address)
const userPool = (i: number, account: number, pid: number) =>
  seeded.client.readContract({
    address: sales[i] as Address,
    abi: ghostIFOAbi,
    functionName: 'viewUserPool',
    args: [devAccount(account).address, pid],
  })
const [FINISHED, LIVE, UPCOMING] = [0, 1, 2]
const DAY = 86_400n

describe('the seeded sales', () => {
  test('the deployer lists three, oldest first, each selling its own token, which the manifest names', async () => {
    expect(sales).toHaveLength(3)
    for (const [i, plan] of IFO_SALES.entries()) {
      const state = await sale(i)
      const token = IFO_TOKENS.find((t) => t.symbol === plan.token)
      expect(state.offeringToken, plan.token).toBe(seeded.devnet.manifest.tokens[plan.token])
      const at = { address: state.offeringToken, abi: erc20Abi } as const
      expect([
        await seeded.client.readContract({ ...at, functionName: 'symbol' }),
        await seeded.client.readContract({ ...at, functionName: 'name' }),
      ]).toEqual([plan.token, token?.name])
    }
    expect(IFO_SALES.map((plan) => plan.token)).toEqual(['WISP', 'ECTO', 'VEIL'])
  })

  test('on the chain’s clock one is finished, one live since about a day, one starts in days', async () => {
    const now = await chainNow()
    const [finished, live, upcoming] = await Promise.all([
      sale(FINISHED),
      sale(LIVE),
      sale(UPCOMING),
    ])
    expect(getIfoPhase(finished, now)).toBe('finished')
    expect(getIfoPhase(live, now)).toBe('live')
    expect(getIfoPhase(upcoming, now)).toBe('getReady')
    // the seed's present is the chain's (give or take the deploy's own minutes)
    expect(now - live.startTimestamp).toBeGreaterThanOrEqual(DAY)
    expect(now - live.startTimestamp).toBeLessThan(DAY + 3_600n)
    expect(live.endTimestamp - now).toBeGreaterThan(6n * DAY)
    expect(upcoming.startTimestamp - now).toBeGreaterThan(9n * DAY)
    expect(upcoming.startTimestamp - now).toBeLessThanOrEqual(10n * DAY)
    // the finished one ended in the NFT market's half hour, before the present
    expect(now - finished.endTimestamp).toBeLessThan(BigInt(NFT_SEED_TIME.minutesBeforeNow * 60))
    expect(finished.endTimestamp - finished.startTimestamp).toBeGreaterThan(2n * DAY - 3_600n)
    // the chain ends at the present: the jump to the finished sale's end stayed in the past
    expect(BigInt(Math.floor(Date.now() / 1000)) - now).toBeLessThan(180n)
  })

  test('each is owned by account 0, holds POINT_ROLE, the sdk’s fee tiers, its planned pools, and its limits from CAKE at $2.50', async () => {
    const pointRole = await seeded.client.readContract({
      address: profile,
      abi: ghostProfileAbi,
      functionName: 'POINT_ROLE',
    })
    for (const [i, plan] of IFO_SALES.entries()) {
      const state = await sale(i)
      expect(state.owner).toBe(devAccount(0).address)
      expect(
        await seeded.client.readContract({
          address: profile,
          abi: ghostProfileAbi,
          functionName: 'hasRole',
          args: [pointRole, state.address],
        }),
        plan.token,
      ).toBe(true)
      expect(state.feeTiers).toEqual(IFO_DEFAULT_FEE_TIERS)
      const [basic, unlimited] = state.pools
      expect([basic.offeringAmount, basic.raisingAmount, basic.limitPerUser]).toEqual([
        plan.basic.offeringAmount,
        plan.basic.raisingAmount,
        // 100 USD at the CAKE-USDT pair's $2.50
        parseEther('40'),
      ])
      expect([unlimited.offeringAmount, unlimited.raisingAmount, unlimited.limitPerUser]).toEqual([
        plan.unlimited.offeringAmount,
        plan.unlimited.raisingAmount,
        0n,
      ])
      expect([state.campaignId, state.numberPoints, state.thresholdPoints]).toEqual([
        IFO.campaignIdBase + BigInt(i + 1),
        IFO.numberPoints,
        parseEther('4'),
      ])
    }
  })

  test('each holds its offering, less what the harvests paid', async () => {
    for (const [i, plan] of IFO_SALES.entries()) {
      const state = await sale(i)
      const harvests = await seeded.client.getContractEvents({
        address: state.address,
        abi: ghostIFOAbi,
        eventName: 'Harvest',
        fromBlock: 0n,
      })
      const paid = harvests.reduce((sum, log) => sum + (log.args.offeringAmount ?? 0n), 0n)
      expect(state.offeringBalance, plan.token).toBe(
        plan.basic.offeringAmount + plan.unlimited.offeringAmount - paid,
      )
      expect(harvests.length, plan.token).toBe(plan.harvests.length)
    }
  })

  test('the planned commits, and each pool’s total is theirs', async () => {
    for (const [i, plan] of IFO_SALES.entries()) {
      const state = await sale(i)
      let basicTotal = 0n
      let unlimitedTotal = 0n
      for (const [account, basic, unlimited] of plan.commits) {
        expect((await userPool(i, account, IFO_POOL_IDS.basic)).amount).toBe(basic)
        expect((await userPool(i, account, IFO_POOL_IDS.unlimited)).amount).toBe(unlimited)
        basicTotal += basic
        unlimitedTotal += unlimited
      }
      expect([state.pools[0].totalAmount, state.pools[1].totalAmount], plan.token).toEqual([
        basicTotal,
        unlimitedTotal,
      ])
    }
    // the live sale's unlimited pool is 1.35× subscribed, the upcoming sale has none yet
    const live = await sale(LIVE)
    expect(live.pools[1].totalAmount).toBe(parseEther('2700'))
    expect((await sale(UPCOMING)).pools.map((pool) => pool.totalAmount)).toEqual([0n, 0n])
  })
})

describe('the finished sale', () => {
  test('both pools oversubscribed; the unlimited one (4.5×) charges the first tier’s 1%', async () => {
    const state = await sale(FINISHED)
    expect(state.pools[0].totalAmount).toBe(parseEther('65'))
    expect(state.pools[1].totalAmount).toBe(parseEther('4500'))
    expect(state.feeBps).toEqual([0n, 100n])
    expect(getIfoFeeBps(state.pools[1], state.feeTiers)).toBe(100n)
  })

  test('account 10 harvested its basic pool (the pro-rata share, and the achievement’s points); its unlimited pool waits', async () => {
    const state = await sale(FINISHED)
    const [harvest] = await seeded.client.getContractEvents({
      address: state.address,
      abi: ghostIFOAbi,
      eventName: 'Harvest',
      fromBlock: 0n,
    })
    const ten = devAccount(10).address
    expect(harvest?.args.user).toBe(ten)
    expect(harvest?.args.pid).toBe(IFO_POOL_IDS.basic)
    // the first harvest of the pool: the plain pro-rata share
    const before = { ...state.pools[0], harvestedAmount: 0n, sumFees: 0n }
    expect({
      offeringAmount: harvest?.args.offeringAmount,
      refundAmount: harvest?.args.refundAmount,
      feeAmount: harvest?.args.feeAmount,
    }).toEqual(getIfoAllocation(before, parseEther('40'), 0n))
    expect(await userPool(FINISHED, 10, IFO_POOL_IDS.basic)).toEqual({
      amount: parseEther('40'),
      claimed: true,
    })
    expect((await userPool(FINISHED, 10, IFO_POOL_IDS.unlimited)).claimed).toBe(false)
    const [, points] = await seeded.client.readContract({
      address: profile,
      abi: ghostProfileAbi,
      functionName: 'getUserProfile',
      args: [ten],
    })
    const planned = PROFILE_POINTS.users.find(([account]) => account === 10)?.[1] ?? 0n
    expect(points).toBe(planned + IFO.numberPoints)
    expect(
      await seeded.client.readContract({
        address: state.address,
        abi: ghostIFOAbi,
        functionName: 'hasClaimedPoints',
        args: [ten],
      }),
    ).toBe(true)
  })

  test('every harvest left to make is what getIfoAllocation says (running totals), the unlimited ones with a fee', async () => {
    const state = await sale(FINISHED)
    const pending = [
      [10, IFO_POOL_IDS.unlimited],
      [11, IFO_POOL_IDS.basic],
      [11, IFO_POOL_IDS.unlimited],
    ] as const
    for (const [account, pid] of pending) {
      const { amount, claimed } = await userPool(FINISHED, account, pid)
      expect(claimed).toBe(false)
      const pool = state.pools[pid]
      const expected = getIfoAllocation(pool, amount, getIfoFeeBps(pool, state.feeTiers))
      const allocation = await seeded.client.readContract({
        address: state.address,
        abi: ghostIFOAbi,
        functionName: 'viewAllocation',
        args: [devAccount(account).address, pid],
      })
      expect(allocation, `account ${account}, pool ${pid}`).toEqual(expected)
      expect(allocation.offeringAmount).toBeGreaterThan(0n)
      expect(allocation.refundAmount).toBeGreaterThan(0n)
      expect(allocation.feeAmount > 0n, `account ${account}, pool ${pid}`).toBe(pid === 1)
    }
  })

  test('the owner may withdraw the raised CAKE (both targets) and nothing of the offering, all of it sold', async () => {
    const state = await sale(FINISHED)
    const plan = IFO_SALES[FINISHED]
    expect(state.withdrawable).toEqual({
      lpAmount: (plan?.basic.raisingAmount ?? 0n) + (plan?.unlimited.raisingAmount ?? 0n),
      offeringAmount: 0n,
    })
  })
})

describe('the IFO spec’s accounts', () => {
  test('44 has an active profile and CAKE and committed nowhere; 45 has BNB only and no profile', async () => {
    const [withProfile, withoutProfile] = DEV_ACCOUNTS.ifoTesters
    expect([withProfile, withoutProfile]).toEqual([44, 45])
    const player = devAccount(withProfile).address
    const [, , , , , isActive] = await seeded.client.readContract({
      address: profile,
      abi: ghostProfileAbi,
      functionName: 'getUserProfile',
      args: [player],
    })
    expect(isActive).toBe(true)
    const cake = seeded.devnet.manifest.tokens.CAKE
    const cakeOf = (address: Address) =>
      seeded.client.readContract({
        address: cake,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    // the profile cost 1 CAKE
    expect(await cakeOf(player)).toBe(IFO.testerCake - parseEther('1'))
    for (const i of sales.keys()) {
      for (const pid of [IFO_POOL_IDS.basic, IFO_POOL_IDS.unlimited]) {
        expect((await userPool(i, withProfile, pid)).amount).toBe(0n)
      }
    }
    const stranger = devAccount(withoutProfile).address
    expect(
      await seeded.client.readContract({
        address: profile,
        abi: ghostProfileAbi,
        functionName: 'hasRegistered',
        args: [stranger],
      }),
    ).toBe(false)
    expect(await cakeOf(stranger)).toBe(0n)
    expect(await seeded.client.getBalance({ address: stranger })).toBe(parseEther('1000000'))
  })
})
