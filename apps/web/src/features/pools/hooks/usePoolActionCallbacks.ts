/**
 * The pool calls of spec §7: deposit(amount) with the fixed 200,000 gas limit (BNB pools send
 * the amount as value), withdraw(amount), deposit(0) to harvest, deposit(pending) to compound,
 * emergencyWithdraw(). Each returns true when it ended in a mined, successful transaction.
 */
import { type Currency, type CurrencyAmount, formatAmount } from '@ghost/sdk'
import { useCallback } from 'react'
import { depositPool, emergencyWithdrawPool, withdrawPool } from '../../../chain/actions/smartChef'
import { useWriteFlow, type WriteOptions } from '../../../chain/transactions/useWriteFlow'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { PoolView } from '../rules/getPoolView'
import { usePoolTransaction } from './usePoolTransaction'

/** Spec §7/§9: pool deposits carry this gas limit instead of an estimate. */
export const POOL_DEPOSIT_GAS_LIMIT = 200_000n

export function usePoolActionCallbacks(pool: PoolView) {
  const { t } = useTranslation()
  const { locale } = useNumberFormat()
  const { write } = useWriteFlow()
  const { run, pending } = usePoolTransaction()
  const address = pool.contractAddress
  const native = pool.stakingCurrency.isNative
  const stakingSymbol = pool.stakingCurrency.symbol ?? ''
  const earningSymbol = pool.earningToken.symbol ?? ''

  const deposit = useCallback(
    (amount: bigint, summary: string) => (options: WriteOptions) =>
      write(
        {
          ...depositPool({ pool: address, amount, native }),
          gas: POOL_DEPOSIT_GAS_LIMIT,
          summary,
        },
        options,
      ),
    [write, address, native],
  )

  const stake = useCallback(
    (amount: CurrencyAmount<Currency>) =>
      run(
        'stake',
        deposit(
          amount.quotient,
          t('Stake %amount% %symbol%', {
            amount: formatAmount(amount, 'transactionSummary', locale),
            symbol: stakingSymbol,
          }),
        ),
        {
          title: t('Staked!'),
          description: t('Your %symbol% funds have been staked in the pool!', {
            symbol: stakingSymbol,
          }),
        },
      ),
    [run, deposit, t, stakingSymbol, locale],
  )

  const unstake = useCallback(
    (amount: CurrencyAmount<Currency>) =>
      run(
        'unstake',
        (options) =>
          write(
            {
              ...withdrawPool({ pool: address, amount: amount.quotient }),
              summary: t('Unstake %amount% %symbol%', {
                amount: formatAmount(amount, 'transactionSummary', locale),
                symbol: stakingSymbol,
              }),
            },
            options,
          ),
        {
          title: t('Unstaked!'),
          description: t('Your %symbol% earnings have also been harvested to your wallet!', {
            symbol: earningSymbol,
          }),
        },
      ),
    [run, write, address, t, stakingSymbol, earningSymbol, locale],
  )

  const harvest = useCallback(
    () =>
      run('harvest', deposit(0n, t('Harvest %symbol%', { symbol: earningSymbol })), {
        title: t('Harvested!'),
        description: t('Your %symbol% earnings have been sent to your wallet!', {
          symbol: earningSymbol,
        }),
      }),
    [run, deposit, t, earningSymbol],
  )

  const compound = useCallback(() => {
    const pendingReward = pool.userData?.pendingReward.quotient ?? 0n
    return run(
      'compound',
      deposit(pendingReward, t('Compound %symbol%', { symbol: earningSymbol })),
      {
        title: t('Compounded!'),
        description: t('Your %symbol% earnings have been re-invested into the pool!', {
          symbol: earningSymbol,
        }),
      },
    )
  }, [run, deposit, t, earningSymbol, pool.userData])

  const emergencyWithdraw = useCallback(
    () =>
      run(
        'emergencyWithdraw',
        (options) =>
          write(
            {
              ...emergencyWithdrawPool({ pool: address }),
              summary: t('Emergency withdraw %symbol%', { symbol: stakingSymbol }),
            },
            options,
          ),
        {
          title: t('Unstaked!'),
          description: t(
            'Your %symbol% funds have been returned to your wallet; pending rewards are forfeited.',
            {
              symbol: stakingSymbol,
            },
          ),
        },
      ),
    [run, write, address, t, stakingSymbol],
  )

  return { stake, unstake, harvest, compound, emergencyWithdraw, run, pending }
}
