/** What features use: record a sent transaction, and read the list of the app's chain. */
import { useCallback, useMemo } from 'react'
import type { Address, Hash } from 'viem'
import { useConnection } from 'wagmi'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useStore } from '../createPersistedStore'
import {
  getAccountTransactions,
  hasPendingApproval,
  isTransactionPending,
} from './transactionRules'
import { transactionActions, transactionsStore } from './transactionsStore'
import type { TransactionDetails } from './types'

const NO_TRANSACTIONS: Readonly<Record<string, TransactionDetails>> = Object.freeze({})

export type AddTransactionOptions = {
  /** What the user will read in the list and the receipt toast, e.g. 'Wrap 1 BNB to WBNB'. */
  summary?: string | undefined
  /** Marks a token approval, so the Enable button can show it as pending. */
  approval?: { tokenAddress: Address; spender: Address } | undefined
  claim?: { recipient: Address } | undefined
  /** The nonce, when the sender knows it; otherwise the node is asked later. */
  nonce?: number | undefined
}

/**
 * Call it after the wallet returns a hash: the transaction is recorded for the connected account
 * on the app's chain and followed until mined, replaced or dropped.
 *
 * @example
 * const addTransaction = useTransactionAdder()
 * const hash = await writeContractAsync({ … })
 * addTransaction(hash, { summary: t('Wrap %amount% BNB to WBNB', { amount }) })
 */
export function useTransactionAdder(): (hash: Hash, options?: AddTransactionOptions) => void {
  const { address } = useConnection()
  const { chainId } = useRuntimeConfig()
  return useCallback(
    (hash, options = {}) => {
      if (!address) return
      transactionActions.add({ chainId, hash, from: address, addedTime: Date.now(), ...options })
    },
    [address, chainId],
  )
}

/** Every transaction recorded on the app's chain, by hash. */
export function useAllTransactions(): Readonly<Record<string, TransactionDetails>> {
  const { chainId } = useRuntimeConfig()
  return useStore(transactionsStore, (state) => state[chainId] ?? NO_TRANSACTIONS)
}

/** The connected account's transactions on the app's chain, newest first. */
export function useRecentTransactions(): TransactionDetails[] {
  const transactions = useAllTransactions()
  const { address } = useConnection()
  return useMemo(() => getAccountTransactions(transactions, address), [transactions, address])
}

export function useIsTransactionPending(hash: Hash | undefined): boolean {
  const transactions = useAllTransactions()
  return !!hash && isTransactionPending(transactions[hash])
}

/** Whether an approval of `tokenAddress` for `spender` is waiting to be mined (under 24 h old). */
export function useHasPendingApproval(
  tokenAddress: Address | undefined,
  spender: Address | undefined,
): boolean {
  const transactions = useAllTransactions()
  return useMemo(
    () => hasPendingApproval(transactions, tokenAddress, spender),
    [transactions, tokenAddress, spender],
  )
}

/** Empties the app chain's list (the modal's clear all; the wallet's logout). */
export function useClearAllTransactions(): () => void {
  const { chainId } = useRuntimeConfig()
  return useCallback(() => void transactionActions.clearAll({ chainId }), [chainId])
}
