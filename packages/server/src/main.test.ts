import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { migrations } from './db/migrations/index'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const root = mkdtempSync(join(tmpdir(), 'ghost-main-'))
const children: ChildProcess[] = []

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(root, { recursive: true, force: true })
})

type Started = { child: ChildProcess; stdout: () => string; stderr: () => string }

/** Runs `src/main.ts` the way `npm start -w @ghost/server` does, as one node process. */
function runMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    // RPC on a port nobody uses: main must not need a chain to start.
    env: { ...process.env, PORT: '0', RPC_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  return { child, stdout: () => stdout, stderr: () => stderr }
}

async function waitForUrl(started: Started, timeoutMs = 45_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const match = /^server: (http:\/\/\S+)$/m.exec(started.stdout())
    if (match?.[1]) return match[1]
    if (started.child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no URL printed; stdout: ${started.stdout()} stderr: ${started.stderr()}`)
}

function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

describe('main', () => {
  test('starts, serves /health, refuses a second server on its folder, stops cleanly on SIGTERM', async () => {
    const dataDir = join(root, 'pglite')
    const first = runMain({ DATA_DIR: dataDir })
    const url = await waitForUrl(first)
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(first.stdout()).toBe(`server: ${url}\n`)

    const health = await fetch(`${url}/health`)
    expect(await health.json()).toEqual({
      status: 'ok',
      chainId: 1337,
      database: 'pglite',
      migrations: Object.keys(migrations).length,
      block: null,
    })

    const second = runMain({ DATA_DIR: dataDir })
    expect(await exitCode(second.child)).toBe(1)
    expect(second.stderr()).toContain(
      `server: The PGlite data folder ${dataDir} is in use by process ${first.child.pid}.`,
    )

    first.child.kill('SIGTERM')
    expect(await exitCode(first.child)).toBe(0)
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
    expect(first.stderr()).toBe('')
  })

  test('a bad environment exits 1 naming the variable', async () => {
    const started = runMain({ CHAIN_ID: '5', DATA_DIR: join(root, 'unused') })
    expect(await exitCode(started.child)).toBe(1)
    expect(started.stderr()).toBe(
      'server: Invalid server configuration.\n- CHAIN_ID: must be one of 56, 97, 1337\n',
    )
    expect(existsSync(join(root, 'unused'))).toBe(false)
  })
})
