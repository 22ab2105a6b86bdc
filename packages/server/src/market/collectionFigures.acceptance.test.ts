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
  ApiPage,
  LazyOrder,
} from '@ghost/sdk'
import { type Address, type Hex, parseEther, zeroAddress } from 'viem'
import { beforeAll, expect, test } from 'vitest'
import { send } from '../nft/test/nftScenario'
import {
  createCreatorCollection,
  lazyOrder,
  signedBody,
  storeTokenFiles,
} from './test/lazyOrderFixture'
import {
  describeEachDatabase,
  postOrder,
  solidPng,
  uploadImage,
  useMarketChain,
} from './test/marketSuite'

/** The collections' creator (world.creator). */
const alice = devAccount(5)

type Figures = { items: number; listed: number; floor: string | null }

let png: Buffer
const world = useMarketChain(async () => {
  png = await solidPng('#5b3fa0')
})

describeEachDatabase(world, (suite) => {
  let aliceToken: string
  let image: string

  beforeAll(async () => {
    aliceToken = await suite.server.signIn(alice)
    image = await uploadImage(suite.server, aliceToken, png)
  })

  const get = async <T>(path: string): Promise<T> => {
    const answer = await suite.server.request<T>('GET', path)
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
    const onSale = await get<ApiCollectionTokens>(`${tokens}?onSale=1&orderBy=price&direction=asc`)
    return {
      items: all.total,
      listed: onSale.total,
      floor: onSale.data[0]?.onOrderPrice ?? null,
    }
  }

  const expectFigures = async (collection: Address, expected: Figures) => {
    await suite.server.synced()
    const grid = await gridFigures(collection)
    expect(grid).toEqual(expected)
    expect(await headerFigures(collection)).toEqual(grid)
  }

  /** Alice describes a token of `collection` and signs its lazy order at `price`. */
  const listLazily = async (collection: Address, name: string, price: bigint) => {
    const described = await suite.server.request<ApiDatapost>('POST', '/v1/1337/nft/datapost', {
      token: aliceToken,
      json: { collection, name, image },
    })
    expect(described.status, described.text).toBe(201)
    const order: LazyOrder = lazyOrder(world.chain, collection, 'unused', described.body.uri, {
      tokenUID: described.body.tokenUID as Hex,
      price,
    })
    const body = await signedBody(world.chain, alice, order)
    const created = await postOrder(suite.server, aliceToken, body)
    expect(created.status, created.text).toBe(201)
    return { order, signature: body }
  }

  test('the figures are what the grid lists: minted and asked, listed lazily, bought, cancelled', async () => {
    const collection = await createCreatorCollection(world.chain, `Figures ${suite.target.kind}`)
    const { creator, market, factory, users } = world.chain.world
    for (const name of ['First', 'Second']) {
      await send(creator, {
        address: collection,
        abi: ghostCollectionAbi,
        functionName: 'mint',
        args: [alice.address, await storeTokenFiles(world.chain, name)],
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
