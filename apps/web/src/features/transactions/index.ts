export { TransactionRevertedError } from '../../chain/transactions/errors'
export { getExplorerLink } from '../../chain/transactions/getExplorerLink'
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
} from '../../chain/transactions/getTransactionError'
export { TransactionLink } from '../../chain/transactions/TransactionLink'
export {
  TransactionsUpdater,
  useTransactionsUpdater,
} from '../../chain/transactions/TransactionsUpdater'
export {
  type AddTransactionOptions,
  useAllTransactions,
  useClearAllTransactions,
  useHasPendingApproval,
  useIsTransactionPending,
  useRecentTransactions,
  useTransactionAdder,
} from '../../state/transactions/hooks'
export {
  getTransactionStatus,
  isTransactionPending,
} from '../../state/transactions/transactionRules'
export { transactionActions } from '../../state/transactions/transactionsStore'
export type { TransactionDetails, TransactionStatus } from '../../state/transactions/types'
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
