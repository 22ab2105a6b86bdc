/**
 * Turns whatever local storage holds into a valid transaction list: records with a wrong shape
 * are dropped one by one (a tampered or outdated entry costs that entry, never the list).
 */
import type { TransactionDetails, TransactionsState } from './types'

const HASH = /^0x[0-9a-fA-F]{64}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

type Check = (value: unknown) => boolean

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isHash: Check = (value) => typeof value === 'string' && HASH.test(value)
const isAddress: Check = (value) => typeof value === 'string' && ADDRESS.test(value)
const isCount: Check = (value) => Number.isSafeInteger(value) && (value as number) >= 0
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value)
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value)
const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isObject(value) && Object.entries(fields).every(([key, check]) => check(value[key]))

const isReceipt = shape({
  blockHash: isHash,
  blockNumber: isCount,
  contractAddress: nullable(isAddress),
  from: isAddress,
  status: (value) => value === 0 || value === 1,
  to: nullable(isAddress),
  transactionHash: isHash,
  transactionIndex: isCount,
})

const isTransaction = shape({
  hash: isHash,
  from: isAddress,
  chainId: isCount,
  approval: optional(shape({ tokenAddress: isAddress, spender: isAddress })),
  summary: optional((value) => typeof value === 'string'),
  claim: optional(shape({ recipient: isAddress })),
  addedTime: isCount,
  confirmedTime: optional(isCount),
  lastCheckedBlockNumber: optional(isCount),
  receipt: optional(isReceipt),
  nonce: optional(isCount),
  lost: optional(
    shape({
      reason: (value) => value === 'replaced' || value === 'dropped',
      replacementHash: optional(isHash),
      detectedTime: isCount,
    }),
  ),
})

export function reviveTransactions(saved: unknown): TransactionsState | undefined {
  if (!isObject(saved)) return undefined
  const state: TransactionsState = {}
  for (const [chainId, chain] of Object.entries(saved)) {
    if (!isObject(chain) || !/^\d+$/.test(chainId)) continue
    const kept: Record<string, TransactionDetails> = {}
    for (const [hash, transaction] of Object.entries(chain)) {
      if (
        isTransaction(transaction) &&
        (transaction as TransactionDetails).hash === hash &&
        (transaction as TransactionDetails).chainId === Number(chainId)
      ) {
        kept[hash] = transaction as TransactionDetails
      }
    }
    state[chainId] = kept
  }
  return state
}
