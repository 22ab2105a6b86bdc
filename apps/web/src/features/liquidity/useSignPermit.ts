/**
 * Asks the wallet to sign an EIP-2612 permit for the router to burn `liquidity` of the pair's LP
 * (no approve transaction). The nonce is read fresh from the pair; the deadline follows the
 * settings. Throws what the wallet throws (a rejection, a wallet without typed-data signing).
 */
import { ghostPairAbi } from '@ghost/contracts'
import type { CurrencyAmount, Token } from '@ghost/sdk'
import { useCallback } from 'react'
import { type Address, parseSignature } from 'viem'
import { readContract, signTypedData } from 'viem/actions'
import { useClient, useConnectorClient } from 'wagmi'
import { getPermitTypedData } from '../../chain/actions/lpPermit'
import type { PermitSignature } from '../../chain/actions/router'
import { WalletNotConnectedError } from '../../chain/transactions/useWriteFlow'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useGetDeadline } from './useGetDeadline'

export type SignedPermit = PermitSignature & {
  /** The exact LP amount signed for: the signature is good for this amount only. */
  value: bigint
  pair: Address
}

export function useSignPermit(): (liquidity: CurrencyAmount<Token>) => Promise<SignedPermit> {
  const { chainId, manifest } = useRuntimeConfig()
  const { data: walletClient } = useConnectorClient()
  const publicClient = useClient()
  const getDeadline = useGetDeadline()
  return useCallback(
    async (liquidity) => {
      if (!walletClient || !publicClient) throw new WalletNotConnectedError()
      const owner = walletClient.account.address
      const pair = liquidity.currency.address
      const [nonce, deadline] = await Promise.all([
        readContract(publicClient, {
          address: pair,
          abi: ghostPairAbi,
          functionName: 'nonces',
          args: [owner],
        }),
        getDeadline(),
      ])
      const signature = await signTypedData(walletClient, {
        account: walletClient.account,
        ...getPermitTypedData({
          chainId,
          pair,
          owner,
          spender: manifest.contracts.Router,
          value: liquidity.quotient,
          nonce,
          deadline,
        }),
      })
      const { r, s, v, yParity } = parseSignature(signature)
      return {
        r,
        s,
        v: v === undefined ? yParity + 27 : Number(v),
        deadline,
        value: liquidity.quotient,
        pair,
      }
    },
    [walletClient, publicClient, getDeadline, chainId, manifest.contracts.Router],
  )
}
