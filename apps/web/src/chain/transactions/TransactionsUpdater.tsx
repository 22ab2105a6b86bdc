/**
 * Follows the app's pending transactions: on each new block, those due (spec §9 schedule) are
 * checked; mined ones are finalized with a 'Transaction receipt' toast and fresh balances, and
 * replaced or dropped ones stop being pending.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { Hash } from 'viem'
import { useClient } from 'wagmi'
import { useToast } from '../../components/toasts'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { onLogout } from '../../state/logout'
import { transactionActions, transactionsStore } from '../../state/transactions/transactionsStore'
import type { TransactionDetails } from '../../state/transactions/types'
import { useCurrentBlock } from '../block/BlockProvider'
import { checkPendingTransaction } from './checkPendingTransaction'
import { shouldCheck } from './shouldCheck'
import { TransactionToastDescription } from './TransactionLink'

/** Checks the due transactions whenever `blockNumber` changes; the block source is the caller's. */
export function useTransactionsUpdater(blockNumber: bigint | undefined) {
  const { chainId } = useRuntimeConfig()
  const client = useClient({ chainId })
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const { toastSuccess, toastError } = useToast()
  const inFlight = useRef(new Set<Hash>())
  // Read through a ref so a language change does not re-run the check for the same block.
  const notify = useRef((_transaction: TransactionDetails, _success: boolean) => {})
  notify.current = (transaction, success) => {
    const show = success ? toastSuccess : toastError
    show(
      t('Transaction receipt'),
      <TransactionToastDescription
        chainId={chainId}
        hash={transaction.hash}
        summary={transaction.summary}
      />,
    )
  }

  useEffect(() => {
    if (!client || blockNumber === undefined) return
    const block = Number(blockNumber)
    const due = Object.values(transactionsStore.get()[chainId] ?? {})
      .filter(
        (transaction) => shouldCheck(block, transaction) && !inFlight.current.has(transaction.hash),
      )
      // Oldest first, so when two land in one block the newest one's toast is the one left showing.
      .sort((a, b) => a.addedTime - b.addedTime)
    if (due.length === 0) return
    for (const transaction of due) inFlight.current.add(transaction.hash)

    void Promise.allSettled(
      due.map((transaction) => checkPendingTransaction(client, { transaction, blockNumber })),
    ).then((results) => {
      let mined = false
      results.forEach((result, index) => {
        const transaction = due[index] as TransactionDetails
        const { hash } = transaction
        inFlight.current.delete(hash)
        if (result.status === 'rejected') {
          // The node could not answer: the next block tries again.
          console.error('Failed to check transaction', hash, result.reason)
          return
        }
        const outcome = result.value
        switch (outcome.status) {
          case 'confirmed':
            if (
              transactionActions.finalize({
                chainId,
                hash,
                receipt: outcome.receipt,
                confirmedTime: Date.now(),
              })
            ) {
              mined = true
              notify.current(transaction, outcome.receipt.status === 1)
            }
            break
          case 'pending':
            if (outcome.nonce !== undefined) {
              transactionActions.setNonce({ chainId, hash, nonce: outcome.nonce })
            }
            transactionActions.checked({ chainId, hash, blockNumber: block })
            break
          case 'replaced':
          case 'dropped':
            transactionActions.markLost({
              chainId,
              hash,
              lost: {
                reason: outcome.status,
                replacementHash:
                  outcome.status === 'replaced' ? outcome.replacementHash : undefined,
                detectedTime: Date.now(),
              },
            })
            break
        }
      })
      // The user's balances and allowances changed with their own transaction: read them again.
      if (mined) void queryClient.invalidateQueries()
    })
  }, [blockNumber, client, chainId, queryClient])
}

/**
 * Mounted once inside the wagmi, query, block and toast providers; new blocks come from the
 * shared block poller (every 6000 ms while the page is visible, spec §9).
 */
export function TransactionsUpdater() {
  useTransactionsUpdater(useCurrentBlock())
  // Spec §4 Logout: the chain's transactions are cleared with the wallet.
  useEffect(() => onLogout(({ chainId }) => void transactionActions.clearAll({ chainId })), [])
  // Saving is debounced by 1000 ms: a transaction sent just before the tab closes is kept anyway.
  useEffect(() => {
    const save = () => transactionsStore.flush()
    window.addEventListener('pagehide', save)
    return () => window.removeEventListener('pagehide', save)
  }, [])
  return null
}
