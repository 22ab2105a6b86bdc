/**
 * GET, POST collections/:address/tokens/:tokenId/introductions over real HTTP, on PGlite and
 * PostgreSQL, about tokens minted on the local chain: only the token's current owner writes,
 * as the author it names; refused writes change nothing.
 */
import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ghostCollectionAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import type { ApiErrorBody, ApiIntroduction, ApiItem, ApiList } from '@ghost/sdk'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer } from '../createServer'
import { createFactoryCollection, send } from '../nft/test/nftScenario'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { MAX_INTRODUCTIONS } from './introductionRoutes'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
} from './test/marketFixture'
import { mintToken } from './test/ownerWriteScenario'

let chain: MarketChain
let art: Address
/** Minted to user 1, later sent to user 2. */
let held: bigint
/** Minted to the creator, for the many-introductions test. */
let kept: bigint

const CREATOR = devAccount(5).address.toLowerCase()
const HOLDER = devAccount(1).address.toLowerCase()
const NEXT_HOLDER = devAccount(2).address.toLowerCase()
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

beforeAll(async () => {
  chain = await startMarketChain()
  const { world } = chain
  art = await createFactoryCollection(world, world.creator, 'Creator Art', 'ART')
  held = await mintToken(world.creator, art, devAccount(1).address, 'ipfs://held')
  kept = await mintToken(world.creator, art, devAccount(5).address, 'ipfs://kept')
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    let creator: string
    let holder: string
    let nextHolder: string
    let first: ApiIntroduction
    /** The chain is shared by both targets: each undoes its transfer when it ends. */
    let beforeTarget: Hex
    const path = (tokenId: bigint | number | string, collection: string = art) =>
      `/v1/1337/collections/${collection}/tokens/${tokenId}/introductions`

    const introductions = () =>
      server.database.db
        .selectFrom('market_introduction')
        .select(['id', 'collection', 'token_id', 'author', 'content'])
        .orderBy('id')
        .execute()

    /** Sends a refused request and checks nothing in market_introduction changed. */
    async function refused(
      url: string,
      options: { token?: string; json?: unknown },
      status: number,
    ): Promise<ApiErrorBody> {
      const before = await introductions()
      const answer = await server.request<ApiErrorBody>('POST', url, options)
      expect(answer.status).toBe(status)
      expect(await introductions()).toEqual(before)
      return answer.body
    }

    beforeAll(async () => {
      beforeTarget = await chain.client.snapshot()
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase())
      await server.synced()
      creator = await server.signIn(devAccount(5))
      holder = await server.signIn(devAccount(1))
      nextHolder = await server.signIn(devAccount(2))
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
      await chain.client.revert({ id: beforeTarget })
    })

    test('POST: the token owner introduces it as the author', async () => {
      const answer = await server.request<ApiItem<ApiIntroduction>>('POST', path(held), {
        token: holder,
        json: { content: '  My favourite ghost.  ', author: devAccount(1).address },
      })
      expect(answer.status).toBe(201)
      first = answer.body.data
      expect(first).toEqual({
        id: expect.stringMatching(UUID),
        collection: art.toLowerCase(),
        tokenId: held.toString(),
        author: HOLDER,
        content: 'My favourite ghost.',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      expect(answer.body.indexedTo?.blockNumber).toBe(Number(head))
      expect(await introductions()).toEqual([
        {
          id: first.id,
          collection: art.toLowerCase(),
          token_id: held,
          author: HOLDER,
          content: 'My favourite ghost.',
        },
      ])
    })

    test('POST: 403 for a wallet that does not own the token, or an author not signed in', async () => {
      expect(
        (
          await refused(
            path(held),
            { token: creator, json: { content: 'Mine', author: CREATOR } },
            403,
          )
        ).message,
      ).toBe(
        `Only the owner of token ${held} of ${art.toLowerCase()} can introduce it; you are signed in as ${CREATOR}.`,
      )
      expect(
        (
          await refused(
            path(held),
            { token: creator, json: { content: 'Hi', author: HOLDER } },
            403,
          )
        ).message,
      ).toBe(`author ${HOLDER} is not the signed-in wallet ${CREATOR}; sign in as the author.`)
    })

    test('POST: 400 malformed, 401 no session, 404 unknown token or chain', async () => {
      const json = { content: 'Hello', author: HOLDER }
      const malformed = await refused(
        path('1x', '0xabc'),
        { token: holder, json: { content: ' ', author: 'me', extra: 1 } },
        400,
      )
      expect(
        malformed.issues?.map((issue) => `${issue.in}.${issue.path.join('.')}: ${issue.message}`),
      ).toMatchInlineSnapshot(`
        [
          "params.address: must be an address (0x and 40 hex digits)",
          "params.tokenId: must be a token id (decimal digits)",
          "body.content: Too small: expected string to have >=1 characters",
          "body.author: must be an address (0x and 40 hex digits)",
          "body.: Unrecognized key: "extra"",
        ]
      `)
      expect(
        (
          await refused(
            path(held),
            { token: holder, json: { ...json, content: 'c'.repeat(2001) } },
            400,
          )
        ).message,
      ).toMatchInlineSnapshot(`"body.content: Too big: expected string to have <=2000 characters"`)
      expect(await refused(path(held), { json }, 401)).toMatchObject({ error: 'Unauthorized' })
      expect(await refused(path(held), { json, token: 'forged' }, 401)).toMatchObject({
        error: 'Unauthorized',
      })
      expect(await refused(path(99), { token: holder, json }, 404)).toEqual({
        error: 'Not Found',
        message: `Token 99 of collection ${art.toLowerCase()} does not exist.`,
      })
      // An address with no contract at all: nothing can own a token there.
      expect(
        (await refused(path(held, devAccount(7).address), { token: holder, json }, 404)).error,
      ).toBe('Not Found')
      expect(
        (await refused(path(held).replace('/1337/', '/56/'), { token: holder, json }, 404)).message,
      ).toBe('This server follows chain 1337; it has no NFT market data for chain 56.')
    })

    test('the right to write follows the token to its next owner', async () => {
      await send(chain.world.users[0] ?? chain.world.admin, {
        address: art,
        abi: ghostCollectionAbi,
        functionName: 'transferFrom',
        args: [devAccount(1).address, devAccount(2).address, held],
      })
      await server.synced()
      expect(
        (
          await refused(
            path(held),
            { token: holder, json: { content: 'Again', author: HOLDER } },
            403,
          )
        ).error,
      ).toBe('Forbidden')
      const answer = await server.request<ApiItem<ApiIntroduction>>('POST', path(held), {
        token: nextHolder,
        json: { content: 'Now it is mine.', author: NEXT_HOLDER },
      })
      expect(answer.status).toBe(201)
    })

    test('GET: newest first, anyone reads', async () => {
      const answer = await server.request<ApiList<ApiIntroduction>>('GET', path(held))
      expect(answer.status).toBe(200)
      expect(answer.body.data.map((row) => [row.author, row.content])).toEqual([
        [NEXT_HOLDER, 'Now it is mine.'],
        [HOLDER, 'My favourite ghost.'],
      ])
      expect(answer.body.data[1]).toEqual(first)
      expect((await server.request<ApiList<ApiIntroduction>>('GET', path(kept))).body.data).toEqual(
        [],
      )
    })

    test(`GET: at most ${MAX_INTRODUCTIONS}, the newest kept`, async () => {
      await server.database.db
        .insertInto('market_introduction')
        .values(
          Array.from({ length: MAX_INTRODUCTIONS + 5 }, (_, n) => ({
            id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
            chain_id: 1337,
            collection: art.toLowerCase(),
            token_id: kept,
            author: CREATOR,
            content: `Note ${n}`,
            created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
          })),
        )
        .execute()
      const answer = await server.request<ApiList<ApiIntroduction>>('GET', path(kept))
      expect(answer.body.data).toHaveLength(MAX_INTRODUCTIONS)
      expect(answer.body.data[0]?.content).toBe(`Note ${MAX_INTRODUCTIONS + 4}`)
      expect(answer.body.data.at(-1)?.content).toBe('Note 5')
    })

    test('GET: 400 malformed token id, 404 unknown token', async () => {
      const bad = await server.request<ApiErrorBody>('GET', path('-1'))
      expect(bad.status).toBe(400)
      expect(bad.body.message).toMatchInlineSnapshot(
        `"params.tokenId: must be a token id (decimal digits)"`,
      )
      const unknown = await server.request<ApiErrorBody>('GET', path(99))
      expect(unknown.status).toBe(404)
      expect(unknown.body.message).toBe(
        `Token 99 of collection ${art.toLowerCase()} does not exist.`,
      )
    })

    test('GET: answered from the index alone; an unknown token is 404 without a chain call', async () => {
      // A node stand-in that records every JSON-RPC request and answers each with an error.
      const calls: string[] = []
      const node = createHttpServer((request, response) => {
        const chunks: Buffer[] = []
        request.on('data', (chunk: Buffer) => chunks.push(chunk))
        request.on('end', () => {
          calls.push(Buffer.concat(chunks).toString())
          response
            .writeHead(500, { 'content-type': 'application/json' })
            .end('{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"recorded"}}')
        })
      })
      await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
      const { port } = node.address() as AddressInfo
      const app = await createServer({
        config: { ...server.config, rpcUrl: `http://127.0.0.1:${port}` },
        database: server.database,
      })
      try {
        await app.ready()
        calls.length = 0
        const read = async (tokenId: bigint | number, collection?: string) => {
          const answer = await app.inject({ method: 'GET', url: path(tokenId, collection) })
          return { status: answer.statusCode, body: answer.json<unknown>() }
        }
        const notIndexed = `0x${'7'.repeat(40)}`
        expect(await read(99)).toEqual({
          status: 404,
          body: {
            error: 'Not Found',
            message: `Token 99 of collection ${art.toLowerCase()} does not exist.`,
          },
        })
        expect((await read(2n ** 256n - 1n)).status).toBe(404)
        expect(await read(1, notIndexed)).toEqual({
          status: 404,
          body: {
            error: 'Not Found',
            message: `Token 1 of collection ${notIndexed} does not exist.`,
          },
        })
        // A token the index knows reads as before.
        const known = await read(held)
        expect(known.status).toBe(200)
        expect((known.body as ApiList<ApiIntroduction>).data.map((row) => row.content)).toEqual([
          'Now it is mine.',
          'My favourite ghost.',
        ])
        expect(calls).toEqual([])
      } finally {
        await app.close()
        await new Promise((resolve) => node.close(resolve))
      }
    })
  })
}
