/**
 * The set-up the market's HTTP tests share: one Anvil world for the file, and per database target
 * (PGlite, PostgreSQL when there is one) a describe block whose tests talk to one server on a
 * fresh database of it. Fields are set once the hooks have run: read them in hooks and tests,
 * not while the file registers its tests.
 *
 * @example
 * const world = useMarketChain(async (chain) => { collection = await createCreatorCollection(chain, 'Art') })
 * describeEachDatabase(world, (market) => {
 *   let token: string
 *   beforeAll(async () => { token = await market.server.signIn(devAccount(5)) })
 *   test('…', async () => { await market.server.request('GET', '/v1/1337/collections') })
 * })
 */

import type { ApiItem, ApiOrder, ApiUpload } from '@ghost/sdk'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import {
  DATABASE_TARGETS,
  type DatabaseTarget,
  type DatabaseTargetHandle,
} from '../../test/databaseTargets'
import type { CreateOrderBody } from './lazyOrderFixture'
import {
  type MarketChain,
  type MarketServer,
  type StartMarketServerOptions,
  startMarketChain,
  startMarketServer,
} from './marketFixture'
import { uploadForm } from './uploadForm'

export type MarketWorld = { readonly chain: MarketChain }

export type MarketTarget = {
  readonly target: DatabaseTarget
  readonly handle: DatabaseTargetHandle
  readonly server: MarketServer
}

/** Starts the world before the file's tests (then `setUp`, e.g. collections on chain); stops it after. */
export function useMarketChain(setUp?: (chain: MarketChain) => Promise<void>): MarketWorld {
  let chain: MarketChain | undefined
  beforeAll(async () => {
    chain = await startMarketChain()
    await setUp?.(chain)
  }, 120_000)
  afterAll(async () => {
    await chain?.stop()
  })
  return {
    get chain() {
      if (!chain) throw new Error('the market chain is read before it started')
      return chain
    },
  }
}

/**
 * `body` once per available database target, in a describe block titled by it, with a server on a
 * fresh database indexing the world's chain; the block's own hooks run after it starts.
 */
export function describeEachDatabase(
  world: MarketWorld,
  body: (market: MarketTarget) => void,
  options?: StartMarketServerOptions,
): void {
  for (const target of DATABASE_TARGETS) {
    describe.skipIf(!target.available)(target.title, () => {
      let handle: DatabaseTargetHandle | undefined
      let server: MarketServer | undefined
      beforeAll(async () => {
        handle = await target.start()
        server = await startMarketServer(world.chain, await handle.freshDatabase(), options)
      }, 60_000)
      afterAll(async () => {
        await server?.stop()
        await handle?.stop()
      })
      body({
        target,
        get handle() {
          if (!handle) throw new Error(`${target.title} is read before it started`)
          return handle
        },
        get server() {
          if (!server) throw new Error(`the server on ${target.title} is read before it started`)
          return server
        },
      })
    })
  }
}

/** A small one-colour PNG, a picture the upload route accepts. */
export function solidPng(background: string, width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
}

/** Uploads `bytes` as `token`'s picture; answers its CID. */
export async function uploadImage(
  server: MarketServer,
  token: string,
  bytes: Uint8Array,
): Promise<string> {
  const uploaded = await server.request<ApiUpload>('POST', '/v1/1337/nft/upload', {
    token,
    body: uploadForm([{ bytes }]),
  })
  expect(uploaded.status, uploaded.text).toBe(201)
  return uploaded.body.cid
}

/** orders/create of a signed order as `token`'s session; the answer is left to the test. */
export function postOrder(server: MarketServer, token: string, json: CreateOrderBody) {
  return server.request<ApiItem<ApiOrder>>('POST', '/v1/1337/orders/create', { token, json })
}
