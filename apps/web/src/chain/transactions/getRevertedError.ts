/**
 * Why a mined transaction failed, for the error mapper: all its gas used (the limit stopped it,
 * not the contract), or the reason its call gives when replayed on the state of its block (a
 * receipt carries no reason). Without an answer from the node it is a revert without a reason.
 */
import type { Client, TransactionReceipt } from 'viem'
import { call, getTransaction } from 'viem/actions'
import { TransactionRevertedError } from './errors'
import { getTransactionFailure } from './getTransactionError'

/**
 * @example
 * if (receipt.status !== 'success') throw await getRevertedError(client, receipt)
 */
export async function getRevertedError(
  client: Client,
  receipt: TransactionReceipt,
): Promise<TransactionRevertedError> {
  const hash = receipt.transactionHash
  try {
    const sent = await getTransaction(client, { hash })
    if (receipt.gasUsed >= sent.gas) return new TransactionRevertedError({ hash, outOfGas: true })
    try {
      await call(client, {
        account: sent.from,
        to: sent.to,
        data: sent.input,
        value: sent.value,
        gas: sent.gas,
        blockNumber: receipt.blockNumber,
      })
    } catch (replayError) {
      const failure = getTransactionFailure(replayError)
      if (failure.type === 'reverted') {
        return new TransactionRevertedError({ hash, outOfGas: false, reason: failure.reason })
      }
    }
  } catch {
    // The node no longer answers for this transaction: a revert without a reason.
  }
  return new TransactionRevertedError({ hash, outOfGas: false })
}
