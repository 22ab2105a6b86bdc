/**
 * Acceptance (issue 13): an NFT market history on a local chain (the Ghost world with its market,
 * an admin-registered collection and a creator's, see test/nftScenario.ts), indexed by
 * createIndexer with the NFT module, and the tables compared with what the decoded logs and the
 * chain's own views say: asks, trades with their fee parts, totals, days, owners and locations,
 * lazy orders, profiles and teams. A restart and a reorg leave what a fresh index leaves. On
 * PGlite and on PostgreSQL.
 */
import { ghostMarketAbi, ghostProfileAbi, testNFTAbi } from '@ghost/contracts'
import { anvilClient, LOCAL_CHAIN_ID, revertTo } from '@ghost/contracts/anvil'
import { sql } from 'kysely'
import { type Address, type PublicClient, parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setUpIndexedScenario } from '../indexer/testing/indexedScenario'
import type { EntityTableName } from '../indexer/types'
import { DATABASE_TARGETS } from '../test/databaseTargets'
import { createNftModule } from './createNftModule'
import type { MetadataReader } from './metadata'
import { type Expected, expectedFromLogs } from './test/expectedFromLogs'
import {
  METADATA,
  type NftScenario,
  type NftWorld,
  runNftScenario,
  send,
  type TokenUris,
} from './test/nftScenario'

let scenario: NftScenario
let world: NftWorld
let client: PublicClient
let testNft: Address
let artCollection: Address
let headBlock: bigint
let uris: TokenUris
let readMetadata: MetadataReader
let expected: Expected
let reorgRuns = 0n

beforeAll(async () => {
  scenario = await runNftScenario()
  ;({ world, client, testNft, artCollection, headBlock, uris, readMetadata } = scenario)
  expected = await expectedFromLogs(
    client,
    { market: world.market, factory: world.factory },
    BigInt(world.manifest.startBlock),
    headBlock,
  )
}, 240_000)

afterAll(async () => {
  await scenario?.stop()
})

type Row = Record<string, unknown>

const pick = (row: Row, columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, row[column]]))

function byId(rows: Row[]): Map<string, Row> {
  return new Map(rows.map((row) => [String(row.id), row]))
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    // Two runs in ranges of 7 blocks: rows cross checkpoints and the restart in between.
    const indexed = setUpIndexedScenario(target, () => ({
      client,
      startBlock: BigInt(world.manifest.startBlock),
      modules: () =>
        [createNftModule({ manifest: world.manifest, client, readMetadata })].flatMap((module) =>
          module ? [module] : [],
        ),
      middleBlock: scenario.middleBlock,
      headBlock,
      rangeSize: 7,
    }))

    const select = async (table: EntityTableName, db = indexed.database) =>
      (
        await sql<Row>`select * from ${sql.table(table)} where chain_id = ${LOCAL_CHAIN_ID}`.execute(
          db.db,
        )
      ).rows

    test('the scenario covers every kind of ask, sale and day', () => {
      const orderTypes = [...expected.asks.values()].map((ask) => ask.order_type)
      expect(new Set(orderTypes)).toEqual(new Set(['New', 'Modify', 'Cancel']))
      const trades = [...expected.trades.values()]
      expect(trades.filter((trade) => trade.kind === 'Ask')).toHaveLength(4)
      expect(trades.filter((trade) => trade.kind === 'LazyOrder')).toHaveLength(1)
      expect(trades.some((trade) => trade.with_bnb === false)).toBe(true)
      expect(trades.some((trade) => trade.referrer !== null)).toBe(true)
      expect(expected.marketDays.size).toBe(2)
    })

    test('every ask: its type, seller, price, token, block and time, as the events say', async () => {
      const stored = byId(await select('nft_ask_order'))
      expect([...stored.keys()].sort()).toEqual([...expected.asks.keys()].sort())
      for (const [id, want] of expected.asks) {
        expect(pick(stored.get(id) ?? {}, Object.keys(want)), id).toEqual(want)
      }
    })

    test('every trade with its fee parts (summing to the price), buyer, seller and referrer', async () => {
      const stored = byId(await select('nft_transaction'))
      expect([...stored.keys()].sort()).toEqual([...expected.trades.keys()].sort())
      for (const [id, want] of expected.trades) {
        const row = stored.get(id) ?? {}
        expect(pick(row, Object.keys(want)), id).toEqual(want)
        const parts = ['net_price', 'treasure_fee', 'ghost_pot_fee', 'creator_fee', 'referer_fee']
        const sum = parts.reduce((total, part) => total + (row[part] as bigint), 0n)
        expect(sum, id).toBe(row.ask_price)
      }
      const batch = [...stored.values()].filter(
        (row) => row.transaction_hash === scenario.batchTransaction,
      )
      expect(batch).toHaveLength(2)
      expect(new Set(batch.map((row) => row.nft)).size).toBe(2)
    })

    test('collections: registered by the admin or the factory, with trades, volume and listings', async () => {
      const stored = byId(await select('nft_collection'))
      expect([...stored.keys()].sort()).toEqual(
        expected.registered.map((a) => a.toLowerCase()).sort(),
      )
      for (const [id, want] of expected.collections) {
        const row = stored.get(id) ?? {}
        expect(pick(row, ['total_trades', 'total_volume_eth', 'number_tokens_listed']), id).toEqual(
          {
            total_trades: want.total_trades,
            total_volume_eth: want.total_volume_eth,
            number_tokens_listed: want.listed,
          },
        )
      }
      // Read from the chain (not announced by the factory); TestNFT has no owner(): null.
      expect(stored.get(testNft.toLowerCase())).toMatchObject({
        name: 'Test NFT',
        symbol: 'TNFT',
        owner: null,
        // Modified, then closed, at the end of the scenario.
        active: false,
        status: 'Closed',
        creator_address: world.creator.account.address.toLowerCase(),
        creator_fee: 400n,
        referer_fee: 50n,
      })
      expect(stored.get(artCollection.toLowerCase())).toMatchObject({
        name: 'Creator Art',
        symbol: 'ART',
        active: true,
        status: 'Open',
        owner: world.creator.account.address.toLowerCase(),
        creator_fee: 300n,
      })
    })

    test('users: listings, purchases and sales with their volumes; days: volume, trades, listings', async () => {
      const users = byId(await select('nft_user'))
      expect([...users.keys()].sort()).toEqual([...expected.users.keys()].sort())
      for (const [id, want] of expected.users) {
        expect(
          pick(users.get(id) ?? {}, [
            'number_tokens_listed',
            'number_tokens_purchased',
            'number_tokens_sold',
            'total_volume_in_eth_tokens_purchased',
            'total_volume_in_eth_tokens_sold',
          ]),
          id,
        ).toEqual({
          number_tokens_listed: want.listed,
          number_tokens_purchased: want.purchased,
          number_tokens_sold: want.sold,
          total_volume_in_eth_tokens_purchased: want.volumePurchased,
          total_volume_in_eth_tokens_sold: want.volumeSold,
        })
      }
      const collectionDays = byId(await select('nft_collection_day_data'))
      expect([...collectionDays.keys()].sort()).toEqual([...expected.collectionDays.keys()].sort())
      for (const [id, want] of expected.collectionDays) {
        expect(pick(collectionDays.get(id) ?? {}, Object.keys(want)), id).toEqual(want)
      }
      const marketDays = byId(await select('nft_market_day_data'))
      expect([...marketDays.keys()].sort()).toEqual([...expected.marketDays.keys()].sort())
      for (const [id, want] of expected.marketDays) {
        expect(pick(marketDays.get(id) ?? {}, Object.keys(want)), id).toEqual(want)
      }
    })

    test("every token's owner, location and ask are what the chain's views say", async () => {
      const tokens = await select('nft_token')
      // Ghost Squad #1 to #4, Test NFT #1 to #3 and the creator's lazily minted token.
      expect(tokens).toHaveLength(8)
      for (const token of tokens) {
        const collection = token.collection as Address
        const tokenId = token.token_id as bigint
        const holder = (
          await client.readContract({
            address: collection,
            abi: testNFTAbi,
            functionName: 'ownerOf',
            args: [tokenId],
            blockNumber: headBlock,
          })
        ).toLowerCase()
        const [seller, price] = await client.readContract({
          address: world.market,
          abi: ghostMarketAbi,
          functionName: 'asks',
          args: [collection, tokenId],
          blockNumber: headBlock,
        })
        let owner = holder
        let location = 'In Wallet'
        if (holder === world.market.toLowerCase()) {
          owner = seller.toLowerCase()
          location = 'For Sale'
        } else if (holder === world.profile.toLowerCase()) {
          // The only profile of the scenario holds its avatar.
          owner = world.users[1]?.account.address.toLowerCase() ?? ''
          location = 'Profile Pic'
        }
        expect(
          pick(token, ['owner', 'location', 'current_ask_price', 'current_seller']),
          String(token.id),
        ).toEqual({
          owner,
          location,
          current_ask_price: price,
          current_seller: price === 0n ? zeroAddress : seller.toLowerCase(),
        })
        expect(token.is_tradable, String(token.id)).toBe(price > 0n)
      }
    })

    test('metadata from the file store: fields and otherId when present, null when broken or missing', async () => {
      const tokens = byId(await select('nft_token'))
      const squad = world.squad.toLowerCase()
      expect(tokens.get(`${squad}-1`)).toMatchObject({
        metadata_url: uris.squad1,
        name: METADATA.squad1.name,
        description: METADATA.squad1.description,
        image: METADATA.squad1.image,
        other_id: 7n,
        attributes: METADATA.squad1.attributes,
        token_uid: null,
        total_trades: 1n,
        latest_traded_price_in_eth: parseEther('1.5'),
      })
      // Not JSON, never stored, and JSON of the wrong shape.
      for (const [tokenId, uri] of [
        [2, uris.squad2],
        [3, uris.squad3],
        [4, uris.squad4],
      ] as const) {
        expect(
          pick(tokens.get(`${squad}-${tokenId}`) ?? {}, [
            'metadata_url',
            'name',
            'description',
            'image',
            'attributes',
            'other_id',
          ]),
        ).toEqual({
          metadata_url: uri,
          name: null,
          description: null,
          image: null,
          attributes: null,
          other_id: null,
        })
      }
      const art = tokens.get(`${artCollection.toLowerCase()}-1`)
      expect(art).toMatchObject({ name: 'Art One', total_trades: 1n, metadata_url: uris.art })
      expect(art?.token_uid).toMatch(/^0x[0-9a-f]{64}$/)
    })

    test('lazy orders: the executed one with its buyer and fee parts, the cancelled one', async () => {
      const stored = byId(await select('nft_lazy_order'))
      expect([...stored.keys()].sort()).toEqual([...expected.lazyOrders.keys()].sort())
      for (const [id, want] of expected.lazyOrders) {
        expect(pick(stored.get(id) ?? {}, Object.keys(want)), id).toEqual(want)
      }
    })

    test('profiles and teams equal the profile contract views', async () => {
      const users = byId(await select('profile_user'))
      const address = world.users[1]?.account.address as Address
      const [userId, points, teamId, nftAddress, tokenId, isActive] = await client.readContract({
        address: world.profile,
        abi: ghostProfileAbi,
        functionName: 'getUserProfile',
        args: [address],
        blockNumber: headBlock,
      })
      expect(users.get(address.toLowerCase())).toMatchObject({
        user_id: userId,
        points,
        team: String(teamId),
        collection: nftAddress.toLowerCase(),
        token_id: tokenId,
        nft: `${nftAddress.toLowerCase()}-${tokenId}`,
        is_active: isActive,
      })
      const teams = byId(await select('profile_team'))
      const numberTeams = await client.readContract({
        address: world.profile,
        abi: ghostProfileAbi,
        functionName: 'numberTeams',
        blockNumber: headBlock,
      })
      expect(teams.size).toBe(Number(numberTeams))
      for (let team = 1n; team <= numberTeams; team++) {
        const [name, description, numberUsers, teamPoints, isJoinable] = await client.readContract({
          address: world.profile,
          abi: ghostProfileAbi,
          functionName: 'getTeamProfile',
          args: [team],
          blockNumber: headBlock,
        })
        expect(teams.get(String(team))).toMatchObject({
          name,
          description,
          number_users: numberUsers,
          points: teamPoints,
          is_joinable: isJoinable,
        })
      }
    })

    test('a restart (two runs, small ranges) leaves what one fresh run leaves', async () => {
      await indexed.expectSameAsFreshIndex(headBlock)
    })

    test('a reorg replacing the last blocks leaves what a fresh index of the new chain leaves', async () => {
      const testClient = anvilClient(scenario.anvil.url)
      const [seller, buyer] = world.users as [typeof testClient, typeof testClient]
      const head = await testClient.snapshot()
      // Anvil would take a transaction identical to one it undid (the other database's run) for
      // one it knows: a price of its own per run keeps every transaction new.
      reorgRuns += 1n
      const listThird = (price: string) =>
        send(seller, {
          address: world.market,
          abi: ghostMarketAbi,
          functionName: 'createAskOrder',
          args: [world.squad, 3n, parseEther(price) + reorgRuns],
        })
      try {
        await listThird('1')
        // The running indexer (on PostgreSQL it holds the leader lock: a second would follow).
        await indexed.indexer.syncOnce()
        await revertTo(testClient, head)
        const replaced = await testClient.snapshot()
        await listThird('2')
        await send(buyer, {
          address: world.market,
          abi: ghostMarketAbi,
          functionName: 'buyTokenUsingBNB',
          args: [world.squad, 3n, zeroAddress],
          value: parseEther('2') + reorgRuns,
        })
        const newHead = await testClient.getBlockNumber({ cacheTime: 0 })
        expect(newHead).toBe(headBlock + 2n)
        expect((await indexed.indexer.syncOnce()).blockNumber).toBe(newHead)
        await indexed.expectSameAsFreshIndex(newHead)
        const token = (await select('nft_token')).find(
          (row) => row.id === `${world.squad.toLowerCase()}-3`,
        )
        expect(token).toMatchObject({
          total_trades: 1n,
          owner: buyer.account.address.toLowerCase(),
        })
        await revertTo(testClient, replaced)
      } catch (error) {
        await revertTo(testClient, head).catch(() => {})
        throw error
      }
    })
  })
}
