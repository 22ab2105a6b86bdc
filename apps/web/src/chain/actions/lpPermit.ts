import { LP_TOKEN_NAME } from '@ghost/sdk'
import type { Address, TypedDataDefinition } from 'viem'

export const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

export type GetPermitTypedDataParameters = {
  chainId: number
  /** The pair: its own LP token verifies the signature. */
  pair: Address
  /**
   * The pair's `name()`, its EIP-712 domain name: 'Ghost LPs' for Ghost's pairs (the default);
   * an older exchange's pairs (LP migration) have their own.
   */
  name?: string | undefined
  owner: Address
  /** Who pulls the LP for the owner: the router (remove liquidity) or the migrator. */
  spender: Address
  value: bigint
  /** `nonces(owner)` read from the pair. */
  nonce: bigint
  /** Unix seconds; the router call must pass the same deadline. */
  deadline: bigint
}

export type PermitTypedData = TypedDataDefinition<typeof PERMIT_TYPES, 'Permit'>

/**
 * The EIP-2612 message that lets the router (or the migrator) pull LP tokens without an approve
 * transaction: the LP token's EIP-712 domain (its name, 'Ghost LPs' by default, version '1',
 * chain id, the pair) and a Permit.
 *
 * @example
 * const signature = await walletClient.signTypedData({ account, ...getPermitTypedData({ chainId, pair, owner, spender: router, value, nonce, deadline }) })
 */
export function getPermitTypedData({
  chainId,
  pair,
  name = LP_TOKEN_NAME,
  owner,
  spender,
  value,
  nonce,
  deadline,
}: GetPermitTypedDataParameters): PermitTypedData {
  return {
    domain: { name, version: '1', chainId, verifyingContract: pair },
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message: { owner, spender, value, nonce, deadline },
  }
}
