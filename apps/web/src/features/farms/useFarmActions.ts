/**
 * Stake, unstake and harvest on the MasterChef (spec §7: gas estimated + 10%, settings' gas price,
 * recorded for Recent Transactions), then the toasts of spec §8 once the receipt is in: 'Staked!',
 * 'Unstaked!', 'Harvested!', or 'Error' with the gas advice when sending or the transaction failed.
 */
import { masterChefAbi } from '@ghost/contracts'
import { type Currency, type CurrencyAmount, formatAmount } from '@ghost/sdk'
import { useCallback } from 'react'
import type { Hash } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { useClient } from 'wagmi'
import { useBlock } from '../../chain/block/BlockProvider'
import { useSendContractTransaction } from '../../chain/transactions/useSendContractTransaction'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { msg, useTranslation } from '../../i18n'
import { useToast } from '../toasts'

/** Spec §8: stake, unstake, harvest and approval failures. */
export const FARM_ERROR_TOAST = {
  title: msg('Error'),
  description: msg(
    'Please try again. Confirm the transaction and make sure you are paying enough gas!',
  ),
} as const

export type FarmActions = {
  stake: (pid: number, amount: CurrencyAmount<Currency>) => Promise<boolean>
  unstake: (pid: number, amount: CurrencyAmount<Currency>) => Promise<boolean>
  harvest: (pid: number, earnings: CurrencyAmount<Currency>) => Promise<boolean>
  /** Waits for an approval sent elsewhere (useApproveCallback), then toasts 'Contract Enabled'. */
  confirmApproval: (send: () => Promise<Hash | undefined>, lpSymbol: string) => Promise<boolean>
}

export function useFarmActions(): FarmActions {
  const { t } = useTranslation()
  const send = useSendContractTransaction()
  const publicClient = useClient()
  const { toastSuccess, toastError } = useToast()
  const { refresh } = useBlock()
  const { manifest } = useRuntimeConfig()
  const masterChef = manifest.contracts.MasterChef

  const settle = useCallback(
    async (sending: () => Promise<Hash | undefined>, onSuccess: () => void): Promise<boolean> => {
      try {
        const hash = await sending()
        if (!hash || !publicClient) throw new Error('No transaction hash found.')
        const receipt = await waitForTransactionReceipt(publicClient, { hash })
        if (receipt.status !== 'success') throw new Error('Transaction reverted')
        onSuccess()
        return true
      } catch (error) {
        console.error(error)
        toastError(t(FARM_ERROR_TOAST.title), t(FARM_ERROR_TOAST.description))
        return false
      } finally {
        void refresh()
      }
    },
    [publicClient, toastError, t, refresh],
  )

  const stake = useCallback(
    (pid: number, amount: CurrencyAmount<Currency>) =>
      settle(
        () =>
          send({
            address: masterChef,
            abi: masterChefAbi,
            functionName: 'deposit',
            args: [BigInt(pid), amount.quotient],
            summary: t('Stake %amount% %symbol%', {
              amount: formatAmount(amount, 'transactionSummary'),
              symbol: amount.currency.symbol ?? '',
            }),
          }),
        () => toastSuccess(t('Staked!'), t('Your funds have been staked in the farm')),
      ),
    [settle, send, masterChef, t, toastSuccess],
  )

  const unstake = useCallback(
    (pid: number, amount: CurrencyAmount<Currency>) =>
      settle(
        () =>
          send({
            address: masterChef,
            abi: masterChefAbi,
            functionName: 'withdraw',
            args: [BigInt(pid), amount.quotient],
            summary: t('Unstake %amount% %symbol%', {
              amount: formatAmount(amount, 'transactionSummary'),
              symbol: amount.currency.symbol ?? '',
            }),
          }),
        () =>
          toastSuccess(t('Unstaked!'), t('Your earnings have also been harvested to your wallet')),
      ),
    [settle, send, masterChef, t, toastSuccess],
  )

  const harvest = useCallback(
    (pid: number, earnings: CurrencyAmount<Currency>) => {
      const symbol = earnings.currency.symbol ?? ''
      return settle(
        () =>
          send({
            address: masterChef,
            abi: masterChefAbi,
            functionName: 'deposit',
            // a deposit of 0 pays the pending reward and stakes nothing
            args: [BigInt(pid), 0n],
            summary: t('Harvest %symbol%', { symbol }),
          }),
        () =>
          toastSuccess(
            t('Harvested!'),
            t('Your %symbol% earnings have been sent to your wallet!', { symbol }),
          ),
      )
    },
    [settle, send, masterChef, t, toastSuccess],
  )

  const confirmApproval = useCallback(
    (sending: () => Promise<Hash | undefined>, lpSymbol: string) =>
      settle(sending, () =>
        toastSuccess(
          t('Contract Enabled'),
          t('You can now stake in the %symbol% farm!', { symbol: lpSymbol }),
        ),
      ),
    [settle, t, toastSuccess],
  )

  return { stake, unstake, harvest, confirmApproval }
}
