/** Wrap (WBNB deposit with value) or unwrap (WBNB withdraw), recorded with its summary (spec §4, §7). */
import { wbnbAbi } from '@ghost/contracts'
import { type Currency, type CurrencyAmount, WrapType } from '@ghost/sdk'
import { useCallback } from 'react'
import type { Hash } from 'viem'
import { useSendContractTransaction } from '../../chain/transactions/useSendContractTransaction'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { getWrapSummary } from './getSwapSummary'

export function useWrapCallback(): (
  wrapType: typeof WrapType.WRAP | typeof WrapType.UNWRAP,
  amount: CurrencyAmount<Currency>,
) => Promise<Hash> {
  const { t } = useTranslation()
  const { locale } = useNumberFormat()
  const { manifest } = useRuntimeConfig()
  const send = useSendContractTransaction()
  const wbnb = manifest.contracts.WBNB
  return useCallback(
    async (wrapType, amount) => {
      const summary = getWrapSummary(wrapType, amount, locale)
      // Failures reach `toFlowError` as they came: it reads them with the shared mapper.
      return wrapType === WrapType.WRAP
        ? send({
            address: wbnb,
            abi: wbnbAbi,
            functionName: 'deposit',
            value: amount.quotient,
            summary: t(summary.key, summary.values),
          })
        : send({
            address: wbnb,
            abi: wbnbAbi,
            functionName: 'withdraw',
            args: [amount.quotient],
            summary: t(summary.key, summary.values),
          })
    },
    [send, wbnb, t, locale],
  )
}
