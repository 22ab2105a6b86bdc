/**
 * The NFT subgraph reads the spec lists (§7) over an indexed NFT market (test/nftScenario.ts plus
 * two open asks), asked over HTTP on `/v1/:chainId/graphql`: collections, NFTs by otherId and by
 * tokenId list, market data with its transaction history, lowest price and latest update, lowest
 * ask of a collection, user, collection and token activity, profiles and teams. Answers are
 * compared with the chain's events and views.
 */
import { ghostMarketAbi, testNFTAbi } from '@ghost/contracts'
import { type AnvilClient, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import Fastify, { type FastifyInstance } from 'fastify'
import { formatEther, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config'
import { createServer } from '../createServer'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import { addGraphqlRoute } from '../graphql/graphqlRoute'
import { createIndexer, type Indexer } from '../indexer/createIndexer'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { createNftModule } from './createNftModule'
import { type Expected, expectedFromLogs } from './test/expectedFromLogs'
import { METADATA, type NftScenario, runNftScenario, send } from './test/nftScenario'

let scenario: NftScenario
let expected: Expected
let head: bigint
let squad: string
let seller: string
let buyer: string

beforeAll(async () => {
  scenario = await runNftScenario()
  const { world } = scenario
  const [first, second] = world.users as [AnvilClient, AnvilClient]
  // Two open asks: Ghost #1 (otherId 7, back in its buyer's wallet since the avatar changed)
  // and Ghost #3, the cheaper one.
  await send(second, {
    address: world.squad,
    abi: testNFTAbi,
    functionName: 'setApprovalForAll',
    args: [world.market, true],
  })
  for (const [client, tokenId, price] of [
    [second, 1n, '3'],
    [first, 3n, '1'],
  ] as const) {
    await send(client, {
      address: world.market,
      abi: ghostMarketAbi,
      functionName: 'createAskOrder',
      args: [world.squad, tokenId, parseEther(price)],
    })
  }
  head = await scenario.client.getBlockNumber({ cacheTime: 0 })
  expected = await expectedFromLogs(
    scenario.client,
    { market: world.market, factory: world.factory },
    BigInt(world.manifest.startBlock),
    head,
  )
  squad = world.squad.toLowerCase()
  seller = first.account.address.toLowerCase()
  buyer = second.account.address.toLowerCase()
}, 240_000)

afterAll(async () => {
  await scenario?.stop()
})

type Answer<T> = { data: T; errors?: { message: string }[] }

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`NFT GraphQL on ${target.title}`, () => {
    let handle: DatabaseTargetHandle
    let database: OpenedDatabase
    let indexer: Indexer
    let app: FastifyInstance

    beforeAll(async () => {
      handle = await target.start()
      const config = {
        ...loadConfig({ LOG_LEVEL: 'silent' }),
        database: await handle.freshDatabase(),
        rpcUrl: scenario.anvil.url,
      }
      database = await openDatabase(config)
      await migrateToLatest(database.db)
      const module = createNftModule({
        manifest: scenario.world.manifest,
        client: scenario.client,
        readMetadata: scenario.readMetadata,
      })
      indexer = createIndexer({
        db: database.db,
        client: scenario.client,
        chainId: LOCAL_CHAIN_ID,
        startBlock: BigInt(scenario.world.manifest.startBlock),
        modules: module ? [module] : [],
        databaseKind: database.kind,
      })
      expect((await indexer.syncOnce({ toBlock: head })).blockNumber).toBe(head)
      app = await createServer({ config, database })
    }, 240_000)
    afterAll(async () => {
      await app?.close()
      await indexer?.stop()
      await database?.close()
      await handle?.stop()
    })

    async function post<T>(query: string): Promise<{ status: number; answer: Answer<T> }> {
      const response = await app.inject({
        method: 'POST',
        url: `/v1/${LOCAL_CHAIN_ID}/graphql`,
        payload: { query },
      })
      return { status: response.statusCode, answer: response.json() as Answer<T> }
    }

    async function ask<T>(query: string): Promise<T> {
      const { status, answer } = await post<T>(query)
      expect(status, JSON.stringify(answer)).toBe(200)
      expect(answer.errors).toBeUndefined()
      return answer.data
    }

    test('a collection by id and all collections, with totals in BNB', async () => {
      const { collection, collections } = await ask<{
        collection: Record<string, unknown>
        collections: { id: string }[]
      }>(`{
        collection(id: "${scenario.world.squad}") {
          id name symbol active totalTrades totalVolumeETH numberTokensListed
          creatorAddress creatorFee refererFee whitelistChecker
        }
        collections(first: 1000) { id }
      }`)
      const totals = expected.collections.get(squad)
      expect(collection).toMatchObject({
        id: squad,
        active: true,
        totalTrades: String(totals?.total_trades),
        totalVolumeETH: formatEther(totals?.total_volume_eth ?? -1n),
        numberTokensListed: String(totals?.listed),
      })
      expect(collections.map((row) => row.id).sort()).toEqual(
        expected.registered.map((address) => address.toLowerCase()).sort(),
      )
    })

    test('NFTs by otherId: first 30, tradable only, by current ask price, with excluded ids', async () => {
      const query = (excluded: string[]) => `{
        nfts(first: 30, where: { otherId: "7", isTradable: true, id_not_in: ${JSON.stringify(excluded)} },
             orderBy: currentAskPrice, orderDirection: asc) {
          id tokenId otherId currentAskPrice currentSeller isTradable name attributes
        }
      }`
      const { nfts } = await ask<{ nfts: Record<string, unknown>[] }>(query([]))
      expect(nfts).toEqual([
        {
          id: `${squad}-1`,
          tokenId: '1',
          otherId: '7',
          currentAskPrice: '3',
          currentSeller: buyer,
          isTradable: true,
          name: METADATA.squad1.name,
          attributes: METADATA.squad1.attributes,
        },
      ])
      expect((await ask<{ nfts: unknown[] }>(query([`${squad}-1`]))).nfts).toEqual([])
    })

    test('market data by tokenId list and collection, with each token transaction history', async () => {
      const { nfts } = await ask<{
        nfts: {
          tokenId: string
          totalTrades: string
          latestTradedPriceInETH: string
          transactionHistory: {
            id: string
            askPrice: string
            netPrice: string
            buyer: { id: string }
            seller: { id: string }
          }[]
        }[]
      }>(`{
        nfts(first: 1000, skip: 0, where: { collection: "${squad}", tokenId_in: ["1", "2", "3"] },
             orderBy: tokenId, orderDirection: asc) {
          tokenId metadataUrl currentAskPrice currentSeller latestTradedPriceInETH tradeVolumeETH
          totalTrades isTradable updatedAt otherId collection { id }
          transactionHistory(orderBy: block) { id block timestamp askPrice netPrice buyer { id } seller { id } }
        }
      }`)
      expect(nfts.map((nft) => nft.tokenId)).toEqual(['1', '2', '3'])
      for (const nft of nfts) {
        const trades = [...expected.trades.entries()].filter(
          ([, trade]) => trade.nft === `${squad}-${nft.tokenId}`,
        )
        expect(nft.transactionHistory).toEqual(
          trades.map(([id, trade]) => ({
            id,
            block: String(trade.block),
            timestamp: String(trade.timestamp),
            askPrice: formatEther(trade.ask_price as bigint),
            netPrice: formatEther(trade.net_price as bigint),
            buyer: { id: trade.buyer },
            seller: { id: trade.seller },
          })),
        )
        expect(nft.totalTrades).toBe(String(trades.length))
      }
    })

    test('lowest price and latest update per otherId; lowest ask in a collection', async () => {
      const data = await ask<{
        lowest: { id: string; currentAskPrice: string }[]
        latest: { id: string }[]
        cheapest: { id: string; currentAskPrice: string }[]
      }>(`{
        lowest: nfts(first: 1, where: { otherId: "7", isTradable: true }, orderBy: currentAskPrice, orderDirection: asc) { id currentAskPrice }
        latest: nfts(first: 1, where: { otherId: "7" }, orderBy: updatedAt, orderDirection: desc) { id }
        cheapest: nfts(first: 1, where: { collection: "${squad}", isTradable: true }, orderBy: currentAskPrice, orderDirection: asc) { id currentAskPrice }
      }`)
      expect(data.lowest).toEqual([{ id: `${squad}-1`, currentAskPrice: '3' }])
      expect(data.latest).toEqual([{ id: `${squad}-1` }])
      expect(data.cheapest).toEqual([{ id: `${squad}-3`, currentAskPrice: '1' }])
    })

    test('user activity: asks (≤ 500), buys and sells (≤ 250 each), newest first', async () => {
      const { user } = await ask<{
        user: {
          numberTokensSold: string
          askOrderHistory: { id: string; orderType: string }[]
          buyTradeHistory: { id: string }[]
          sellTradeHistory: { id: string; buyer: { id: string } }[]
        }
      }>(`{
        user(id: "${seller}") {
          numberTokensSold
          askOrderHistory(first: 500, orderBy: block, orderDirection: desc) { id block timestamp orderType askPrice nft { tokenId collection { id } } }
          buyTradeHistory(first: 250, orderBy: block, orderDirection: desc) { id }
          sellTradeHistory(first: 250, orderBy: block, orderDirection: desc) { id buyer { id } }
        }
      }`)
      // Newest block first; rows of one block (two sales in one transaction) by id, as every
      // list breaks ties.
      const newestFirst = (rows: [string, Record<string, unknown>][]) =>
        rows
          .sort(([idA, a], [idB, b]) =>
            a.block === b.block
              ? idA < idB
                ? 1
                : -1
              : (a.block as bigint) < (b.block as bigint)
                ? 1
                : -1,
          )
          .map(([id, row]): Record<string, unknown> => ({ ...row, id }))
      const asks = [...expected.asks.entries()].filter(([, ask]) => ask.seller === seller)
      expect(user.askOrderHistory.map((row) => [row.id, row.orderType])).toEqual(
        newestFirst(asks).map((row) => [row.id, row.order_type]),
      )
      const sells = [...expected.trades.entries()].filter(([, trade]) => trade.seller === seller)
      expect(user.sellTradeHistory.map((row) => row.id)).toEqual(
        newestFirst(sells).map((row) => row.id),
      )
      expect(user.buyTradeHistory).toEqual([])
      expect(user.numberTokensSold).toBe(String(sells.length))
    })

    test('collection and token activity: asks and transactions of one collection, of one token', async () => {
      const data = await ask<{
        askOrders: { id: string }[]
        transactions: { id: string; kind: string; withBNB: boolean; referrer: string | null }[]
        tokenAsks: { orderType: string; askPrice: string }[]
      }>(`{
        askOrders(first: 500, where: { collection: "${squad}" }, orderBy: block, orderDirection: asc) { id }
        transactions(first: 500, where: { collection: "${squad}" }, orderBy: block, orderDirection: asc) { id kind withBNB referrer }
        tokenAsks: askOrders(where: { nft: "${squad}-1" }, orderBy: block) { orderType askPrice }
      }`)
      const ofSquad = (rows: Map<string, Record<string, unknown>>) =>
        [...rows.entries()].filter(([, row]) => row.collection === squad).map(([id]) => id)
      expect(data.askOrders.map((row) => row.id)).toEqual(ofSquad(expected.asks))
      expect(data.transactions.map((row) => row.id)).toEqual(ofSquad(expected.trades))
      expect(
        data.transactions.map((row) => [row.kind, row.withBNB, row.referrer !== null]),
      ).toEqual([
        ['Ask', true, false],
        ['Ask', false, true],
      ])
      expect(data.tokenAsks).toEqual([
        { orderType: 'New', askPrice: '1' },
        { orderType: 'Modify', askPrice: '1.5' },
        { orderType: 'New', askPrice: '3' },
      ])
    })

    test("day data: the market's days and a collection's days through its dayData list", async () => {
      const data = await ask<{
        marketDayDatas: {
          id: string
          dailyVolumeETH: string
          dailyTrades: string
          newListings: string
        }[]
        collection: {
          dayData: { id: string; date: string; dailyVolumeETH: string; dailyTrades: string }[]
        }
      }>(`{
        marketDayDatas(orderBy: date) { id dailyVolumeETH dailyTrades newListings }
        collection(id: "${squad}") { dayData(orderBy: date) { id date dailyVolumeETH dailyTrades } }
      }`)
      expect(data.marketDayDatas).toEqual(
        [...expected.marketDays.entries()]
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([id, day]) => ({
            id,
            dailyVolumeETH: formatEther(day.daily_volume_eth),
            dailyTrades: String(day.daily_trades),
            newListings: String(day.new_listings),
          })),
      )
      expect(data.collection.dayData).toEqual(
        [...expected.collectionDays.entries()]
          .filter(([id]) => id.startsWith(squad))
          .map(([id, day]) => ({
            id,
            date: String(BigInt(id.split('-')[1] ?? '') * 86_400n),
            dailyVolumeETH: formatEther(day.daily_volume_eth),
            dailyTrades: String(day.daily_trades),
          })),
      )
      expect(data.collection.dayData.length).toBeGreaterThan(0)
    })

    test('profiles with their team and avatar; teams with their members', async () => {
      const { profile, teams } = await ask<{
        profile: Record<string, unknown>
        teams: { id: string; numberUsers: string; users: { id: string }[] }[]
      }>(`{
        profile(id: "${buyer}") { userId isActive points team { id name } nft { id location } }
        teams(first: 10, orderBy: id) { id numberUsers users { id } }
      }`)
      expect(profile).toMatchObject({
        isActive: true,
        points: '150',
        team: { id: '2' },
        nft: { id: `${squad}-4`, location: 'Profile Pic' },
      })
      expect(teams).toEqual([
        { id: '1', numberUsers: '0', users: [] },
        { id: '2', numberUsers: '1', users: [{ id: buyer }] },
      ])
    })

    test('relation lists are batched per list: one statement for every parent, each paged alone', async () => {
      let queries = 0
      const counted = database.db.withPlugin({
        transformQuery: (args) => {
          queries += 1
          return args.node
        },
        transformResult: async (args) => args.result,
      })
      const counting = Fastify()
      addGraphqlRoute(counting, { db: counted })
      await counting.ready()
      const response = await counting.inject({
        method: 'POST',
        url: `/v1/${LOCAL_CHAIN_ID}/graphql`,
        payload: {
          query: `{ users(first: 20) {
            id
            sellTradeHistory(first: 1, skip: 1, orderBy: block) { id }
            buyTradeHistory(orderBy: block, orderDirection: desc) { id }
          } }`,
        },
      })
      await counting.close()
      expect(response.statusCode, response.body).toBe(200)
      const { users } = (
        response.json() as {
          data: {
            users: {
              id: string
              sellTradeHistory: { id: string }[]
              buyTradeHistory: { id: string }[]
            }[]
          }
        }
      ).data
      expect(users.length).toBe(expected.users.size)
      // The checkpoint, the users, and one statement per relation list.
      expect(queries).toBe(4)
      const trades = [...expected.trades.entries()]
      for (const user of users) {
        const sells = trades.filter(([, trade]) => trade.seller === user.id).map(([id]) => id)
        expect(
          user.sellTradeHistory.map((row) => row.id),
          user.id,
        ).toEqual(sells.slice(1, 2))
        const buys = trades.filter(([, trade]) => trade.buyer === user.id).map(([id]) => id)
        expect(user.buyTradeHistory.map((row) => row.id).sort(), user.id).toEqual(buys.sort())
      }
    })

    test('bad input is a clear error, not a failure of the server', async () => {
      const badId = await post('{ user(id: "nope") { id } }')
      expect(badId.status).toBe(400)
      expect(badId.answer.errors?.[0]?.message).toBe(
        'id: "nope" is not an address (0x followed by 40 hex digits)',
      )
      const jsonFilter = await post('{ nfts(where: { attributes: "x" }) { id } }')
      expect(jsonFilter.status).toBe(400)
      const tooMany = await post(
        `{ user(id: "${seller}") { askOrderHistory(first: 5001) { id } } }`,
      )
      expect(tooMany.answer.errors?.[0]?.message).toMatch(/first must be between 0 and 1000/)
    })
  })
}
