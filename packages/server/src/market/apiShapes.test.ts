/**
 * The answers of the market's and the profile service's main reads, parsed with the sdk's schemas
 * (`@ghost/sdk/nftApi/schemas`): the shapes the web client decodes are the shapes this server
 * writes, checked on real answers over HTTP against an index of a real chain.
 */
import { devAccount } from '@ghost/contracts/anvil'
import { nftApiSchemas } from '@ghost/sdk/nftApi/schemas'
import type { Address } from 'viem'
import { beforeAll, expect, test } from 'vitest'
import type * as z from 'zod/mini'
import { registerProfile } from '../profiles/test/registerProfile'
import {
  createCreatorCollection,
  lazyOrder,
  signedBody,
  storeTokenFiles,
} from './test/lazyOrderFixture'
import type { MarketServer } from './test/marketFixture'
import { describeEachDatabase, postOrder, useMarketChain } from './test/marketSuite'

let collection: Address
const world = useMarketChain(async (chain) => {
  collection = await createCreatorCollection(chain, 'Shapes')
  await registerProfile(chain, 1)
})

/** GET `path`: a 200 whose body the schema accepts as it is (no field dropped or changed). */
async function expectShape(server: MarketServer, path: string, schema: z.ZodMiniType) {
  const answer = await server.request('GET', path)
  expect(answer.status, answer.text).toBe(200)
  const parsed = schema.safeParse(answer.body)
  expect(parsed.error?.issues ?? [], `${path}: ${answer.text.slice(0, 400)}`).toEqual([])
  expect(parsed.data).toEqual(answer.body)
  return answer.body
}

describeEachDatabase(world, (market) => {
  const creator = devAccount(5)
  const alice = devAccount(1)
  let tokenUID: string

  beforeAll(async () => {
    const uri = await storeTokenFiles(world.chain, `Shape ${market.target.kind}`)
    const order = lazyOrder(world.chain, collection, `shape-${market.target.kind}`, uri)
    tokenUID = order.tokenUID
    const created = await postOrder(
      market.server,
      await market.server.signIn(creator),
      await signedBody(world.chain, creator, order),
    )
    expect(created.status, created.text).toBe(201)
    const named = await market.server.request('POST', '/api/users', {
      token: await market.server.signIn(alice),
      json: { username: 'Shapely' },
    })
    expect(named.status, named.text).toBe(201)
    await market.server.synced()
  }, 60_000)

  test('collections, a collection, its tokens and a token', async () => {
    const { server } = market
    const page = await expectShape(server, '/v1/1337/collections', nftApiSchemas.collectionPage)
    expect(page).toMatchObject({ data: expect.arrayContaining([expect.anything()]) })
    await expectShape(server, `/v1/1337/collections/${collection}`, nftApiSchemas.collectionItem)
    const tokens = await expectShape(
      server,
      `/v1/1337/collections/${collection}/tokens`,
      nftApiSchemas.collectionTokens,
    )
    expect(tokens).toMatchObject({ data: [{ tokenUID }] })
    await expectShape(
      server,
      '/v1/1337/collections/tokens/newest?onOrder=1&updateDesc=1',
      nftApiSchemas.tokenList,
    )
    await expectShape(
      server,
      `/v1/1337/collections/ownertokens?account=${creator.address}`,
      nftApiSchemas.ownerTokens,
    )
  })

  test('orders by UID and the order search', async () => {
    const { server } = market
    const orders = await expectShape(
      server,
      `/v1/1337/orders?uid=${tokenUID}`,
      nftApiSchemas.orderList,
    )
    expect(orders).toMatchObject({ data: [{ status: 'open', tokenUID }] })
    await expectShape(
      server,
      `/v1/1337/orders/search?creator=${creator.address}&onOrder=1`,
      nftApiSchemas.orderSearch,
    )
  })

  test('users: one, a batch, a name check; and the status', async () => {
    const { server } = market
    await expectShape(server, `/api/users/${alice.address}`, nftApiSchemas.user)
    const batch = await expectShape(
      server,
      `/api/users?addresses=${alice.address},${creator.address}`,
      nftApiSchemas.users,
    )
    expect(batch).toMatchObject({ data: { [creator.address.toLowerCase()]: null } })
    await expectShape(server, '/api/users/valid/Another1', nftApiSchemas.usernameCheck)
    await expectShape(server, '/v1/1337/status', nftApiSchemas.status)
  })
})
