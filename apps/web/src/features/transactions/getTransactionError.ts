/**
 * What to tell the user when sending a transaction failed. A wallet rejection (EIP-1193 code 4001,
 * anywhere in the cause chain) reads 'Transaction rejected' (spec §8); anything else its short
 * message (viem) or message.
 */
import { msg } from '../../i18n'

export const TRANSACTION_REJECTED = msg('Transaction rejected')

type ErrorLike = { code?: unknown; cause?: unknown; shortMessage?: unknown; message?: unknown }

export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as ErrorLike
    if (
      candidate.code === 4001 ||
      (candidate as { name?: unknown }).name === 'UserRejectedRequestError'
    )
      return true
    current = candidate.cause
  }
  return false
}

export type TransactionErrorMessage =
  | { rejected: true; message: typeof TRANSACTION_REJECTED }
  | { rejected: false; message: string }

export function getTransactionErrorMessage(error: unknown): TransactionErrorMessage {
  if (isUserRejection(error)) return { rejected: true, message: TRANSACTION_REJECTED }
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike
  const text =
    typeof candidate.shortMessage === 'string'
      ? candidate.shortMessage
      : typeof candidate.message === 'string'
        ? candidate.message
        : String(error)
  return { rejected: false, message: text }
}
