/**
 * Acceptance (issue 35): the farm auctions' index on a local chain with the real contracts
 * (test/auctionScenario.ts: a whitelist with a removal, a rename and a relisting; an auction with
 * top-ups, an outbid, a tie, a removed bidder who cannot win, a close and one reclaim; a closed
 * auction with fewer bidders than winners; a live auction whose leader was taken off the list),
 * indexed by createIndexer with the auction module, compared with the contract's own views
 * (`getAuction`, `getBidders`, `bidOf`, `isWinner`, `getWinners`, `bidderInfo`), its logs, the
 * CAKE balances and an independent model of the close's ranking; the API and GraphQL over that
 * index. A restart and a reorg leave what a fresh index leaves. On PGlite and on PostgreSQL.
 */
import { ghostFarmAuctionAbi, testTokenAbi } from '@ghost/contracts'
import { anvilClient, isolated, revertTo } from '@ghost/contracts/anvil'
import {
  type ApiFarmAuction,
  type ApiFarmAuctionActivityPage,
  type ApiFarmAuctionBid,
  type ApiFarmAuctionBidderDetail,
  type ApiFarmAuctionBidderList,
  type ApiFarmAuctionDetail,
  type ApiFarmAuctionPage,
  AUCTION_BURN_ADDRESS,
  type FarmAuctionState,
} from '@ghost/sdk'
import { type Address, type PublicClient, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { onlyModule, scenarioBlocks } from '../indexer/testing/chainScenario'
import { setUpIndexedScenario } from '../indexer/testing/indexedScenario'
import { serveIndexedScenario } from '../indexer/testing/servedIndex'
import { DATABASE_TARGETS } from '../test/databaseTargets'
import { createAuctionModule } from './createAuctionModule'
import {
  AUCTIONS,
  type AuctionScenario,
  type AuctionWorld,
  auctionCalls,
  BIDDER_CAKE,
  cake,
  LISTINGS,
  runAuctionScenario,
} from './test/auctionScenario'

let scenario: AuctionScenario
let world: AuctionWorld
let client: PublicClient
let reorgRuns = 0

beforeAll(async () => {
  scenario = await runAuctionScenario()
  ;({ world, client } = scenario)
}, 300_000)

afterAll(async () => {
  await scenario?.stop()
})

const lower = (address: string) => address.toLowerCase()
const AUCTION_IDS = [0n, 1n, 2n] as const

/** Every wallet the tests look at: the five projects and the one never listed. */
const wallets = (): Address[] => [
  ...Object.values(world.projects).map((project) => project.account.address),
  world.stranger.account.address,
]
const wallet = (name: keyof AuctionWorld['projects']) => lower(world.projects[name].account.address)

const read = {
  auction: (id: bigint) =>
    client.readContract({
      address: world.auction,
      abi: ghostFarmAuctionAbi,
      functionName: 'getAuction',
      args: [id],
    }),
  bidders: (id: bigint) =>
    client.readContract({
      address: world.auction,
      abi: ghostFarmAuctionAbi,
      functionName: 'getBidders',
      args: [id, 0n, 1_000n],
    }),
  bidOf: (id: bigint, account: Address) =>
    client.readContract({
      address: world.auction,
      abi: ghostFarmAuctionAbi,
      functionName: 'bidOf',
      args: [id, account],
    }),
  isWinner: (id: bigint, account: Address) =>
    client.readContract({
      address: world.auction,
      abi: ghostFarmAuctionAbi,
      functionName: 'isWinner',
      args: [id, account],
    }),
  winners: (id: bigint) =>
    client.readContract({
      address: world.auction,
      abi: ghostFarmAuctionAbi,
      functionName: 'getWinners',
      args: [id],
    }),
  bidderInfo: (account: Address) =>
    client.readContract({
      address: world.auction,
      abi: ghostFarmAuctionAbi,
      functionName: 'bidderInfo',
      args: [account],
    }),
  balance: (holder: Address) =>
    client.readContract({
      address: world.cake,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [holder],
    }),
  /** Whether `reclaim(id)` from `account` would go through now. */
  async canReclaim(id: bigint, account: Address): Promise<boolean> {
    try {
      await client.simulateContract({
        address: world.auction,
        abi: ghostFarmAuctionAbi,
        functionName: 'reclaim',
        args: [id],
        account,
      })
      return true
    } catch {
      return false
    }
  },
}

/** The auction's logs up to `toBlock` (the scenario's head by default). */
const auctionLogs = async (toBlock = scenario.headBlock) =>
  parseEventLogs({
    abi: ghostFarmAuctionAbi,
    logs: await client.getLogs({
      address: world.auction,
      fromBlock: BigInt(world.manifest.startBlock),
      toBlock,
    }),
  })

const blockTime = async (blockNumber: bigint) =>
  Number((await client.getBlock({ blockNumber })).timestamp)

const sum = (values: bigint[]) => values.reduce((all, value) => all + value, 0n)

type ModelBid = { account: string; total: bigint; order: number; bids: number }

/**
 * The contract's rules replayed from its logs alone, written apart from the server and the sdk:
 * each wallet's total and first-bid order, the whitelist at the end, and the ranking by picking
 * the largest total left (the earlier first bid on a level total) again and again; the seats go
 * to the close's winners once closed, else to the wallets still listed.
 */
async function modelRanking(id: bigint) {
  const logs = await auctionLogs()
  const listed = new Map<string, boolean>()
  const bids = new Map<string, ModelBid>()
  let winners: string[] | undefined
  for (const log of logs) {
    if (log.eventName === 'BidderAdded') listed.set(lower(log.args.account), true)
    if (log.eventName === 'BidderRemoved') listed.set(lower(log.args.account), false)
    if (log.eventName === 'BidPlaced' && log.args.auctionId === id) {
      const account = lower(log.args.bidder)
      const known = bids.get(account) ?? { account, total: 0n, order: bids.size, bids: 0 }
      bids.set(account, { ...known, total: known.total + log.args.amount, bids: known.bids + 1 })
    }
    if (log.eventName === 'AuctionClosed' && log.args.auctionId === id) {
      winners = log.args.winners.map(lower)
    }
  }
  const left = [...bids.values()]
  const ranked: ModelBid[] = []
  while (left.length > 0) {
    let best = 0
    left.forEach((bid, index) => {
      const leader = left[best] as ModelBid
      if (bid.total > leader.total || (bid.total === leader.total && bid.order < leader.order)) {
        best = index
      }
    })
    ranked.push(...left.splice(best, 1))
  }
  let seats = AUCTIONS[Number(id)]?.winners ?? 0
  return ranked.map((bid, index) => {
    let isWinner: boolean
    if (winners) isWinner = winners.includes(bid.account)
    else {
      isWinner = listed.get(bid.account) === true && seats > 0
      if (isWinner) seats--
    }
    return { rank: index + 1, account: bid.account, total: bid.total, isWinner }
  })
}

/** An auction's head as the API should answer it, from the contract's views and its logs. */
async function expectedAuction(id: bigint, state: FarmAuctionState): Promise<ApiFarmAuction> {
  const view = await read.auction(id)
  const logs = await auctionLogs()
  const started = logs.find(
    (log) => log.eventName === 'AuctionStarted' && log.args.auctionId === id,
  )
  const closed = logs.find((log) => log.eventName === 'AuctionClosed' && log.args.auctionId === id)
  if (!started) throw new Error(`no AuctionStarted for ${id}`)
  const winners = []
  for (const account of await read.winners(id)) {
    const info = await read.bidderInfo(account)
    winners.push({
      account: lower(account),
      projectName: info.projectName,
      lpToken: lower(info.lpToken),
      total: (await read.bidOf(id, account)).total.toString(),
    })
  }
  return {
    id: Number(id),
    startTime: Number(view.startTime),
    endTime: Number(view.endTime),
    initialBidAmount: view.initialBidAmount.toString(),
    winnerCount: view.winnerCount,
    state,
    totalBids: view.totalBids.toString(),
    bidderCount: Number(view.bidderCount),
    bids: logs.filter((log) => log.eventName === 'BidPlaced' && log.args.auctionId === id).length,
    burned: view.burned.toString(),
    reclaimed: sum(
      logs.flatMap((log) =>
        log.eventName === 'BidReclaimed' && log.args.auctionId === id ? [log.args.amount] : [],
      ),
    ).toString(),
    winners,
    startedAt: await blockTime(started.blockNumber),
    startedTxHash: started.transactionHash,
    closedAt: closed ? await blockTime(closed.blockNumber) : null,
    closedTxHash: closed ? closed.transactionHash : null,
  }
}

test('the module follows the manifest: none without a farm auction', () => {
  const { FarmAuction: _auction, ...others } = world.manifest.contracts
  expect(createAuctionModule({ manifest: { ...world.manifest, contracts: others } })).toBe(
    undefined,
  )
  expect(createAuctionModule({ manifest: world.manifest })?.sources).toEqual([
    expect.objectContaining({ name: 'FarmAuction', address: lower(world.auction) }),
  ])
})

test("the scenario's chain: the live auction's close picks who the model says (its leader was removed)", async () => {
  const model = await modelRanking(2n)
  expect(model.map((bid) => [bid.account, bid.total, bid.isWinner])).toEqual([
    [wallet('a'), cake(30), false],
    [wallet('b'), cake(30), true],
    [wallet('c'), cake(30), false],
  ])
  const testClient = anvilClient(world.url)
  const winners = await isolated(testClient, async () => {
    await auctionCalls(world).warp(world.t0 + AUCTIONS[2].end)
    await auctionCalls(world).close()
    return read.winners(2n)
  })
  expect(winners.map(lower)).toEqual([wallet('b')])
  expect(await read.winners(2n)).toEqual([])
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    // Two runs in ranges of 3 blocks: an auction's bids, its close and the reclaims cross
    // checkpoints and the restart.
    const indexed = setUpIndexedScenario(target, () => ({
      ...scenarioBlocks(scenario),
      modules: () =>
        onlyModule(createAuctionModule({ manifest: world.manifest }), 'a farm auction'),
      rangeSize: 3,
    }))

    const served = serveIndexedScenario(indexed)
    const { get } = served
    const db = () => indexed.database.db
    const api = '/v1/1337/farm-auctions'

    test('the whitelist as bidderInfo has it, listed and removed when the logs say', async () => {
      const rows = await db().selectFrom('farm_auction_bidder').selectAll().execute()
      expect(rows).toHaveLength(5)
      const logs = await auctionLogs()
      for (const account of wallets()) {
        const info = await read.bidderInfo(account)
        const row = rows.find((each) => each.id === lower(account))
        if (info.projectName === '') {
          expect(row).toBeUndefined()
          continue
        }
        expect(row).toMatchObject({
          account: lower(account),
          project_name: info.projectName,
          lp_token: lower(info.lpToken),
          whitelisted: info.whitelisted,
        })
        const removed = logs.findLast(
          (log) => log.eventName === 'BidderRemoved' && lower(log.args.account) === lower(account),
        )
        const added = logs.findLast(
          (log) => log.eventName === 'BidderAdded' && lower(log.args.account) === lower(account),
        )
        const removedLast =
          removed !== undefined && (added === undefined || removed.blockNumber > added.blockNumber)
        expect(row?.removed_at ?? null).toBe(
          removedLast && removed ? BigInt(await blockTime(removed.blockNumber)) : null,
        )
      }
      const byWallet = (name: keyof AuctionWorld['projects']) =>
        rows.find((row) => row.id === wallet(name))
      // A was removed at the head; D removed, then listed again; C renamed while listed, so
      // its listing time is its first.
      expect(byWallet('a')).toMatchObject({ whitelisted: false, project_name: LISTINGS.a.name })
      expect(byWallet('d')).toMatchObject({ whitelisted: true, removed_at: null })
      expect(byWallet('c')).toMatchObject({
        project_name: LISTINGS.cRenamed.name,
        lp_token: lower(LISTINGS.cRenamed.lpToken),
      })
      expect(byWallet('c')?.added_block).toBe(byWallet('a')?.added_block)
      expect(byWallet('d')?.added_block).toBe(byWallet('e')?.added_block)
      expect(byWallet('d')?.added_block).toBeGreaterThan(byWallet('c')?.added_block ?? 0n)
    })

    test('every auction as getAuction has it; every bid as getBidders, bidOf and isWinner', async () => {
      const auctions = await db()
        .selectFrom('farm_auction')
        .selectAll()
        .orderBy('auction_id')
        .execute()
      expect(auctions.map((row) => row.id)).toEqual(['0', '1', '2'])
      const bids = await db().selectFrom('farm_auction_bid').selectAll().execute()
      for (const id of AUCTION_IDS) {
        const view = await read.auction(id)
        expect(auctions[Number(id)]).toMatchObject({
          auction_id: id,
          start_time: view.startTime,
          end_time: view.endTime,
          initial_bid_amount: view.initialBidAmount,
          winner_count: BigInt(view.winnerCount),
          closed: view.closed,
          total_bids: view.totalBids,
          bidder_count: view.bidderCount,
          burned: view.burned,
        })
        const [accounts, totals] = await read.bidders(id)
        const mine = bids
          .filter((bid) => bid.auction_id === id)
          .sort((x, y) => x.first_bid_order - y.first_bid_order)
        expect(mine.map((bid) => [bid.bidder, bid.total])).toEqual(
          accounts.map((account, index) => [lower(account), totals[index]]),
        )
        expect(mine.map((bid) => bid.first_bid_order)).toEqual(accounts.map((_, index) => index))
        for (const bid of mine) {
          const own = await read.bidOf(id, bid.bidder as Address)
          expect(bid.reclaimed_amount !== null).toBe(own.reclaimed)
          expect(bid.winner).toBe(await read.isWinner(id, bid.bidder as Address))
        }
        const winners = (await read.winners(id)).map(lower)
        expect(
          mine
            .filter((bid) => bid.winner)
            .sort((x, y) => (x.winner_rank ?? 0) - (y.winner_rank ?? 0))
            .map((bid) => bid.bidder),
        ).toEqual(winners)
      }
      // The figures worked by hand: A 100 + 110, B 150 + 50, C 100 + 100, D 250; A and B won
      // 410, C took back 200.
      expect(auctions[0]).toMatchObject({
        total_bids: cake(860),
        bidder_count: 4n,
        bids: 7n,
        burned: cake(410),
        reclaimed_amount: cake(200),
        reclaims: 1n,
      })
      expect(auctions[1]).toMatchObject({ burned: cake(110), closed: true, reclaims: 0n })
      expect(auctions[2]).toMatchObject({ total_bids: cake(90), closed: false, bids: 4n })
    })

    test('one activity row per BidPlaced event, with the running total', async () => {
      const rows = await db()
        .selectFrom('farm_auction_bid_event')
        .selectAll()
        .orderBy('block_number')
        .orderBy('log_index')
        .execute()
      const placed = (await auctionLogs()).flatMap((log) =>
        log.eventName === 'BidPlaced' ? [log] : [],
      )
      const seen = new Set<string>()
      expect(
        rows.map((row) => [
          row.id,
          row.auction_id,
          row.bidder,
          row.amount,
          row.total,
          row.first_bid,
        ]),
      ).toEqual(
        placed.map((log) => {
          const key = `${log.args.auctionId}-${lower(log.args.bidder)}`
          const first = !seen.has(key)
          seen.add(key)
          return [
            `${log.transactionHash}-${log.logIndex}`,
            log.args.auctionId,
            lower(log.args.bidder),
            log.args.amount,
            log.args.total,
            first,
          ]
        }),
      )
      expect(rows).toHaveLength(13)
    })

    test('the CAKE adds up: bids = burnt + reclaimed + still held, on the chain and in the index', async () => {
      const auctions = await db().selectFrom('farm_auction').selectAll().execute()
      const held = sum(auctions.map((row) => row.total_bids - row.burned - row.reclaimed_amount))
      expect(await read.balance(world.auction)).toBe(held)
      expect(await read.balance(AUCTION_BURN_ADDRESS)).toBe(sum(auctions.map((row) => row.burned)))
      // D's 250 from auction 0 is still there to reclaim, with auction 2's 90.
      expect(held).toBe(cake(340))
      const bids = await db().selectFrom('farm_auction_bid').selectAll().execute()
      for (const project of Object.values(world.projects)) {
        const mine = bids.filter((bid) => bid.bidder === lower(project.account.address))
        expect(await read.balance(project.account.address)).toBe(
          BIDDER_CAKE -
            sum(mine.map((bid) => bid.total)) +
            sum(mine.map((bid) => bid.reclaimed_amount ?? 0n)),
        )
      }
    })

    test('the API: auctions newest first, state on the head clock, winners named; paged', async () => {
      const page = (await get<ApiFarmAuctionPage>(`${api}/auctions`)).body
      expect(page).toEqual({
        data: [
          await expectedAuction(2n, 'live'),
          await expectedAuction(1n, 'closed'),
          await expectedAuction(0n, 'closed'),
        ],
        nextCursor: null,
      })
      expect(page.data[2]?.winners.map((winner) => [winner.projectName, winner.total])).toEqual([
        [LISTINGS.a.name, cake(210).toString()],
        [LISTINGS.b.name, cake(200).toString()],
      ])
      // C's win in auction 1 is named as the whitelist names it now.
      expect(page.data[1]?.winners.map((winner) => winner.projectName)).toEqual([
        LISTINGS.e.name,
        LISTINGS.cRenamed.name,
      ])
      const first = (await get<ApiFarmAuctionPage>(`${api}/auctions?limit=2`)).body
      expect(first).toEqual({ data: page.data.slice(0, 2), nextCursor: '1' })
      expect((await get(`${api}/auctions?limit=2&cursor=1`)).body).toEqual({
        data: page.data.slice(2),
        nextCursor: null,
      })
      expect(await get(`${api}/auctions/3`)).toEqual({
        status: 404,
        body: { error: 'Not Found', message: 'No farm auction 3 in the index' },
      })
    })

    test('the API: every bid ranked as the model and the contract rank it; the open auction is current', async () => {
      for (const id of AUCTION_IDS) {
        const detail = (await get<ApiFarmAuctionDetail>(`${api}/auctions/${id}`)).body
        const { bidRanking, ...head } = detail
        expect(head).toEqual(await expectedAuction(id, id === 2n ? 'live' : 'closed'))
        const model = await modelRanking(id)
        expect(bidRanking.map((bid) => [bid.rank, bid.account, bid.total, bid.isWinner])).toEqual(
          model.map((bid) => [bid.rank, bid.account, bid.total.toString(), bid.isWinner]),
        )
        const [accounts] = await read.bidders(id)
        for (const bid of bidRanking) {
          expect(bid.firstBidOrder).toBe(accounts.map(lower).indexOf(bid.account))
          if (id !== 2n) expect(bid.isWinner).toBe(await read.isWinner(id, bid.account as Address))
          const info = await read.bidderInfo(bid.account as Address)
          expect([bid.projectName, bid.lpToken, bid.whitelisted]).toEqual([
            info.projectName,
            lower(info.lpToken),
            info.whitelisted,
          ])
        }
      }
      const zero = (await get<ApiFarmAuctionDetail>(`${api}/auctions/0`)).body.bidRanking
      const c = zero[3] as ApiFarmAuctionBid
      const reclaim = (await auctionLogs()).find((log) => log.eventName === 'BidReclaimed')
      expect(
        zero.map((bid) => [bid.projectName, bid.total, bid.bids, bid.isWinner, bid.reclaimable]),
      ).toEqual([
        [LISTINGS.d.name, cake(250).toString(), 1, false, cake(250).toString()],
        [LISTINGS.a.name, cake(210).toString(), 2, true, '0'],
        [LISTINGS.b.name, cake(200).toString(), 2, true, '0'],
        [LISTINGS.cRenamed.name, cake(200).toString(), 2, false, '0'],
      ])
      expect(c).toMatchObject({
        reclaimed: true,
        reclaimedAmount: cake(200).toString(),
        reclaimedAt: reclaim ? await blockTime(reclaim.blockNumber) : -1,
        reclaimTxHash: reclaim?.transactionHash,
      })
      const current = await get<ApiFarmAuctionDetail>(`${api}/auctions/current`)
      expect(current).toEqual(await get(`${api}/auctions/2`))
      // The live auction's provisional winner: B, level with A (removed) and C (a later bid).
      expect(
        current.body.bidRanking.map((bid) => [bid.account, bid.whitelisted, bid.isWinner]),
      ).toEqual([
        [wallet('a'), false, false],
        [wallet('b'), true, true],
        [wallet('c'), true, false],
      ])
    })

    test("the API: the whitelist, and each wallet's bids with what reclaim would pay now", async () => {
      const list = (await get<ApiFarmAuctionBidderList>(`${api}/bidders`)).body
      expect(
        list.data.map((bidder) => [bidder.account, bidder.projectName, bidder.whitelisted]),
      ).toEqual([
        [wallet('b'), LISTINGS.b.name, true],
        [wallet('c'), LISTINGS.cRenamed.name, true],
        [wallet('e'), LISTINGS.e.name, true],
        [wallet('d'), LISTINGS.d.name, true],
        [wallet('a'), LISTINGS.a.name, false],
      ])
      for (const account of wallets()) {
        const detail = (
          await get<ApiFarmAuctionBidderDetail>(
            `${api}/bidders/${account.toUpperCase().replace('0X', '0x')}`,
          )
        ).body
        const info = await read.bidderInfo(account)
        expect(detail).toMatchObject({
          account: lower(account),
          whitelisted: info.whitelisted,
          projectName: info.projectName === '' ? null : info.projectName,
          lpToken: info.projectName === '' ? null : lower(info.lpToken),
        })
        const expectedIds = []
        for (const id of [...AUCTION_IDS].reverse()) {
          const own = await read.bidOf(id, account)
          if (own.total === 0n) continue
          expectedIds.push(Number(id))
          const bid = detail.bids.find((each) => each.auctionId === Number(id))
          expect(bid?.total).toBe(own.total.toString())
          expect(bid?.reclaimed).toBe(own.reclaimed)
          // What the route says reclaim pays is what the contract would let it reclaim.
          expect(BigInt(bid?.reclaimable ?? -1) > 0n, `${account} in ${id}`).toBe(
            await read.canReclaim(id, account),
          )
          expect(bid?.auctionState).toBe(id === 2n ? 'live' : 'closed')
        }
        expect(detail.bids.map((bid) => bid.auctionId)).toEqual(expectedIds)
        expect(detail.reclaimable).toBe(
          sum(detail.bids.map((bid) => BigInt(bid.reclaimable))).toString(),
        )
      }
      const d = (await get<ApiFarmAuctionBidderDetail>(`${api}/bidders/${wallet('d')}`)).body
      expect(d.reclaimable).toBe(cake(250).toString())
      expect(d.bids.map((bid) => [bid.auctionId, bid.rank, bid.isWinner])).toEqual([[0, 1, false]])
      const stranger = lower(world.stranger.account.address)
      expect((await get(`${api}/bidders/${stranger}`)).body).toEqual({
        account: stranger,
        whitelisted: false,
        projectName: null,
        lpToken: null,
        addedAt: null,
        removedAt: null,
        bids: [],
        reclaimable: '0',
      } satisfies ApiFarmAuctionBidderDetail)
    })

    test("the API: an auction's bids newest first, paged across one block's logs", async () => {
      const all = (await get<ApiFarmAuctionActivityPage>(`${api}/auctions/0/activity`)).body
      const placed = (await auctionLogs())
        .flatMap((log) => (log.eventName === 'BidPlaced' && log.args.auctionId === 0n ? [log] : []))
        .reverse()
      expect(all.nextCursor).toBeNull()
      expect(all.data).toEqual(
        await Promise.all(
          placed.map(async (log) => ({
            auctionId: 0,
            account: lower(log.args.bidder),
            projectName: (await read.bidderInfo(log.args.bidder)).projectName,
            amount: log.args.amount.toString(),
            total: log.args.total.toString(),
            firstBid: log.args.amount === log.args.total,
            blockNumber: log.blockNumber.toString(),
            timestamp: await blockTime(log.blockNumber),
            txHash: log.transactionHash,
            logIndex: log.logIndex,
          })),
        ),
      )
      const pages = []
      let cursor: string | null = null
      do {
        const page: ApiFarmAuctionActivityPage = (
          await get<ApiFarmAuctionActivityPage>(
            `${api}/auctions/0/activity?limit=4${cursor ? `&cursor=${cursor}` : ''}`,
          )
        ).body
        pages.push(page.data)
        cursor = page.nextCursor
      } while (cursor !== null)
      expect(pages.map((page) => page.length)).toEqual([4, 3])
      expect(pages.flat()).toEqual(all.data)
      expect((await get(`${api}/auctions/9/activity`)).status).toBe(404)
    })

    test('GraphQL: an auction with its bids and activity; the whitelist', async () => {
      const response = await served.app.inject({
        method: 'POST',
        url: '/v1/1337/graphql',
        payload: {
          query: `{
            farmAuction(id: "0") {
              auctionId winnerCount closed totalBids burned reclaimedAmount totalBidders
              bids(orderBy: firstBidOrder) { bidder total winner winnerRank reclaimedAmount }
              bidEvents(first: 2, orderBy: blockNumber, orderDirection: desc) { bidder amount total firstBid }
            }
            farmAuctionBidders(where: { whitelisted: false }) { id projectName lpToken }
          }`,
        },
      })
      expect(response.json().errors).toBeUndefined()
      expect(response.json().data).toEqual({
        farmAuction: {
          auctionId: '0',
          winnerCount: '2',
          closed: true,
          totalBids: '860',
          burned: '410',
          reclaimedAmount: '200',
          totalBidders: '4',
          bids: [
            {
              bidder: wallet('a'),
              total: '210',
              winner: true,
              winnerRank: '1',
              reclaimedAmount: null,
            },
            {
              bidder: wallet('b'),
              total: '200',
              winner: true,
              winnerRank: '2',
              reclaimedAmount: null,
            },
            {
              bidder: wallet('c'),
              total: '200',
              winner: false,
              winnerRank: null,
              reclaimedAmount: '200',
            },
            {
              bidder: wallet('d'),
              total: '250',
              winner: false,
              winnerRank: null,
              reclaimedAmount: null,
            },
          ],
          bidEvents: [
            { bidder: wallet('a'), amount: '110', total: '210', firstBid: false },
            { bidder: wallet('c'), amount: '100', total: '200', firstBid: false },
          ],
        },
        farmAuctionBidders: [
          { id: wallet('a'), projectName: LISTINGS.a.name, lpToken: lower(LISTINGS.a.lpToken) },
        ],
      })
    })

    test('a restart (two runs, small ranges) leaves what one fresh run leaves', async () => {
      await indexed.expectSameAsFreshIndex(scenario.headBlock)
    })

    test('a reorg replacing the last blocks leaves what a fresh index of the new chain leaves', async () => {
      const testClient = anvilClient(world.url)
      const calls = auctionCalls(world)
      const { b, c } = world.projects
      const head = await testClient.snapshot()
      const headTime = (await testClient.getBlock({ blockNumber: scenario.headBlock })).timestamp
      // Amounts of their own keep every transaction new: Anvil would take one it undid in the
      // other database's run for one it knows.
      reorgRuns += 1
      try {
        // The undone branch: C tops up and leads.
        await testClient.setNextBlockTimestamp({ timestamp: headTime + 1n })
        await calls.bid(c, cake(10 * reorgRuns))
        await indexed.indexer.syncOnce()
        const topped = await get<ApiFarmAuctionDetail>(`${api}/auctions/current`)
        expect(topped.body.bidRanking[0]).toMatchObject({
          account: wallet('c'),
          total: cake(30 + 10 * reorgRuns).toString(),
          isWinner: true,
        })

        await revertTo(testClient, head)
        const replaced = await testClient.snapshot()
        await testClient.setNextBlockTimestamp({ timestamp: headTime + 1n })
        await calls.bid(b, cake(20 * reorgRuns))
        const newHead = await testClient.getBlockNumber({ cacheTime: 0 })
        expect((await indexed.indexer.syncOnce()).blockNumber).toBe(newHead)
        await indexed.expectSameAsFreshIndex(newHead)
        const [accounts, totals] = await read.bidders(2n)
        const rows = await db()
          .selectFrom('farm_auction_bid')
          .select(['bidder', 'total'])
          .where('auction_id', '=', 2n)
          .orderBy('first_bid_order')
          .execute()
        expect(rows).toEqual(
          accounts.map((account, index) => ({ bidder: lower(account), total: totals[index] })),
        )
        const activity = (await get<ApiFarmAuctionActivityPage>(`${api}/auctions/2/activity`)).body
        expect(activity.data.map((bid) => [bid.account, bid.amount])).toEqual([
          [wallet('b'), cake(20 * reorgRuns).toString()],
          [wallet('a'), cake(20).toString()],
          [wallet('c'), cake(30).toString()],
          [wallet('b'), cake(30).toString()],
          [wallet('a'), cake(10).toString()],
        ])
        expect((await get<ApiFarmAuction>(`${api}/auctions/2`)).body.totalBids).toBe(
          cake(90 + 20 * reorgRuns).toString(),
        )
        await revertTo(testClient, replaced)
      } catch (error) {
        await revertTo(testClient, head).catch(() => {})
        throw error
      }
    })
  })
}
