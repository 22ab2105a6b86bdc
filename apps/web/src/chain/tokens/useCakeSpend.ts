/**
 * A form that spends CAKE through a contract (an IFO commit, a farm auction bid): CAKE's approval
 * of `spender` for the typed amount, the Enable step with the toasts every such form shows, and
 * `send` (`useBusyWrite`), which holds the form busy while its write is in flight.
 */
import { CurrencyAmount, Token } from '@ghost/sdk'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { useBusyWrite } from '../transactions/useBusyWrite'
import type { useWriteFlow } from '../transactions/useWriteFlow'
import { ApprovalState } from './getApprovalState'
import { useApproveCallback } from './useApproveCallback'

export type UseCakeSpendParameters = {
  cake: Address
  spender: Address
  /** The CAKE (wei) the form would spend; undefined while the field holds no valid amount. */
  amount: bigint | undefined
  /** The form's write flow, whose modal and state show the approval and the spend. */
  flow: ReturnType<typeof useWriteFlow>
}

export function useCakeSpend({ cake, spender, amount, flow }: UseCakeSpendParameters) {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const { busy, send } = useBusyWrite(flow)
  const cakeToken = useMemo(
    () => new Token({ chainId, address: cake, decimals: 18, symbol: 'CAKE', name: 'CAKE' }),
    [chainId, cake],
  )
  const toApprove = useMemo(
    () => (amount === undefined ? undefined : CurrencyAmount.fromRawAmount(cakeToken, amount)),
    [cakeToken, amount],
  )
  const [approval, approve] = useApproveCallback(toApprove, spender, flow)
  const approving = flow.state.approving === true || approval === ApprovalState.PENDING

  /** Approves CAKE; `description` says what the wallet can do once it is enabled. */
  const enable = (description: string) =>
    approve({
      success: { title: t('Contract Enabled'), description },
      failure: t('Could not approve CAKE'),
      toastErrors: 'all',
    })

  // Enable can start only while CAKE is not approved and nothing else is in flight
  const canEnable = approval === ApprovalState.NOT_APPROVED && !approving && flow.ready && !busy

  return {
    approval,
    /**
     * The Enable button's props (components/EnableButton): it can start while CAKE is not
     * approved and nothing else is in flight; `description` as for `enable`.
     */
    enableButton: (description: string) => ({
      asset: 'CAKE',
      pending: approving,
      disabled: !canEnable,
      onEnable: () => void enable(description),
    }),
    busy,
    send,
  }
}
