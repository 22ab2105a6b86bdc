/**
 * POST /v1/:chainId/nft/datapost over real HTTP, on PGlite and PostgreSQL: a collection's
 * on-chain owner describes a token; its ERC-721 metadata is stored and the token recorded.
 * Foreign owners, unknown images, taken UIDs and malformed bodies change nothing.
 */
import { existsSync, readdirSync } from 'node:fs'
import { devAccount } from '@ghost/contracts/anvil'
import { type ApiDatapost, type ApiErrorBody, type ApiUpload, computeCid } from '@ghost/sdk'
import sharp from 'sharp'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFactoryCollection } from '../nft/test/nftScenario'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
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
  collection = await createFactoryCollection(
    chain.world,
    chain.world.creator,
    'Datapost Art',
    'GHST',
  )
  png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } })
    .png()
    .toBuffer()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

const ATTRIBUTES = [
  { traitType: 'Eyes', value: 'Red', displayType: null },
  { traitType: 'Power', value: 7, displayType: 'number' },
]

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    let creatorToken: string
    let strangerToken: string
    let image: ApiUpload
    const creator = devAccount(5).address.toLowerCase()

    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase(), { index: false })
      creatorToken = await server.signIn(devAccount(5))
      strangerToken = await server.signIn(devAccount(2))
      const uploaded = await server.request<ApiUpload>('POST', '/v1/1337/nft/upload', {
        token: creatorToken,
        body: uploadForm([{ bytes: png }]),
      })
      expect(uploaded.status).toBe(201)
      image = uploaded.body
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    type As = { token?: string | undefined; product?: string }
    const datapost = (json: unknown, as: As = {}) =>
      server.request<ApiDatapost & ApiErrorBody>(
        'POST',
        `/v1/1337/${as.product ?? 'nft'}/datapost`,
        {
          token: 'token' in as ? as.token : creatorToken,
          json,
        },
      )
    const valid = () => ({
      collection,
      name: 'Ghost #1',
      description: 'The first ghost.',
      attributes: ATTRIBUTES,
      image: image.cid,
    })
    const tokenRows = () =>
      server.database.db.selectFrom('market_token').selectAll().orderBy('token_uid').execute()
    const storedFiles = () => (existsSync(chain.filesDir) ? readdirSync(chain.filesDir).sort() : [])

    async function refused(json: unknown, as: As = {}) {
      const filesBefore = storedFiles()
      const rowsBefore = await tokenRows()
      const answer = await datapost(json, as)
      expect(storedFiles()).toEqual(filesBefore)
      expect(await tokenRows()).toEqual(rowsBefore)
      return answer
    }

    test('the owner describes a token: metadata stored, token recorded, a new UID', async () => {
      const answer = await datapost(valid())
      expect(answer.status).toBe(201)
      const { tokenUID, cid } = answer.body
      expect(tokenUID).toMatch(/^0x[0-9a-f]{64}$/)
      expect(answer.body).toEqual({ tokenUID, cid, uri: `ipfs://${cid}` })
      const metadata = await server.request('GET', `/ipfs/${cid}`)
      expect(metadata.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(metadata.body).toEqual({
        name: 'Ghost #1',
        description: 'The first ghost.',
        image: `ipfs://${image.cid}`,
        attributes: [
          { trait_type: 'Eyes', value: 'Red' },
          { trait_type: 'Power', value: 7, display_type: 'number' },
        ],
      })
      expect(cid).toBe(await computeCid(new TextEncoder().encode(metadata.text)))
      const row = await server.database.db
        .selectFrom('market_token')
        .selectAll()
        .where('token_uid', '=', tokenUID)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        chain_id: 1337,
        collection: collection.toLowerCase(),
        token_id: null,
        creator,
        name: 'Ghost #1',
        description: 'The first ghost.',
        attributes: ATTRIBUTES,
        image_cid: image.cid,
        thumbnail_cid: image.thumbnail.cid,
        filetype: 'image/png',
        metadata_cid: cid,
      })
    })

    test('a UID given in any case is kept, lowercase; description and attributes default', async () => {
      const uid = `0x${'AB'.repeat(32)}`
      const answer = await datapost({ collection, name: 'Plain', image: image.cid, tokenUID: uid })
      expect(answer.status).toBe(201)
      expect(answer.body.tokenUID).toBe(uid.toLowerCase())
      const metadata = await server.request('GET', `/ipfs/${answer.body.cid}`)
      expect(metadata.body).toEqual({
        name: 'Plain',
        description: '',
        image: `ipfs://${image.cid}`,
        attributes: [],
      })
    })

    test('a taken UID: 409', async () => {
      const uid = `0x${'cd'.repeat(32)}`
      expect((await datapost({ ...valid(), tokenUID: uid })).status).toBe(201)
      const again = await refused({
        ...valid(),
        name: 'Other',
        tokenUID: uid.toUpperCase().replace('0X', '0x'),
      })
      expect(again.status).toBe(409)
      // The collection's address depends on the world's deploy order: not written out.
      expect(again.body).toEqual({
        error: 'Conflict',
        message: `Token UID 0xcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd is taken in collection ${collection.toLowerCase()}; send another or none to get a new one.`,
      })
    })

    test("another wallet than the collection's owner: 403", async () => {
      const answer = await refused(valid(), { token: strangerToken })
      expect(answer.status).toBe(403)
      // The collection's address depends on the world's deploy order: not written out.
      expect(answer.body).toEqual({
        error: 'Forbidden',
        message: `Only the owner of collection ${collection.toLowerCase()} can create its tokens; you are signed in as 0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc.`,
      })
      const notAContract = await refused(
        { ...valid(), collection: devAccount(7).address },
        { token: strangerToken },
      )
      expect(notAContract.status).toBe(403)
    })

    test('an image that was not uploaded here: 422', async () => {
      const elsewhere = await computeCid(new TextEncoder().encode('an image stored elsewhere'))
      const answer = await refused({ ...valid(), image: elsewhere })
      expect(answer.status).toBe(422)
      expect(answer.body).toMatchInlineSnapshot(`
        {
          "error": "Unprocessable Entity",
          "message": "No image with CID bafkreihm7mss6aptij5h7xlznrbxurbcjrdnztkpfj3ixihvsstc3v3bjq was uploaded here; upload it with POST /v1/1337/nft/upload first.",
        }
      `)
    })

    test('malformed bodies: 400 with the issues', async () => {
      const cases: Record<string, unknown> = {
        unknownKey: { ...valid(), owner: creator },
        emptyName: { ...valid(), name: '  ' },
        longName: { ...valid(), name: 'x'.repeat(65) },
        longDescription: { ...valid(), description: 'x'.repeat(1001) },
        tooManyAttributes: {
          ...valid(),
          attributes: Array.from({ length: 21 }, (_, index) => ({
            traitType: `t${index}`,
            value: index,
          })),
        },
        badAttribute: { ...valid(), attributes: [{ traitType: 'Eyes', value: { nested: true } }] },
        attributeExtraKey: {
          ...valid(),
          attributes: [{ traitType: 'Eyes', value: 'Red', trait_type: 'x' }],
        },
        notACid: { ...valid(), image: '../etc/passwd' },
        badCollection: { ...valid(), collection: '0x1234' },
        badUid: { ...valid(), tokenUID: '0x1234' },
        noImage: { collection, name: 'x' },
        notAnObject: [valid()],
      }
      const paths: Record<string, string[]> = {}
      for (const [name, json] of Object.entries(cases)) {
        const answer = await refused(json)
        expect(answer.status).toBe(400)
        paths[name] = (answer.body.issues ?? []).map((issue) => [issue.in, ...issue.path].join('.'))
      }
      expect(paths).toMatchInlineSnapshot(`
        {
          "attributeExtraKey": [
            "body.attributes.0",
          ],
          "badAttribute": [
            "body.attributes.0.value",
          ],
          "badCollection": [
            "body.collection",
          ],
          "badUid": [
            "body.tokenUID",
          ],
          "emptyName": [
            "body.name",
          ],
          "longDescription": [
            "body.description",
          ],
          "longName": [
            "body.name",
          ],
          "noImage": [
            "body.image",
          ],
          "notACid": [
            "body.image",
          ],
          "notAnObject": [
            "body",
          ],
          "tooManyAttributes": [
            "body.attributes",
          ],
          "unknownKey": [
            "body",
          ],
        }
      `)
    })

    test('the product must be nft; no session: 401; another chain: 404', async () => {
      const collectionProduct = await refused(valid(), { product: 'collection' })
      expect(collectionProduct.status).toBe(400)
      expect(collectionProduct.body.issues?.[0]?.path).toEqual(['product'])
      const anonymous = await refused(valid(), { token: undefined })
      expect(anonymous.status).toBe(401)
      const filesBefore = storedFiles()
      const otherChain = await server.request<ApiErrorBody>('POST', '/v1/56/nft/datapost', {
        token: creatorToken,
        json: valid(),
      })
      expect(otherChain.status).toBe(404)
      expect(storedFiles()).toEqual(filesBefore)
    })
  })
}
