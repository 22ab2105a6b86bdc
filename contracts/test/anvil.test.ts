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
