/**
 * Stake, unstake and harvest on the MasterChef (spec §7: gas estimated + 10%, settings' gas price,
 * recorded for Recent Transactions), then the toasts of spec §8 once the receipt is in: 'Staked!',
 * 'Unstaked!', 'Harvested!', or 'Error' with the gas advice when sending or the transaction failed.
 */
import { masterChefAbi } from '@ghost/contracts'
import { type Currency, type CurrencyAmount, formatAmount } from '@ghost/sdk'
import { useCallback } from 'react'
import type { Hash } from 'viem'
import { useSendContractTransaction } from '../../chain/transactions/useSendContractTransaction'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { useSettledTransaction } from '../transactions/useSettledTransaction'

export type FarmActions = {
  stake: (pid: number, amount: CurrencyAmount<Currency>) => Promise<boolean>
  unstake: (pid: number, amount: CurrencyAmount<Currency>) => Promise<boolean>
  harvest: (pid: number, earnings: CurrencyAmount<Currency>) => Promise<boolean>
  /** Waits for an approval sent elsewhere (useApproveCallback), then toasts 'Contract Enabled'. */
  confirmApproval: (send: () => Promise<Hash | undefined>, lpSymbol: string) => Promise<boolean>
}

export function useFarmActions(): FarmActions {
  const { t } = useTranslation()
  const { locale } = useNumberFormat()
  const send = useSendContractTransaction()
  const { manifest } = useRuntimeConfig()
  const masterChef = manifest.contracts.MasterChef

  const settle = useSettledTransaction()

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
              amount: formatAmount(amount, 'transactionSummary', locale),
              symbol: amount.currency.symbol ?? '',
            }),
          }),
        { title: t('Staked!'), description: t('Your funds have been staked in the farm') },
      ),
    [settle, send, masterChef, t, locale],
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
              amount: formatAmount(amount, 'transactionSummary', locale),
              symbol: amount.currency.symbol ?? '',
            }),
          }),
        {
          title: t('Unstaked!'),
          description: t('Your earnings have also been harvested to your wallet'),
        },
      ),
    [settle, send, masterChef, t, locale],
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
        {
          title: t('Harvested!'),
          description: t('Your %symbol% earnings have been sent to your wallet!', { symbol }),
        },
      )
    },
    [settle, send, masterChef, t],
  )

  const confirmApproval = useCallback(
    (sending: () => Promise<Hash | undefined>, lpSymbol: string) =>
      settle(sending, {
        title: t('Contract Enabled'),
        description: t('You can now stake in the %symbol% farm!', { symbol: lpSymbol }),
      }),
    [settle, t],
  )

  return { stake, unstake, harvest, confirmApproval }
}
