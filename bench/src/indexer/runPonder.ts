/**
 * Runs Ponder (bench/ponder-dex: Ghost's DEX handlers registered with Ponder) over the same chain
 * and blocks as Ghost's indexer, end to end: from spawning `ponder start` on an empty PGlite
 * folder (its build, database set-up and migrations included) until its /ready answers 200, which
 * Ponder gives once the historical blocks are indexed. Then reads its row counts per table.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { PONDER_BENCH_ENV, type PonderBenchEnvironment } from '../../ponder-dex/environment'

const PONDER_ROOT = join(import.meta.dirname, '..', '..', 'ponder-dex')
const PONDER_BIN = join(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'ponder')
/** Ponder's sync of this history takes a minute or two on a loaded 2-core machine. */
const READY_TIMEOUT_MS = 15 * 60_000

export type PonderRun = {
  seconds: number
  rowCounts: Record<string, number>
  logPath: string
}

export type RunPonderParameters = {
  rpcUrl: string
  manifest: Manifest
  toBlock: bigint
  tables: PonderBenchEnvironment['tables']
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const killed = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(killed)
}

async function waitUntilReady(child: ChildProcess, url: string, logPath: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`ponder exited with ${child.exitCode} before it was ready:\n${tail(logPath)}`)
    }
    const ready = await fetch(`${url}/ready`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `ponder was not ready after ${READY_TIMEOUT_MS / 60_000} minutes:\n${tail(logPath)}`,
  )
}

function tail(path: string): string {
  return readFileSync(path, 'utf8').split('\n').slice(-40).join('\n')
}

export async function runPonder(parameters: RunPonderParameters): Promise<PonderRun> {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-bench-ponder-'))
  const logPath = join(dir, 'ponder.log')
  const manifestPath = join(dir, 'manifest.json')
  writeFileSync(manifestPath, JSON.stringify(parameters.manifest))
  const environment: PonderBenchEnvironment = {
    rpcUrl: parameters.rpcUrl,
    manifestPath,
    endBlock: Number(parameters.toBlock),
    databaseDir: join(dir, 'pglite'),
    tables: parameters.tables,
  }
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const log = createWriteStream(logPath)
  const started = performance.now()
  const child = spawn(
    PONDER_BIN,
    ['--root', PONDER_ROOT, 'start', '--port', String(port), '--schema', 'public'],
    {
      cwd: PONDER_ROOT,
      env: {
        ...process.env,
        [PONDER_BENCH_ENV]: JSON.stringify(environment),
        NODE_ENV: 'production',
        // a bench run is not a user of Ponder's: nothing leaves the machine
        PONDER_TELEMETRY_DISABLED: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  try {
    await waitUntilReady(child, url, logPath)
    const seconds = (performance.now() - started) / 1000
    const response = await fetch(`${url}/row-counts`)
    if (!response.ok) throw new Error(`ponder's /row-counts answered ${response.status}`)
    const rowCounts = (await response.json()) as Record<string, number>
    return { seconds, rowCounts, logPath }
  } finally {
    await stop(child)
    log.end()
    rmSync(join(dir, 'pglite'), { recursive: true, force: true })
  }
}
