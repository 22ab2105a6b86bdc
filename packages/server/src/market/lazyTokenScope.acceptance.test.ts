/**
 * Issue 27 over real HTTP and on chain, on PGlite and PostgreSQL. A token UID names a token of
 * one collection: another creator's copy of A's token (A's UID and metadata, M's collection) is
 * refused and, minted by M anyway, leaves A's token alone; A sells it and the buyer gets A's
 * token. A cancelled order is never served with its signature (cancelled on chain, the index
 * alone withdraws it; orders/cancel waits for the chain), and its signature no longer executes.
 * An order signed before the collection changed hands (A → B → A) is superseded.
 */
import { ghostCollectionAbi, ghostNFTFactoryAbi } from '@ghost/contracts'
import { devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import { signLazyOrder } from '@ghost/devnet'
import type {
  ApiCollectionTokens,
  ApiDatapost,
  ApiErrorBody,
  ApiItem,
  ApiList,
  ApiOrder,
  ApiOrderSearchResult,
  ApiToken,
  LazyOrder,
} from '@ghost/sdk'
import { type Address, type Hex, parseEther, zeroAddress } from 'viem'
import { beforeAll, expect, test } from 'vitest'
import { createFactoryCollection, type NftWorld, send } from '../nft/test/nftScenario'
import { createCreatorCollection, lazyOrder, signedBody } from './test/lazyOrderFixture'
import {
  describeEachDatabase,
  postOrder,
  solidPng,
  uploadImage,
  useMarketChain,
} from './test/marketSuite'

/** The collections' creator (world.creator). */
const alice = devAccount(5)
/** Another creator, with a factory collection of their own. */
const mallory = devAccount(2)
/** Owns Alice's collection for a while. */
const bob = devAccount(3)

let png: Buffer
const world = useMarketChain(async () => {
  png = await solidPng('#2a7f62')
})

/** The world's client of a dev account (users are accounts 1–4, the creator 5). */
function clientOf(world: NftWorld, index: 1 | 2 | 3 | 4) {
  const client = world.users[index - 1]
  if (!client) throw new Error(`no client for account ${index}`)
  return client
}

describeEachDatabase(world, (suite) => {
  let aliceToken: string
  let malloryToken: string
  let image: string
  /** Alice's and Mallory's factory collections (lowercase). */
  let collectionA: Address
  let collectionM: Address

  beforeAll(async () => {
    aliceToken = await suite.server.signIn(alice)
    malloryToken = await suite.server.signIn(mallory)
    image = await uploadImage(suite.server, aliceToken, png)
    collectionA = await createCreatorCollection(world.chain, `Scoped ${suite.target.kind}`)
    const created = await createFactoryCollection(
      world.chain.world,
      clientOf(world.chain.world, 2),
      `Copies ${suite.target.kind}`,
      'COPY',
    )
    collectionM = created.toLowerCase() as Address
  }, 60_000)

  /** `token` describes a token of `collection` (datapost); answers its UID and metadata URI. */
  const describeToken = async (
    token: string,
    collection: Address,
    name: string,
    tokenUID?: string,
  ): Promise<{ tokenUID: Hex; uri: string }> => {
    const answer = await suite.server.request<ApiDatapost>('POST', '/v1/1337/nft/datapost', {
      token,
      json: { collection, name, image, ...(tokenUID === undefined ? {} : { tokenUID }) },
    })
    expect(answer.status, answer.text).toBe(201)
    return { tokenUID: answer.body.tokenUID as Hex, uri: answer.body.uri }
  }

  /** Every stored order and token, to compare before and after a refused write. */
  const tables = async () => ({
    orders: await suite.server.database.db
      .selectFrom('market_order')
      .selectAll()
      .orderBy('hash')
      .execute(),
    tokens: await suite.server.database.db
      .selectFrom('market_token')
      .selectAll()
      .orderBy('collection')
      .orderBy('token_uid')
      .execute(),
  })

  /** Sends, expects `status` and an unchanged database, answers the error's message. */
  const refused = async (
    method: 'GET' | 'POST',
    path: string,
    status: number,
    options: { token?: string; json?: unknown } = {},
  ) => {
    const before = await tables()
    const answer = await suite.server.request<ApiErrorBody>(method, path, options)
    expect(answer.status, answer.text).toBe(status)
    expect(await tables()).toEqual(before)
    return answer.body.message
  }

  const ordersOf = async (uid: string, collection?: string) => {
    const query = collection === undefined ? '' : `&collection=${collection}`
    const answer = await suite.server.request<ApiList<ApiOrder>>(
      'GET',
      `/v1/1337/orders?uid=${uid}${query}`,
    )
    expect(answer.status, answer.text).toBe(200)
    return answer.body.data
  }

  const listed = async (collection: Address, uid: string) => {
    const page = await suite.server.request<ApiCollectionTokens>(
      'GET',
      `/v1/1337/collections/${collection}/tokens`,
    )
    expect(page.status, page.text).toBe(200)
    return page.body.data.find((token) => token.tokenUID === uid)
  }

  const execute = (order: LazyOrder, { v, r, s }: { v: number; r: string; s: string }) =>
    send(clientOf(world.chain.world, 1), {
      address: world.chain.world.factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'executeOrderWithBNB',
      args: [order, v, r as Hex, s as Hex, zeroAddress],
      value: order.price,
    })

  test("another collection's copy of A's token is refused and leaves it alone; A sells it, the buyer gets A's token", async () => {
    const original = await describeToken(aliceToken, collectionA, `Original ${suite.target.kind}`)
    // Mallory signs A's UID and metadata for Mallory's own collection.
    const copy: LazyOrder = {
      collection: collectionM,
      tokenUID: original.tokenUID,
      uri: original.uri,
      price: parseEther('0.01'),
      creator: mallory.address,
      expiry: 4_102_444_800n,
      nonce: 0n,
    }
    const copyBody = await signedBody(world.chain, mallory, copy)
    expect(
      await refused('POST', '/v1/1337/orders/create', 403, {
        token: malloryToken,
        json: copyBody,
      }),
    ).toBe(
      `This token was described for another collection (${collectionA}); an order can only sell a token of its own collection. Describe it for ${collectionM} with nft/datapost first.`,
    )

    // The chain lets Mallory mint it in Mallory's collection: Mallory's own token, nothing of A's.
    const signature = await signLazyOrder(mallory, LOCAL_CHAIN_ID, world.chain.world.factory, copy)
    await send(clientOf(world.chain.world, 4), {
      address: world.chain.world.factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'executeOrderWithBNB',
      args: [copy, signature.v, signature.r, signature.s, zeroAddress],
      value: copy.price,
    })
    await suite.server.synced()
    expect(await listed(collectionA, original.tokenUID)).toMatchObject({
      tokenId: null,
      name: `Original ${suite.target.kind}`,
      onOrder: 0,
    })

    // Alice sells her token: no order of another collection stands in the way.
    const order = lazyOrder(world.chain, collectionA, 'unused', original.uri, {
      tokenUID: original.tokenUID,
    })
    const created = await postOrder(
      suite.server,
      aliceToken,
      await signedBody(world.chain, alice, order),
    )
    expect(created.status, created.text).toBe(201)
    const [served] = await ordersOf(original.tokenUID)
    expect(served).toEqual(created.body.data)
    expect(await ordersOf(original.tokenUID, collectionA)).toEqual([created.body.data])
    if (served?.status !== 'open') throw new Error('the order is not open')
    expect(await listed(collectionA, original.tokenUID)).toMatchObject({
      tokenId: null,
      onOrder: 1,
      onOrderPrice: order.price.toString(),
      location: 'For Sale',
    })

    // A buyer executes the order as served: A's token of A's collection, with A's metadata.
    await execute(order, served)
    await suite.server.synced()
    const buyer = devAccount(1).address.toLowerCase()
    const detail = await suite.server.request<ApiItem<ApiToken>>(
      'GET',
      `/v1/1337/collections/${collectionA}/tokens/1`,
    )
    expect(detail.status, detail.text).toBe(200)
    expect(detail.body.data).toMatchObject({
      tokenId: '1',
      tokenUID: original.tokenUID,
      name: `Original ${suite.target.kind}`,
      collection: { address: collectionA },
      owner: buyer,
      onOrder: 0,
    })
    expect(await listed(collectionA, original.tokenUID)).toMatchObject({ tokenId: '1' })
    const [executed] = await ordersOf(original.tokenUID, collectionA)
    expect(executed).toMatchObject({ status: 'executed', v: null, r: null, s: null })
    const search = await suite.server.request<ApiList<ApiOrderSearchResult>>(
      'GET',
      `/v1/1337/orders/search?collection=${collectionA}&tokenId=1`,
    )
    expect(search.body.data.map((row) => row.order.hash)).toEqual([created.body.data.hash])
    // Two tokens carry the UID, one in each collection.
    const minted = await suite.server.database.db
      .selectFrom('nft_token')
      .select(['collection', 'token_id', 'owner'])
      .where('token_uid', '=', original.tokenUID)
      .orderBy('collection')
      .execute()
    expect(minted).toEqual(
      [
        { collection: collectionA, token_id: 1n, owner: buyer },
        { collection: collectionM, token_id: 1n, owner: devAccount(4).address.toLowerCase() },
      ].sort((a, b) => a.collection.localeCompare(b.collection)),
    )
  })

  test('a UID used by two collections names two tokens; reads by UID alone then ask for the collection', async () => {
    const own = await describeToken(aliceToken, collectionA, `Shared ${suite.target.kind}`)
    const theirs = await describeToken(
      malloryToken,
      collectionM,
      `Mallory's ${suite.target.kind}`,
      own.tokenUID,
    )
    expect(theirs.tokenUID).toBe(own.tokenUID)
    // Each sells its own token; neither order is in the other's way.
    const malloryOrder: LazyOrder = {
      ...lazyOrder(world.chain, collectionM, 'unused', theirs.uri, { tokenUID: own.tokenUID }),
      creator: mallory.address,
      price: parseEther('0.01'),
    }
    const malloryCreated = await postOrder(
      suite.server,
      malloryToken,
      await signedBody(world.chain, mallory, malloryOrder),
    )
    expect(malloryCreated.status, malloryCreated.text).toBe(201)
    const aliceOrder = lazyOrder(world.chain, collectionA, 'unused', own.uri, {
      tokenUID: own.tokenUID,
    })
    const aliceCreated = await postOrder(
      suite.server,
      aliceToken,
      await signedBody(world.chain, alice, aliceOrder),
    )
    expect(aliceCreated.status, aliceCreated.text).toBe(201)
    expect(await listed(collectionA, own.tokenUID)).toMatchObject({
      name: `Shared ${suite.target.kind}`,
      onOrderPrice: aliceOrder.price.toString(),
    })
    expect(await listed(collectionM, own.tokenUID)).toMatchObject({
      name: `Mallory's ${suite.target.kind}`,
      onOrderPrice: malloryOrder.price.toString(),
    })
    expect(await ordersOf(own.tokenUID, collectionA)).toEqual([aliceCreated.body.data])
    expect(await ordersOf(own.tokenUID, collectionM)).toEqual([malloryCreated.body.data])

    const both = [collectionA, collectionM].sort().join(', ')
    const ambiguous = `token UID ${own.tokenUID} names tokens of 2 collections (${both}); say which with collection`
    expect(await refused('GET', `/v1/1337/orders?uid=${own.tokenUID}`, 400)).toBe(
      `query.collection: ${ambiguous}`,
    )
    expect(
      await refused('POST', '/v1/1337/orders/cancel', 400, {
        token: aliceToken,
        json: { tokenUID: own.tokenUID },
      }),
    ).toBe(`body.collection: ${ambiguous}`)
    expect(
      await refused('POST', '/v1/1337/tokens/update', 400, {
        token: aliceToken,
        json: { tokenUID: own.tokenUID, tokenId: '1' },
      }),
    ).toBe(`body.collection: ${ambiguous}`)
    // Alice cannot withdraw Mallory's order, nor Mallory Alice's.
    expect(
      await refused('POST', '/v1/1337/orders/cancel', 403, {
        token: aliceToken,
        json: { tokenUID: own.tokenUID, collection: collectionM },
      }),
    ).toBe(
      `Only the order's creator ${mallory.address.toLowerCase()} can cancel it; you are signed in as ${alice.address.toLowerCase()}.`,
    )
  })

  test('a cancelled order: withdrawn once cancelled on chain, never served with its signature, no longer executable', async () => {
    const token = await describeToken(aliceToken, collectionA, `Withdrawn ${suite.target.kind}`)
    const order = lazyOrder(world.chain, collectionA, 'unused', token.uri, {
      tokenUID: token.tokenUID,
    })
    const body = await signedBody(world.chain, alice, order)
    const created = await postOrder(suite.server, aliceToken, body)
    expect(created.status, created.text).toBe(201)
    const hash = created.body.data.hash
    // Withdrawn here while valid on chain, a kept signature would still execute.
    expect(
      await refused('POST', '/v1/1337/orders/cancel', 409, {
        token: aliceToken,
        json: { tokenUID: token.tokenUID, collection: collectionA },
      }),
    ).toBe(
      `Order ${hash} is still valid on chain: cancel it first with the factory's cancelOrder (sent by ${alice.address.toLowerCase()}), then call orders/cancel again.`,
    )

    // Alice cancels on chain and never calls orders/cancel: the index withdraws it.
    await send(world.chain.world.creator, {
      address: world.chain.world.factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'cancelOrder',
      args: [order],
    })
    await suite.server.synced()
    expect(await ordersOf(token.tokenUID, collectionA)).toEqual([
      { ...created.body.data, status: 'cancelled', v: null, r: null, s: null },
    ])
    expect(await listed(collectionA, token.tokenUID)).toMatchObject({ onOrder: 0 })
    const open = await suite.server.request<ApiList<ApiOrderSearchResult>>(
      'GET',
      `/v1/1337/orders/search?collection=${collectionA}&onOrder=1`,
    )
    expect(open.body.data.map((row) => row.order.hash)).not.toContain(hash)
    // The signature a buyer kept from before no longer executes.
    await expect(execute(order, body)).rejects.toThrow('GhostNFTFactory: ORDER_CANCELLED')

    // orders/cancel now agrees with the chain.
    const cancelled = await suite.server.request<ApiItem<ApiOrder>>(
      'POST',
      '/v1/1337/orders/cancel',
      {
        token: aliceToken,
        json: { tokenUID: token.tokenUID, collection: collectionA },
      },
    )
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.body.data).toMatchObject({ hash, status: 'cancelled', v: null })
  })

  test('A → B → A: the orders A signed before the collection changed hands are superseded', async () => {
    const collection = await createCreatorCollection(world.chain, `Epochs ${suite.target.kind}`)
    const token = await describeToken(aliceToken, collection, `Kept ${suite.target.kind}`)
    const before = lazyOrder(world.chain, collection, 'unused', token.uri, {
      tokenUID: token.tokenUID,
    })
    const body = await signedBody(world.chain, alice, before)
    const created = await postOrder(suite.server, aliceToken, body)
    expect(created.status, created.text).toBe(201)
    expect(created.body.data).toMatchObject({ status: 'open', nonce: '0', v: body.v })

    const transfer = (from: 'alice' | 'bob', to: Address) =>
      send(from === 'alice' ? world.chain.world.creator : clientOf(world.chain.world, 3), {
        address: collection,
        abi: ghostCollectionAbi,
        functionName: 'transferOwnership',
        args: [to],
      })
    await transfer('alice', bob.address)
    await transfer('bob', alice.address)
    await suite.server.synced()
    expect(await ordersOf(token.tokenUID)).toEqual([
      { ...created.body.data, status: 'superseded', v: null, r: null, s: null },
    ])
    expect(await listed(collection, token.tokenUID)).toMatchObject({ onOrder: 0 })
    await expect(execute(before, body)).rejects.toThrow('GhostNFTFactory: STALE_ORDER')

    // Alice sells again under the collection's current epoch, 2.
    const stale = await signedBody(world.chain, alice, { ...before, price: parseEther('0.3') })
    expect(
      await refused('POST', '/v1/1337/orders/create', 422, { token: aliceToken, json: stale }),
    ).toBe("The order's nonce must be the collection's ownership epoch 2; sign it again.")
    const current = await postOrder(
      suite.server,
      aliceToken,
      await signedBody(world.chain, alice, { ...before, nonce: 2n }),
    )
    expect(current.status, current.text).toBe(201)
    expect(current.body.data).toMatchObject({ status: 'open', nonce: '2' })
    expect(await listed(collection, token.tokenUID)).toMatchObject({ onOrder: 1 })
  })

  test('while the index lags behind a transfer, the new owner still gets one open order per token', async () => {
    const collection = await createCreatorCollection(world.chain, `Lagging ${suite.target.kind}`)
    const token = await describeToken(aliceToken, collection, `Lagged ${suite.target.kind}`)
    await send(world.chain.world.creator, {
      address: collection,
      abi: ghostCollectionAbi,
      functionName: 'transferOwnership',
      args: [bob.address],
    })
    await suite.server.synced()
    // the index one transfer behind the chain: epoch 0, Alice the owner
    await suite.server.database.db
      .updateTable('nft_collection')
      .set({ ownership_epoch: 0n, owner: alice.address.toLowerCase() })
      .where('id', '=', collection)
      .execute()
    const bobToken = await suite.server.signIn(bob)
    const order = lazyOrder(world.chain, collection, 'unused', token.uri, {
      tokenUID: token.tokenUID,
      creator: bob.address,
      nonce: 1n,
    })
    const first = await postOrder(suite.server, bobToken, await signedBody(world.chain, bob, order))
    expect(first.status, first.text).toBe(201)
    // valid on chain (epoch 1, Bob the owner): a second price for the same token is refused
    const second = await postOrder(
      suite.server,
      bobToken,
      await signedBody(world.chain, bob, { ...order, price: order.price + 1n }),
    )
    expect(second.status, second.text).toBe(409)
  })
})
