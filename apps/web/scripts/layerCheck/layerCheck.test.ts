/**
 * The layer check (`.dependency-cruiser.cjs`, run by `npm run lint`) against two small trees:
 * one breaking each rule on purpose, one keeping them. A rule that stopped matching would let the
 * app's layers erode silently; this fails first.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const webRoot = join(import.meta.dirname, '..', '..')
const config = join(webRoot, '.dependency-cruiser.cjs')
const depcruise = join(webRoot, '..', '..', 'node_modules', '.bin', 'depcruise')

type Violation = { from: string; to: string; rule: { name: string } }

function cruise(fixture: string): Violation[] {
  const output = execFileSync(
    depcruise,
    ['src', '--config', config, '--output-type', 'json', '--no-progress'],
    { cwd: join(import.meta.dirname, 'fixtures', fixture), encoding: 'utf8' },
  )
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations
}

describe('the layer check', () => {
  test('names every deliberate violation by its rule', () => {
    const found = cruise('violations').map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)
    expect(found.sort()).toEqual(
      [
        'feature-internals: src/features/b/page.ts → src/features/a/rules.ts',
        'lower-layers-know-no-feature: src/chain/send.ts → src/features/a/index.ts',
        'no-circular: src/features/c/first.ts → src/features/c/second.ts',
        'state-is-the-bottom: src/state/store.ts → src/chain/send.ts',
      ].sort(),
    )
  })

  test('passes a tree that keeps the layers', () => {
    expect(cruise('clean')).toEqual([])
  })
})
