/**
 * Several server processes on one PostgreSQL database (the scale-out mode): every process serves
 * reads, exactly one indexes. Two real `src/main.ts` processes against a deployed world on Anvil:
 * the advisory lock that elects the indexer is held once, both answer the same indexed figures,
 * and each pair's transactions are counted once.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ghostPairAbi } from '@ghost/contracts'
import {
  type AnvilInstance,
  anvilClient,
  devAccount,
  LOCAL_CHAIN_ID,
  startAnvil,
} from '@ghost/contracts/anvil'
import { deployWorld, devWriter } from '@ghost/devnet'
import pg from 'pg'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findPostgresBin, type PostgresCluster, startPostgresCluster } from './test/postgresCluster'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const postgresBin = findPostgresBin()

type Server = { child: ChildProcess; url: Promise<string> }

function runServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = new Promise<string>((resolve, reject) => {
    let stdout = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = /^server: (http:\/\/\S+)$/m.exec(stdout)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stdout}`)))
  })
  return { child, url }
}

async function graphql<T>(url: string, query: string): Promise<T> {
  const response = await fetch(`${url}/v1/${LOCAL_CHAIN_ID}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

type Indexed = {
  data: { pairs: { id: string; reserve0: string; reserve1: string; txCount: string }[] }
  extensions: { indexedBlock: { number: number } | null }
}
const PAIRS = '{ pairs(first: 100, orderBy: id) { id reserve0 reserve1 txCount } }'

describe.skipIf(postgresBin === undefined)(
  'two server processes on one PostgreSQL database',
  () => {
    let anvil: AnvilInstance
    let cluster: PostgresCluster
    let root: string
    const servers: Server[] = []

    beforeAll(async () => {
      if (postgresBin === undefined) return
      root = mkdtempSync(join(tmpdir(), 'ghost-two-'))
      cluster = await startPostgresCluster(postgresBin)
      anvil = await startAnvil({ chainId: LOCAL_CHAIN_ID })
      const manifest = await deployWorld({
        deployer: devWriter(anvil.url, 0),
        treasury: devAccount(9).address,
        mine: (blocks) => anvilClient(anvil.url).mine({ blocks: Number(blocks) }),
      })
      writeFileSync(join(root, 'manifest.json'), JSON.stringify(manifest))
    }, 240_000)

    afterAll(async () => {
      for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL')
      await anvil?.stop()
      await cluster?.stop()
      if (root) rmSync(root, { recursive: true, force: true })
    })

    test('both serve the index, one process holds the indexer lock, each pair is counted once', async () => {
      const env = {
        DATABASE_URL: await cluster.createDatabase('ghost_two'),
        RPC_URL: anvil.url,
        MANIFEST_PATH: join(root, 'manifest.json'),
      }
      servers.push(runServer(env), runServer(env))
      const urls = await Promise.all(servers.map((server) => server.url))
      const head = Number(await anvilClient(anvil.url).getBlockNumber({ cacheTime: 0 }))

      // Both answer from the shared tables once the one indexer has reached the head.
      const answers = await Promise.all(
        urls.map(async (url) => {
          await expect
            .poll(
              async () => (await graphql<Indexed>(url, PAIRS)).extensions.indexedBlock?.number,
              {
                timeout: 60_000,
              },
            )
            .toBe(head)
          return (await graphql<Indexed>(url, PAIRS)).data
        }),
      )
      expect(answers[0]?.pairs.length).toBeGreaterThan(0)
      expect(answers[1]).toEqual(answers[0])

      // Counted once: each pair's transactions are its Mint, Burn and Swap logs on the chain, and
      // its reserves are the chain's (two indexers writing would double the counts).
      const chain = anvilClient(anvil.url)
      for (const pair of answers[0]?.pairs ?? []) {
        const address = pair.id as Address
        const logs = await chain.getContractEvents({ address, abi: ghostPairAbi, fromBlock: 0n })
        const counted = logs.filter((log) => ['Mint', 'Burn', 'Swap'].includes(log.eventName))
        expect(BigInt(pair.txCount)).toBe(BigInt(counted.length))
        const [reserve0, reserve1] = await chain.readContract({
          address,
          abi: ghostPairAbi,
          functionName: 'getReserves',
        })
        expect(parseEther(pair.reserve0)).toBe(reserve0)
        expect(parseEther(pair.reserve1)).toBe(reserve1)
      }

      // Exactly one backend holds an advisory lock: the indexer's election.
      const admin = new pg.Client({ connectionString: env.DATABASE_URL })
      await admin.connect()
      try {
        const locks = await admin.query(
          `select count(*)::int as held from pg_locks where locktype = 'advisory' and granted`,
        )
        expect(locks.rows[0].held).toBe(1)
      } finally {
        await admin.end()
      }
    }, 180_000)
  },
)
