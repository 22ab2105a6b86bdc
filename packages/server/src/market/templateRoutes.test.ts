/**
 * GET, POST, PATCH, DELETE templates over real HTTP, on PGlite and PostgreSQL: anyone lists them, a
 * signed-in wallet writes its own, only the author changes one; refused writes change nothing.
 */
import { devAccount } from '@ghost/contracts/anvil'
import type { ApiErrorBody, ApiItem, ApiPage, ApiTemplate } from '@ghost/sdk'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
} from './test/marketFixture'

let chain: MarketChain
beforeAll(async () => {
  chain = await startMarketChain()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

const CREATOR = devAccount(5).address.toLowerCase()
const USER = devAccount(1).address.toLowerCase()
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

const GHOST_DATA = {
  name: 'Ghost #',
  description: 'A ghost of the first series',
  attributes: [
    { traitType: 'Hat', value: 'Top hat', displayType: null },
    { traitType: 'Level', value: 3, displayType: 'number' },
  ],
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    let creator: string
    let user: string
    let ghost: ApiTemplate

    const templates = () =>
      server.database.db
        .selectFrom('market_template')
        .select(['id', 'author', 'name', 'data', 'updated_at'])
        .orderBy('id')
        .execute()

    /** Sends a refused request and checks nothing in market_template changed. */
    async function refused(
      method: string,
      path: string,
      options: { token?: string; json?: unknown },
      status: number,
    ): Promise<ApiErrorBody> {
      const before = await templates()
      const answer = await server.request<ApiErrorBody>(method, path, options)
      expect(answer.status).toBe(status)
      expect(await templates()).toEqual(before)
      return answer.body
    }

    const issuesOf = (body: ApiErrorBody) =>
      body.issues?.map((issue) => `${issue.in}.${issue.path.join('.')}: ${issue.message}`)

    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase(), { index: false })
      creator = await server.signIn(devAccount(5))
      user = await server.signIn(devAccount(1))
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    test('POST: a signed-in wallet stores a template it authors', async () => {
      const answer = await server.request<ApiItem<ApiTemplate>>('POST', '/v1/1337/templates', {
        token: creator,
        json: { name: '  Ghosts  ', data: GHOST_DATA },
      })
      expect(answer.status).toBe(201)
      ghost = answer.body.data
      expect(answer.body).toEqual({
        data: {
          id: expect.stringMatching(UUID),
          author: CREATOR,
          name: 'Ghosts',
          data: GHOST_DATA,
          createdAt: expect.stringMatching(ISO),
          updatedAt: expect.stringMatching(ISO),
        },
        indexedTo: null,
      })
      expect(await templates()).toEqual([
        {
          id: ghost.id,
          author: CREATOR,
          name: 'Ghosts',
          data: GHOST_DATA,
          updated_at: expect.any(Date),
        },
      ])
    })

    test('POST: omitted data keys take their empty defaults', async () => {
      const answer = await server.request<ApiItem<ApiTemplate>>('POST', '/v1/1337/templates', {
        token: user,
        json: { name: 'Blank', data: {} },
      })
      expect(answer.status).toBe(201)
      expect(answer.body.data).toMatchObject({
        author: USER,
        name: 'Blank',
        data: { name: '', description: '', attributes: [] },
      })
    })

    test('POST: malformed bodies are 400 with every issue', async () => {
      const tooMany = Array.from({ length: 21 }, (_, index) => ({
        traitType: `T${index}`,
        value: index,
        displayType: null,
      }))
      const body = await refused(
        'POST',
        '/v1/1337/templates',
        {
          token: creator,
          json: {
            name: 'x'.repeat(65),
            data: {
              name: 'n'.repeat(65),
              description: 'd'.repeat(1001),
              attributes: [
                { traitType: '', value: 'v'.repeat(257), displayType: 7 },
                { value: {} },
              ],
            },
          },
        },
        400,
      )
      expect(issuesOf(body)).toMatchInlineSnapshot(`
        [
          "body.name: Too big: expected string to have <=64 characters",
          "body.data.name: Too big: expected string to have <=64 characters",
          "body.data.description: Too big: expected string to have <=1000 characters",
          "body.data.attributes.0.traitType: Too small: expected string to have >=1 characters",
          "body.data.attributes.0.value: Too big: expected string to have <=256 characters",
          "body.data.attributes.0.displayType: Invalid input: expected string, received number",
          "body.data.attributes.1.traitType: Invalid input: expected string, received undefined",
          "body.data.attributes.1.value: Invalid input",
        ]
      `)
      expect(
        issuesOf(
          await refused(
            'POST',
            '/v1/1337/templates',
            { token: creator, json: { name: 'T', data: { attributes: tooMany }, extra: true } },
            400,
          ),
        ),
      ).toMatchInlineSnapshot(`
        [
          "body.data.attributes: Too big: expected array to have <=20 items",
          "body.: Unrecognized key: "extra"",
        ]
      `)
    })

    test('POST: 401 without a session, 404 on a chain this server does not follow', async () => {
      const json = { name: 'T', data: {} }
      expect(await refused('POST', '/v1/1337/templates', { json }, 401)).toMatchObject({
        error: 'Unauthorized',
      })
      expect(
        await refused('POST', '/v1/1337/templates', { json, token: 'forged' }, 401),
      ).toMatchObject({ error: 'Unauthorized' })
      expect(
        await refused('POST', '/v1/97/templates', { json, token: creator }, 404),
      ).toMatchInlineSnapshot(`
        {
          "error": "Not Found",
          "message": "This server follows chain 1337; it has no NFT market data for chain 97.",
        }
      `)
    })

    test('GET: newest first, 10 a page by default, filtered by author', async () => {
      const third = await server.request<ApiItem<ApiTemplate>>('POST', '/v1/1337/templates', {
        token: creator,
        json: { name: 'Third', data: {} },
      })
      expect(third.status).toBe(201)
      const all = await server.request<ApiPage<ApiTemplate>>('GET', '/v1/1337/templates')
      expect(all.status).toBe(200)
      expect(all.body).toMatchObject({ total: 3, page: 1, size: 10, indexedTo: null })
      expect(all.body.data.map((template) => template.name)).toEqual(['Third', 'Blank', 'Ghosts'])
      const mine = await server.request<ApiPage<ApiTemplate>>(
        'GET',
        `/v1/1337/templates?author=${devAccount(5).address}&size=1&page=2`,
      )
      expect(mine.body).toMatchObject({ total: 2, page: 2, size: 1 })
      expect(mine.body.data).toEqual([ghost])
      const nobody = await server.request<ApiPage<ApiTemplate>>(
        'GET',
        `/v1/1337/templates?author=${devAccount(3).address}`,
      )
      expect(nobody.body).toMatchObject({ data: [], total: 0 })
    })

    test('GET: 400 for a bad author, page or size; 404 for another chain', async () => {
      const bad = await server.request<ApiErrorBody>(
        'GET',
        '/v1/1337/templates?author=0xnope&page=0&size=1001',
      )
      expect(bad.status).toBe(400)
      expect(issuesOf(bad.body)).toMatchInlineSnapshot(`
        [
          "query.page: must be at least 1",
          "query.size: must be at most 1000",
          "query.author: must be an address (0x and 40 hex digits)",
        ]
      `)
      // The last page a query can name is past every row, not an overflow.
      const far = await server.request<ApiPage<ApiTemplate>>(
        'GET',
        `/v1/1337/templates?page=${Number.MAX_SAFE_INTEGER}&size=1000`,
      )
      expect(far.status).toBe(200)
      expect(far.body).toMatchObject({ data: [], total: 3 })
      const other = await server.request<ApiErrorBody>('GET', '/v1/56/templates')
      expect(other.status).toBe(404)
    })

    test('PATCH: the author renames a template and replaces its data', async () => {
      const answer = await server.request<ApiItem<ApiTemplate>>(
        'PATCH',
        `/v1/1337/templates/${ghost.id.toUpperCase()}`,
        { token: creator, json: { name: 'Ghosts v2', data: { description: 'Second edition' } } },
      )
      expect(answer.status).toBe(200)
      expect(answer.body.data).toEqual({
        ...ghost,
        name: 'Ghosts v2',
        data: { name: '', description: 'Second edition', attributes: [] },
        updatedAt: expect.stringMatching(ISO),
      })
      expect(answer.body.data.updatedAt > ghost.updatedAt).toBe(true)
    })

    test('PATCH: 400 malformed, 401 no session, 403 not the author, 404 unknown id', async () => {
      const path = `/v1/1337/templates/${ghost.id}`
      expect(
        issuesOf(
          await refused('PATCH', '/v1/1337/templates/12', { token: creator, json: {} }, 400),
        ),
      ).toMatchInlineSnapshot(`
        [
          "params.id: must be a template id (a UUID)",
          "body.: give name or data",
        ]
      `)
      expect(
        issuesOf(await refused('PATCH', path, { token: creator, json: { author: USER } }, 400)),
      ).toMatchInlineSnapshot(`
        [
          "body.: Unrecognized key: "author"",
          "body.: give name or data",
        ]
      `)
      expect((await refused('PATCH', path, { json: { name: 'Mine' } }, 401)).error).toBe(
        'Unauthorized',
      )
      expect(
        (await refused('PATCH', path, { token: user, json: { name: 'Mine' } }, 403)).message,
      ).toBe(
        `Only the author of template ${ghost.id} (${CREATOR}) can change it; you are signed in as ${USER}.`,
      )
      expect(
        await refused(
          'PATCH',
          '/v1/1337/templates/00000000-0000-4000-8000-000000000000',
          { token: creator, json: { name: 'X' } },
          404,
        ),
      ).toMatchInlineSnapshot(`
        {
          "error": "Not Found",
          "message": "No template has id 00000000-0000-4000-8000-000000000000.",
        }
      `)
    })

    test('DELETE: only the author deletes a template; then it is gone', async () => {
      const path = `/v1/1337/templates/${ghost.id}`
      expect((await refused('DELETE', path, {}, 401)).error).toBe('Unauthorized')
      expect((await refused('DELETE', path, { token: user }, 403)).message).toBe(
        `Only the author of template ${ghost.id} (${CREATOR}) can delete it; you are signed in as ${USER}.`,
      )
      const answer = await server.request<ApiItem<ApiTemplate>>('DELETE', path, { token: creator })
      expect(answer.status).toBe(200)
      expect(answer.body.data.id).toBe(ghost.id)
      expect((await templates()).map((row) => row.id)).not.toContain(ghost.id)
      expect((await refused('DELETE', path, { token: creator }, 404)).message).toBe(
        `No template has id ${ghost.id}.`,
      )
    })
  })
}
