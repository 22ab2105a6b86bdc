/**
 * A lazy sale end to end over real HTTP, on PGlite and PostgreSQL: the creator signs an order
 * for a token of their factory collection, orders/create keeps it, reads show it open; a buyer
 * executes it on chain; once the index has the block, reads say executed and search no longer
 * offers it.
 */
import {
  ghostNFTFactoryAbi,
  lazyOrderCreatorWalletAbi,
  lazyOrderCreatorWalletBytecode,
} from '@ghost/contracts'
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
import { toAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFactoryCollection, send } from '../nft/test/nftScenario'
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

let chain: MarketChain
/** A smart-wallet creator (ERC-1271, its key is dev account 3) and its factory collection. */
let wallet: Account
let walletCollection: Address
beforeAll(async () => {
  chain = await startMarketChain()
  const key = devAccount(3)
  const { signMessage, signTypedData } = key
  if (!signMessage || !signTypedData) throw new Error('dev account 3 cannot sign locally')
  const keyClient = anvilClient(chain.url, key)
  const deployed = await keyClient.waitForTransactionReceipt({
    hash: await keyClient.deployContract({
      abi: lazyOrderCreatorWalletAbi,
      bytecode: lazyOrderCreatorWalletBytecode,
      args: [key.address],
    }),
  })
  if (!deployed.contractAddress) throw new Error('no wallet')
  // The wallet's address, signing with its key: what a smart wallet's owner does in the browser.
  wallet = toAccount({
    address: deployed.contractAddress,
    signMessage,
    signTypedData,
    signTransaction: () => Promise.reject(new Error('a contract does not sign transactions')),
  })
  const created = await createFactoryCollection(chain.world, keyClient, 'Wallet Art', 'WART', {
    owner: wallet.address,
    creatorFee: 0n,
  })
  walletCollection = created.toLowerCase() as Address
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase())
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    test('sign → orders/create → open in reads → executed on chain → executed, off the search', async () => {
      const creator = devAccount(5)
      const collection = await createCreatorCollection(chain, `Lazy ${target.kind}`)
      const uri = await storeTokenFiles(chain, `Lazy One ${target.kind}`)
      const order = lazyOrder(chain, collection, `lazy-one-${target.kind}`, uri)
      const body = await signedBody(chain, creator, order)
      const token = await server.signIn(creator)

      const created = await server.request<ApiItem<ApiOrder>>('POST', '/v1/1337/orders/create', {
        token,
        json: body,
      })
      expect(created.status, created.text).toBe(201)
      const hash = created.body.data.hash
      expect(hash).toBe(
        await chain.client.readContract({
          address: chain.world.factory,
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
      const again = await server.request<ApiItem<ApiOrder>>('POST', '/v1/1337/orders/create', {
        token,
        json: body,
      })
      expect(again.status).toBe(200)
      expect(again.body.data).toEqual(created.body.data)

      const byUid = await server.request<ApiList<ApiOrder>>(
        'GET',
        `/v1/1337/orders?uid=${order.tokenUID}`,
      )
      expect(byUid.status).toBe(200)
      expect(byUid.body.data).toEqual([created.body.data])
      const search = `/v1/1337/orders/search?creator=${creator.address}&onOrder=1`
      const listed = await server.request<ApiList<ApiOrderSearchResult>>('GET', search)
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
      const described = await server.database.db
        .selectFrom('market_token')
        .select(['name', 'description', 'attributes', 'filetype', 'creator', 'token_id'])
        .where('token_uid', '=', order.tokenUID)
        .execute()
      expect(described).toEqual([
        {
          name: `Lazy One ${target.kind}`,
          description: `Lazy One ${target.kind}, sold lazily.`,
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
      await server.synced()
      const page = await server.request<ApiCollectionTokens>(
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

      const buyer = chain.world.users[1]
      if (!buyer) throw new Error('no buyer')
      const order2 = byUid.body.data[0]
      if (order2?.status !== 'open') throw new Error('no open order')
      await send(buyer, {
        address: chain.world.factory,
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
      await server.synced()

      const after = await server.request<ApiList<ApiOrder>>(
        'GET',
        `/v1/1337/orders?uid=${order.tokenUID}`,
      )
      expect(after.body.data.map((row) => row.status)).toEqual(['executed'])
      expect(after.body.indexedTo?.blockNumber).toBe(
        Number(await chain.client.getBlockNumber({ cacheTime: 0 })),
      )
      expect(
        (await server.request<ApiList<ApiOrderSearchResult>>('GET', search)).body.data,
      ).toEqual([])
      // Without onOrder the search still has it, with the token id the sale minted.
      const all = await server.request<ApiList<ApiOrderSearchResult>>(
        'GET',
        `/v1/1337/orders/search?collection=${collection}`,
      )
      expect(all.body.data.map((row) => [row.order.hash, row.tokenId])).toEqual([[hash, '1']])
      const byTokenId = await server.request<ApiList<ApiOrderSearchResult>>(
        'GET',
        `/v1/1337/orders/search?collection=${collection}&tokenId=1`,
      )
      expect(byTokenId.body.data.map((row) => row.order.hash)).toEqual([hash])
      // The token's page: minted to the buyer, described as signed, no longer on order.
      const detail = await server.request<ApiItem<ApiToken>>(
        'GET',
        `/v1/1337/collections/${collection}/tokens/1`,
      )
      expect(detail.status, detail.text).toBe(200)
      expect(detail.body.data).toMatchObject({
        tokenId: '1',
        tokenUID: order.tokenUID,
        name: `Lazy One ${target.kind}`,
        owner: buyer.account.address.toLowerCase(),
        location: 'In Wallet',
        onOrder: 0,
        onOrderPrice: null,
      })
      // The minted token carries the order's UID, so reads join it to market_token.
      const minted = await server.database.db
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
      const uri = await storeTokenFiles(chain, `Wallet One ${target.kind}`)
      const order = lazyOrder(chain, walletCollection, `wallet-one-${target.kind}`, uri, {
        creator: wallet.address,
      })
      const token = await server.signIn(wallet)
      const created = await server.request<ApiItem<ApiOrder>>('POST', '/v1/1337/orders/create', {
        token,
        json: await signedBody(chain, wallet, order),
      })
      expect(created.status, created.text).toBe(201)
      expect(created.body.data).toMatchObject({
        creator: wallet.address.toLowerCase(),
        status: 'open',
      })
      // Another key's signature is refused by the wallet.
      const forged = await signedBody(chain, devAccount(4), { ...order, nonce: 1n })
      const refused = await server.request('POST', '/v1/1337/orders/create', {
        token,
        json: forged,
      })
      expect(refused.status).toBe(401)
    })
  })
}
