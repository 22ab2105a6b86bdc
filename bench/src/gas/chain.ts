/** Deploy and send helpers for the benchmark: every transaction must succeed, gas comes from receipts. */
import type { AnvilClient } from '@ghost/contracts/anvil'
import type { Abi, Address, Hex, TransactionReceipt } from 'viem'

export class BenchTransactionError extends Error {
  override name = 'BenchTransactionError'
}

export async function deploy(
  client: AnvilClient,
  what: string,
  contract: { abi: Abi; bytecode: Hex },
  args: readonly unknown[],
): Promise<Address> {
  const hash = await client.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new BenchTransactionError(`deploying ${what} failed (${hash})`)
  }
  return receipt.contractAddress
}

/** Sends already-encoded calldata and returns the receipt of the mined, successful transaction. */
export async function send(
  client: AnvilClient,
  what: string,
  to: Address,
  data: Hex,
  value = 0n,
): Promise<TransactionReceipt> {
  const hash = await client.sendTransaction({ to, data, value })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new BenchTransactionError(`${what} reverted (${hash})`)
  return receipt
}
