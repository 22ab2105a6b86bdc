/**
 * Asks the wallet to sign an EIP-2612 permit for the router to burn `liquidity` of the pair's LP
 * (no approve transaction), with the deadline the settings give.
 */
import type { CurrencyAmount, Token } from '@ghost/sdk'
import { useCallback } from 'react'
import type { Address } from 'viem'
import type { PermitSignature } from '../../chain/actions/router'
import { useGetDeadline } from '../../chain/clock/useGetDeadline'
import { useSignLpPermit } from '../../chain/tokens/useSignLpPermit'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'

export type SignedPermit = PermitSignature & {
  /** The exact LP amount signed for: the signature is good for this amount only. */
  value: bigint
  pair: Address
}

export function useSignPermit(): (liquidity: CurrencyAmount<Token>) => Promise<SignedPermit> {
  const { manifest } = useRuntimeConfig()
  const getDeadline = useGetDeadline()
  const signLpPermit = useSignLpPermit()
  const router = manifest.contracts.Router
  return useCallback(
    async (liquidity) => {
      const pair = liquidity.currency.address
      const value = liquidity.quotient
      const signature = await signLpPermit({
        pair,
        spender: router,
        value,
        deadline: await getDeadline(),
      })
      return { ...signature, value, pair }
    },
    [getDeadline, signLpPermit, router],
  )
}
