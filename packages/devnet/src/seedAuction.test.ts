/**
 * The farm auctions' seeded past in a fresh local world (startDevnet): five whitelisted projects
 * with their seeded Ghost pairs; auction 0 closed days ago, won by 10 (300 CAKE) and 13 (250),
 * their 550 CAKE burnt, 11's 150 left to reclaim; the winners' farms added at the close and
 * ended seven days later (finished farms: the live farms are still pid 0 and 1); auction 1 live
 * on the chain's clock until three days from now, with 11's 300 CAKE; the e2e bidders (49, 50)
 * whitelisted, with CAKE and no bid.
 */
import { ghostFarmAuctionAbi, masterChefAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getAuctionContracts } from '@ghost/contracts/manifest'
import { type Address, erc20Abi, parseEther } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { setUpSeededDevnet } from './testing/localWorld'

const seeded = setUpSeededDevnet('auction-seed')
let auction: Address

beforeAll(() => {
  const contracts = getAuctionContracts(seeded.devnet.manifest)
  if (!contracts) throw new Error('no farm auction in the manifest')
  auction = contracts.FarmAuction
})

const at = () => ({ address: auction, abi: ghostFarmAuctionAbi }) as const
const chef = () =>
  ({ address: seeded.devnet.manifest.contracts.MasterChef, abi: masterChefAbi }) as const
const address = (index: number) => devAccount(index).address
const DAY = 86_400n

describe('the seeded farm auctions', () => {
  test('five projects whitelisted with their names and seeded Ghost pairs', async () => {
    const pairs = seeded.devnet.manifest.pairs ?? {}
    const expected: [number, string, string][] = [
      [10, 'Spectral Swap', 'DEEP-CAKE'],
      [11, 'Haunted Harvest', 'TAX-BNB'],
      [13, 'Wraith Works', 'BNB-BUSD'],
      [49, 'Lantern Labs', 'USDT-BUSD'],
      [50, 'Moth Money', 'GHOST-BNB'],
    ]
    for (const [index, name, pair] of expected) {
      const info = await seeded.client.readContract({
        ...at(),
        functionName: 'bidderInfo',
        args: [address(index)],
      })
      expect(info).toEqual({ whitelisted: true, projectName: name, lpToken: pairs[pair] })
    }
  })

  test('auction 0 closed: 10 (300) and 13 (250) won, 550 CAKE burnt; 11 lost 150 and has not reclaimed', async () => {
    const now = (await seeded.client.getBlock({ blockTag: 'latest' })).timestamp
    const info = await seeded.client.readContract({
      ...at(),
      functionName: 'getAuction',
      args: [0n],
    })
    expect(info.closed).toBe(true)
    expect(info.endTime).toBeLessThan(now - 7n * DAY)
    expect([info.winnerCount, info.bidderCount, info.totalBids, info.burned]).toEqual([
      2,
      3n,
      parseEther('700'),
      parseEther('550'),
    ])
    expect(
      await seeded.client.readContract({ ...at(), functionName: 'getWinners', args: [0n] }),
    ).toEqual([address(10), address(13)])
    expect(
      await seeded.client.readContract({ ...at(), functionName: 'bidOf', args: [0n, address(11)] }),
    ).toEqual({
      total: parseEther('150'),
      reclaimed: false,
    })
    expect(
      await seeded.client.readContract({
        ...at(),
        functionName: 'isWinner',
        args: [0n, address(11)],
      }),
    ).toBe(false)
  })

  test('the winners’ farms were added at the close (1X) and ended seven days later: MasterChef has 4 farms, pid 2 and 3 at 0', async () => {
    const pairs = seeded.devnet.manifest.pairs ?? {}
    expect(await seeded.client.readContract({ ...chef(), functionName: 'poolLength' })).toBe(4n)
    const farm = (pid: bigint) =>
      seeded.client.readContract({ ...chef(), functionName: 'poolInfo', args: [pid] })
    const [[deepCake, deepAlloc], [bnbBusd, busdAlloc]] = await Promise.all([farm(2n), farm(3n)])
    expect([deepCake, deepAlloc, bnbBusd, busdAlloc]).toEqual([
      pairs['DEEP-CAKE'],
      0n,
      pairs['BNB-BUSD'],
      0n,
    ])
    expect(await seeded.client.readContract({ ...chef(), functionName: 'totalAllocPoint' })).toBe(
      1500n,
    )
    const [closed] = await seeded.client.getContractEvents({
      ...at(),
      eventName: 'AuctionClosed',
      fromBlock: 0n,
    })
    const added = await seeded.client.getContractEvents({
      ...chef(),
      eventName: 'AddPool',
      fromBlock: 0n,
    })
    const set = await seeded.client.getContractEvents({
      ...chef(),
      eventName: 'SetPool',
      fromBlock: 0n,
    })
    if (!closed) throw new Error('no close')
    const time = async (blockNumber: bigint) =>
      (await seeded.client.getBlock({ blockNumber })).timestamp
    const closedAt = await time(closed.blockNumber)
    const auctionFarms = added.filter((event) => (event.args.pid ?? 0n) >= 2n)
    expect(auctionFarms.map((event) => [event.args.pid, event.args.allocPoint])).toEqual([
      [2n, 100n],
      [3n, 100n],
    ])
    // in the blocks right after the close's (one transaction a block, a second apart)
    for (const event of auctionFarms) {
      expect((await time(event.blockNumber)) - closedAt).toBeGreaterThan(0n)
      expect((await time(event.blockNumber)) - closedAt).toBeLessThan(60n)
    }
    expect(set.map((event) => [event.args.pid, event.args.allocPoint])).toEqual([
      [2n, 0n],
      [3n, 0n],
    ])
    for (const event of set)
      expect((await time(event.blockNumber)) - closedAt).toBeGreaterThanOrEqual(7n * DAY)
  })

  test('auction 1 is live on the chain’s clock until about three days from now: at least 100 CAKE first, 2 winners, 11’s 300 CAKE', async () => {
    const now = (await seeded.client.getBlock({ blockTag: 'latest' })).timestamp
    expect(await seeded.client.readContract({ ...at(), functionName: 'currentAuctionId' })).toBe(1n)
    const info = await seeded.client.readContract({
      ...at(),
      functionName: 'getAuction',
      args: [1n],
    })
    expect(info.startTime).toBeLessThanOrEqual(now)
    expect(info.endTime - now).toBeGreaterThan(3n * DAY - 3_600n)
    expect(info.endTime - now).toBeLessThanOrEqual(3n * DAY)
    expect([
      info.closed,
      info.initialBidAmount,
      info.winnerCount,
      info.bidderCount,
      info.totalBids,
    ]).toEqual([false, parseEther('100'), 2, 1n, parseEther('300')])
    expect(
      await seeded.client.readContract({
        ...at(),
        functionName: 'getBidders',
        args: [1n, 0n, 10n],
      }),
    ).toEqual([[address(11)], [parseEther('300')]])
    // what the contract holds: 11's unreclaimed 150 and its live 300
    expect(
      await seeded.client.readContract({
        address: seeded.devnet.manifest.tokens.CAKE,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [auction],
      }),
    ).toBe(parseEther('450'))
  })

  test('the e2e bidders (49, 50) hold their 5,000 CAKE and bid nowhere', async () => {
    for (const index of [49, 50]) {
      expect(
        await seeded.client.readContract({
          address: seeded.devnet.manifest.tokens.CAKE,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address(index)],
        }),
      ).toBe(parseEther('5000'))
      for (const id of [0n, 1n]) {
        expect(
          (
            await seeded.client.readContract({
              ...at(),
              functionName: 'bidOf',
              args: [id, address(index)],
            })
          ).total,
        ).toBe(0n)
      }
    }
  })
})
