/**
 * Issue 28 over real HTTP and on chain, on PGlite and PostgreSQL: a collection's figures (items,
 * items listed, floor) are what its tokens page lists, counted the way the page counts them
 * (All, On Sale, cheapest first), through minted tokens with an ask, lazy listings, a lazy buy
 * and a cancel.
 */
import { ghostCollectionAbi, ghostMarketAbi, ghostNFTFactoryAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import type {
  ApiCollection,
  ApiCollectionTokens,
  ApiDatapost,
  ApiItem,
  ApiOrder,
  ApiPage,
  ApiUpload,
  LazyOrder,
} from '@ghost/sdk'
import sharp from 'sharp'
import { type Address, type Hex, parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { send } from '../nft/test/nftScenario'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import {
  createCreatorCollection,
  lazyOrder,
  signedBody,
  storeTokenFiles,
} from './test/lazyOrderFixture'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
} from './test/marketFixture'
import { uploadForm } from './test/uploadForm'

/** The collections' creator (world.creator). */
const alice = devAccount(5)

type Figures = { items: number; listed: number; floor: string | null }

let chain: MarketChain
let png: Buffer
beforeAll(async () => {
  chain = await startMarketChain()
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#5b3fa0' } })
    .png()
    .toBuffer()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    let aliceToken: string
    let image: string

    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase())
      aliceToken = await server.signIn(alice)
      const uploaded = await server.request<ApiUpload>('POST', '/v1/1337/nft/upload', {
        token: aliceToken,
        body: uploadForm([{ bytes: png }]),
      })
      expect(uploaded.status, uploaded.text).toBe(201)
      image = uploaded.body.cid
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    const get = async <T>(path: string): Promise<T> => {
      const answer = await server.request<T>('GET', path)
      expect(answer.status, answer.text).toBe(200)
      return answer.body
    }

    /** The header's figures, from the collection and from the list of collections. */
    const headerFigures = async (collection: Address): Promise<Figures> => {
      const one = (await get<ApiItem<ApiCollection>>(`/v1/1337/collections/${collection}`)).data
      const listed = (await get<ApiPage<ApiCollection>>('/v1/1337/collections?size=100')).data
      expect(listed.find((entry) => entry.address === collection)).toEqual(one)
      return { items: one.totalSupply, listed: one.numberTokensListed, floor: one.floorPriceBNB }
    }

    /** What the grid shows: All's count, On Sale's count, the first price cheapest first. */
    const gridFigures = async (collection: Address): Promise<Figures> => {
      const tokens = `/v1/1337/collections/${collection}/tokens`
      const all = await get<ApiCollectionTokens>(tokens)
      const onSale = await get<ApiCollectionTokens>(
        `${tokens}?onSale=1&orderBy=price&direction=asc`,
      )
      return {
        items: all.total,
        listed: onSale.total,
        floor: onSale.data[0]?.onOrderPrice ?? null,
      }
    }

    const expectFigures = async (collection: Address, expected: Figures) => {
      await server.synced()
      const grid = await gridFigures(collection)
      expect(grid).toEqual(expected)
      expect(await headerFigures(collection)).toEqual(grid)
    }

    /** Alice describes a token of `collection` and signs its lazy order at `price`. */
    const listLazily = async (collection: Address, name: string, price: bigint) => {
      const described = await server.request<ApiDatapost>('POST', '/v1/1337/nft/datapost', {
        token: aliceToken,
        json: { collection, name, image },
      })
      expect(described.status, described.text).toBe(201)
      const order: LazyOrder = lazyOrder(chain, collection, 'unused', described.body.uri, {
        tokenUID: described.body.tokenUID as Hex,
        price,
      })
      const body = await signedBody(chain, alice, order)
      const created = await server.request<ApiItem<ApiOrder>>('POST', '/v1/1337/orders/create', {
        token: aliceToken,
        json: body,
      })
      expect(created.status, created.text).toBe(201)
      return { order, signature: body }
    }

    test('the figures are what the grid lists: minted and asked, listed lazily, bought, cancelled', async () => {
      const collection = await createCreatorCollection(chain, `Figures ${target.kind}`)
      const { creator, market, factory, users } = chain.world
      for (const name of ['First', 'Second']) {
        await send(creator, {
          address: collection,
          abi: ghostCollectionAbi,
          functionName: 'mint',
          args: [alice.address, await storeTokenFiles(chain, name)],
        })
      }
      await expectFigures(collection, { items: 2, listed: 0, floor: null })

      await send(creator, {
        address: collection,
        abi: ghostCollectionAbi,
        functionName: 'setApprovalForAll',
        args: [market, true],
      })
      await send(creator, {
        address: market,
        abi: ghostMarketAbi,
        functionName: 'createAskOrder',
        args: [collection, 1n, parseEther('0.8')],
      })
      await expectFigures(collection, { items: 2, listed: 1, floor: parseEther('0.8').toString() })

      // Lazily listed tokens are items on sale, and the cheaper one is the floor.
      const cheap = await listLazily(collection, 'Cheap', parseEther('0.3'))
      const dear = await listLazily(collection, 'Dear', parseEther('0.5'))
      await expectFigures(collection, { items: 4, listed: 3, floor: parseEther('0.3').toString() })

      // Bought: minted, no longer on sale; the next price is the floor.
      const buyer = users[0]
      if (!buyer) throw new Error('no buyer')
      await send(buyer, {
        address: factory,
        abi: ghostNFTFactoryAbi,
        functionName: 'executeOrderWithBNB',
        args: [
          cheap.order,
          cheap.signature.v,
          cheap.signature.r as Hex,
          cheap.signature.s as Hex,
          zeroAddress,
        ],
        value: cheap.order.price,
      })
      await expectFigures(collection, { items: 4, listed: 2, floor: parseEther('0.5').toString() })

      // Cancelled on chain: still an item of the grid (described, not for sale), not listed.
      await send(creator, {
        address: factory,
        abi: ghostNFTFactoryAbi,
        functionName: 'cancelOrder',
        args: [dear.order],
      })
      await expectFigures(collection, { items: 4, listed: 1, floor: parseEther('0.8').toString() })
    })
  })
}
