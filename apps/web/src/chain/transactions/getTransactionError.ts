/**
 * The one reading of a failed write (swap, wrap, liquidity, farms, pools, approvals): what went
 * wrong (`getTransactionFailure`) and what the user reads about it in each flow
 * (`getTransactionErrorMessage`). A wallet rejection is looked for first and everywhere in the
 * error, because wallets and viem wrap it in many ways: code 4001, viem's
 * `UserRejectedRequestError`, ethers' 'ACTION_REJECTED', a -32603 whose data carries 4001 (some
 * mobile wallets) or only a message such as "User denied transaction signature". viem even turns
 * a -32603 from a wallet into a `ContractFunctionRevertedError`, so a rejection must win over a
 * revert. Gas is blamed only when gas is the cause: a fee or gas limit the node refused, a
 * transaction that used all its gas, or an estimate that failed without a revert reason.
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  EstimateGasExecutionError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  TipAboveFeeCapError,
} from 'viem'
import { msg } from '../../i18n'
import { TransactionRevertedError } from './errors'

export const TRANSACTION_REJECTED = msg('Transaction rejected')

export const TRANSACTION_MESSAGES = {
  rejected: TRANSACTION_REJECTED,
  cannotSucceed: msg('The transaction cannot succeed due to error: %reason%'),
  reverted: msg('The transaction reverted.'),
  insufficientFunds: msg('Insufficient BNB balance'),
  /** Spec §8, swap: the estimate failed without a revert reason. */
  gasEstimate: msg('Unexpected issue with estimating the gas. Please try again.'),
  /** Spec §8, stake/unstake/harvest/approval: the advice when gas is the cause. */
  gasAdvice: msg(
    'Please try again. Confirm the transaction and make sure you are paying enough gas!',
  ),
  swapFailed: msg('Swap failed: %message%'),
  failed: msg('Transaction failed: %message%'),
} as const

export type TransactionMessageKey = (typeof TRANSACTION_MESSAGES)[keyof typeof TRANSACTION_MESSAGES]

export type TransactionMessage = {
  key: TransactionMessageKey
  values?: Readonly<Record<string, string>> | undefined
}

export type TransactionFailure =
  /** The user said no in the wallet. */
  | { type: 'rejected' }
  /** The contract refused; `reason` when the node or the receipt's replay named one. */
  | { type: 'reverted'; reason: string | undefined }
  /** Not enough BNB for the value plus gas × price. */
  | { type: 'insufficientFunds' }
  /** Gas is the cause: refused fee or limit, all gas used, or an estimate failing without a reason. */
  | { type: 'gas' }
  | { type: 'unknown'; message: string }

/**
 * Where the error is shown decides some texts: the swap has the spec's own, add liquidity stays
 * quiet about a rejection (spec §8), every other write shares one set.
 */
export type TransactionFlow = 'swap' | 'addLiquidity' | 'write'

type Node = Record<string, unknown>

const REJECTION_CODES: readonly unknown[] = [4001, 'ACTION_REJECTED']
const REJECTION_TEXT =
  /user (rejected|denied|cancell?ed)|(rejected|denied|cancell?ed) by (the )?user|denied transaction signature/i
const OUT_OF_GAS_TEXT = /out of gas|gas required exceeds allowance/i

/** Every object inside the error: its causes and what wallets nest under data, error, originalError. */
function nodesOf(error: unknown): Node[] {
  const found: Node[] = []
  const queue: unknown[] = [error]
  while (queue.length > 0 && found.length < 32) {
    const current = queue.shift()
    if (typeof current !== 'object' || current === null || found.includes(current as Node)) continue
    const node = current as Node
    found.push(node)
    queue.push(node.cause, node.data, node.error, node.originalError)
  }
  return found
}

function textsOf(node: Node): string[] {
  return [node.shortMessage, node.details, node.message].filter(
    (text): text is string => typeof text === 'string',
  )
}

/** True when the user refused the request in the wallet, however the wallet put it. */
export function isUserRejection(error: unknown): boolean {
  return nodesOf(error).some(
    (node) =>
      REJECTION_CODES.includes(node.code) ||
      node.name === 'UserRejectedRequestError' ||
      textsOf(node).some((text) => REJECTION_TEXT.test(text)),
  )
}

function revertReasonOf(node: Node): string | undefined {
  if (node instanceof ContractFunctionRevertedError) {
    const reason = node.reason ?? node.data?.errorName
    return reason === 'execution reverted' ? undefined : reason
  }
  if (node instanceof ExecutionRevertedError) {
    return /with reason: ([\s\S]*)\.$/.exec(node.shortMessage)?.[1]
  }
  if (node instanceof TransactionRevertedError) return node.reason
  return undefined
}

const GAS_ERRORS = [
  IntrinsicGasTooLowError,
  IntrinsicGasTooHighError,
  FeeCapTooLowError,
  FeeCapTooHighError,
  TipAboveFeeCapError,
]

/**
 * @example
 * getTransactionFailure(new UserRejectedRequestError(new Error('no'))) // { type: 'rejected' }
 */
export function getTransactionFailure(error: unknown): TransactionFailure {
  const nodes = nodesOf(error)
  if (isUserRejection(error)) return { type: 'rejected' }
  if (nodes.some((node) => node instanceof InsufficientFundsError)) {
    return { type: 'insufficientFunds' }
  }
  if (
    nodes.some(
      (node) =>
        GAS_ERRORS.some((gasError) => node instanceof gasError) ||
        (node instanceof TransactionRevertedError && node.outOfGas) ||
        textsOf(node).some((text) => OUT_OF_GAS_TEXT.test(text)),
    )
  ) {
    return { type: 'gas' }
  }
  const reverts = nodes.filter(
    (node) =>
      node instanceof ContractFunctionRevertedError ||
      node instanceof ExecutionRevertedError ||
      node instanceof TransactionRevertedError,
  )
  if (reverts.length > 0) {
    const reason = reverts.map(revertReasonOf).find((found) => found !== undefined)
    return { type: 'reverted', reason }
  }
  if (nodes.some((node) => node instanceof EstimateGasExecutionError)) return { type: 'gas' }
  const first = nodes[0]
  const message =
    error instanceof BaseError
      ? error.shortMessage
      : first && typeof first.message === 'string'
        ? first.message
        : String(error)
  return { type: 'unknown', message }
}

export type GetTransactionErrorMessageParameters = { flow: TransactionFlow }

/**
 * What the user reads about a failed write, or undefined when the flow says nothing (a rejection
 * while adding liquidity, spec §8).
 *
 * @example
 * getTransactionErrorMessage(error, { flow: 'write' }) // { key: 'Transaction rejected' }
 */
export function getTransactionErrorMessage(
  error: unknown,
  { flow }: GetTransactionErrorMessageParameters,
): TransactionMessage | undefined {
  const failure = getTransactionFailure(error)
  switch (failure.type) {
    case 'rejected':
      return flow === 'addLiquidity' ? undefined : { key: TRANSACTION_MESSAGES.rejected }
    case 'reverted':
      return failure.reason === undefined
        ? { key: TRANSACTION_MESSAGES.reverted }
        : { key: TRANSACTION_MESSAGES.cannotSucceed, values: { reason: failure.reason } }
    case 'insufficientFunds':
      return { key: TRANSACTION_MESSAGES.insufficientFunds }
    case 'gas':
      return {
        key: flow === 'swap' ? TRANSACTION_MESSAGES.gasEstimate : TRANSACTION_MESSAGES.gasAdvice,
      }
    case 'unknown':
      return {
        key: flow === 'swap' ? TRANSACTION_MESSAGES.swapFailed : TRANSACTION_MESSAGES.failed,
        values: { message: failure.message },
      }
  }
}
