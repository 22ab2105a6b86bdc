/**
 * POST collections/store, update, addressupdate, destroy over real HTTP, on PGlite and
 * PostgreSQL, against collections made on the local chain: only the contract's on-chain owner
 * writes its page, only for an ERC-721, under no other registered collection's name, and every
 * refused write leaves market_collection as it was.
 */
import { devAccount } from '@ghost/contracts/anvil'
import type { ApiCollection, ApiErrorBody, ApiItem } from '@ghost/sdk'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSessionStore } from '../auth/sessionStore'
import { addAdminCollection, createFactoryCollection } from '../nft/test/nftScenario'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
} from './test/marketFixture'
import { insertUpload } from './test/ownerWriteScenario'

let chain: MarketChain
/** Owned by the creator (account 5). */
let art: Address
let photos: Address
let spare: Address
let extra: Address
/** Owned by user 1. */
let foreign: Address
/** TestNFT: no owner() at all. */
let ownerless: Address
/** Owned by the creator, for the name rules (issue 27). */
let named: Address
let moved: Address

beforeAll(async () => {
  chain = await startMarketChain()
  const { world } = chain
  art = await createFactoryCollection(world, world.creator, 'Creator Art', 'ART')
  photos = await createFactoryCollection(world, world.creator, 'Creator Photos', 'PHO')
  spare = await createFactoryCollection(world, world.creator, 'Creator Spare', 'SPR')
  extra = await createFactoryCollection(world, world.creator, 'Creator Extra', 'EXT')
  foreign = await createFactoryCollection(
    world,
    world.users[0] ?? world.admin,
    'User Collection',
    'USR',
  )
  ownerless = await addAdminCollection(world)
  named = await createFactoryCollection(world, world.creator, 'Creator Named', 'NMD')
  moved = await createFactoryCollection(world, world.creator, 'Creator Moved', 'MVD')
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

const CREATOR = devAccount(5).address.toLowerCase()
const USER = devAccount(1).address.toLowerCase()
/** Account 0 deployed the world: it owns the tokens (ERC-20s), the market and the Ghost Squad. */
const DEPLOYER = devAccount(0).address.toLowerCase()

const notErc721 = (address: string) =>
  `Only ERC-721 collections can have a page: ${address.toLowerCase()} does not report the ERC-721 interface (ERC-165 supportsInterface(0x80ac58cd)).`
const nameOf = (name: string, address: string) =>
  `"${name}" is the name of collection ${address.toLowerCase()}, registered on the Ghost market; choose another name.`

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    let creator: string
    let user: string
    let deployer: string
    let avatar: string
    let banner: string

    const pages = () =>
      server.database.db
        .selectFrom('market_collection')
        .select(['chain_id', 'address', 'owner', 'name', 'description', 'avatar', 'banner'])
        .orderBy('address')
        .execute()

    /** Sends a refused write and checks nothing in market_collection changed. */
    async function refused(
      path: string,
      options: { token?: string; json?: unknown },
      status: number,
    ): Promise<ApiErrorBody> {
      const before = await pages()
      const answer = await server.request<ApiErrorBody>('POST', path, options)
      expect(answer.status).toBe(status)
      expect(await pages()).toEqual(before)
      return answer.body
    }

    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase())
      await server.synced()
      creator = await server.signIn(devAccount(5))
      user = await server.signIn(devAccount(1))
      deployer = await server.signIn(devAccount(0))
      avatar = await insertUpload(server.database.db, 'art avatar', CREATOR)
      banner = await insertUpload(server.database.db, 'art banner', CREATOR)
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    test('every write: 401 without a session, 404 on a chain this server does not follow', async () => {
      const bodies = {
        store: { address: art, name: 'Art' },
        update: { address: art, name: 'Art' },
        addressupdate: { address: art, newAddress: spare },
        destroy: { address: art, owner: CREATOR },
      }
      for (const [action, json] of Object.entries(bodies)) {
        expect((await refused(`/v1/1337/collections/${action}`, { json }, 401)).error).toBe(
          'Unauthorized',
        )
        expect(
          (await refused(`/v1/97/collections/${action}`, { json, token: creator }, 404)).message,
        ).toBe('This server follows chain 1337; it has no NFT market data for chain 97.')
      }
    })

    test('store: the owner creates the page, answered merged with the indexed collection', async () => {
      const answer = await server.request<ApiItem<ApiCollection>>(
        'POST',
        '/v1/1337/collections/store',
        {
          token: creator,
          json: {
            address: art.toUpperCase().replace('0X', '0x'),
            name: '  Ghost Art  ',
            description: 'Pictures of ghosts',
            avatar,
            banner,
          },
        },
      )
      expect(answer.status).toBe(201)
      // the answer is the read view: the contract names an on-chain collection, the page is stored
      expect(answer.body.data).toEqual({
        address: art.toLowerCase(),
        name: 'Creator Art',
        symbol: 'ART',
        description: 'Pictures of ghosts',
        avatar: `/ipfs/${avatar}`,
        banner: `/ipfs/${banner}`,
        owner: CREATOR,
        creatorAddress: CREATOR,
        creatorFee: 300,
        refererFee: 100,
        whitelistChecker: null,
        status: 'Open',
        active: true,
        totalTrades: 0,
        totalVolumeBNB: '0',
        numberTokensListed: 0,
        totalSupply: 0,
        floorPriceBNB: null,
        onChain: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      expect(answer.body.indexedTo?.blockNumber).toBe(Number(head))
      expect(await pages()).toEqual([
        {
          chain_id: 1337,
          address: art.toLowerCase(),
          owner: CREATOR,
          name: 'Ghost Art',
          description: 'Pictures of ghosts',
          avatar,
          banner,
        },
      ])
    })

    test('store: malformed bodies are 400 with every issue', async () => {
      const path = '/v1/1337/collections/store'
      const body = await refused(
        path,
        {
          token: creator,
          json: {
            address: '0x12',
            name: 'x'.repeat(65),
            description: 'd'.repeat(1001),
            avatar: '../etc',
          },
        },
        400,
      )
      expect(
        body.issues?.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      ).toMatchInlineSnapshot(`
        [
          "address: must be an address (0x and 40 hex digits)",
          "name: Too big: expected string to have <=64 characters",
          "description: Too big: expected string to have <=1000 characters",
          "avatar: must be a CID (e.g. bafkrei…)",
        ]
      `)
      expect(
        (
          await refused(
            path,
            { token: creator, json: { address: photos, name: 'P', extra: 1 } },
            400,
          )
        ).message,
      ).toMatchInlineSnapshot(`"body: Unrecognized key: "extra""`)
      expect(
        (await refused(path, { token: creator, json: { address: photos, name: '   ' } }, 400))
          .message,
      ).toMatchInlineSnapshot(`"body.name: Too small: expected string to have >=1 characters"`)
    })

    test('store: no session or a bad token is 401', async () => {
      const json = { address: photos, name: 'Photos' }
      const path = '/v1/1337/collections/store'
      expect(await refused(path, { json }, 401)).toMatchInlineSnapshot(`
        {
          "error": "Unauthorized",
          "message": "Sign in with your wallet first: send Authorization: Bearer <token> from POST /api/auth/login.",
        }
      `)
      expect(
        (await refused(path, { json, token: 'not-a-session' }, 401)).message,
      ).toMatchInlineSnapshot(
        `"Sign in with your wallet first: send Authorization: Bearer <token> from POST /api/auth/login."`,
      )
    })

    test('store: another wallet, or a contract without owner(), is 403', async () => {
      const path = '/v1/1337/collections/store'
      expect(
        (await refused(path, { token: user, json: { address: photos, name: 'Photos' } }, 403))
          .message,
      ).toBe(
        `Only the owner of collection ${photos.toLowerCase()} can create its page; you are signed in as ${USER}.`,
      )
      expect(
        (await refused(path, { token: creator, json: { address: ownerless, name: 'Test' } }, 403))
          .message,
      ).toBe(
        `Only the owner of collection ${ownerless.toLowerCase()} can create its page; you are signed in as ${CREATOR}.`,
      )
    })

    test('store: a chain this server does not follow is 404', async () => {
      expect(
        await refused(
          '/v1/56/collections/store',
          { token: creator, json: { address: photos, name: 'Photos' } },
          404,
        ),
      ).toMatchInlineSnapshot(`
        {
          "error": "Not Found",
          "message": "This server follows chain 1337; it has no NFT market data for chain 56.",
        }
      `)
    })

    test('store: a second page, or a taken name in any case, is 409', async () => {
      const path = '/v1/1337/collections/store'
      expect(
        (await refused(path, { token: creator, json: { address: art, name: 'Other' } }, 409))
          .message,
      ).toBe(
        `Collection ${art.toLowerCase()} already has a page; change it with collections/update.`,
      )
      expect(
        await refused(path, { token: creator, json: { address: photos, name: 'GHOST ART' } }, 409),
      ).toMatchInlineSnapshot(`
        {
          "error": "Conflict",
          "message": "Collection name is taken",
        }
      `)
    })

    test('store: a picture that was never uploaded is 422', async () => {
      const missing = 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e'
      expect(
        (
          await refused(
            '/v1/1337/collections/store',
            { token: creator, json: { address: photos, name: 'Photos', banner: missing } },
            422,
          )
        ).message,
      ).toMatchInlineSnapshot(
        `"No uploaded image has CID bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e; upload the picture first (POST /v1/{chainId}/{product}/upload)."`,
      )
    })

    test('update: the owner changes some fields; null removes a picture', async () => {
      const answer = await server.request<ApiItem<ApiCollection>>(
        'POST',
        '/v1/1337/collections/update',
        { token: creator, json: { address: art, description: 'New words', banner: null } },
      )
      expect(answer.status).toBe(200)
      expect(answer.body.data).toMatchObject({
        name: 'Creator Art',
        description: 'New words',
        avatar: `/ipfs/${avatar}`,
        banner: null,
      })
      expect(await pages()).toMatchObject([
        { address: art.toLowerCase(), description: 'New words', avatar, banner: null },
      ])
    })

    test('update: 400 empty change, 401, 403 another wallet, 404 no page, 409 taken name', async () => {
      const path = '/v1/1337/collections/update'
      expect(
        (await refused(path, { token: creator, json: { address: art } }, 400)).message,
      ).toMatchInlineSnapshot(`"body: give at least one of name, description, avatar, banner"`)
      expect((await refused(path, { json: { address: art, name: 'X' } }, 401)).error).toBe(
        'Unauthorized',
      )
      expect(
        (await refused(path, { token: user, json: { address: art, name: 'Mine' } }, 403)).message,
      ).toBe(
        `Only the owner of collection ${art.toLowerCase()} can change its page; you are signed in as ${USER}.`,
      )
      expect(
        (await refused(path, { token: creator, json: { address: photos, name: 'Photos' } }, 404))
          .message,
      ).toBe(
        `Collection ${photos.toLowerCase()} has no page; create it with POST /v1/1337/collections/store.`,
      )
      const stored = await server.request('POST', '/v1/1337/collections/store', {
        token: creator,
        json: { address: photos, name: 'Photos' },
      })
      expect(stored.status).toBe(201)
      expect(
        (await refused(path, { token: creator, json: { address: photos, name: 'ghost art' } }, 409))
          .message,
      ).toBe('Collection name is taken')
    })

    test('addressupdate: 403 unless the wallet owns both, 404 no page, 409 target has a page, 400 same address', async () => {
      const path = '/v1/1337/collections/addressupdate'
      expect(
        (await refused(path, { token: creator, json: { address: art, newAddress: art } }, 400))
          .message,
      ).toMatchInlineSnapshot(`"body.newAddress: newAddress must differ from address"`)
      expect(
        (await refused(path, { token: creator, json: { address: art, newAddress: foreign } }, 403))
          .message,
      ).toBe(
        `Only the owner of collection ${foreign.toLowerCase()} can give it the page of ${art.toLowerCase()}; you are signed in as ${CREATOR}.`,
      )
      expect(
        (await refused(path, { token: user, json: { address: art, newAddress: foreign } }, 403))
          .message,
      ).toBe(
        `Only the owner of collection ${art.toLowerCase()} can move its page; you are signed in as ${USER}.`,
      )
      expect(
        (await refused(path, { token: creator, json: { address: spare, newAddress: art } }, 404))
          .message,
      ).toBe(
        `Collection ${spare.toLowerCase()} has no page; create it with POST /v1/1337/collections/store.`,
      )
      expect(
        (await refused(path, { token: creator, json: { address: art, newAddress: photos } }, 409))
          .message,
      ).toBe(`Collection ${photos.toLowerCase()} already has a page; destroy it first.`)
    })

    test('addressupdate: the owner of both moves the page to the other contract', async () => {
      const answer = await server.request<ApiItem<ApiCollection>>(
        'POST',
        '/v1/1337/collections/addressupdate',
        { token: creator, json: { address: art, newAddress: spare } },
      )
      expect(answer.status).toBe(200)
      expect(answer.body.data).toMatchObject({
        address: spare.toLowerCase(),
        name: 'Creator Spare',
        symbol: 'SPR',
        description: 'New words',
        avatar: `/ipfs/${avatar}`,
      })
      expect((await pages()).map((page) => [page.address, page.name]).sort()).toEqual(
        [
          [photos.toLowerCase(), 'Photos'],
          [spare.toLowerCase(), 'Ghost Art'],
        ].sort(),
      )
    })

    test('destroy: 403 when owner is not the session or not the contract owner, 404 no page', async () => {
      const path = '/v1/1337/collections/destroy'
      expect(
        (await refused(path, { token: user, json: { address: photos, owner: CREATOR } }, 403))
          .message,
      ).toBe(
        `owner ${CREATOR} is not the signed-in wallet ${USER}; sign in as the collection's owner.`,
      )
      expect(
        (await refused(path, { token: user, json: { address: photos, owner: USER } }, 403)).message,
      ).toBe(
        `Only the owner of collection ${photos.toLowerCase()} can destroy its page; you are signed in as ${USER}.`,
      )
      expect(
        (await refused(path, { token: creator, json: { address: art, owner: CREATOR } }, 404))
          .error,
      ).toBe('Not Found')
      expect((await refused(path, { json: { address: photos, owner: CREATOR } }, 401)).error).toBe(
        'Unauthorized',
      )
    })

    test('destroy: the owner removes the page', async () => {
      const answer = await server.request('POST', '/v1/1337/collections/destroy', {
        token: creator,
        json: { address: photos, owner: CREATOR },
      })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ data: { address: photos.toLowerCase() } })
      expect((await pages()).map((page) => page.address)).toEqual([spare.toLowerCase()])
    })

    test('two pages stored at once under one name: one is stored, the other is 409', async () => {
      const store = (address: Address, name: string) =>
        server.request<ApiErrorBody>('POST', '/v1/1337/collections/store', {
          token: creator,
          json: { address, name },
        })
      const answers = await Promise.all([store(photos, 'Twin'), store(extra, 'TWIN')])
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
      expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
        'Collection name is taken',
      )
      const twins = (await pages()).filter((page) => page.name.toLowerCase() === 'twin')
      expect(twins).toHaveLength(1)
    })

    test('store: only ERC-721 contracts get a page; an ERC-20 or the market its signer owns is 422', async () => {
      const path = '/v1/1337/collections/store'
      const cake = chain.manifest.tokens.CAKE
      expect(
        await refused(path, { token: deployer, json: { address: cake, name: 'Cake NFTs' } }, 422),
      ).toEqual({ error: 'Unprocessable Entity', message: notErc721(cake) })
      expect(
        (
          await refused(
            path,
            { token: deployer, json: { address: chain.world.market, name: 'Market' } },
            422,
          )
        ).message,
      ).toBe(notErc721(chain.world.market))
    })

    test('store: the name of another collection registered on chain is 409, in any case, spacing or look-alike form', async () => {
      const path = '/v1/1337/collections/store'
      const store = (name: string) => ({ token: creator, json: { address: named, name } })
      expect(await refused(path, store('creator  ART'), 409)).toEqual({
        error: 'Conflict',
        message: nameOf('Creator Art', art),
      })
      for (const name of ['Ghost Squad', 'GHOSTSQUAD', ' ghost​ squad ', 'Ｇｈｏｓｔ Ｓｑｕａｄ']) {
        expect((await refused(path, store(name), 409)).message, name).toBe(
          nameOf('Ghost Squad', chain.world.squad),
        )
      }
      // its own on-chain name, however spaced, is fine; so is a name merely like another one
      const own = await server.request('POST', path, store(' creator  named '))
      expect(own.status).toBe(201)
      const official = await server.request('POST', path, {
        token: creator,
        json: { address: moved, name: 'Ghost Squad Official' },
      })
      expect(official.status).toBe(201)
      const destroyed = await server.request('POST', '/v1/1337/collections/destroy', {
        token: creator,
        json: { address: moved, owner: CREATOR },
      })
      expect(destroyed.status).toBe(200)
    })

    test("update and addressupdate keep the rules: another collection's name 409, a new address that is not an ERC-721 422", async () => {
      // the Ghost Squad's own page may carry the squad's name
      const squad = chain.world.squad
      const stored = await server.request<ApiItem<ApiCollection>>(
        'POST',
        '/v1/1337/collections/store',
        { token: deployer, json: { address: squad, name: 'ghost squad' } },
      )
      expect(stored.status).toBe(201)
      expect(stored.body.data).toMatchObject({
        name: 'Ghost Squad',
        owner: DEPLOYER,
        onChain: true,
      })
      expect(
        (
          await refused(
            '/v1/1337/collections/update',
            { token: deployer, json: { address: squad, name: 'Creator  Photos' } },
            409,
          )
        ).message,
      ).toBe(nameOf('Creator Photos', photos))
      const cake = chain.manifest.tokens.CAKE
      expect(
        (
          await refused(
            '/v1/1337/collections/addressupdate',
            { token: deployer, json: { address: squad, newAddress: cake } },
            422,
          )
        ).message,
      ).toBe(notErc721(cake))
      // moved elsewhere, the page named after its collection would pass for that collection
      expect(
        (
          await refused(
            '/v1/1337/collections/addressupdate',
            { token: creator, json: { address: named, newAddress: moved } },
            409,
          )
        ).message,
      ).toBe(nameOf('Creator Named', named))
    })

    test("a server whose index is behind still refuses the Ghost Squad's name and a non-ERC-721 (read on chain)", async () => {
      const unindexed = await startMarketServer(chain, await handle.freshDatabase(), {
        index: false,
      })
      try {
        const path = '/v1/1337/collections/store'
        const squadName = await unindexed.request<ApiErrorBody>('POST', path, {
          token: await unindexed.signIn(devAccount(5)),
          json: { address: moved, name: 'GHOST SQUAD' },
        })
        expect([squadName.status, squadName.body.message]).toEqual([
          409,
          nameOf('Ghost Squad', chain.world.squad),
        ])
        const cake = chain.manifest.tokens.CAKE
        const token = await unindexed.request<ApiErrorBody>('POST', path, {
          token: await unindexed.signIn(devAccount(0)),
          json: { address: cake, name: 'Cake' },
        })
        expect([token.status, token.body.message]).toEqual([422, notErc721(cake)])
        expect(
          await unindexed.database.db.selectFrom('market_collection').selectAll().execute(),
        ).toEqual([])
      } finally {
        await unindexed.stop()
      }
    })
  })
}

describe('the chain node is down', () => {
  test('an owner check that cannot reach the node is 503 and writes nothing', async () => {
    const target = DATABASE_TARGETS[0]
    if (!target) throw new Error('no database target')
    const handle = await target.start()
    const server = await startMarketServer(chain, await handle.freshDatabase(), {
      index: false,
      config: { rpcUrl: 'http://127.0.0.1:9' },
    })
    try {
      // Signing in may itself ask the node (contract wallets), so the session is made directly.
      const { token } = await createSessionStore({ db: server.database.db }).createSession({
        address: CREATOR,
        expiresAt: new Date(Date.now() + 60_000),
      })
      const answer = await server.request('POST', '/v1/1337/collections/store', {
        token,
        json: { address: art, name: 'Art' },
      })
      expect(answer.status).toBe(503)
      expect(answer.body).toMatchInlineSnapshot(`
        {
          "error": "Service Unavailable",
          "message": "The chain node did not answer; try again.",
        }
      `)
      expect(
        await server.database.db.selectFrom('market_collection').selectAll().execute(),
      ).toEqual([])
    } finally {
      await server.stop()
      await handle.stop()
    }
  }, 60_000)
})
