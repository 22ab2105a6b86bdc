import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const benchRoot = join(import.meta.dirname, '..', '..')

function runFixture(outcome: string) {
  const run = spawnSync(
    'npx',
    ['tsx', join(import.meta.dirname, 'fixtures', 'benchWithOutcome.ts'), outcome],
    { cwd: benchRoot, encoding: 'utf8' },
  )
  const lines = run.stdout.trim().split('\n')
  return { status: run.status, lastLine: lines.at(-1), stdout: run.stdout, stderr: run.stderr }
}

describe('runBench', () => {
  test('a missed target exits 1 after the database closed, the headline last', () => {
    const run = runFixture('missed')
    expect(run.status, run.stderr).toBe(1)
    expect(run.lastLine).toBe('4.2x the peer (missed)')
    expect(run.stdout).toContain('MISSED 4.2x the peer (target >= 5x)')
  })

  test('every target met exits 0', () => {
    const run = runFixture('met')
    expect(run.status, run.stderr).toBe(0)
    expect(run.lastLine).toBe('4.2x the peer (met)')
  })

  test('a bench that fails before measuring exits 2 and says why', () => {
    const run = runFixture('throws')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('the chain did not start')
  })
})

test('every bench script ends through runBench, so each exits non-zero when it misses a target', () => {
  const { scripts } = JSON.parse(readFileSync(join(benchRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const entries = Object.values(scripts)
    .map((script) => /^tsx (src\/\S+\.ts)$/.exec(script)?.[1])
    .filter((entry) => entry !== undefined)
  expect(entries.length).toBeGreaterThanOrEqual(8)
  const without = entries.filter(
    (entry) => !readFileSync(join(benchRoot, entry), 'utf8').includes('await runBench('),
  )
  expect(without).toEqual([])
})
