/**
 * Test set-up on Anvil: a fixture transaction sent straight from a dev account (not through the
 * app's write flow), waited for and required to succeed, so a broken fixture fails where it is
 * sent instead of in the assertion that needed it.
 */
import type { Client, Hash, TransactionReceipt } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'

export async function mined(client: Client, hash: Hash): Promise<TransactionReceipt> {
  const receipt = await waitForTransactionReceipt(client, { hash })
  if (receipt.status !== 'success') throw new Error(`Fixture transaction ${hash} reverted`)
  return receipt
}

/** The address a fixture deployment created. */
export async function deployed(client: Client, hash: Hash): Promise<`0x${string}`> {
  const { contractAddress } = await mined(client, hash)
  if (!contractAddress) throw new Error(`Fixture transaction ${hash} deployed nothing`)
  return contractAddress
}
