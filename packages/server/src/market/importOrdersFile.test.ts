/**
 * The devnet's orders file imported as orders/create would take each order, on PGlite and
 * PostgreSQL: valid orders stored with their tokens, refused ones skipped with their reason,
 * a second import changes nothing, a file of another deployment is refused whole.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import { getSeedFilePath } from '@ghost/contracts/manifest'
import type { OpenOrdersFile, SignedOrder } from '@ghost/devnet'
import type { ApiList, ApiOrderSearchResult, LazyOrder } from '@ghost/sdk'
import { getLazyOrderTypedData } from '@ghost/sdk'
import { type Address, type Hex, hashTypedData } from 'viem'
import { expect, test } from 'vitest'
import { importOrdersFile, startOrdersFileImport } from './importOrdersFile'
import {
  createCreatorCollection,
  lazyOrder,
  marketContextOf,
  signedBody,
  storeTokenFiles,
} from './test/lazyOrderFixture'
import { type MarketChain, startMarketServer } from './test/marketFixture'
import { describeEachDatabase, useMarketChain } from './test/marketSuite'

let path: string
let file: OpenOrdersFile
let valid: Hex[]

/** An entry of the file as seedLazyOrders writes it. */
async function entry(
  chain: MarketChain,
  order: LazyOrder,
  signer = devAccount(5),
): Promise<SignedOrder> {
  const { v, r, s } = await signedBody(chain, signer, order)
  const hash = hashTypedData(getLazyOrderTypedData(LOCAL_CHAIN_ID, chain.world.factory, order))
  const { price, expiry, nonce } = order
  return {
    hash,
    order: {
      ...order,
      price: price.toString(),
      expiry: expiry.toString(),
      nonce: nonce.toString(),
    },
    v,
    r: r as Hex,
    s: s as Hex,
  }
}

const world = useMarketChain(async (chain) => {
  const collection: Address = await createCreatorCollection(chain, 'Seeded')
  const uris = [
    await storeTokenFiles(chain, 'Seeded #1'),
    await storeTokenFiles(chain, 'Seeded #2'),
  ]
  const orders = [
    await entry(chain, lazyOrder(chain, collection, 'seeded-1', uris[0] ?? '')),
    await entry(chain, lazyOrder(chain, collection, 'seeded-2', uris[1] ?? '')),
    await entry(
      chain,
      lazyOrder(chain, collection, 'seeded-3', uris[0] ?? '', { expiry: 1_700_000_000n }),
    ),
    await entry(chain, lazyOrder(chain, collection, 'seeded-4', uris[0] ?? ''), devAccount(2)),
  ]
  valid = orders.slice(0, 2).map((order) => order.hash)
  file = { chainId: LOCAL_CHAIN_ID, factory: chain.world.factory, orders }
  path = getSeedFilePath(chain.manifestPath, 'orders')
  writeFileSync(path, JSON.stringify(file))
})

describeEachDatabase(
  world,
  (suite) => {
    test('valid orders stored with their tokens, refused ones skipped; again: nothing new', async () => {
      const { server } = suite
      const context = marketContextOf(world.chain, server)
      const first = await importOrdersFile(context, path)
      expect(first).toEqual({
        imported: 2,
        known: 0,
        skipped: [
          {
            hash: file.orders[2]?.hash,
            reason:
              'The order expired at 2023-11-14T22:13:20.000Z; sign it again with a later expiry.',
          },
          { hash: file.orders[3]?.hash, reason: 'The order is not signed by its creator.' },
        ],
      })
      const orders = await server.database.db
        .selectFrom('market_order')
        .select(['hash', 'status', 'creator'])
        .orderBy('hash')
        .execute()
      expect(orders).toEqual(
        [...valid].sort().map((hash) => ({
          hash,
          status: 'open',
          creator: devAccount(5).address.toLowerCase(),
        })),
      )
      const tokens = await server.database.db
        .selectFrom('market_token')
        .select(['name', 'filetype'])
        .orderBy('name')
        .execute()
      expect(tokens).toEqual([
        { name: 'Seeded #1', filetype: 'image/png' },
        { name: 'Seeded #2', filetype: 'image/png' },
      ])
      const search = await server.request<ApiList<ApiOrderSearchResult>>(
        'GET',
        `/v1/1337/orders/search?creator=${devAccount(5).address}&onOrder=1`,
      )
      expect(search.body.data.map((row) => row.order.hash).sort()).toEqual([...valid].sort())

      const second = await importOrdersFile(context, path)
      expect([second.imported, second.known, second.skipped.length]).toEqual([0, 2, 2])
      expect(
        await server.database.db.selectFrom('market_order').select('hash').execute(),
      ).toHaveLength(2)
    })

    test('a missing file imports nothing; a file of another deployment is refused whole', async () => {
      const { server } = suite
      const context = marketContextOf(world.chain, server)
      expect(await importOrdersFile(context, `${path}.absent`)).toEqual({
        imported: 0,
        known: 0,
        skipped: [],
      })
      const other = `${path}.other`
      writeFileSync(other, JSON.stringify({ ...file, factory: world.chain.world.market }))
      await expect(importOrdersFile(context, other)).rejects.toThrowError(
        /holds orders for factory 0x[0-9a-f]{40} on chain 1337, not this deployment's/,
      )
      writeFileSync(other, '{ not json')
      await expect(importOrdersFile(context, other)).rejects.toThrowError(/is not an orders file/)
    })

    test('orders written before their manifest wait for it, without a word, then import', async () => {
      const fresh = await startMarketServer(world.chain, await suite.handle.freshDatabase(), {
        index: false,
      })
      // a world being seeded: the orders file is there, the manifest not yet
      const folder = mkdtempSync(join(tmpdir(), 'ghost-orders-'))
      const manifestPath = join(folder, '1337.json')
      copyFileSync(path, getSeedFilePath(manifestPath, 'orders'))
      const logged: string[] = []
      const watcher = startOrdersFileImport({
        config: { ...fresh.config, manifestPath },
        db: fresh.database.db,
        log: (message) => logged.push(message),
        intervalMs: 50,
      })
      try {
        // ticks pass (the manifest reader caches for a second) with nothing imported or said
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        expect(logged).toEqual([])
        copyFileSync(world.chain.manifestPath, manifestPath)
        await expect
          .poll(() => logged.filter((line) => line.includes('imported')), { timeout: 10_000 })
          .toEqual(['orders file: 2 imported, 0 known, 2 skipped'])
        expect(logged.filter((line) => line.includes("not this deployment's"))).toEqual([])
      } finally {
        watcher.stop()
        await fresh.stop()
        rmSync(folder, { recursive: true, force: true })
      }
    })

    test('the server imports the file beside its manifest at start, and logs what it did', async () => {
      const fresh = await startMarketServer(world.chain, await suite.handle.freshDatabase(), {
        index: false,
      })
      const logged: string[] = []
      const watcher = startOrdersFileImport({
        config: fresh.config,
        db: fresh.database.db,
        log: (message) => logged.push(message),
        intervalMs: 50,
      })
      try {
        await expect
          .poll(() => logged.filter((line) => line.includes('imported')), { timeout: 10_000 })
          .toEqual(['orders file: 2 imported, 0 known, 2 skipped'])
        const stored = await fresh.database.db.selectFrom('market_order').select('hash').execute()
        expect(stored.map((row) => row.hash).sort()).toEqual([...valid].sort())
      } finally {
        watcher.stop()
        await fresh.stop()
      }
    })
  },
  { index: false },
)
