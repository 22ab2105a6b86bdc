/**
 * The Anvil launcher (lib/anvil.ts): an Anvil never outlives the process that started it, so a
 * test or tool that exits without `stop()` leaves no chain mining (and writing states to disk).
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const launcher = fileURLToPath(new URL('../lib/anvil.ts', import.meta.url))

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
       console.log(anvil.process.pid)
       process.exit(0)`,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  )
  const pid = Number(started.stdout.trim())
  expect(pid, started.stderr).toBeGreaterThan(0)
  await expect.poll(() => alive(pid), { timeout: 20_000 }).toBe(false)
})
