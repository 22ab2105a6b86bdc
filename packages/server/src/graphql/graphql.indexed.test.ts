/**
 * The GraphQL API over a really indexed world: the Ghost world deployed on Anvil (pairs seeded
 * with liquidity), indexed by createIndexer with the DEX module, then asked over HTTP. Reserves,
 * mints and the indexed block are compared with what the chain itself says.
 */
import { ghostFactoryAbi, ghostPairAbi } from '@ghost/contracts'
import {
  type AnvilInstance,
  anvilClient,
  devAccount,
  LOCAL_CHAIN_ID,
  localChain,
  startAnvil,
} from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { deployWorld, devWriter } from '@ghost/devnet'
import type { FastifyInstance } from 'fastify'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  http,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config'
import { createServer } from '../createServer'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import { createDexModule } from '../dex/createDexModule'
import { createIndexer, type Indexer } from '../indexer/createIndexer'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'

let anvil: AnvilInstance
let manifest: Manifest
let client: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ chainId: LOCAL_CHAIN_ID })
  manifest = await deployWorld({
    deployer: devWriter(anvil.url, 0),
    treasury: devAccount(9).address,
    mine: (blocks) => anvilClient(anvil.url).mine({ blocks: Number(blocks) }),
  })
  client = createPublicClient({ chain: localChain(anvil.url), transport: http(anvil.url) })
}, 240_000)
afterAll(async () => {
  await anvil?.stop()
})

type Answer<T> = {
  data: T
  errors?: unknown
  extensions: { indexedBlock: { number: number; hash: string; timestamp: number | null } }
}

async function decimalsOf(token: Address): Promise<number> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`GraphQL over an indexed world on ${target.title}`, () => {
    let handle: DatabaseTargetHandle
    let database: OpenedDatabase
    let indexer: Indexer
    let app: FastifyInstance
    let head: bigint

    beforeAll(async () => {
      handle = await target.start()
      const config = {
        ...loadConfig({ LOG_LEVEL: 'silent' }),
        database: await handle.freshDatabase(),
        rpcUrl: anvil.url,
      }
      database = await openDatabase(config)
      await migrateToLatest(database.db)
      indexer = createIndexer({
        db: database.db,
        client,
        chainId: LOCAL_CHAIN_ID,
        startBlock: BigInt(manifest.startBlock),
        modules: [createDexModule({ manifest, client })],
        databaseKind: database.kind,
      })
      head = (await indexer.syncOnce()).blockNumber
      app = await createServer({ config, database })
    }, 240_000)
    afterAll(async () => {
      await app?.close()
      await indexer?.stop()
      await database?.close()
      await handle?.stop()
    })

    async function ask<T>(query: string): Promise<Answer<T>> {
      const response = await app.inject({
        method: 'POST',
        url: `/v1/${LOCAL_CHAIN_ID}/graphql`,
        payload: { query },
      })
      expect(response.statusCode, response.body).toBe(200)
      const answer = response.json() as Answer<T>
      expect(answer.errors).toBeUndefined()
      return answer
    }

    test('the answer says the indexed block: the chain head, its hash and time', async () => {
      const block = await client.getBlock({ blockNumber: head })
      const expected = {
        number: Number(head),
        hash: block.hash,
        timestamp: Number(block.timestamp),
      }
      const answer = await ask<{ _meta: { block: unknown } }>(
        '{ _meta { block { number hash timestamp } } }',
      )
      expect(answer.data._meta.block).toEqual(expected)
      expect(answer.extensions.indexedBlock).toEqual(expected)
    })

    test('every pair, with reserves in token units equal to getReserves', async () => {
      type Pair = {
        id: string
        reserve0: string
        reserve1: string
        token0: { id: string; symbol: string; decimals: string }
        token1: { id: string; symbol: string; decimals: string }
      }
      const { data } = await ask<{ pairs: Pair[] }>(
        '{ pairs(first: 1000) { id reserve0 reserve1 token0 { id symbol decimals } token1 { id symbol decimals } } }',
      )
      const seeded = Object.values(manifest.pairs ?? {}).map((pair) => pair.toLowerCase())
      expect(seeded.length).toBeGreaterThan(0)
      expect(data.pairs.map((pair) => pair.id).sort()).toEqual(seeded.sort())
      for (const pair of data.pairs) {
        const address = pair.id as Address
        const [reserve0, reserve1] = await client.readContract({
          address,
          abi: ghostPairAbi,
          functionName: 'getReserves',
        })
        const token0 = pair.token0.id as Address
        const token1 = pair.token1.id as Address
        const [decimals0, decimals1, symbol0] = await Promise.all([
          decimalsOf(token0),
          decimalsOf(token1),
          client.readContract({ address: token0, abi: erc20Abi, functionName: 'symbol' }),
        ])
        expect(pair).toEqual({
          id: address,
          reserve0: formatUnits(reserve0, decimals0),
          reserve1: formatUnits(reserve1, decimals1),
          token0: { id: token0, symbol: symbol0, decimals: String(decimals0) },
          token1: expect.objectContaining({ id: token1, decimals: String(decimals1) }),
        })
      }
    })

    test('mints are the Mint events, amounts in token units, newest first', async () => {
      const pairs = await client.getContractEvents({
        address: manifest.contracts.Factory,
        abi: ghostFactoryAbi,
        eventName: 'PairCreated',
        fromBlock: BigInt(manifest.startBlock),
        toBlock: head,
        strict: true,
      })
      const mints = await client.getContractEvents({
        address: pairs.map((log) => log.args[2]),
        abi: ghostPairAbi,
        eventName: 'Mint',
        fromBlock: BigInt(manifest.startBlock),
        toBlock: head,
        strict: true,
      })
      type Mint = {
        id: string
        blockNumber: string
        amount0: string
        amount1: string
        pair: { id: string; token0: { id: string }; token1: { id: string } }
      }
      const { data } = await ask<{ mints: Mint[] }>(
        '{ mints(first: 1000, orderBy: blockNumber, orderDirection: desc) { id blockNumber amount0 amount1 pair { id token0 { id } token1 { id } } } }',
      )
      expect(mints.length).toBeGreaterThan(0)
      expect(data.mints).toHaveLength(mints.length)
      const byId = new Map(data.mints.map((mint) => [mint.id, mint]))
      for (const log of mints) {
        const mint = byId.get(`${log.transactionHash}-${log.logIndex}`)
        expect(mint, `${log.transactionHash}-${log.logIndex}`).toBeDefined()
        if (mint === undefined) continue
        expect(mint.pair.id).toBe(log.address.toLowerCase())
        expect(mint.blockNumber).toBe(String(log.blockNumber))
        expect(mint.amount0).toBe(
          formatUnits(log.args.amount0, await decimalsOf(mint.pair.token0.id as Address)),
        )
        expect(mint.amount1).toBe(
          formatUnits(log.args.amount1, await decimalsOf(mint.pair.token1.id as Address)),
        )
      }
      const blocks = data.mints.map((mint) => BigInt(mint.blockNumber))
      expect(blocks).toEqual([...blocks].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)))
    })
  })
}
