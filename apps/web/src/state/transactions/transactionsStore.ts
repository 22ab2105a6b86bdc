/**
 * The one transaction list of the app, persisted in local storage (debounced, validated on load)
 * and shared by every tab component through `useSyncExternalStore`. Actions apply the pure
 * transitions of `transactionState.ts`; each tells whether it changed anything.
 */
import { createPersistedStore } from '../createPersistedStore'
import { reviveTransactions } from './reviveTransactions'
import {
  type AddTransactionParameters,
  addTransaction,
  checkedTransaction,
  clearAllTransactions,
  finalizeTransaction,
  markTransactionLost,
  setTransactionNonce,
} from './transactionState'
import type { TransactionsState } from './types'

export const TRANSACTIONS_STORAGE_KEY = 'ghost:transactions'

export const transactionsStore = createPersistedStore<TransactionsState>({
  key: TRANSACTIONS_STORAGE_KEY,
  defaults: {},
  revive: (saved) => reviveTransactions(saved),
})

function apply<parameters>(
  transition: (state: TransactionsState, parameters: parameters) => TransactionsState,
): (parameters: parameters) => boolean {
  return (parameters) => {
    const before = transactionsStore.get()
    const after = transition(before, parameters)
    if (after === before) return false
    // Every chain key of `before` is in `after`, so the store's shallow merge yields `after`.
    transactionsStore.set(after)
    return true
  }
}

export const transactionActions = {
  /** Throws 'No transaction hash found.' or 'Attempted to add existing transaction.' (spec §8). */
  add: apply((state, parameters: AddTransactionParameters) => addTransaction(state, parameters)),
  checked: apply(checkedTransaction),
  finalize: apply(finalizeTransaction),
  setNonce: apply(setTransactionNonce),
  markLost: apply(markTransactionLost),
  clearAll: apply(clearAllTransactions),
}
