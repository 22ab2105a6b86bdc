/**
 * The "Enable" step before a router, pool or farm can pull a token: approve the maximum, or
 * exactly the amount when estimating the maximum fails (spec §7), and refuse to approve unless
 * the state is NOT_APPROVED (the spec's logged messages). The approval goes through the write
 * flow (a screen's own when it passes one, so its modal shows the approval), marked with
 * `approval` so the Enable button shows it pending until it is mined.
 */
import type { Currency, CurrencyAmount } from '@ghost/sdk'
import { useCallback } from 'react'
import { type Address, maxUint256 } from 'viem'
import { useClient, useConnection } from 'wagmi'
import { useTranslation } from '../../i18n'
import { useHasPendingApproval } from '../../state/transactions/hooks'
import { approveToken } from '../actions/erc20'
import { useWriteFlow, type WriteOptions, type WriteOutcome } from '../transactions/useWriteFlow'
import { ApprovalState, getApprovalState } from './getApprovalState'
import { useTokenAllowance } from './useTokenAllowance'

/**
 * Sends the approval with these options (kind 'approval' unless they say otherwise); undefined
 * when there was nothing to approve.
 */
export type ApproveCallback = (options?: WriteOptions) => Promise<WriteOutcome | undefined>

export function useApproveCallback(
  amountToApprove: CurrencyAmount<Currency> | undefined,
  spender: Address | undefined,
  /** The screen's write flow, whose state should follow the approval; else one of its own. */
  flow?: Pick<ReturnType<typeof useWriteFlow>, 'write'>,
): [ApprovalState, ApproveCallback] {
  const { t } = useTranslation()
  const { address: account } = useConnection()
  const publicClient = useClient()
  const own = useWriteFlow()
  const write = flow?.write ?? own.write
  const currency = amountToApprove?.currency
  const token = currency?.isToken ? currency : undefined
  const allowance = useTokenAllowance(token, account, spender)
  const pendingApproval = useHasPendingApproval(token?.address, spender)
  const state = getApprovalState({
    amount: amountToApprove?.quotient,
    isNative: currency?.isNative ?? false,
    allowance,
    pendingApproval,
  })

  const approve = useCallback<ApproveCallback>(
    async (options) => {
      if (state !== ApprovalState.NOT_APPROVED)
        return void console.error('approve was called unnecessarily')
      if (!token) return void console.error('no token')
      if (!amountToApprove) return void console.error('missing amount to approve')
      if (!spender) return void console.error('no spender')
      let amount = maxUint256
      try {
        if (publicClient) {
          // Loaded at the click, not with the page (see writeOnChain).
          const { estimateCall } = await import('../transactions/writeOnChain')
          await estimateCall(publicClient, {
            ...approveToken({ token: token.address, spender, amount: maxUint256 }),
            account,
          })
        }
      } catch {
        amount = amountToApprove.quotient
      }
      return write(
        {
          ...approveToken({ token: token.address, spender, amount }),
          summary: t('Approve %symbol%', { symbol: token.symbol ?? '' }),
          approval: { tokenAddress: token.address, spender },
        },
        { kind: 'approval', ...options },
      )
    },
    [state, token, amountToApprove, spender, publicClient, account, write, t],
  )

  return [state, approve]
}
