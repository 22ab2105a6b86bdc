/**
 * The market API's collection and token reads over real HTTP, on PGlite and PostgreSQL, against
 * an index of a real chain: a factory collection with two minted tokens (one listed), a third
 * sold through a signed lazy order, two tokens described through the API but not minted (one on
 * an open order, one whose order expired), the collection's page and a page the chain does not
 * know.
 */
import { ghostCollectionAbi, ghostMarketAbi, ghostNFTFactoryAbi } from '@ghost/contracts'
import { devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import { signLazyOrder } from '@ghost/devnet'
import type {
  ApiCollection,
  ApiCollectionTokens,
  ApiErrorBody,
  ApiItem,
  ApiList,
  ApiOwnerTokens,
  ApiPage,
  ApiToken,
  ApiUniqueness,
} from '@ghost/sdk'
import { getLazyOrderTypedData, type LazyOrder, toIpfsUri } from '@ghost/sdk'
import { type Kysely, sql } from 'kysely'
import { type Address, hashTypedData, keccak256, parseEther, stringToHex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createCheckpointStore } from '../db/checkpointStore'
import type { Json } from '../db/columns'
import type { Database } from '../db/schema'
import { MAX_PAGE_SIZE } from '../http/pagination'
import { createFactoryCollection, send } from '../nft/test/nftScenario'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
} from './test/marketFixture'

const IMAGE_CID = 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e'
const OPEN_UID = keccak256(stringToHex('read-open'))
const EXPIRED_UID = keccak256(stringToHex('read-expired'))
const SOLD_UID = keccak256(stringToHex('read-sold'))
const PLAIN_UID = keccak256(stringToHex('read-plain'))
const PAPER = '0x00000000000000000000000000000000000000aa'

/** `count` plain tokens (ids 1..count) of `collection` in `owner`'s wallet, written to the index. */
async function insertWalletTokens(
  db: Kysely<Database>,
  {
    collection,
    owner,
    count,
    name = () => null,
  }: {
    collection: string
    owner: string
    count: number
    name?: (tokenId: number) => string | null
  },
): Promise<void> {
  await db
    .insertInto('nft_token')
    .values(
      Array.from({ length: count }, (_, index) => ({
        chain_id: LOCAL_CHAIN_ID,
        id: `${collection}-${index + 1}`,
        collection,
        token_id: BigInt(index + 1),
        owner,
        location: 'In Wallet',
        current_seller: zeroAddress,
        metadata_url: null,
        token_uid: null,
        name: name(index + 1),
        description: null,
        image: null,
        attributes: null,
        other_id: null,
        is_tradable: false,
        current_ask_price: 0n,
        latest_traded_price_in_eth: 0n,
        trade_volume_eth: 0n,
        total_trades: 0,
        created_at: 1,
        updated_at: 1,
      })),
    )
    .execute()
}

type World = {
  collection: Address
  metadataCids: string[]
  soldOrderHash: string
  seller: string
  buyer: string
}

let chain: MarketChain
let world: World

/** Two mints to the seller (Hat: Top hat, Level 3; Hat: Cap), token 2 listed, token 3 sold lazily. */
async function buildWorld(chain: MarketChain): Promise<World> {
  const { creator, factory, market, users } = chain.world
  const [seller, buyer] = users as [(typeof users)[0], (typeof users)[0]]
  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))
  const metadataCids = [
    await chain.files.put(
      json({
        name: 'Read One',
        description: 'First',
        image: toIpfsUri(IMAGE_CID),
        attributes: [
          { trait_type: 'Hat', value: 'Top hat' },
          { trait_type: 'Level', value: 3, display_type: 'number' },
          'not an attribute',
        ],
      }),
    ),
    await chain.files.put(
      json({ name: 'Read Two', attributes: [{ trait_type: 'Hat', value: 'Cap' }] }),
    ),
    await chain.files.put(json({ name: 'Read Three (metadata)' })),
  ]
  const collection = await createFactoryCollection(chain.world, creator, 'Read Art', 'READ')
  for (const cid of metadataCids.slice(0, 2)) {
    await send(creator, {
      address: collection,
      abi: ghostCollectionAbi,
      functionName: 'mint',
      args: [seller.account.address, toIpfsUri(cid)],
    })
  }
  await send(seller, {
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'setApprovalForAll',
    args: [market, true],
  })
  await send(seller, {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'createAskOrder',
    args: [collection, 2n, parseEther('1.5')],
  })
  const order: LazyOrder = {
    collection,
    tokenUID: SOLD_UID,
    uri: toIpfsUri(metadataCids[2] as string),
    price: parseEther('0.2'),
    creator: creator.account.address,
    expiry: 2n ** 40n,
    nonce: 0n,
  }
  const { v, r, s } = await signLazyOrder(devAccount(5), LOCAL_CHAIN_ID, factory, order)
  await send(buyer, {
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'executeOrderWithBNB',
    args: [order, v, r, s, zeroAddress],
    value: order.price,
  })
  return {
    collection: collection.toLowerCase() as Address,
    metadataCids,
    soldOrderHash: hashTypedData(getLazyOrderTypedData(LOCAL_CHAIN_ID, factory, order)),
    seller: seller.account.address.toLowerCase(),
    buyer: buyer.account.address.toLowerCase(),
  }
}

/** The off-chain side the write endpoints would have stored (they are other modules'). */
async function insertOffChain(server: MarketServer): Promise<void> {
  const { db } = server.database
  const creator = devAccount(5).address.toLowerCase()
  await db
    .insertInto('market_collection')
    .values([
      {
        chain_id: LOCAL_CHAIN_ID,
        address: world.collection,
        owner: creator,
        name: 'Page Name',
        description: 'Drawn by hand',
        avatar: IMAGE_CID,
        banner: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      },
      {
        chain_id: LOCAL_CHAIN_ID,
        address: PAPER,
        owner: creator,
        name: 'Paper Only',
        created_at: '2026-01-02T00:00:00.000Z',
        updated_at: '2026-01-03T00:00:00.000Z',
      },
    ])
    .execute()
  const token = (uid: string, name: string, value: string, at: string) => ({
    chain_id: LOCAL_CHAIN_ID,
    token_uid: uid,
    collection: world.collection,
    token_id: null,
    creator,
    name,
    description: `${name} described`,
    // As text: node-postgres would send a JS array as a PostgreSQL array, not JSON.
    attributes: sql<Json>`${JSON.stringify([{ traitType: 'Hat', value, displayType: null }])}::jsonb`,
    image_cid: `image-${name}`,
    thumbnail_cid: `thumb-${name}`,
    filetype: 'image/png',
    metadata_cid: `meta-${name}`,
    created_at: at,
    updated_at: at,
  })
  await db
    .insertInto('market_token')
    .values([
      token(SOLD_UID, 'Sold', 'Crown', '2026-01-04T00:00:00.000Z'),
      token(OPEN_UID, 'Open', 'Crown', '2026-01-05T00:00:00.000Z'),
      token(EXPIRED_UID, 'Expired', 'Cap', '2026-01-06T00:00:00.000Z'),
      // described, then minted by the owner's plain mint of its metadata: token 1, not listed twice
      {
        ...token(PLAIN_UID, 'Plain', 'Cap', '2026-01-07T00:00:00.000Z'),
        metadata_cid: world.metadataCids[0] as string,
      },
    ])
    .execute()
  const order = (hash: string, uid: string, price: bigint, expiry: number) => ({
    chain_id: LOCAL_CHAIN_ID,
    hash,
    token_uid: uid,
    collection: world.collection,
    creator,
    price,
    uri: 'ipfs://x',
    expiry,
    nonce: 0n,
    v: 27,
    r: `0x${'1'.repeat(64)}`,
    s: `0x${'2'.repeat(64)}`,
    status: 'open',
  })
  await db
    .insertInto('market_order')
    .values([
      order(world.soldOrderHash, SOLD_UID, parseEther('0.2'), 2 ** 40),
      order(keccak256(stringToHex('open')), OPEN_UID, parseEther('0.5'), 2 ** 40),
      order(keccak256(stringToHex('expired')), EXPIRED_UID, parseEther('0.7'), 1_000),
    ])
    .execute()
}

beforeAll(async () => {
  chain = await startMarketChain()
  world = await buildWorld(chain)
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    let checkpoint: { blockNumber: number; blockHash: string }
    const base = '/v1/1337/collections'
    const get = <T>(path: string) => server.request<T>('GET', path)

    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase())
      await server.synced()
      await insertOffChain(server)
      const row = await createCheckpointStore({ db: server.database.db }).getCheckpoint({
        chainId: LOCAL_CHAIN_ID,
      })
      if (!row) throw new Error('no checkpoint')
      checkpoint = { blockNumber: Number(row.block_number), blockHash: row.block_hash }
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    const tokenOne = (): ApiToken => ({
      tokenId: '1',
      name: 'Read One',
      description: 'First',
      attributes: [
        { traitType: 'Hat', value: 'Top hat', displayType: null },
        { traitType: 'Level', value: 3, displayType: 'number' },
      ],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      image: { original: `/ipfs/${IMAGE_CID}`, thumbnail: `/ipfs/${IMAGE_CID}` },
      cid: world.metadataCids[0] as string,
      tokenUID: null,
      onOrder: 0,
      onOrderPrice: null,
      collection: { name: 'Read Art', address: world.collection },
      owner: world.seller,
      location: 'In Wallet',
      currentAskPrice: '0',
      currentSeller: null,
      isTradable: false,
      metadataUrl: toIpfsUri(world.metadataCids[0] as string),
    })

    test('a collection joins its on-chain record and its page; the chain names it', async () => {
      const { status, body } = await get<ApiItem<ApiCollection>>(`${base}/${world.collection}`)
      expect(status).toBe(200)
      expect(body).toEqual({
        data: {
          address: world.collection,
          name: 'Read Art',
          symbol: 'READ',
          description: 'Drawn by hand',
          avatar: `/ipfs/${IMAGE_CID}`,
          banner: null,
          owner: devAccount(5).address.toLowerCase(),
          creatorAddress: devAccount(5).address.toLowerCase(),
          creatorFee: 300,
          refererFee: 100,
          whitelistChecker: null,
          status: 'Open',
          active: true,
          totalTrades: 1,
          totalVolumeBNB: parseEther('0.2').toString(),
          // What the tokens page lists: 3 minted and 2 described; on sale, token 2's ask
          // (1.5 BNB) and the open lazy order (0.5 BNB, the floor; the expired one is not).
          numberTokensListed: 2,
          totalSupply: 5,
          floorPriceBNB: parseEther('0.5').toString(),
          onChain: true,
          createdAt: expect.stringMatching(/^20\d\d-/),
          // The later of the chain's last change and the page's.
          updatedAt: expect.stringMatching(/^2026-(?!01-01)/),
        },
        indexedTo: checkpoint,
      })
    })

    test('collections: on-chain ones by volume, then pages the chain does not know', async () => {
      const { status, body } = await get<ApiPage<ApiCollection>>(base)
      expect(status).toBe(200)
      const addresses = body.data.map((collection) => collection.address)
      expect(addresses).toContain(world.collection)
      expect(addresses.at(-1)).toBe(PAPER)
      expect(body.data.at(-1)).toEqual({
        address: PAPER,
        name: 'Paper Only',
        symbol: '',
        description: '',
        avatar: null,
        banner: null,
        owner: devAccount(5).address.toLowerCase(),
        creatorAddress: null,
        creatorFee: 0,
        refererFee: 0,
        whitelistChecker: null,
        status: null,
        active: false,
        totalTrades: 0,
        totalVolumeBNB: '0',
        numberTokensListed: 0,
        totalSupply: 0,
        floorPriceBNB: null,
        onChain: false,
        createdAt: '2026-01-02T00:00:00.000Z',
        updatedAt: '2026-01-03T00:00:00.000Z',
      })
      const volumes = body.data.filter((c) => c.onChain).map((c) => BigInt(c.totalVolumeBNB))
      expect(volumes).toEqual([...volumes].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)))
      expect(body).toMatchObject({
        total: body.data.length,
        page: 1,
        size: 100,
        indexedTo: checkpoint,
      })
      const past = await get<ApiPage<ApiCollection>>(`${base}?page=9007199254740991&size=1000`)
      expect(past.status).toBe(200)
      expect(past.body).toMatchObject({ data: [], total: body.total })
      const second = await get<ApiPage<ApiCollection>>(`${base}?page=2&size=1`)
      expect(second.body.data.map((c) => c.address)).toEqual([addresses[1]])
      expect(second.body.total).toBe(body.total)
    })

    test('collections?address: that collection alone, or an empty page (200) when none is there', async () => {
      const one = await get<ApiPage<ApiCollection>>(
        `${base}?address=${world.collection.toUpperCase().replace('0X', '0x')}`,
      )
      expect(one.status).toBe(200)
      const item = await get<ApiItem<ApiCollection>>(`${base}/${world.collection}`)
      expect(one.body).toEqual({
        data: [item.body.data],
        total: 1,
        page: 1,
        size: 100,
        indexedTo: checkpoint,
      })
      const paper = await get<ApiPage<ApiCollection>>(`${base}?address=${PAPER}`)
      expect(paper.body.data.map((c) => c.address)).toEqual([PAPER])
      const none = await get<ApiPage<ApiCollection>>(`${base}?address=0x${'ab'.repeat(20)}`)
      expect(none.status).toBe(200)
      expect(none.body).toMatchObject({ data: [], total: 0 })
      const later = await get<ApiPage<ApiCollection>>(`${base}?address=${world.collection}&page=2`)
      expect(later.body).toMatchObject({ data: [], total: 1 })
      expect((await get(`${base}?address=0x1234`)).status).toBe(400)
    })

    test("a collection's tokens: minted by id, then described ones, with trait counts", async () => {
      const { status, body } = await get<ApiCollectionTokens>(`${base}/${world.collection}/tokens`)
      expect(status).toBe(200)
      expect(body.data.map((token) => [token.tokenId, token.tokenUID, token.location])).toEqual([
        ['1', null, 'In Wallet'],
        ['2', null, 'For Sale'],
        ['3', SOLD_UID, 'In Wallet'],
        [null, OPEN_UID, 'For Sale'],
        [null, EXPIRED_UID, null],
      ])
      expect(body.data[0]).toEqual(tokenOne())
      expect(body.data[1]).toMatchObject({
        name: 'Read Two',
        onOrder: 1,
        onOrderPrice: parseEther('1.5').toString(),
        currentAskPrice: parseEther('1.5').toString(),
        currentSeller: world.seller,
        owner: world.seller,
        isTradable: true,
        image: { original: null, thumbnail: null },
      })
      // The lazily sold token: its description from the API, its state from the chain.
      expect(body.data[2]).toMatchObject({
        name: 'Sold',
        description: 'Sold described',
        attributes: [{ traitType: 'Hat', value: 'Crown', displayType: null }],
        createdAt: '2026-01-04T00:00:00.000Z',
        image: { original: '/ipfs/image-Sold', thumbnail: '/ipfs/thumb-Sold' },
        cid: world.metadataCids[2],
        owner: world.buyer,
        onOrder: 0,
        onOrderPrice: null,
      })
      expect(body.data[3]).toEqual({
        tokenId: null,
        name: 'Open',
        description: 'Open described',
        attributes: [{ traitType: 'Hat', value: 'Crown', displayType: null }],
        createdAt: '2026-01-05T00:00:00.000Z',
        updatedAt: '2026-01-05T00:00:00.000Z',
        image: { original: '/ipfs/image-Open', thumbnail: '/ipfs/thumb-Open' },
        cid: 'meta-Open',
        tokenUID: OPEN_UID,
        onOrder: 1,
        onOrderPrice: parseEther('0.5').toString(),
        collection: { name: 'Read Art', address: world.collection },
        owner: null,
        location: 'For Sale',
        currentAskPrice: '0',
        currentSeller: null,
        isTradable: false,
        metadataUrl: null,
      })
      expect(body.data[4]).toMatchObject({ onOrder: 0, onOrderPrice: null, location: null })
      expect(body).toMatchObject({ total: 5, page: 1, size: 100, indexedTo: checkpoint })
      expect(body.attributesDistribution).toEqual({
        Hat: { Cap: 2, Crown: 2, 'Top hat': 1 },
        Level: { '3': 1 },
      })
      // Pages before the tokens not minted yet are read another way: same answer.
      const minted = await get<ApiCollectionTokens>(`${base}/${world.collection}/tokens?size=3`)
      expect(minted.body.data).toEqual(body.data.slice(0, 3))
      expect(minted.body).toMatchObject({
        total: 5,
        attributesDistribution: body.attributesDistribution,
      })
      const page = await get<ApiCollectionTokens>(
        `${base}/${world.collection}/tokens?page=2&size=2`,
      )
      expect(page.body.data.map((token) => token.tokenId ?? token.tokenUID)).toEqual([
        '3',
        OPEN_UID,
      ])
      expect(page.body).toMatchObject({ total: 5, page: 2, size: 2 })
      const past = await get<ApiCollectionTokens>(
        `${base}/${world.collection}/tokens?page=9007199254740991&size=1000`,
      )
      expect(past.status).toBe(200)
      expect(past.body).toMatchObject({ data: [], total: 5 })
    })

    test('filter: every trait must match, repeated keys are alternatives', async () => {
      const ids = async (query: string) => {
        const { status, body } = await get<ApiCollectionTokens>(
          `${base}/${world.collection}/filter?${query}`,
        )
        expect(status).toBe(200)
        return body.data.map((token) => token.tokenId ?? token.tokenUID)
      }
      expect(await ids('Hat=Cap')).toEqual(['2', EXPIRED_UID])
      expect(await ids('Hat=Cap&Hat=Top%20hat')).toEqual(['1', '2', EXPIRED_UID])
      expect(await ids('Hat=Top%20hat&Level=3')).toEqual(['1'])
      expect(await ids('Hat=Cap&Level=3')).toEqual([])
      expect(await ids('Hat=Crown&size=1&page=2')).toEqual([OPEN_UID])
      // A key JavaScript objects cannot hold is dropped by the query parser: no filter, no 500.
      expect(await ids('__proto__=x')).toHaveLength(5)
      const { body } = await get<ApiCollectionTokens>(
        `${base}/${world.collection}/filter?Hat=Crown`,
      )
      expect(body).toMatchObject({ total: 2, indexedTo: checkpoint })
      expect(body.attributesDistribution.Hat).toEqual({ Cap: 2, Crown: 2, 'Top hat': 1 })
    })

    test('ordering by token id, price or listing, and On Sale, on tokens and filter', async () => {
      const ids = async (path: string) => {
        const { status, body } = await get<ApiCollectionTokens>(
          `${base}/${world.collection}/${path}`,
        )
        expect(status).toBe(200)
        return { ids: body.data.map((token) => token.tokenId ?? token.tokenUID), total: body.total }
      }
      // Token 2 asks 1.5 BNB; the open lazy order sells for 0.5; nothing else is on sale.
      expect((await ids('tokens?orderBy=price')).ids).toEqual([
        OPEN_UID,
        '2',
        '1',
        '3',
        EXPIRED_UID,
      ])
      expect((await ids('tokens?orderBy=price&direction=desc')).ids.slice(0, 4)).toEqual([
        '2',
        OPEN_UID,
        '1',
        '3',
      ])
      expect((await ids('tokens?orderBy=tokenId&direction=desc')).ids.slice(0, 3)).toEqual([
        '3',
        '2',
        '1',
      ])
      expect((await ids('tokens?orderBy=tokenId&direction=asc')).ids.slice(0, 3)).toEqual([
        '1',
        '2',
        '3',
      ])
      const listed = await ids('tokens?orderBy=listed&direction=desc')
      expect(listed.ids.slice(0, 2).sort()).toEqual(['2', OPEN_UID].sort())
      expect(listed.ids.slice(2).sort()).toEqual(['1', '3', EXPIRED_UID].sort())
      expect(await ids('tokens?onSale=1')).toEqual({ ids: ['2', OPEN_UID], total: 2 })
      expect(await ids('tokens?onSale=1&orderBy=price&size=1&page=2')).toEqual({
        ids: ['2'],
        total: 2,
      })
      expect(await ids('tokens?onSale=0&size=2')).toEqual({ ids: ['1', '2'], total: 5 })
      expect(await ids('filter?Hat=Crown&onSale=1')).toEqual({ ids: [OPEN_UID], total: 1 })
      expect(await ids('filter?Hat=Cap&Hat=Crown&orderBy=price&direction=desc')).toEqual({
        ids: ['2', OPEN_UID, '3', EXPIRED_UID],
        total: 4,
      })
      const bad = async (path: string) => {
        const { status, body } = await get<ApiErrorBody>(`${base}/${world.collection}/${path}`)
        expect(status).toBe(400)
        return body.message
      }
      expect(await bad('tokens?orderBy=name')).toMatchInlineSnapshot(
        `"query.orderBy: must be 'tokenId', 'price' or 'listed'"`,
      )
      expect(await bad('tokens?direction=up')).toMatchInlineSnapshot(
        `"query.direction: must be 'asc' or 'desc'"`,
      )
      expect(await bad('tokens?onSale=2')).toMatchInlineSnapshot(`"query.onSale: must be 0 or 1"`)
      expect(await bad('filter?Hat=Cap&orderBy=rarity')).toMatchInlineSnapshot(
        `"query.orderBy: must be 'tokenId', 'price' or 'listed'"`,
      )
    })

    test('token detail', async () => {
      const { status, body } = await get<ApiItem<ApiToken>>(`${base}/${world.collection}/tokens/1`)
      expect(status).toBe(200)
      expect(body).toEqual({ data: tokenOne(), indexedTo: checkpoint })
      const sold = await get<ApiItem<ApiToken>>(
        `${base}/${world.collection.toUpperCase().replace('0X', '0x')}/tokens/003`,
      )
      expect(sold.body.data).toMatchObject({ tokenId: '3', tokenUID: SOLD_UID, name: 'Sold' })
    })

    test('tokens?tokenId: the detail as a page of one, or an empty page (200) for a token not there', async () => {
      const tokens = `${base}/${world.collection}/tokens`
      const whole = await get<ApiCollectionTokens>(tokens)
      const one = await get<ApiCollectionTokens>(`${tokens}?tokenId=003`)
      expect(one.status).toBe(200)
      const detail = await get<ApiItem<ApiToken>>(`${tokens}/3`)
      expect(one.body).toEqual({
        data: [detail.body.data],
        total: 1,
        page: 1,
        size: 100,
        indexedTo: checkpoint,
        attributesDistribution: whole.body.attributesDistribution,
      })
      const none = await get<ApiCollectionTokens>(`${tokens}?tokenId=999999`)
      expect(none.status).toBe(200)
      expect(none.body).toMatchObject({ data: [], total: 0 })
      expect((await get(`${tokens}?tokenId=1x`)).status).toBe(400)
      expect((await get(`${base}/0x${'ab'.repeat(20)}/tokens?tokenId=1`)).status).toBe(404)
    })

    test('ownertokens: what the index says each wallet owns, with its location', async () => {
      const { status, body } = await get<ApiOwnerTokens>(
        `${base}/ownertokens?account=${world.seller.toUpperCase().replace('0X', '0x')}`,
      )
      expect(status).toBe(200)
      expect(body).toEqual({
        data: {
          [`${world.collection}-1`]: {
            tokenId: '1',
            collectionAddress: world.collection,
            collection: { address: world.collection },
            nftLocation: 'In Wallet',
            onOrder: 0,
          },
          [`${world.collection}-2`]: {
            tokenId: '2',
            collectionAddress: world.collection,
            collection: { address: world.collection },
            nftLocation: 'For Sale',
            onOrder: 1,
          },
        },
        total: 2,
        page: 1,
        size: 100,
        indexedTo: checkpoint,
      })
      const nobody = await get<ApiOwnerTokens>(`${base}/ownertokens?account=${PAPER}`)
      expect(nobody.body).toEqual({ data: {}, total: 0, page: 1, size: 100, indexedTo: checkpoint })
    })

    test(`ownertokens: a page at a time, at most ${MAX_PAGE_SIZE} tokens, by token id as a number`, async () => {
      const { db } = server.database
      const hoarder = `0x${'b'.repeat(40)}`
      const address = `0x${'6'.repeat(40)}`
      const held = MAX_PAGE_SIZE + 5
      await insertWalletTokens(db, { collection: address, owner: hoarder, count: held })
      try {
        const owned = (query: string) =>
          get<ApiOwnerTokens>(`${base}/ownertokens?account=${hoarder}${query}`)
        const ids = (answer: { body: ApiOwnerTokens }) =>
          Object.values(answer.body.data).map((token) => token.tokenId)

        const first = await owned('')
        expect(first.status).toBe(200)
        expect(first.body).toMatchObject({ total: held, page: 1, size: 100 })
        expect(ids(first)).toEqual(Array.from({ length: 100 }, (_, index) => String(index + 1)))

        const widest = await owned(`&size=${MAX_PAGE_SIZE}`)
        expect(Object.keys(widest.body.data)).toHaveLength(MAX_PAGE_SIZE)
        expect(widest.body).toMatchObject({ total: held, page: 1, size: MAX_PAGE_SIZE })
        // page * size < total: the rest is on the next page.
        const rest = await owned(`&size=${MAX_PAGE_SIZE}&page=2`)
        expect(ids(rest)).toEqual(['1001', '1002', '1003', '1004', '1005'])
        expect(rest.body).toMatchObject({ total: held, page: 2, size: MAX_PAGE_SIZE })
        expect(ids(await owned('&size=3&page=4'))).toEqual(['10', '11', '12'])
        expect((await owned('&page=99')).body).toMatchObject({ data: {}, total: held, page: 99 })

        const bad = async (query: string) => {
          const { status, body } = await get<ApiErrorBody>(
            `${base}/ownertokens?account=${hoarder}${query}`,
          )
          expect(status).toBe(400)
          return body.message
        }
        expect(await bad(`&size=${MAX_PAGE_SIZE + 1}`)).toMatchInlineSnapshot(
          `"query.size: must be at most 1000"`,
        )
        expect(await bad('&size=0')).toMatchInlineSnapshot(`"query.size: must be at least 1"`)
        expect(await bad('&size=ten')).toMatchInlineSnapshot(`"query.size: must be a whole number"`)
        expect(await bad('&page=0')).toMatchInlineSnapshot(`"query.page: must be at least 1"`)
      } finally {
        await db.deleteFrom('nft_token').where('collection', '=', address).execute()
      }
    })

    test('isunique compares names regardless of case, on chain and off', async () => {
      const unique = async (value: string) =>
        (await get<ApiUniqueness>(`${base}/isunique?key=name&value=${encodeURIComponent(value)}`))
          .body
      expect(await unique('read art')).toEqual({ key: 'name', value: 'read art', unique: false })
      expect((await unique('PAPER ONLY')).unique).toBe(false)
      expect(await unique('Fresh Name')).toEqual({ key: 'name', value: 'Fresh Name', unique: true })
    })

    test('newest: by creation or update, optionally only tokens on sale', async () => {
      const newest = async (query: string) => {
        const { status, body } = await get<ApiList<ApiToken>>(`${base}/tokens/newest?${query}`)
        expect(status).toBe(200)
        expect(body.indexedTo).toEqual(checkpoint)
        return body.data.map((token) => token.tokenId ?? token.tokenUID)
      }
      const all = await newest('first=100')
      // Chain tokens were indexed today; the described ones carry their 2026-01 times.
      expect(all.slice(-3)).toEqual([EXPIRED_UID, OPEN_UID, '3'])
      expect(await newest('onOrder=1&first=100')).toEqual(expect.arrayContaining(['2', OPEN_UID]))
      const onSale = await get<ApiList<ApiToken>>(`${base}/tokens/newest?onOrder=1&first=100`)
      expect(onSale.body.data.every((token) => token.onOrder === 1)).toBe(true)
      expect(await newest('first=1&updateDesc=1')).toHaveLength(1)
      expect((await newest('')).length).toBeLessThanOrEqual(10)
    })

    test('malformed requests: 400 with the issue', async () => {
      const bad = async (path: string) => {
        const { status, body } = await get<ApiErrorBody>(path)
        expect(status).toBe(400)
        return body.message
      }
      expect(await bad(`${base}/0x123`)).toMatchInlineSnapshot(
        `"params.address: must be an address (0x and 40 hex digits)"`,
      )
      expect(await bad(`${base}/${world.collection}/tokens/abc`)).toMatchInlineSnapshot(
        `"params.tokenId: must be a token id (decimal digits)"`,
      )
      expect(await bad(`${base}/${world.collection}/tokens?page=0`)).toMatchInlineSnapshot(
        `"query.page: must be at least 1"`,
      )
      expect(await bad(`${base}/${world.collection}/tokens?size=1001`)).toMatchInlineSnapshot(
        `"query.size: must be at most 1000"`,
      )
      expect(await bad(`${base}?page=x`)).toMatchInlineSnapshot(
        `"query.page: must be a whole number"`,
      )
      expect(await bad(`/v1/5/collections`)).toMatchInlineSnapshot(
        `"params.chainId: Unsupported chain id"`,
      )
      const traits = Array.from({ length: 11 }, (_, index) => `t${index}=v`).join('&')
      expect(await bad(`${base}/${world.collection}/filter?${traits}`)).toMatchInlineSnapshot(
        `"query: must filter on at most 10 traits"`,
      )
      expect(
        await bad(`${base}/${world.collection}/filter?Hat=${'x'.repeat(101)}`),
      ).toMatchInlineSnapshot(`"query.Hat: must be at most 100 characters"`)
      expect(
        await bad(`${base}/${world.collection}/filter?${'t'.repeat(65)}=v`),
      ).toMatchInlineSnapshot(
        `"query.ttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttt: trait types must have 1 to 64 characters"`,
      )
      expect(await bad(`${base}/${world.collection}/filter?Hat=`)).toMatchInlineSnapshot(
        `"query.Hat: must not be empty"`,
      )
      expect(await bad(`${base}/${world.collection}/filter?Hat=a%00b`)).toMatchInlineSnapshot(
        `"query.Hat: must not contain the character U+0000"`,
      )
      expect(await bad(`${base}/${world.collection}/filter?Ha%00t=b`)).toBe(
        `query.Ha${String.fromCharCode(0)}t: must not contain the character U+0000`,
      )
      expect(await bad(`${base}/isunique?key=name&value=a%00b`)).toMatchInlineSnapshot(
        `"query.value: must not contain the character U+0000"`,
      )
      expect(await bad(`${base}/isunique?key=symbol&value=x`)).toMatchInlineSnapshot(
        `"query.key: must be 'name'"`,
      )
      expect(await bad(`${base}/isunique?key=name`)).toMatchInlineSnapshot(
        `"query.value: must be given"`,
      )
      expect(await bad(`${base}/ownertokens`)).toMatchInlineSnapshot(
        `"query.account: Invalid input: expected string, received undefined"`,
      )
      expect(await bad(`${base}/tokens/newest?first=101`)).toMatchInlineSnapshot(
        `"query.first: must be at most 100"`,
      )
      expect(await bad(`${base}/tokens/newest?onOrder=2`)).toMatchInlineSnapshot(
        `"query.onOrder: must be 0 or 1"`,
      )
    })

    test('kept pages and trait counts follow descriptions written after a first read', async () => {
      const url = `${base}/${world.collection}/tokens?size=1`
      const first = await get<ApiCollectionTokens>(url)
      expect(first.body.data.map((token) => token.name)).toEqual(['Read One'])
      const { db } = server.database
      const late = (uid: string, tokenId: bigint | null, value: string) => ({
        chain_id: LOCAL_CHAIN_ID,
        token_uid: uid,
        collection: world.collection,
        token_id: tokenId,
        creator: devAccount(5).address.toLowerCase(),
        name: `Late ${value}`,
        attributes: sql<Json>`${JSON.stringify([{ traitType: 'Hat', value, displayType: null }])}::jsonb`,
        image_cid: 'image-Late',
        thumbnail_cid: 'thumb-Late',
        filetype: 'image/png',
        metadata_cid: 'meta-Late',
      })
      // Token 1 described after its mint (as tokens/update would), and a new token not minted.
      const uids = [keccak256(stringToHex('read-late-1')), keccak256(stringToHex('read-late-2'))]
      await db
        .insertInto('market_token')
        .values([late(uids[0] as string, 1n, 'Halo'), late(uids[1] as string, null, 'Halo')])
        .execute()
      try {
        const after = await get<ApiCollectionTokens>(url)
        expect(after.body.data.map((token) => [token.name, token.tokenUID])).toEqual([
          ['Late Halo', uids[0]],
        ])
        expect(after.body.total).toBe(6)
        expect(after.body.attributesDistribution).toEqual({
          Hat: { Cap: 2, Crown: 2, Halo: 2 },
        })
      } finally {
        await db.deleteFrom('market_token').where('token_uid', 'in', uids).execute()
      }
      const removed = await get<ApiCollectionTokens>(url)
      expect(removed.body).toEqual(first.body)
    })

    test('pages go by token id as a number: 9, 10, 11, not 1, 10, 11', async () => {
      const { db } = server.database
      const address = `0x${'5'.repeat(40)}`
      await db
        .insertInto('nft_collection')
        .values({
          chain_id: LOCAL_CHAIN_ID,
          id: address,
          name: 'Numbered',
          symbol: 'NUM',
          active: true,
          status: 'Open',
          creator_address: zeroAddress,
          whitelist_checker: zeroAddress,
          owner: zeroAddress,
          total_volume_eth: 0n,
          total_trades: 0,
          number_tokens_listed: 0,
          creator_fee: 0,
          referer_fee: 0,
          created_at: 1,
          updated_at: 1,
        })
        .execute()
      await insertWalletTokens(db, {
        collection: address,
        owner: PAPER,
        count: 12,
        name: (tokenId) => `Numbered #${tokenId}`,
      })
      const ids = async (query: string) =>
        (await get<ApiCollectionTokens>(`${base}/${address}/tokens?${query}`)).body.data.map(
          (token) => token.tokenId,
        )
      expect(await ids('page=1&size=5')).toEqual(['1', '2', '3', '4', '5'])
      expect(await ids('page=2&size=5')).toEqual(['6', '7', '8', '9', '10'])
      expect(await ids('page=3&size=5')).toEqual(['11', '12'])
      expect(await ids('page=1&size=5&direction=desc')).toEqual(['12', '11', '10', '9', '8'])
    })

    test('unknown collections, tokens and chains: 404', async () => {
      const missing = async (path: string) => {
        const { status, body } = await get<ApiErrorBody>(path)
        expect(status).toBe(404)
        return body.message
      }
      const unknown = `0x${'9'.repeat(40)}`
      expect(await missing(`${base}/${unknown}`)).toMatchInlineSnapshot(
        `"No collection 0x9999999999999999999999999999999999999999 on chain 1337."`,
      )
      expect(await missing(`${base}/${unknown}/tokens`)).toMatchInlineSnapshot(
        `"No collection 0x9999999999999999999999999999999999999999 on chain 1337."`,
      )
      expect(await missing(`${base}/${unknown}/filter?Hat=Cap`)).toMatchInlineSnapshot(
        `"No collection 0x9999999999999999999999999999999999999999 on chain 1337."`,
      )
      expect(await missing(`${base}/${unknown}/tokens/1`)).toMatchInlineSnapshot(
        `"No collection 0x9999999999999999999999999999999999999999 on chain 1337."`,
      )
      // The address depends on the world's deploy order: compared with it, not written out.
      expect(await missing(`${base}/${world.collection}/tokens/99`)).toBe(
        `No token 99 in collection ${world.collection.toLowerCase()} on chain 1337.`,
      )
      expect(await missing(`/v1/56/collections`)).toMatchInlineSnapshot(
        `"This server follows chain 1337; it has no NFT market data for chain 56."`,
      )
      expect(await missing(`/v1/97/collections/${world.collection}/tokens`)).toMatchInlineSnapshot(
        `"This server follows chain 1337; it has no NFT market data for chain 97."`,
      )
      // A page the chain does not know has no tokens, but exists.
      const paper = await get<ApiCollectionTokens>(`${base}/${PAPER}/tokens`)
      expect(paper.body).toMatchObject({ data: [], total: 0, attributesDistribution: {} })
    })
  })
}
