/**
 * One look at a pending transaction on the chain: its receipt if it was mined; otherwise whether
 * it can still be mined (spec §4: pending until a receipt exists; ours: replaced or dropped
 * transactions must not stay pending forever).
 */
import type { Address, Client, Hash, TransactionReceipt } from 'viem'
import { getBlock, getTransaction, getTransactionCount, getTransactionReceipt } from 'viem/actions'
import type { TransactionDetails, TransactionReceiptRecord } from '../../state/transactions/types'
import { findNonceBlock } from './findNonceBlock'
import { getPendingTransactionOutcome } from './getPendingTransactionOutcome'

export type CheckPendingTransactionClient = Client

export type CheckPendingTransactionParameters = {
  transaction: Pick<TransactionDetails, 'hash' | 'from' | 'nonce' | 'lastCheckedBlockNumber'>
  /** The block being processed: nonces are read at this block. */
  blockNumber: bigint
}

export type CheckPendingTransactionReturnType =
  | { status: 'confirmed'; receipt: TransactionReceiptRecord }
  /** `nonce` is set when it was unknown and the node told it. */
  | { status: 'pending'; nonce?: number | undefined }
  | { status: 'replaced'; replacementHash: Hash }
  | { status: 'dropped' }

export function toReceiptRecord(receipt: TransactionReceipt): TransactionReceiptRecord {
  return {
    blockHash: receipt.blockHash,
    blockNumber: Number(receipt.blockNumber),
    contractAddress: receipt.contractAddress ?? null,
    from: receipt.from,
    status: receipt.status === 'success' ? 1 : 0,
    to: receipt.to,
    transactionHash: receipt.transactionHash,
    transactionIndex: receipt.transactionIndex,
  }
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name
  return name === 'TransactionReceiptNotFoundError' || name === 'TransactionNotFoundError'
}

async function orNullWhenNotFound<value>(request: Promise<value>): Promise<value | null> {
  try {
    return await request
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** The hash of the sender's mined transaction with this nonce; undefined if it cannot be found. */
async function findReplacement(
  client: CheckPendingTransactionClient,
  { from, nonce, low, high }: { from: Address; nonce: number; low: bigint; high: bigint },
): Promise<Hash | undefined> {
  try {
    const blockNumber = await findNonceBlock({
      countAt: (block) => getTransactionCount(client, { address: from, blockNumber: block }),
      nonce,
      low,
      high,
    })
    if (blockNumber === undefined) return undefined
    const block = await getBlock(client, { blockNumber, includeTransactions: true })
    return block.transactions.find(
      (transaction) =>
        transaction.from.toLowerCase() === from.toLowerCase() && transaction.nonce === nonce,
    )?.hash
  } catch {
    // Old state may be pruned on a full node: without the replacement we still know ours is gone.
    return undefined
  }
}

/**
 * @example
 * const result = await checkPendingTransaction(client, { transaction, blockNumber: 123n })
 * if (result.status === 'confirmed') store.finalize(result.receipt)
 */
export async function checkPendingTransaction(
  client: CheckPendingTransactionClient,
  { transaction, blockNumber }: CheckPendingTransactionParameters,
): Promise<CheckPendingTransactionReturnType> {
  const { hash, from } = transaction
  const receipt = await orNullWhenNotFound(getTransactionReceipt(client, { hash }))
  if (receipt) return { status: 'confirmed', receipt: toReceiptRecord(receipt) }

  if (transaction.nonce === undefined) {
    // Without its nonce nothing can be said about replacement; learn it while the node knows it.
    const sent = await orNullWhenNotFound(getTransaction(client, { hash }))
    return { status: 'pending', nonce: sent?.nonce }
  }
  const nonce = transaction.nonce
  const confirmedNonce = await getTransactionCount(client, { address: from, blockNumber })
  if (confirmedNonce <= nonce) return { status: 'pending' }

  // Asked after the count, so a transaction mined in between is still seen here as known.
  const knownToNode = (await orNullWhenNotFound(getTransaction(client, { hash }))) !== null
  const replacementHash = knownToNode
    ? undefined
    : await findReplacement(client, {
        from,
        nonce,
        low: BigInt(transaction.lastCheckedBlockNumber ?? Number(blockNumber) - 1),
        high: blockNumber,
      })
  const outcome = getPendingTransactionOutcome({
    hash,
    nonce,
    confirmedNonce,
    knownToNode,
    replacementHash,
  })
  if (outcome === 'replaced' && replacementHash) return { status: 'replaced', replacementHash }
  if (outcome === 'dropped') return { status: 'dropped' }
  return { status: 'pending' }
}
