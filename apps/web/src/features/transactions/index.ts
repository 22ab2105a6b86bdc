/**
 * The transactions feature's screens: the Recent Transactions button and list, and the
 * confirmation modal every write shows. The list's state is `state/transactions`; sending,
 * receipts and error texts are `chain/transactions`.
 */
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
