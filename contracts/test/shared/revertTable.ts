/**
 * The revert tables of the contract tests: one case per `require` message (or custom error),
 * each with the scenario that triggers it, checked against the messages in the Solidity source.
 */
import { readFileSync } from 'node:fs'

export type RevertCase = {
  message: string
  scenario: string
  run: () => Promise<string | undefined>
}

/**
 * Every `"<prefix>: NAME"` string in a source under contracts/src (`path` relative to it), so a
 * table can be compared with the messages the contract really has.
 */
export function requireMessagesIn(path: string, prefix: string): Set<string> {
  const source = readFileSync(new URL(`../../src/${path}`, import.meta.url), 'utf8')
  const pattern = new RegExp(`"(${prefix}: [A-Z_]+)"`, 'g')
  return new Set([...source.matchAll(pattern)].map((match) => match[1] as string))
}
