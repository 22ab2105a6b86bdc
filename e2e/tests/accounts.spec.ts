/**
 * The rule of fixtures/accounts.ts, read from the sources: every development account a spec
 * names is one it owns or a shared one, and no account belongs to two specs.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { E2E_HOLDERS, SHARED_ACCOUNTS, SPEC_ACCOUNTS } from '../fixtures/accounts'
import { expect, test } from '../fixtures/test'

const TESTS = import.meta.dirname
// this file names accounts only in its check of the rule itself
const specs = readdirSync(TESTS).filter(
  (name) => name.endsWith('.spec.ts') && name !== 'accounts.spec.ts',
)
const shared = new Set<number>([
  SHARED_ACCOUNTS.visitor,
  SHARED_ACCOUNTS.deployer,
  SHARED_ACCOUNTS.treasury,
  ...SHARED_ACCOUNTS.community,
])

/** Account indexes a source names: `walletAccount: N`, `devAccount(N)`, `devWallet(…, N)`. */
function namedAccounts(source: string): number[] {
  const patterns = [
    /walletAccount:\s*(\d+)/g,
    /devAccount\((\d+)\)/g,
    /devWallet\([^,()]+,\s*(\d+)\)/g,
  ]
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => Number(match[1])),
  )
}

test('every spec names only accounts it owns or shared ones', () => {
  for (const spec of specs) {
    const owned = SPEC_ACCOUNTS[spec] ?? []
    const foreign = namedAccounts(readFileSync(join(TESTS, spec), 'utf8')).filter(
      (index) => !owned.includes(index) && !shared.has(index),
    )
    expect.soft(foreign, `${spec} names accounts it does not own`).toEqual([])
  }
})

test('no account belongs to two specs, nor is both owned and shared', () => {
  const owners = new Map<number, string>()
  for (const [spec, accounts] of Object.entries(SPEC_ACCOUNTS)) {
    for (const index of accounts) {
      expect.soft(owners.get(index), `account ${index} of ${spec}`).toBeUndefined()
      expect.soft(shared.has(index), `account ${index} of ${spec} is shared`).toBe(false)
      owners.set(index, spec)
    }
  }
})

test('the list names only specs there are, and the e2e holders are owned', () => {
  const listed = Object.keys(SPEC_ACCOUNTS)
  expect(listed.filter((spec) => !specs.includes(spec))).toEqual([])
  const owned = new Set(Object.values(SPEC_ACCOUNTS).flat())
  expect(E2E_HOLDERS.filter((index) => !owned.has(index))).toEqual([])
})

test('the rule catches a spec naming another spec’s account', () => {
  expect(
    namedAccounts('test.use({ walletAccount: 32 })\nconst b = devAccount(14).address'),
  ).toEqual([32, 14])
})
