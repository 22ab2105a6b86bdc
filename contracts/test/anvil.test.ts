/**
 * The Anvil launcher (lib/anvil.ts): an Anvil never outlives the process that started it, so a
 * test or tool that exits without `stop()` leaves no chain mining (and writing states to disk).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { startAnvil } from '../lib/anvil'

const launcher = fileURLToPath(new URL('../lib/anvil.ts', import.meta.url))

/** The HOME a running process was started with (Linux's /proc). */
function homeOf(pid: number | undefined): string | undefined {
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
  return environ.find((entry) => entry.startsWith('HOME='))?.slice('HOME='.length)
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('an Anvil is stopped when the process that started it exits without stopping it', async () => {
  const started = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      `const { startAnvil } = await import(${JSON.stringify(launcher)})
       const anvil = await startAnvil({ blockTime: 1 })
       const environ = (await import('node:fs')).readFileSync('/proc/' + anvil.process.pid + '/environ', 'utf8')
       console.log(anvil.process.pid, environ.split('\\0').find((e) => e.startsWith('HOME=')).slice(5))
       process.exit(0)`,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  )
  const [pidText = '', home = ''] = started.stdout.trim().split(' ')
  const pid = Number(pidText)
  expect(pid, started.stderr).toBeGreaterThan(0)
  await expect.poll(() => alive(pid), { timeout: 20_000 }).toBe(false)
  expect(home).not.toBe(process.env.HOME)
  expect(existsSync(home)).toBe(false)
})

test('each Anvil keeps its states in a home folder of its own, removed when it stops', async () => {
  const anvil = await startAnvil()
  const home = homeOf(anvil.process.pid)
  expect(home).toBeDefined()
  expect(home).not.toBe(process.env.HOME)
  expect(existsSync(home as string)).toBe(true)
  await anvil.stop()
  expect(existsSync(home as string)).toBe(false)
})

test('Anvils started at once each get their own node on the port the kernel gave it', async () => {
  const anvils = await Promise.all(Array.from({ length: 4 }, () => startAnvil()))
  try {
    expect(new Set(anvils.map((anvil) => anvil.port)).size).toBe(anvils.length)
    // A node shared by two launches would show the other's mark.
    const marked = '0x00000000000000000000000000000000000000aa'
    await Promise.all(
      anvils.map((anvil, i) =>
        rpc(anvil.url, 'anvil_setBalance', [marked, `0x${(i + 1).toString(16)}`]),
      ),
    )
    const balances = await Promise.all(
      anvils.map((anvil) => rpc(anvil.url, 'eth_getBalance', [marked, 'latest'])),
    )
    expect(balances).toEqual(anvils.map((_, i) => `0x${(i + 1).toString(16)}`))
  } finally {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
})

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}
