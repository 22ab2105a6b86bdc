/**
 * Signs a creator's lazily minted sell order with a local key, as a wallet would
 * (`eth_signTypedData_v4` over the sdk's EIP-712 definition), and splits the signature into the
 * `v, r, s` that `executeOrderWithBNB`/`WBNB` and the orders API take.
 */
import { getLazyOrderTypedData, type LazyOrder } from '@ghost/sdk'
import { type Account, type Address, type Hex, parseSignature } from 'viem'

export type OrderSignature = { v: number; r: Hex; s: Hex }

export async function signLazyOrder(
  signer: Account,
  chainId: number,
  factory: Address,
  order: LazyOrder,
): Promise<OrderSignature> {
  if (!signer.signTypedData) throw new Error(`account ${signer.address} cannot sign locally`)
  const signature = await signer.signTypedData(getLazyOrderTypedData(chainId, factory, order))
  const { r, s, v, yParity } = parseSignature(signature)
  return { v: v === undefined ? 27 + yParity : Number(v), r, s }
}
