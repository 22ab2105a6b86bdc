/**
 * The watcher behind the orders and voting seed files, on real files in a temporary folder: it
 * waits for the file and for the deployment, imports each version of the file once, and says a
 * lasting failure once while retrying it.
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { type SeedFileImport, startSeedFileImport } from './startSeedFileImport'

let folder: string
let path: string
let watcher: SeedFileImport | undefined
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'ghost-seed-file-'))
  path = join(folder, '1337.voting.json')
})
afterEach(() => {
  watcher?.stop()
  rmSync(folder, { recursive: true, force: true })
})

/** Writes the file with its own modification time (a second apart), as a rewrite would. */
function write(text: string, second: number) {
  writeFileSync(path, text)
  utimesSync(path, second, second)
}

test('waits for the file and the deployment, then imports each version once and logs it', async () => {
  let deployed = false
  let asked = 0
  const imported: string[] = []
  const logged: string[] = []
  watcher = startSeedFileImport({
    name: 'voting file',
    path,
    ready: async () => {
      asked += 1
      return deployed
    },
    importFile: async () => {
      const text = readFileSync(path, 'utf8')
      imported.push(text)
      return `read ${text}`
    },
    log: (message, level) => logged.push(`${level} ${message}`),
    intervalMs: 10,
  })
  write('one', 1_000)
  // ticks pass asking for the deployment, with nothing imported or said
  await expect.poll(() => asked, { timeout: 10_000 }).toBeGreaterThan(3)
  expect([imported, logged]).toEqual([[], []])

  deployed = true
  await expect.poll(() => imported, { timeout: 10_000 }).toEqual(['one'])
  write('two', 2_000)
  await expect.poll(() => imported, { timeout: 10_000 }).toEqual(['one', 'two'])
  write('three', 3_000)
  // many ticks saw the unchanged file between the rewrites: each version is imported once
  await expect.poll(() => imported, { timeout: 10_000 }).toEqual(['one', 'two', 'three'])
  expect(logged).toEqual([
    'info voting file: read one',
    'info voting file: read two',
    'info voting file: read three',
  ])
})

test('a failure is said once while it lasts and the import tried again until it succeeds', async () => {
  let failures = 0
  const logged: string[] = []
  write('orders', 1_000)
  watcher = startSeedFileImport({
    name: 'orders file',
    path,
    ready: async () => true,
    importFile: async () => {
      if (failures < 5) {
        failures += 1
        throw new Error('The chain node did not answer; try again.')
      }
      return '2 imported, 0 known, 0 skipped'
    },
    log: (message, level) => logged.push(`${level} ${message}`),
    intervalMs: 10,
  })
  await expect.poll(() => logged, { timeout: 10_000 }).toHaveLength(2)
  expect(failures).toBe(5)
  expect(logged).toEqual([
    'warn orders file: The chain node did not answer; try again.',
    'info orders file: 2 imported, 0 known, 0 skipped',
  ])
})
