/** Wrap (WBNB deposit with value) or unwrap (WBNB withdraw), recorded with its summary (spec §4, §7). */
import { type Currency, type CurrencyAmount, WrapType } from '@ghost/sdk'
import { useCallback } from 'react'
import type { Hash } from 'viem'
import { unwrapWbnb, wrapBnb } from '../../chain/actions/wbnb'
import { useWriteFlow, type WriteOutcome } from '../../chain/transactions/useWriteFlow'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { getWrapSummary } from './getSwapSummary'

export function useWrapCallback(): (
  wrapType: typeof WrapType.WRAP | typeof WrapType.UNWRAP,
  amount: CurrencyAmount<Currency>,
  onSent: (hash: Hash) => void,
) => Promise<WriteOutcome> {
  const { t } = useTranslation()
  const { locale } = useNumberFormat()
  const { manifest } = useRuntimeConfig()
  const { write } = useWriteFlow()
  const wbnb = manifest.contracts.WBNB
  return useCallback(
    (wrapType, amount, onSent) => {
      const message = getWrapSummary(wrapType, amount, locale)
      const summary = t(message.key, message.values)
      // Failures come back as they came, for `toFlowError`; the receipt's toast is the Recent
      // Transactions updater's.
      const options = { toastErrors: 'none', onSent } as const
      return wrapType === WrapType.WRAP
        ? write({ ...wrapBnb({ wbnb, amount: amount.quotient }), summary }, options)
        : write({ ...unwrapWbnb({ wbnb, amount: amount.quotient }), summary }, options)
    },
    [write, wbnb, t, locale],
  )
}
