import { expect, test } from 'vitest'
import { getPendingTransactionOutcome } from './getPendingTransactionOutcome'

const ours = `0x${'aa'.repeat(32)}` as const
const other = `0x${'bb'.repeat(32)}` as const
const base = { hash: ours, nonce: 4, confirmedNonce: 5, knownToNode: false }

test.each([
  ['nonce not known yet', { ...base, nonce: undefined, replacementHash: other }, 'pending'],
  ['count not read', { ...base, confirmedNonce: undefined, replacementHash: other }, 'pending'],
  ['nonce not reached', { ...base, confirmedNonce: 3, replacementHash: undefined }, 'pending'],
  [
    'nonce is the next to mine',
    { ...base, confirmedNonce: 4, replacementHash: undefined },
    'pending',
  ],
  [
    'node still knows our hash',
    { ...base, knownToNode: true, replacementHash: undefined },
    'pending',
  ],
  ['the slot holds our own hash', { ...base, replacementHash: ours }, 'pending'],
  [
    'the slot holds our hash (other case)',
    { ...base, replacementHash: ours.toUpperCase().replace('0X', '0x') as `0x${string}` },
    'pending',
  ],
  ['another transaction took the nonce', { ...base, replacementHash: other }, 'replaced'],
  ['nonce passed, nothing found', { ...base, replacementHash: undefined }, 'dropped'],
  ['nonce passed long ago', { ...base, confirmedNonce: 90, replacementHash: undefined }, 'dropped'],
] as const)('%s → %s', (_name, parameters, expected) => {
  expect(getPendingTransactionOutcome(parameters)).toBe(expected)
})
