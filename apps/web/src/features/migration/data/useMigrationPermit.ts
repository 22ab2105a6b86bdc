/**
 * The deadline and the EIP-2612 permit a migration sends. The deadline is the latest block's
 * time plus the user's deadline setting (the chain's clock, as the router calls use). The permit
 * lets GhostMigrator take exactly the LP being migrated from the legacy pair without an approve
 * transaction: the typed data names the legacy pair's own EIP-712 domain — its `name()` (an older
 * exchange's pairs are not called 'Ghost LPs'), version '1', the chain and the pair — and the
 * owner's current `nonces`, both read fresh when signing. Signing throws what the wallet throws
 * (a refusal, a wallet without typed-data signing).
 */
import { getTransactionDeadline } from '@ghost/sdk'
import { useCallback } from 'react'
import { type Address, parseSignature } from 'viem'
import { getBlock, readContract, signTypedData } from 'viem/actions'
import { useClient, useConnectorClient } from 'wagmi'
import { getPermitTypedData } from '../../../chain/actions/lpPermit'
import { readPairNonce, readPairValue } from '../../../chain/actions/migration'
import type { PermitSignature } from '../../../chain/actions/router'
import { WalletNotConnectedError } from '../../../chain/transactions/useWriteFlow'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { userSettingsStore } from '../../../state/settings/userSettings'

/** The deadline for a migration or its permit, read when needed. */
export function useGetDeadline(): () => Promise<bigint> {
  const publicClient = useClient()
  return useCallback(async () => {
    if (!publicClient) throw new Error('No chain client')
    const block = await getBlock(publicClient, { blockTag: 'latest' })
    return getTransactionDeadline({
      blockTimestamp: block.timestamp,
      ttl: userSettingsStore.get().deadlineSeconds,
    })
  }, [publicClient])
}

/** Asks the wallet to sign the permit of `value` LP of `pair` for `migrator`. */
export function useSignLegacyPermit(): (parameters: {
  pair: Address
  migrator: Address
  value: bigint
  deadline: bigint
}) => Promise<PermitSignature> {
  const { chainId } = useRuntimeConfig()
  const { data: walletClient } = useConnectorClient()
  const publicClient = useClient()
  return useCallback(
    async ({ pair, migrator, value, deadline }) => {
      if (!walletClient || !publicClient) throw new WalletNotConnectedError()
      const owner = walletClient.account.address
      const [name, nonce] = await Promise.all([
        readContract(publicClient, readPairValue({ pair, name: 'name' })),
        readContract(publicClient, readPairNonce({ pair, owner })),
      ])
      const signature = await signTypedData(walletClient, {
        account: walletClient.account,
        ...getPermitTypedData({
          chainId,
          pair,
          name,
          owner,
          spender: migrator,
          value,
          nonce,
          deadline,
        }),
      })
      const { r, s, v, yParity } = parseSignature(signature)
      return { r, s, v: v === undefined ? yParity + 27 : Number(v), deadline }
    },
    [walletClient, publicClient, chainId],
  )
}
