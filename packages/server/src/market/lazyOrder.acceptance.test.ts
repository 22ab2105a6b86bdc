/**
 * A lazy sale end to end over real HTTP, on PGlite and PostgreSQL: the creator signs an order
 * for a token of their factory collection, orders/create keeps it, reads show it open; a buyer
 * executes it on chain; once the index has the block, reads say executed and search no longer
 * offers it.
 */
import { ghostNFTFactoryAbi } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import type {
  ApiCollectionTokens,
  ApiItem,
  ApiList,
  ApiOrder,
  ApiOrderSearchResult,
  ApiToken,
} from '@ghost/sdk'
import type { Account, Address } from 'viem'
import { expect, test } from 'vitest'
import { createFactoryCollection, send } from '../nft/test/nftScenario'
import {
  createCreatorCollection,
  deployContractWallet,
  lazyOrder,
  signedBody,
  storeTokenFiles,
} from './test/lazyOrderFixture'
import { describeEachDatabase, postOrder, useMarketChain } from './test/marketSuite'

/** A smart-wallet creator (ERC-1271, its key is dev account 3) and its factory collection. */
let wallet: Account
let walletCollection: Address
const world = useMarketChain(async (chain) => {
  const key = devAccount(3)
  wallet = await deployContractWallet(chain, key)
  const created = await createFactoryCollection(
    chain.world,
    anvilClient(chain.url, key),
    'Wallet Art',
    'WART',
    {
      owner: wallet.address,
      creatorFee: 0n,
    },
  )
  walletCollection = created.toLowerCase() as Address
})

describeEachDatabase(world, (suite) => {
  test('sign → orders/create → open in reads → executed on chain → executed, off the search', async () => {
    const creator = devAccount(5)
    const collection = await createCreatorCollection(world.chain, `Lazy ${suite.target.kind}`)
    const uri = await storeTokenFiles(world.chain, `Lazy One ${suite.target.kind}`)
    const order = lazyOrder(world.chain, collection, `lazy-one-${suite.target.kind}`, uri)
    const body = await signedBody(world.chain, creator, order)
    const token = await suite.server.signIn(creator)

    const created = await postOrder(suite.server, token, body)
    expect(created.status, created.text).toBe(201)
    const hash = created.body.data.hash
    expect(hash).toBe(
      await world.chain.client.readContract({
        address: world.chain.world.factory,
        abi: ghostNFTFactoryAbi,
        functionName: 'hashOrder',
        args: [order],
      }),
    )
    expect(created.body.data).toMatchObject({
      tokenUID: order.tokenUID,
      collection,
      creator: creator.address.toLowerCase(),
      price: '250000000000000000',
      uri,
      expiry: Number(order.expiry),
      nonce: '0',
      v: body.v,
      r: body.r,
      s: body.s,
      status: 'open',
    })
    // The same request again is a harmless retry: the stored order, 200.
    const again = await postOrder(suite.server, token, body)
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(created.body.data)

    const byUid = await suite.server.request<ApiList<ApiOrder>>(
      'GET',
      `/v1/1337/orders?uid=${order.tokenUID}`,
    )
    expect(byUid.status).toBe(200)
    expect(byUid.body.data).toEqual([created.body.data])
    const search = `/v1/1337/orders/search?creator=${creator.address}&onOrder=1`
    const listed = await suite.server.request<ApiList<ApiOrderSearchResult>>('GET', search)
    expect(listed.body.data).toEqual([
      {
        tokenId: null,
        tokenUID: order.tokenUID,
        onOrderPrice: '250000000000000000',
        order: { hash, creator: creator.address.toLowerCase() },
        collection: { address: collection },
        updated_at: created.body.data.updatedAt,
      },
    ])
    // The token it sells is described for the market's reads, from the metadata file.
    const described = await suite.server.database.db
      .selectFrom('market_token')
      .select(['name', 'description', 'attributes', 'filetype', 'creator', 'token_id'])
      .where('token_uid', '=', order.tokenUID)
      .execute()
    expect(described).toEqual([
      {
        name: `Lazy One ${suite.target.kind}`,
        description: `Lazy One ${suite.target.kind}, sold lazily.`,
        attributes: [
          { traitType: 'Colour', value: 'Rose', displayType: null },
          { traitType: 'Edition', value: 1, displayType: 'number' },
        ],
        filetype: 'image/png',
        creator: creator.address.toLowerCase(),
        token_id: null,
      },
    ])

    // The collection's page offers the token before it exists on chain.
    await suite.server.synced()
    const page = await suite.server.request<ApiCollectionTokens>(
      'GET',
      `/v1/1337/collections/${collection}/tokens`,
    )
    expect(page.status, page.text).toBe(200)
    expect(
      page.body.data.map(({ tokenId, tokenUID, onOrder, onOrderPrice, owner, location }) => ({
        tokenId,
        tokenUID,
        onOrder,
        onOrderPrice,
        owner,
        location,
      })),
    ).toEqual([
      {
        tokenId: null,
        tokenUID: order.tokenUID,
        onOrder: 1,
        onOrderPrice: '250000000000000000',
        owner: null,
        location: 'For Sale',
      },
    ])

    const buyer = world.chain.world.users[1]
    if (!buyer) throw new Error('no buyer')
    const order2 = byUid.body.data[0]
    if (order2?.status !== 'open') throw new Error('no open order')
    await send(buyer, {
      address: world.chain.world.factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'executeOrderWithBNB',
      args: [
        order,
        order2.v,
        order2.r as `0x${string}`,
        order2.s as `0x${string}`,
        buyer.account.address,
      ],
      value: order.price,
    })
    await suite.server.synced()

    const after = await suite.server.request<ApiList<ApiOrder>>(
      'GET',
      `/v1/1337/orders?uid=${order.tokenUID}`,
    )
    expect(after.body.data.map((row) => row.status)).toEqual(['executed'])
    expect(after.body.indexedTo?.blockNumber).toBe(
      Number(await world.chain.client.getBlockNumber({ cacheTime: 0 })),
    )
    expect(
      (await suite.server.request<ApiList<ApiOrderSearchResult>>('GET', search)).body.data,
    ).toEqual([])
    // Without onOrder the search still has it, with the token id the sale minted.
    const all = await suite.server.request<ApiList<ApiOrderSearchResult>>(
      'GET',
      `/v1/1337/orders/search?collection=${collection}`,
    )
    expect(all.body.data.map((row) => [row.order.hash, row.tokenId])).toEqual([[hash, '1']])
    const byTokenId = await suite.server.request<ApiList<ApiOrderSearchResult>>(
      'GET',
      `/v1/1337/orders/search?collection=${collection}&tokenId=1`,
    )
    expect(byTokenId.body.data.map((row) => row.order.hash)).toEqual([hash])
    // The token's page: minted to the buyer, described as signed, no longer on order.
    const detail = await suite.server.request<ApiItem<ApiToken>>(
      'GET',
      `/v1/1337/collections/${collection}/tokens/1`,
    )
    expect(detail.status, detail.text).toBe(200)
    expect(detail.body.data).toMatchObject({
      tokenId: '1',
      tokenUID: order.tokenUID,
      name: `Lazy One ${suite.target.kind}`,
      owner: buyer.account.address.toLowerCase(),
      location: 'In Wallet',
      onOrder: 0,
      onOrderPrice: null,
    })
    // The minted token carries the order's UID, so reads join it to market_token.
    const minted = await suite.server.database.db
      .selectFrom('nft_token')
      .select(['owner', 'token_uid', 'location'])
      .where('collection', '=', collection)
      .execute()
    expect(minted).toEqual([
      {
        owner: buyer.account.address.toLowerCase(),
        token_uid: order.tokenUID,
        location: 'In Wallet',
      },
    ])
  })

  test('a creator whose wallet is a contract signs through ERC-1271', async () => {
    const uri = await storeTokenFiles(world.chain, `Wallet One ${suite.target.kind}`)
    const order = lazyOrder(world.chain, walletCollection, `wallet-one-${suite.target.kind}`, uri, {
      creator: wallet.address,
    })
    const token = await suite.server.signIn(wallet)
    const created = await postOrder(
      suite.server,
      token,
      await signedBody(world.chain, wallet, order),
    )
    expect(created.status, created.text).toBe(201)
    expect(created.body.data).toMatchObject({
      creator: wallet.address.toLowerCase(),
      status: 'open',
    })
    // Another key's signature is refused by the wallet.
    const forged = await signedBody(world.chain, devAccount(4), { ...order, nonce: 1n })
    const refused = await suite.server.request('POST', '/v1/1337/orders/create', {
      token,
      json: forged,
    })
    expect(refused.status).toBe(401)
  })
})
