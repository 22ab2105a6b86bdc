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
import { type Address, parseSignature, type TypedDataDefinition } from 'viem'
import { getBlock, readContract, signTypedData } from 'viem/actions'
import { useClient, useConnectorClient } from 'wagmi'
import { readPairNonce, readPairValue } from '../../../chain/actions/migration'
import type { PermitSignature } from '../../../chain/actions/router'
import { WalletNotConnectedError } from '../../../chain/transactions/useWriteFlow'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { userSettingsStore } from '../../../state/settings/userSettings'

export const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

export type LegacyPermitParameters = {
  chainId: number
  /** The legacy pair: its LP token verifies the signature. */
  pair: Address
  /** The pair's `name()`, its EIP-712 domain name. */
  name: string
  owner: Address
  /** GhostMigrator, which pulls the LP for the owner. */
  spender: Address
  value: bigint
  nonce: bigint
  deadline: bigint
}

/** The EIP-2612 Permit of `value` LP for the migrator, in the legacy pair's EIP-712 domain. */
export function getLegacyPermitTypedData({
  chainId,
  pair,
  name,
  owner,
  spender,
  value,
  nonce,
  deadline,
}: LegacyPermitParameters): TypedDataDefinition<typeof PERMIT_TYPES, 'Permit'> {
  return {
    domain: { name, version: '1', chainId, verifyingContract: pair },
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message: { owner, spender, value, nonce, deadline },
  }
}

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
        ...getLegacyPermitTypedData({
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
