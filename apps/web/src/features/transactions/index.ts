export { TransactionRevertedError } from './errors'
export { getExplorerLink } from './getExplorerLink'
export {
  type GetTransactionErrorMessageParameters,
  getTransactionErrorMessage,
  getTransactionFailure,
  isUserRejection,
  TRANSACTION_MESSAGES,
  TRANSACTION_REJECTED,
  type TransactionFailure,
  type TransactionFlow,
  type TransactionMessage,
  type TransactionMessageKey,
} from './getTransactionError'
export {
  type AddTransactionOptions,
  useAllTransactions,
  useClearAllTransactions,
  useHasPendingApproval,
  useIsTransactionPending,
  useRecentTransactions,
  useTransactionAdder,
} from './hooks'
export { RecentTransactionsButton } from './RecentTransactionsButton'
export {
  RecentTransactions,
  RecentTransactionsModal,
  RecentTransactionsView,
} from './RecentTransactionsModal'
export {
  ConfirmationPendingContent,
  TransactionConfirmationModal,
  type TransactionConfirmationModalProps,
  TransactionErrorContent,
  TransactionSubmittedContent,
} from './TransactionConfirmationModal'
export { TransactionLink } from './TransactionLink'
export { TransactionsUpdater, useTransactionsUpdater } from './TransactionsUpdater'
export { getTransactionStatus, isTransactionPending } from './transactionRules'
export { transactionActions } from './transactionsStore'
export type { TransactionDetails, TransactionStatus } from './types'
