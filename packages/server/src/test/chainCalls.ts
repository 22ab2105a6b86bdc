/** The contract calls the chain scenarios make on a local Anvil, each waited for. */
import type { AnvilClient } from '@ghost/contracts/anvil'
import {
  type Abi,
  type Address,
  type ContractConstructorArgs,
  type ContractFunctionArgs,
  type ContractFunctionName,
  getAddress,
  type Hex,
  type TransactionReceipt,
} from 'viem'

/** Sends a call and waits for its block; a reverted call fails the test with its reason. */
export async function send<
  const abi extends Abi,
  name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
>(
  client: AnvilClient,
  call: {
    address: Address
    abi: abi
    functionName: name
    args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>
    value?: bigint
  },
): Promise<TransactionReceipt> {
  const { request } = await client.simulateContract({
    ...call,
    account: client.account,
  } as Parameters<AnvilClient['simulateContract']>[0])
  const hash = await client.writeContract(request)
  return client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

/** Deploys a contract from `admin` and waits for it: its checksummed address. */
export async function deployed<const abi extends Abi>(
  admin: AnvilClient,
  abi: abi,
  bytecode: Hex,
  args: ContractConstructorArgs<abi>,
): Promise<Address> {
  const hash = await admin.deployContract({
    abi,
    bytecode,
    args,
    account: admin.account,
    chain: null,
  } as Parameters<AnvilClient['deployContract']>[0])
  const receipt = await admin.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`deploy failed: ${hash}`)
  }
  return getAddress(receipt.contractAddress)
}

/** The time of the chain's latest block. */
export async function latestTimestamp(client: AnvilClient): Promise<bigint> {
  return (await client.getBlock({ blockTag: 'latest' })).timestamp
}
