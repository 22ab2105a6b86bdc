/**
 * Asks the wallet to sign an EIP-2612 permit that lets `spender` (the router removing liquidity,
 * or the migrator) pull exactly `value` of a pair's LP without an approve transaction. The
 * owner's nonce is read fresh from the pair; an older exchange's pair signs under its own
 * EIP-712 name (`readName`), read fresh too, where Ghost's pairs use 'Ghost LPs'. Throws what the
 * wallet throws (a refusal, a wallet without typed-data signing).
 */
import { useCallback } from 'react'
import { type Address, parseSignature } from 'viem'
import { readContract, signTypedData } from 'viem/actions'
import { useClient, useConnectorClient } from 'wagmi'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { getPermitTypedData } from '../actions/lpPermit'
import { readPairNonce, readPairValue } from '../actions/migration'
import type { PermitSignature } from '../actions/router'
import { WalletNotConnectedError } from '../transactions/useWriteFlow'

export type SignLpPermitParameters = {
  pair: Address
  spender: Address
  value: bigint
  /** Unix seconds; the call that spends the permit must pass the same deadline. */
  deadline: bigint
  /** Sign under the pair's own `name()` rather than 'Ghost LPs' (a legacy exchange's pair). */
  readName?: boolean | undefined
}

export function useSignLpPermit(): (
  parameters: SignLpPermitParameters,
) => Promise<PermitSignature> {
  const { chainId } = useRuntimeConfig()
  const { data: walletClient } = useConnectorClient()
  const publicClient = useClient()
  return useCallback(
    async ({ pair, spender, value, deadline, readName = false }) => {
      if (!walletClient || !publicClient) throw new WalletNotConnectedError()
      const owner = walletClient.account.address
      const [name, nonce] = await Promise.all([
        readName ? readContract(publicClient, readPairValue({ pair, name: 'name' })) : undefined,
        readContract(publicClient, readPairNonce({ pair, owner })),
      ])
      const signature = await signTypedData(walletClient, {
        account: walletClient.account,
        ...getPermitTypedData({ chainId, pair, name, owner, spender, value, nonce, deadline }),
      })
      const { r, s, v, yParity } = parseSignature(signature)
      return { r, s, v: v === undefined ? yParity + 27 : Number(v), deadline }
    },
    [walletClient, publicClient, chainId],
  )
}
