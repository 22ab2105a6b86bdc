/**
 * The "Enable" step before a router, pool or farm can pull a token: approve the maximum, or
 * exactly the amount when estimating the maximum fails (spec §7), and refuse to approve unless
 * the state is NOT_APPROVED (the spec's logged messages).
 */
import type { Currency, CurrencyAmount } from '@ghost/sdk'
import { useCallback } from 'react'
import { type Address, erc20Abi, type Hash, maxUint256 } from 'viem'
import { estimateContractGas } from 'viem/actions'
import { useClient, useConnection } from 'wagmi'
import { useTranslation } from '../../i18n'
import { useHasPendingApproval } from '../../state/transactions/hooks'
import { useSendContractTransaction } from '../transactions/useSendContractTransaction'
import { ApprovalState, getApprovalState } from './getApprovalState'
import { useTokenAllowance } from './useTokenAllowance'

export function useApproveCallback(
  amountToApprove: CurrencyAmount<Currency> | undefined,
  spender: Address | undefined,
): [ApprovalState, () => Promise<Hash | undefined>] {
  const { t } = useTranslation()
  const { address: account } = useConnection()
  const publicClient = useClient()
  const send = useSendContractTransaction()
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

  const approve = useCallback(async (): Promise<Hash | undefined> => {
    if (state !== ApprovalState.NOT_APPROVED)
      return void console.error('approve was called unnecessarily')
    if (!token) return void console.error('no token')
    if (!amountToApprove) return void console.error('missing amount to approve')
    if (!spender) return void console.error('no spender')
    let amount = maxUint256
    try {
      if (publicClient) {
        await estimateContractGas(publicClient, {
          address: token.address,
          abi: erc20Abi,
          functionName: 'approve',
          args: [spender, maxUint256],
          account,
        })
      }
    } catch {
      amount = amountToApprove.quotient
    }
    return send({
      address: token.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, amount],
      summary: t('Approve %symbol%', { symbol: token.symbol ?? '' }),
      approval: { tokenAddress: token.address, spender },
    })
  }, [state, token, amountToApprove, spender, publicClient, account, send, t])

  return [state, approve]
}
