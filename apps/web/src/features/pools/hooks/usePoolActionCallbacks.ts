/**
 * The pool calls of spec §7: deposit(amount) with the fixed 200,000 gas limit (BNB pools send
 * the amount as value), withdraw(amount), deposit(0) to harvest, deposit(pending) to compound,
 * emergencyWithdraw(). Each returns true when it ended in a mined, successful transaction.
 */
import { smartChefAbi } from '@ghost/contracts'
import { type Currency, type CurrencyAmount, formatAmount } from '@ghost/sdk'
import { useCallback } from 'react'
import { useSendContractTransaction } from '../../../chain/transactions/useSendContractTransaction'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { PoolView } from '../rules/getPoolView'
import { usePoolTransaction } from './usePoolTransaction'

/** Spec §7/§9: pool deposits carry this gas limit instead of an estimate. */
export const POOL_DEPOSIT_GAS_LIMIT = 200_000n

export function usePoolActionCallbacks(pool: PoolView) {
  const { t } = useTranslation()
  const { locale } = useNumberFormat()
  const send = useSendContractTransaction()
  const { run, pending } = usePoolTransaction()
  const address = pool.contractAddress
  const native = pool.stakingCurrency.isNative
  const stakingSymbol = pool.stakingCurrency.symbol ?? ''
  const earningSymbol = pool.earningToken.symbol ?? ''

  const deposit = useCallback(
    (amount: bigint, summary: string) =>
      send({
        address,
        abi: smartChefAbi,
        functionName: 'deposit',
        args: [amount],
        value: native ? amount : undefined,
        gas: POOL_DEPOSIT_GAS_LIMIT,
        summary,
      }),
    [send, address, native],
  )

  const stake = useCallback(
    (amount: CurrencyAmount<Currency>) =>
      run(
        'stake',
        () =>
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
        () =>
          send({
            address,
            abi: smartChefAbi,
            functionName: 'withdraw',
            args: [amount.quotient],
            summary: t('Unstake %amount% %symbol%', {
              amount: formatAmount(amount, 'transactionSummary', locale),
              symbol: stakingSymbol,
            }),
          }),
        {
          title: t('Unstaked!'),
          description: t('Your %symbol% earnings have also been harvested to your wallet!', {
            symbol: earningSymbol,
          }),
        },
      ),
    [run, send, address, t, stakingSymbol, earningSymbol, locale],
  )

  const harvest = useCallback(
    () =>
      run('harvest', () => deposit(0n, t('Harvest %symbol%', { symbol: earningSymbol })), {
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
      () => deposit(pendingReward, t('Compound %symbol%', { symbol: earningSymbol })),
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
        () =>
          send({
            address,
            abi: smartChefAbi,
            functionName: 'emergencyWithdraw',
            summary: t('Emergency withdraw %symbol%', { symbol: stakingSymbol }),
          }),
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
    [run, send, address, t, stakingSymbol],
  )

  return { stake, unstake, harvest, compound, emergencyWithdraw, run, pending }
}
