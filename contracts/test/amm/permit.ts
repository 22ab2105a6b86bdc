/**
 * EIP-2612 permits on Ghost LP tokens, as a wallet signs them for the router or the migrator,
 * and the allowance a permit (or an approval) leaves.
 */
import { type Address, type Hex, parseSignature } from 'viem'
import { ghostPairAbi } from '../../generated'
import { type AnvilClient, LOCAL_CHAIN_ID } from '../../lib/anvil'

const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

export type PermitSignature = { v: number; r: Hex; s: Hex }

/**
 * `signer`'s EIP-2612 permit on the LP token `pair` for `spender`; the owner is the signer
 * unless named (a forgery: someone else signing for the owner).
 */
export async function signPermit(
  signer: AnvilClient,
  pair: Address,
  message: { owner?: Address; spender: Address; value: bigint; nonce: bigint; deadline: bigint },
): Promise<PermitSignature> {
  const signature = await signer.signTypedData({
    domain: { name: 'Ghost LPs', version: '1', chainId: LOCAL_CHAIN_ID, verifyingContract: pair },
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message: { ...message, owner: message.owner ?? signer.account.address },
  })
  const { r, s, v } = parseSignature(signature)
  if (v === undefined) throw new Error('signature without v')
  return { r, s, v: Number(v) }
}

/** What `owner` lets `spender` take of the LP token `pair`. */
export function lpAllowance(
  client: AnvilClient,
  pair: Address,
  owner: Address,
  spender: Address,
): Promise<bigint> {
  return client.readContract({
    address: pair,
    abi: ghostPairAbi,
    functionName: 'allowance',
    args: [owner, spender],
  })
}
