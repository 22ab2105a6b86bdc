/**
 * POST /v1/:chainId/tokens/update over real HTTP, on PGlite and PostgreSQL, after real lazy sales:
 * a creator describes tokens (datapost), a buyer executes their signed orders on chain, and the
 * buyer links each UID to the id it was minted with, as the index saw it.
 */
import { devAccount } from '@ghost/contracts/anvil'
import type { ApiDatapost, ApiErrorBody, ApiItem, ApiTokenLink, ApiUpload } from '@ghost/sdk'
import sharp from 'sharp'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tokenRowId } from '../nft/entities'
import { createFactoryCollection } from '../nft/test/nftScenario'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { buyLazily } from './test/lazySale'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
} from './test/marketFixture'
import { uploadForm } from './test/uploadForm'

let chain: MarketChain
let collection: Address
let png: Buffer
beforeAll(async () => {
  chain = await startMarketChain()
  collection = await createFactoryCollection(chain.world, chain.world.creator, 'Lazy Art', 'GHST')
  png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#654321' } })
    .png()
    .toBuffer()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

type Described = { tokenUID: Hex; uri: string }

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    let buyerToken: string
    let creatorToken: string
    /** Sold to the buyer. */
    let first: Described & { tokenId: string }
    let second: Described & { tokenId: string }
    /** Described, never sold. */
    let unsold: Described

    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase())
      creatorToken = await server.signIn(devAccount(5))
      buyerToken = await server.signIn(devAccount(2))
      const image = await server.request<ApiUpload>('POST', '/v1/1337/nft/upload', {
        token: creatorToken,
        body: uploadForm([{ bytes: png }]),
      })
      const describe = async (name: string): Promise<Described> => {
        const answer = await server.request<ApiDatapost>('POST', '/v1/1337/nft/datapost', {
          token: creatorToken,
          json: { collection, name, image: image.body.cid },
        })
        expect(answer.status).toBe(201)
        return { tokenUID: answer.body.tokenUID as Hex, uri: answer.body.uri }
      }
      const [a, b, c] = [
        await describe('Lazy A'),
        await describe('Lazy B'),
        await describe('Lazy C'),
      ]
      const buyer = chain.world.users[1]
      if (!buyer) throw new Error('no buyer')
      first = { ...a, tokenId: String(await buyLazily(chain.world, buyer, { collection, ...a })) }
      second = { ...b, tokenId: String(await buyLazily(chain.world, buyer, { collection, ...b })) }
      unsold = c
      await server.synced()
    }, 90_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    const update = (json: unknown, token: string | undefined = buyerToken) =>
      server.request<ApiItem<ApiTokenLink> & ApiErrorBody>('POST', '/v1/1337/tokens/update', {
        token,
        json,
      })
    const tokenRows = () =>
      server.database.db
        .selectFrom('market_token')
        .select(['token_uid', 'token_id', 'updated_at'])
        .orderBy('token_uid')
        .execute()
    async function refused(json: unknown, token?: string) {
      const before = await tokenRows()
      const answer = await update(json, token)
      expect(await tokenRows()).toEqual(before)
      return answer
    }
    const tokenIdOf = async (tokenUid: string) =>
      (
        await server.database.db
          .selectFrom('market_token')
          .select('token_id')
          .where('token_uid', '=', tokenUid)
          .executeTakeFirstOrThrow()
      ).token_id

    test('the index minted the token from the metadata datapost stored', async () => {
      const row = await server.database.db
        .selectFrom('nft_token')
        .select(['owner', 'token_uid', 'name', 'metadata_url'])
        .where('id', '=', tokenRowId(collection, BigInt(first.tokenId)))
        .executeTakeFirstOrThrow()
      expect(row).toEqual({
        owner: devAccount(2).address.toLowerCase(),
        token_uid: first.tokenUID,
        name: 'Lazy A',
        metadata_url: first.uri,
      })
    })

    test('the buyer links a UID to the id it was minted with', async () => {
      expect(await tokenIdOf(first.tokenUID)).toBeNull()
      const answer = await update({ tokenUID: first.tokenUID, tokenId: first.tokenId })
      expect(answer.status).toBe(200)
      expect(answer.body.data).toEqual({
        tokenUID: first.tokenUID,
        tokenId: first.tokenId,
        collection: collection.toLowerCase(),
      })
      expect(answer.body.indexedTo?.blockNumber).toBe(Number(await chain.client.getBlockNumber()))
      expect(String(await tokenIdOf(first.tokenUID))).toBe(first.tokenId)
      const again = await update({
        tokenUID: first.tokenUID.toUpperCase().replace('0X', '0x'),
        tokenId: `00${first.tokenId}`,
        collection: collection.toUpperCase().replace('0X', '0x'),
      })
      expect(again.status).toBe(200)
      expect(again.body.data).toEqual(answer.body.data)
    })

    test('an id the order did not mint: 422, even when the buyer owns it', async () => {
      const answer = await refused({ tokenUID: second.tokenUID, tokenId: first.tokenId })
      expect(answer.status).toBe(422)
      expect(answer.body.message).toBe(
        `Token ${first.tokenId} of ${collection.toLowerCase()} was not minted from the order of token UID ${second.tokenUID}.`,
      )
    })

    test('a UID whose order was never executed: 409', async () => {
      const answer = await refused({ tokenUID: unsold.tokenUID, tokenId: second.tokenId })
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe(
        `Token UID ${unsold.tokenUID} has no executed order in the index yet; try again once the purchase is indexed.`,
      )
    })

    test('another collection than the UID was described for: 404 (a UID names a token of one collection)', async () => {
      const answer = await refused({
        tokenUID: second.tokenUID,
        tokenId: second.tokenId,
        collection: chain.world.squad,
      })
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe(
        `No token with UID ${second.tokenUID} was described here for collection ${chain.world.squad.toLowerCase()}.`,
      )
    })

    test('a wallet that does not own the token: 403', async () => {
      const answer = await refused(
        { tokenUID: second.tokenUID, tokenId: second.tokenId },
        creatorToken,
      )
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe(
        `Only the owner of token ${second.tokenId} of ${collection.toLowerCase()} can link it to its token UID; you are signed in as ${devAccount(5).address.toLowerCase()}.`,
      )
      const unminted = await refused({ tokenUID: second.tokenUID, tokenId: '999999' })
      expect(unminted.status).toBe(403)
    })

    test('an unknown UID: 404; no session: 401; another chain: 404', async () => {
      const unknown = await refused({ tokenUID: `0x${'ee'.repeat(32)}`, tokenId: first.tokenId })
      expect(unknown.status).toBe(404)
      expect(unknown.body).toMatchInlineSnapshot(`
        {
          "error": "Not Found",
          "message": "No token with UID 0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee was described here.",
        }
      `)
      const anonymous = await refused({ tokenUID: second.tokenUID, tokenId: second.tokenId }, '')
      expect(anonymous.status).toBe(401)
      const before = await tokenRows()
      const otherChain = await server.request('POST', '/v1/56/tokens/update', {
        token: buyerToken,
        json: { tokenUID: second.tokenUID, tokenId: second.tokenId },
      })
      expect(otherChain.status).toBe(404)
      expect(await tokenRows()).toEqual(before)
    })

    test('malformed bodies: 400', async () => {
      const cases: unknown[] = [
        { tokenUID: second.tokenUID },
        { tokenUID: second.tokenUID, tokenId: '-1' },
        { tokenUID: second.tokenUID, tokenId: '1e3' },
        { tokenUID: second.tokenUID, tokenId: (2n ** 256n).toString() },
        { tokenUID: second.tokenUID, tokenId: second.tokenId, owner: 'me' },
        { tokenUID: '0x12', tokenId: second.tokenId },
        { tokenUID: second.tokenUID, tokenId: second.tokenId, collection: 'nope' },
        { tokenUID: second.tokenUID, tokenId: Number(second.tokenId) },
      ]
      for (const json of cases) expect((await refused(json)).status).toBe(400)
    })

    test('the second sale links too', async () => {
      const answer = await update({ tokenUID: second.tokenUID, tokenId: second.tokenId })
      expect(answer.status).toBe(200)
      expect(String(await tokenIdOf(second.tokenUID))).toBe(second.tokenId)
    })
  })
}
