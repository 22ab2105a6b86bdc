/**
 * Issue 29: the first `npm start` finishes however slowly the chain confirms, and a start killed
 * while it seeds is followed by a clean one. Each start runs the chain and the server of
 * `npm start` (scripts/world.ts startChainAndServer; the web app is neither built nor served) in
 * a process group of its own, on free ports with a throwaway data folder, and is killed the way a
 * terminal or a supervisor kills it: every process of the group at once (or the start alone).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { anvilClient } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { dumpAnvilState, readCompleteManifest } from './startDevnet'

const repoRoot = new URL('../../../', import.meta.url).pathname
const dirs: string[] = []
const groups: ChildProcess[] = []

/** The layout of `npm start`: `.data/` with the chain state and database, `deployments/` apart. */
function newClone() {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-killed-start-'))
  dirs.push(dir)
  return {
    dir,
    data: join(dir, '.data'),
    statePath: join(dir, '.data', 'anvil-state.json'),
    manifestPath: join(dir, 'deployments', '1337.json'),
  }
}
type Clone = ReturnType<typeof newClone>

const CHILD = `
const { startChainAndServer } = await import(process.env.WORLD_MODULE)
const receiptDelayMs = Number(process.env.TEST_RECEIPT_DELAY_MS ?? 0)
const world = await startChainAndServer({
  chainPort: 0,
  serverPort: 0,
  dataDir: process.env.TEST_DATA_DIR,
  statePath: process.env.TEST_STATE_PATH,
  manifestPath: process.env.TEST_MANIFEST_PATH,
  log: (line) => console.log(line),
  sendThrough: receiptDelayMs
    ? async (upstream) => {
        const { startRpcProxy } = await import('@ghost/devnet')
        return (await startRpcProxy({ upstream, receiptDelayMs })).url
      }
    : undefined,
})
console.log('READY ' + JSON.stringify({ chainUrl: world.chainUrl, serverUrl: world.serverUrl }))
process.on('SIGTERM', () => world.stop().then(() => process.exit(0)))
`

type Start = {
  child: ChildProcess
  /** Resolves with the first output line that starts with `prefix`. */
  line(prefix: string): Promise<string>
  output(): string
}

function start(clone: Clone, options: { receiptDelayMs?: number } = {}): Start {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', CHILD],
    {
      cwd: repoRoot,
      // its own process group, so the whole start (chain, server) can be killed at once
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WORLD_MODULE: join(repoRoot, 'scripts', 'world.ts'),
        TEST_DATA_DIR: join(clone.data, 'pglite'),
        TEST_STATE_PATH: clone.statePath,
        TEST_MANIFEST_PATH: clone.manifestPath,
        LOG_LEVEL: 'warn',
        // Each Anvil's home folder (its old block states) is made in the temporary folder and
        // removed when it stops; a SIGKILLed start cannot remove it, so it goes with the clone.
        TMPDIR: clone.dir,
        TEST_RECEIPT_DELAY_MS: String(options.receiptDelayMs ?? 0),
      },
    },
  )
  groups.push(child)
  let output = ''
  const waiting: { prefix: string; resolve: (line: string) => void }[] = []
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    for (const wait of [...waiting]) {
      const line = output.split('\n').find((candidate) => candidate.startsWith(wait.prefix))
      if (line !== undefined) {
        waiting.splice(waiting.indexOf(wait), 1)
        wait.resolve(line)
      }
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  return {
    child,
    output: () => output,
    line: (prefix) =>
      new Promise((resolve, reject) => {
        waiting.push({ prefix, resolve })
        onData(Buffer.from(''))
        child.once('exit', (code, signal) =>
          reject(new Error(`the start ended (${code ?? signal}) before "${prefix}":\n${output}`)),
        )
      }),
  }
}

function groupAlive(child: ChildProcess): boolean {
  try {
    process.kill(-(child.pid ?? 0), 0)
    return true
  } catch {
    return false
  }
}

/** Signals every process of the start's group and waits until none is left. */
async function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  process.kill(-(child.pid ?? 0), signal)
  while (groupAlive(child)) await new Promise((resolve) => setTimeout(resolve, 100))
}

async function ready(run: Start): Promise<{ chainUrl: string; serverUrl: string }> {
  return JSON.parse((await run.line('READY ')).slice('READY '.length))
}

/** A complete world: the manifest, code at each address, and the server indexed this chain. */
async function expectCompleteWorld(clone: Clone, urls: { chainUrl: string; serverUrl: string }) {
  const manifest = readCompleteManifest(clone.manifestPath) as Manifest
  expect(manifest).toBeDefined()
  const client = anvilClient(urls.chainUrl)
  for (const address of [...Object.values(manifest.contracts), ...Object.values(manifest.tokens)])
    expect((await client.getCode({ address }))?.length, address).toBeGreaterThan(2)
  const health = (await (await fetch(`${urls.serverUrl}/health`)).json()) as { status: string }
  expect(health.status).toBe('ok')
  const head = await client.getBlock()
  // indexed up to this chain's head, by its block hash, with every seeded pair
  for (;;) {
    const response = await fetch(`${urls.serverUrl}/v1/1337/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ _meta { block { number hash } } pairs(first: 100) { id } }',
      }),
    })
    const answer = (await response.json()) as {
      data?: { _meta: { block: { number: number; hash: string } | null }; pairs: unknown[] }
    }
    const block = answer.data?._meta.block
    if (block && BigInt(block.number) >= head.number) {
      expect(block.hash).toBe((await client.getBlock({ blockNumber: BigInt(block.number) })).hash)
      expect(answer.data?.pairs.length).toBe(Object.keys(manifest.pairs ?? {}).length)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Waits (a bounded while) for the start's group to be empty; answers whether it is. */
async function groupEnds(child: ChildProcess): Promise<boolean> {
  for (let i = 0; i < 600 && groupAlive(child); i++)
    await new Promise((resolve) => setTimeout(resolve, 100))
  return !groupAlive(child)
}

afterEach(async () => {
  for (const child of groups.splice(0)) if (groupAlive(child)) await killGroup(child, 'SIGKILL')
})

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('a first start on a chain that confirms slowly', () => {
  test('deploys and seeds through a node that answers every receipt late, and ends complete', async () => {
    const clone = newClone()
    const slow = start(clone, { receiptDelayMs: 250 })
    await expectCompleteWorld(clone, await ready(slow))
    expect(slow.output()).toContain('chain: deployed and seeded')
  }, 600_000)
})

describe('a start killed while seeding', () => {
  test('Ctrl-C after the deploy, with a chain state saved mid-seed: the next start deploys and seeds afresh', async () => {
    const clone = newClone()
    // a complete world first, stopped cleanly
    const first = start(clone)
    await ready(first)
    await killGroup(first.child, 'SIGTERM')
    expect(readCompleteManifest(clone.manifestPath)).toBeDefined()

    // `.data` deleted, the manifest kept: this start deploys the same addresses again
    rmSync(clone.data, { recursive: true, force: true })
    const interrupted = start(clone)
    const deploying = await interrupted.line('chain: deploying a new world')
    const chainUrl = /on (http\S+)…/.exec(deploying)?.[1]
    if (!chainUrl) throw new Error(`no chain URL in "${deploying}"`)
    await interrupted.line('chain: contracts deployed')
    // The chain as Anvil's periodic dump (every 30 s) would save it mid-seed. Whether its dump on
    // the way out survives the Ctrl-C depends on which process ends first, so the test puts this
    // one in place itself: the next start must distrust it either way.
    const midSeed = await dumpAnvilState(chainUrl)
    await killGroup(interrupted.child, 'SIGINT')
    expect(interrupted.output()).not.toContain('chain: deployed and seeded')
    writeFileSync(clone.statePath, midSeed)

    const next = start(clone)
    const urls = await ready(next)
    expect(next.output()).toContain('chain: deploying a new world')
    expect(next.output()).not.toContain('chain: reusing')
    expect(next.output()).toContain('chain: deployed and seeded')
    await expectCompleteWorld(clone, urls)
  }, 600_000)

  test('SIGKILL while seeding: the next start throws the database and chain state away and ends complete', async () => {
    const clone = newClone()
    const killed = start(clone)
    await killed.line('chain: contracts deployed')
    await killGroup(killed.child, 'SIGKILL')
    expect(existsSync(join(clone.data, 'pglite'))).toBe(true)

    const next = start(clone)
    const urls = await ready(next)
    expect(next.output()).toContain('world: no complete world to reuse')
    expect(next.output()).toContain('chain: deployed and seeded')
    await expectCompleteWorld(clone, urls)

    // and the world it left is trusted by the start after it
    await killGroup(next.child, 'SIGTERM')
    const again = start(clone)
    await expectCompleteWorld(clone, await ready(again))
    expect(again.output()).toContain('chain: reusing')
  }, 600_000)

  test('SIGTERM to the start alone while seeding: it stops its chain and server, and the next start is clean', async () => {
    const clone = newClone()
    const stopped = start(clone)
    await stopped.line('chain: contracts deployed')
    stopped.child.kill('SIGTERM')
    expect(await groupEnds(stopped.child)).toBe(true)
    expect(stopped.output()).toContain('world: SIGTERM while starting')

    const next = start(clone)
    await expectCompleteWorld(clone, await ready(next))
    expect(next.output()).toContain('chain: deploying a new world')
  }, 600_000)

  test('a chain state cut short (killed while Anvil wrote it): the next start deploys afresh on an empty database', async () => {
    const clone = newClone()
    const first = start(clone)
    await expectCompleteWorld(clone, await ready(first))
    await killGroup(first.child, 'SIGTERM')
    const state = readFileSync(clone.statePath, 'utf8')
    writeFileSync(clone.statePath, state.slice(0, state.length / 2))

    const next = start(clone)
    const urls = await ready(next)
    expect(next.output()).toContain('chain: the saved state does not load')
    expect(next.output()).toContain('the server starts again on an empty database')
    expect(next.output()).toContain('chain: deployed and seeded')
    await expectCompleteWorld(clone, urls)
  }, 600_000)
})
