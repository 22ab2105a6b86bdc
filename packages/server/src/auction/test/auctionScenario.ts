/**
 * Three farm auctions on their own Anvil, with the real contracts deployed from the generated
 * ABIs: CAKE (TestToken) and a GhostFarmAuction owned by account 0, five project wallets
 * (accounts 1–5, A–E below) holding CAKE and having approved the auction, and account 6, never
 * listed. LP tokens are plain addresses: the auction only records them.
 * - The owner lists A "Lantern Labs", B "Moth Money", C "Owl Finance" and D "Wisp Swap".
 * - Auction 0 (t0+100 to t0+1,000, first bids from 100 CAKE, 2 winners): A bids 100, B 150,
 *   C 100, D 250; B tops up 50 and C 100 (both 200: B's first bid came earlier); A tops up 110
 *   (210, outbidding both) [middle block]. D is taken off the whitelist; the close ranks D 250,
 *   A 210, B 200, C 200: D cannot win, so A and B win and their 410 CAKE is burnt. C reclaims
 *   its 200; D never reclaims its 250.
 * - The owner lists E "Ember DAO", renames C "Owl Finance v2" with another farm, and lists D
 *   again.
 * - Auction 1 (t0+2,000 to t0+3,000, from 50 CAKE, 3 winners): E bids 60, C 50; closed with
 *   fewer bidders than winners: both win, 110 burnt.
 * - Auction 2 (t0+5,000 to t0+1,000,000, from 10 CAKE, 1 winner), **live at the head**: A bids
 *   10, B 30, C 30, A tops up 20 (30: all level, A first); then A is taken off the list, so B
 *   would win if it closed now.
 */
import {
  ghostFarmAuctionAbi,
  ghostFarmAuctionBytecode,
  testTokenAbi,
  testTokenBytecode,
} from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { type Address, getAddress, maxUint256, parseEther } from 'viem'
import { type ChainScenario, runChainScenario } from '../../indexer/testing/chainScenario'
import { deployed, send } from '../../test/chainCalls'

export const cake = (amount: number | string): bigint => parseEther(String(amount))

/** A project as the owner lists it. */
export type ProjectListing = { name: string; lpToken: Address }

/** The listings the history makes, by project (C's second is its rename). */
export const LISTINGS = {
  a: { name: 'Lantern Labs', lpToken: getAddress('0x00000000000000000000000000000000000a0001') },
  b: { name: 'Moth Money', lpToken: getAddress('0x00000000000000000000000000000000000b0001') },
  c: { name: 'Owl Finance', lpToken: getAddress('0x00000000000000000000000000000000000c0001') },
  cRenamed: {
    name: 'Owl Finance v2',
    lpToken: getAddress('0x00000000000000000000000000000000000c0002'),
  },
  d: { name: 'Wisp Swap', lpToken: getAddress('0x00000000000000000000000000000000000d0001') },
  e: { name: 'Ember DAO', lpToken: getAddress('0x00000000000000000000000000000000000e0001') },
} as const satisfies Record<string, ProjectListing>

/** Each auction's settings, as offsets from t0 (the chain's time before the history). */
export const AUCTIONS = [
  { start: 100n, end: 1_000n, initial: cake(100), winners: 2 },
  { start: 2_000n, end: 3_000n, initial: cake(50), winners: 3 },
  { start: 5_000n, end: 1_000_000n, initial: cake(10), winners: 1 },
] as const

/** CAKE each project wallet starts with. */
export const BIDDER_CAKE = cake(10_000)

export type AuctionWorld = {
  url: string
  manifest: Manifest
  auction: Address
  cake: Address
  /** The chain's time before the history: every auction's times are offsets from it. */
  t0: bigint
  /** Account 0: deploys everything and owns the auction. */
  admin: AnvilClient
  /** Accounts 1–5: A–E above. */
  projects: { a: AnvilClient; b: AnvilClient; c: AnvilClient; d: AnvilClient; e: AnvilClient }
  /** Account 6: never listed, never bids. */
  stranger: AnvilClient
}

/** Blocks where the clock shows auction 0 in each state, for indexing to each in turn. */
export type AuctionMoments = {
  /** Auction 0 scheduled, before its start. */
  scheduled: bigint
  /** Auction 0's first bid (its start time). */
  live: bigint
  /** An empty block at auction 0's end time, before the close. */
  ended: bigint
  /** Auction 0 closed; no other auction yet. */
  closed: bigint
  /** Auction 2 scheduled, before its start. */
  lastScheduled: bigint
}

export type AuctionScenario = ChainScenario<AuctionWorld> & { moments: AuctionMoments }

/** The calls the history makes, for the tests that add to it (the reorg's branches). */
export function auctionCalls(world: Pick<AuctionWorld, 'admin' | 'auction'>) {
  const { admin, auction } = world
  const blockNumber = () => admin.getBlockNumber({ cacheTime: 0 })
  return {
    list: (entries: [AnvilClient, ProjectListing][]) =>
      send(admin, {
        address: auction,
        abi: ghostFarmAuctionAbi,
        functionName: 'addBidders',
        args: [
          entries.map(([client, listing]) => ({
            account: client.account.address,
            projectName: listing.name,
            lpToken: listing.lpToken,
          })),
        ],
      }),
    unlist: (clients: AnvilClient[]) =>
      send(admin, {
        address: auction,
        abi: ghostFarmAuctionAbi,
        functionName: 'removeBidders',
        args: [clients.map((client) => client.account.address)],
      }),
    start: (startTime: bigint, endTime: bigint, initial: bigint, winners: number) =>
      send(admin, {
        address: auction,
        abi: ghostFarmAuctionAbi,
        functionName: 'startAuction',
        args: [startTime, endTime, initial, winners],
      }),
    bid: (bidder: AnvilClient, amount: bigint) =>
      send(bidder, {
        address: auction,
        abi: ghostFarmAuctionAbi,
        functionName: 'bid',
        args: [amount],
      }),
    close: () =>
      send(admin, {
        address: auction,
        abi: ghostFarmAuctionAbi,
        functionName: 'closeAuction',
        args: [],
      }),
    reclaim: (bidder: AnvilClient, auctionId: bigint) =>
      send(bidder, {
        address: auction,
        abi: ghostFarmAuctionAbi,
        functionName: 'reclaim',
        args: [auctionId],
      }),
    /** Mines an empty block at `timestamp`; answers its number. */
    async warp(timestamp: bigint): Promise<bigint> {
      await admin.setNextBlockTimestamp({ timestamp })
      await admin.mine({ blocks: 1 })
      return blockNumber()
    },
    blockNumber,
  }
}

async function deployAuctionWorld(url: string): Promise<AuctionWorld> {
  const admin = anvilClient(url)
  const [a, b, c, d, e, stranger] = [1, 2, 3, 4, 5, 6].map((index) =>
    anvilClient(url, devAccount(index)),
  ) as [AnvilClient, AnvilClient, AnvilClient, AnvilClient, AnvilClient, AnvilClient]
  const cakeToken = await deployed(admin, testTokenAbi, testTokenBytecode, [
    'Ghost CAKE',
    'CAKE',
    18,
    cake(1_000_000),
  ])
  const startBlock = await admin.getBlockNumber({ cacheTime: 0 })
  const auction = await deployed(admin, ghostFarmAuctionAbi, ghostFarmAuctionBytecode, [
    cakeToken,
    admin.account.address,
  ])
  for (const project of [a, b, c, d, e]) {
    await send(admin, {
      address: cakeToken,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [project.account.address, BIDDER_CAKE],
    })
    await send(project, {
      address: cakeToken,
      abi: testTokenAbi,
      functionName: 'approve',
      args: [auction, maxUint256],
    })
  }
  const manifest = {
    chainId: LOCAL_CHAIN_ID,
    startBlock: Number(startBlock),
    contracts: { FarmAuction: auction },
    tokens: { CAKE: cakeToken },
  } as unknown as Manifest
  const t0 = (await admin.getBlock({ blockTag: 'latest' })).timestamp
  return {
    url,
    manifest,
    auction,
    cake: cakeToken,
    t0,
    admin,
    projects: { a, b, c, d, e },
    stranger,
  }
}

/** Runs the history above on a fresh Anvil. */
export function runAuctionScenario(): Promise<AuctionScenario> {
  return runChainScenario(async (url) => {
    const world = await deployAuctionWorld(url)
    const { t0, projects } = world
    const { a, b, c, d, e } = projects
    const calls = auctionCalls(world)
    const at = (offset: bigint) => t0 + offset
    const [first, second, third] = AUCTIONS

    await calls.list([
      [a, LISTINGS.a],
      [b, LISTINGS.b],
      [c, LISTINGS.c],
      [d, LISTINGS.d],
    ])

    await calls.start(at(first.start), at(first.end), first.initial, first.winners)
    const scheduled = await calls.blockNumber()
    await calls.warp(at(first.start))
    await calls.bid(a, cake(100))
    const live = await calls.blockNumber()
    await calls.bid(b, cake(150))
    await calls.bid(c, cake(100))
    await calls.bid(d, cake(250))
    await calls.bid(b, cake(50))
    await calls.bid(c, cake(100))
    await calls.bid(a, cake(110))
    const middleBlock = await calls.blockNumber()
    await calls.unlist([d])
    const ended = await calls.warp(at(first.end))
    await calls.close()
    await calls.reclaim(c, 0n)
    const closed = await calls.blockNumber()

    await calls.list([
      [e, LISTINGS.e],
      [c, LISTINGS.cRenamed],
      [d, LISTINGS.d],
    ])
    await calls.start(at(second.start), at(second.end), second.initial, second.winners)
    await calls.warp(at(second.start))
    await calls.bid(e, cake(60))
    await calls.bid(c, cake(50))
    await calls.warp(at(second.end))
    await calls.close()

    await calls.start(at(third.start), at(third.end), third.initial, third.winners)
    const lastScheduled = await calls.blockNumber()
    await calls.warp(at(third.start))
    await calls.bid(a, cake(10))
    await calls.bid(b, cake(30))
    await calls.bid(c, cake(30))
    await calls.bid(a, cake(20))
    await calls.unlist([a])
    const headBlock = await calls.blockNumber()
    return {
      world,
      middleBlock,
      headBlock,
      moments: { scheduled, live, ended, closed, lastScheduled },
    }
  })
}
