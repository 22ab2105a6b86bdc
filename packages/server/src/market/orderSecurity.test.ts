/**
 * Orders refused over real HTTP, on PGlite and PostgreSQL: forged or foreign signatures, a
 * creator who is not the session or does not own the collection, expired, settled, duplicate,
 * malformed; cancels of nothing or of another's order. Each answers its status and message and
 * leaves market_order and market_token as they were.
 */
import { ghostNFTFactoryAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import type { ApiErrorBody, ApiItem, ApiList, ApiOrder } from '@ghost/sdk'
import { type Address, parseEther } from 'viem'
import { beforeAll, expect, test } from 'vitest'
import { send } from '../nft/test/nftScenario'
import {
  type CreateOrderBody,
  createCreatorCollection,
  lazyOrder,
  signedBody,
  storeTokenFiles,
} from './test/lazyOrderFixture'
import { startMarketServer } from './test/marketFixture'
import { describeEachDatabase, postOrder, useMarketChain } from './test/marketSuite'

const creator = devAccount(5)
const stranger = devAccount(2)
/** secp256k1's n: s' = n - s is the same signature's malleable twin. */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

let collection: Address
let uri: string
/** Valid, signed by the creator, never stored: each refusal below changes one thing of it. */
let good: CreateOrderBody
/** Signed by the creator and executed on chain before any server saw it. */
let executed: CreateOrderBody
const world = useMarketChain(async (chain) => {
  collection = await createCreatorCollection(chain, 'Guarded')
  uri = await storeTokenFiles(chain, 'Guarded One')
  good = await signedBody(chain, creator, lazyOrder(chain, collection, 'guarded-1', uri))
  const sold = lazyOrder(chain, collection, 'guarded-sold', uri)
  executed = await signedBody(chain, creator, sold)
  const buyer = chain.world.users[0]
  if (!buyer) throw new Error('no buyer')
  await send(buyer, {
    address: chain.world.factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'executeOrderWithBNB',
    args: [sold, executed.v, executed.r as Address, executed.s as Address, buyer.account.address],
    value: sold.price,
  })
})

describeEachDatabase(world, (suite) => {
  let creatorToken: string
  let strangerToken: string
  beforeAll(async () => {
    creatorToken = await suite.server.signIn(creator)
    strangerToken = await suite.server.signIn(stranger)
    await suite.server.synced()
  }, 60_000)

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
      .orderBy('token_uid')
      .execute(),
  })

  /** Posts, expects `status`, checks nothing was written, answers the error's message. */
  const refused = async (
    path: string,
    json: unknown,
    status: number,
    token: string | undefined = creatorToken,
  ) => {
    const before = await tables()
    const answer = await suite.server.request<ApiErrorBody>('POST', path, { token, json })
    expect(answer.status, answer.text).toBe(status)
    expect(await tables()).toEqual(before)
    return answer.body.message
  }
  const create = (json: unknown, status: number, token?: string) =>
    refused('/v1/1337/orders/create', json, status, token)

  test('forged signatures: a changed price, a foreign signer, a malleable s, a wrong v', async () => {
    expect(
      await create({ ...good, price: parseEther('0.01').toString() }, 401),
    ).toMatchInlineSnapshot(`"The order is not signed by its creator."`)
    const foreign = await signedBody(
      world.chain,
      stranger,
      lazyOrder(world.chain, collection, 'guarded-1', uri),
    )
    expect(await create(foreign, 401)).toMatchInlineSnapshot(
      `"The order is not signed by its creator."`,
    )
    const highS = `0x${(CURVE_ORDER - BigInt(good.s)).toString(16).padStart(64, '0')}`
    expect(
      await create({ ...good, s: highS, v: good.v === 27 ? 28 : 27 }, 401),
    ).toMatchInlineSnapshot(`"The order is not signed by its creator."`)
    expect(await create({ ...good, v: 1 }, 401)).toMatchInlineSnapshot(
      `"The order is not signed by its creator."`,
    )
  })

  test('the session must be the creator, and the creator must own the collection', async () => {
    expect(await create(good, 401, '')).toMatchInlineSnapshot(
      `"Sign in with your wallet first: send Authorization: Bearer <token> from POST /api/auth/login."`,
    )
    expect(await create(good, 403, strangerToken)).toMatchInlineSnapshot(
      `"Only the creator can submit an order; it names 0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc and you are signed in as 0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc."`,
    )
    // The stranger signs an order of their own for the creator's collection.
    const notOwner = await signedBody(
      world.chain,
      stranger,
      lazyOrder(world.chain, collection, 'guarded-2', uri, { creator: stranger.address }),
    )
    // The collection's address depends on the world's deploy order: not written out.
    expect(await create(notOwner, 403, strangerToken)).toBe(
      `Only the owner of collection ${collection.toLowerCase()} can sell its tokens with signed orders; you are signed in as 0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc.`,
    )
  })

  test('expired, settled on chain, out of the ask limits, metadata not stored here', async () => {
    const expired = await signedBody(
      world.chain,
      creator,
      lazyOrder(world.chain, collection, 'guarded-3', uri, { expiry: 1_700_000_000n }),
    )
    expect(await create(expired, 422)).toMatchInlineSnapshot(
      `"The order expired at 2023-11-14T22:13:20.000Z; sign it again with a later expiry."`,
    )
    expect(await create(executed, 409)).toMatchInlineSnapshot(
      `"This order was already executed on chain."`,
    )
    const cheap = await signedBody(
      world.chain,
      creator,
      lazyOrder(world.chain, collection, 'guarded-4', uri, { price: 1n }),
    )
    expect(await create(cheap, 422)).toMatchInlineSnapshot(
      `"The price must be between 0.001 and 10000 BNB (the market's ask limits)."`,
    )
    // The factory executes an order only under the collection's current ownership epoch (0).
    const stale = await signedBody(
      world.chain,
      creator,
      lazyOrder(world.chain, collection, 'guarded-6', uri, { nonce: 1n }),
    )
    expect(await create(stale, 422)).toMatchInlineSnapshot(
      `"The order's nonce must be the collection's ownership epoch 0; sign it again."`,
    )
    const elsewhere = await signedBody(
      world.chain,
      creator,
      lazyOrder(
        world.chain,
        collection,
        'guarded-5',
        'ipfs://bafkreiabcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrs',
      ),
    )
    expect(await create(elsewhere, 422)).toMatchInlineSnapshot(
      `"The order's uri must be ipfs:// of token metadata stored on this server (see datapost), so a buyer can see what they buy; ipfs://bafkreiabcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrs is not stored here."`,
    )
  })

  test('malformed bodies and another chain', async () => {
    expect(await create({ ...good, extra: 1 }, 400)).toMatchInlineSnapshot(
      `"body: Unrecognized key: "extra""`,
    )
    expect(await create({ ...good, price: '-1', tokenUID: '0x12' }, 400)).toMatchInlineSnapshot(
      `"body.tokenUID: must be a token UID (0x and 64 hex digits); body.price: must be decimal digits"`,
    )
    expect(
      await create({ ...good, data: { ...good.data, expiry: '99999999999999999999' } }, 400),
    ).toMatchInlineSnapshot(`"body.data.expiry: must be unix seconds before the year 10000"`)
    expect(await refused('/v1/97/orders/create', good, 404)).toMatchInlineSnapshot(
      `"This server follows chain 1337; it has no NFT market data for chain 97."`,
    )
  })

  test('one open order per token; cancel by its creator only, once cancelled on chain; a cancelled order stays cancelled', async () => {
    // Each database target cancels its own order on the shared chain.
    const first = lazyOrder(world.chain, collection, `guarded-cancel-${suite.target.kind}`, uri)
    const firstBody = await signedBody(world.chain, creator, first)
    const uid = first.tokenUID
    const created = await postOrder(suite.server, creatorToken, firstBody)
    expect(created.status, created.text).toBe(201)
    const hash = created.body.data.hash
    const second = await signedBody(world.chain, creator, { ...first, price: parseEther('2') })
    expect(await create(second, 409)).toBe(
      `Token ${uid} of collection ${collection} already has an open order (${hash}); cancel it before signing another.`,
    )

    const cancel = (tokenUID: string, status: number, token?: string) =>
      refused('/v1/1337/orders/cancel', { tokenUID }, status, token)
    expect(await cancel(uid, 403, strangerToken)).toMatchInlineSnapshot(
      `"Only the order's creator 0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc can cancel it; you are signed in as 0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc."`,
    )
    expect(await cancel(`0x${'ab'.repeat(32)}`, 404)).toMatchInlineSnapshot(
      `"Token 0xabababababababababababababababababababababababababababababababab has no open order to cancel."`,
    )
    expect(await cancel('0xnothex', 400)).toMatchInlineSnapshot(
      `"body.tokenUID: must be a token UID (0x and 64 hex digits)"`,
    )

    // Its signature is valid on chain until the factory's cancelOrder: withdrawn here first,
    // it would stay executable by anyone who kept it.
    expect(await cancel(uid, 409)).toBe(
      `Order ${hash} is still valid on chain: cancel it first with the factory's cancelOrder (sent by ${creator.address.toLowerCase()}), then call orders/cancel again.`,
    )
    await send(world.chain.world.creator, {
      address: world.chain.world.factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'cancelOrder',
      args: [first],
    })
    const cancelled = await suite.server.request<ApiItem<ApiOrder>>(
      'POST',
      '/v1/1337/orders/cancel',
      {
        token: creatorToken,
        json: { tokenUID: uid, collection },
      },
    )
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.body.data).toMatchObject({
      hash,
      status: 'cancelled',
      v: null,
      r: null,
      s: null,
    })
    expect(await cancel(uid, 404)).toBe(`Token ${uid} has no open order to cancel.`)
    expect(await create(firstBody, 409)).toMatchInlineSnapshot(
      `"This order was cancelled on chain."`,
    )
    const listed = await suite.server.request<ApiList<ApiOrder>>(
      'GET',
      `/v1/1337/orders?uid=${uid}`,
    )
    expect(listed.body.data.map(({ status, v, r, s }) => ({ status, v, r, s }))).toEqual([
      { status: 'cancelled', v: null, r: null, s: null },
    ])
    // Once the first is cancelled, another order for the token may be signed.
    const resold = await suite.server.request('POST', '/v1/1337/orders/create', {
      token: creatorToken,
      json: second,
    })
    expect(resold.status, resold.text).toBe(201)
  })

  test('a deployment without the NFT market takes no order', async () => {
    const bare = await startMarketServer(world.chain, await suite.handle.freshDatabase(), {
      index: false,
      config: { manifestPath: `${world.chain.manifestPath}.absent` },
    })
    try {
      const answer = await bare.request<ApiErrorBody>('POST', '/v1/1337/orders/create', {
        token: await bare.signIn(creator),
        json: good,
      })
      expect(answer.status).toBe(404)
      expect(answer.body.message).toMatchInlineSnapshot(
        `"Chain 1337 has no NFT market deployed yet; lazy orders cannot be taken."`,
      )
      expect(await bare.database.db.selectFrom('market_order').select('hash').execute()).toEqual([])
    } finally {
      await bare.stop()
    }
  })

  test('reads refuse what they cannot answer', async () => {
    const get = async (path: string, status: number) => {
      const answer = await suite.server.request<ApiErrorBody>('GET', path)
      expect(answer.status, answer.text).toBe(status)
      return answer.body.message
    }
    expect(await get('/v1/1337/orders', 400)).toMatchInlineSnapshot(
      `"query.uid: Invalid input: expected string, received undefined"`,
    )
    expect(await get('/v1/1337/orders?uid=0x1234', 400)).toMatchInlineSnapshot(
      `"query.uid: must be a token UID (0x and 64 hex digits)"`,
    )
    expect(await get('/v1/1337/orders/search?onOrder=1', 400)).toMatchInlineSnapshot(
      `"query: give creator or collection"`,
    )
    expect(
      await get(`/v1/1337/orders/search?creator=${creator.address}&tokenId=1`, 400),
    ).toMatchInlineSnapshot(`"query.tokenId: tokenId needs collection"`)
    expect(
      await get(`/v1/1337/orders/search?collection=${collection}&onOrder=2`, 400),
    ).toMatchInlineSnapshot(`"query.onOrder: Invalid option: expected one of "0"|"1""`)
    expect(await get(`/v1/97/orders?uid=${good.tokenUID}`, 404)).toMatchInlineSnapshot(
      `"This server follows chain 1337; it has no NFT market data for chain 97."`,
    )
  })
})
