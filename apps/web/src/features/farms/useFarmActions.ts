/**
 * Stake, unstake and harvest on the MasterChef (spec §7: gas estimated + 10%, settings' gas price,
 * recorded for Recent Transactions), then the toasts of spec §8 once the receipt is in: 'Staked!',
 * 'Unstaked!', 'Harvested!', or 'Error' with the gas advice when sending or the transaction failed.
 */
import { type Currency, type CurrencyAmount, formatAmount } from '@ghost/sdk'
import { useCallback } from 'react'
import { depositFarm, harvestFarm, withdrawFarm } from '../../chain/actions/masterChef'
import type { ApproveCallback } from '../../chain/tokens/useApproveCallback'
import { useWriteFlow, type WriteOptions } from '../../chain/transactions/useWriteFlow'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'

export type FarmActions = {
  stake: (pid: number, amount: CurrencyAmount<Currency>) => Promise<boolean>
  unstake: (pid: number, amount: CurrencyAmount<Currency>) => Promise<boolean>
  harvest: (pid: number, earnings: CurrencyAmount<Currency>) => Promise<boolean>
  /** Sends the farm's approval (useApproveCallback), then toasts 'Contract Enabled'. */
  confirmApproval: (approve: ApproveCallback, lpSymbol: string) => Promise<boolean>
}

/** Spec §8: every earn failure toasts 'Error' (the flow's default title), refusals included. */
const earnOptions = (success: { title: string; description: string }): WriteOptions => ({
  success,
  toastErrors: 'all',
})

export function useFarmActions(): FarmActions {
  const { t } = useTranslation()
  const { locale } = useNumberFormat()
  const { write } = useWriteFlow()
  const { manifest } = useRuntimeConfig()
  const masterChef = manifest.contracts.MasterChef

  const stake = useCallback(
    async (pid: number, amount: CurrencyAmount<Currency>) =>
      (
        await write(
          {
            ...depositFarm({ masterChef, pid, amount: amount.quotient }),
            summary: t('Stake %amount% %symbol%', {
              amount: formatAmount(amount, 'transactionSummary', locale),
              symbol: amount.currency.symbol ?? '',
            }),
          },
          earnOptions({
            title: t('Staked!'),
            description: t('Your funds have been staked in the farm'),
          }),
        )
      ).ok,
    [write, masterChef, t, locale],
  )

  const unstake = useCallback(
    async (pid: number, amount: CurrencyAmount<Currency>) =>
      (
        await write(
          {
            ...withdrawFarm({ masterChef, pid, amount: amount.quotient }),
            summary: t('Unstake %amount% %symbol%', {
              amount: formatAmount(amount, 'transactionSummary', locale),
              symbol: amount.currency.symbol ?? '',
            }),
          },
          earnOptions({
            title: t('Unstaked!'),
            description: t('Your earnings have also been harvested to your wallet'),
          }),
        )
      ).ok,
    [write, masterChef, t, locale],
  )

  const harvest = useCallback(
    async (pid: number, earnings: CurrencyAmount<Currency>) => {
      const symbol = earnings.currency.symbol ?? ''
      const outcome = await write(
        { ...harvestFarm({ masterChef, pid }), summary: t('Harvest %symbol%', { symbol }) },
        earnOptions({
          title: t('Harvested!'),
          description: t('Your %symbol% earnings have been sent to your wallet!', { symbol }),
        }),
      )
      return outcome.ok
    },
    [write, masterChef, t],
  )

  const confirmApproval = useCallback(
    async (approve: ApproveCallback, lpSymbol: string) => {
      const outcome = await approve(
        earnOptions({
          title: t('Contract Enabled'),
          description: t('You can now stake in the %symbol% farm!', { symbol: lpSymbol }),
        }),
      )
      return outcome?.ok ?? false
    },
    [t],
  )

  return { stake, unstake, harvest, confirmApproval }
}
