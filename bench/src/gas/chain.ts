/** Deploy and send helpers for the benchmark: every transaction must succeed, gas comes from receipts. */
import { ghostRouterAbi } from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount } from '@ghost/contracts/anvil'
import { getGasLimit, getRouterCallPairCount } from '@ghost/sdk'
import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  type TransactionReceipt,
} from 'viem'

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

/** Pairs a call updates when it is a router call (both routers share Router02's selectors). */
function pairsTouchedBy(data: Hex): number {
  try {
    return getRouterCallPairCount(decodeFunctionData({ abi: ghostRouterAbi, data }))
  } catch {
    return 0
  }
}

/**
 * Sends already-encoded calldata with the sdk's gas limit and returns the receipt of the mined,
 * successful transaction (the limit does not change the gas used that the bench reports).
 */
export async function send(
  client: AnvilClient,
  what: string,
  to: Address,
  data: Hex,
  value = 0n,
): Promise<TransactionReceipt> {
  const estimate = await client.estimateGas({ to, data, value })
  const gas = getGasLimit({ estimate, pairsTouched: pairsTouchedBy(data) })
  const hash = await client.sendTransaction({ to, data, value, gas })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new BenchTransactionError(`${what} reverted (${hash})`)
  return receipt
}

/**
 * The development accounts as senders, by index: `actor(i)` is one client per account (made on
 * first use), and `call` sends a contract call from one of them through `send`.
 */
export function devActors(url: string) {
  const clients = new Map<number, AnvilClient>()
  const actor = (index: number): AnvilClient => {
    let client = clients.get(index)
    if (!client) {
      client = anvilClient(url, devAccount(index))
      clients.set(index, client)
    }
    return client
  }
  const call = <
    const abi extends Abi,
    name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  >(
    who: number,
    to: Address,
    abi: abi,
    functionName: name,
    args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
    value = 0n,
  ): Promise<TransactionReceipt> => {
    const data = encodeFunctionData({ abi, functionName, args } as Parameters<
      typeof encodeFunctionData
    >[0])
    return send(actor(who), functionName, to, data, value)
  }
  return { actor, call }
}
