/**
 * Sends the seeding transactions of a fresh local world (Anvil only) from unlocked development
 * accounts, one block each, as fast as Anvil allows: a transaction costs three requests (the
 * estimate, the send, the mine) and the receipts are checked in one batch at the end.
 *
 * Automine is off while seeding and each send is mined here, before anything reads or estimates
 * again: Anvil's automine answers a send before its block exists, and a read in that gap would
 * see the state before it (and the seeded world would differ between runs).
 */
import { localChain } from '@ghost/contracts/anvil'
import { getGasLimit } from '@ghost/sdk'
import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  type Hash,
  type Hex,
  http,
  publicActions,
  type TransactionReceipt,
  walletActions,
} from 'viem'
import { TransactionFailedError } from './chainWriter'
import { waitForReceipt } from './waitForReceipt'

export type SeedTransaction = {
  from: Address
  to: Address
  data: Hex
  value?: bigint | undefined
  /** AMM pairs the call updates (for the sdk's gas limit); 0 for anything else. */
  pairsTouched?: number | undefined
}

export type AnvilSender = ReturnType<typeof createAnvilSender>

export function createAnvilSender(rpcUrl: string) {
  let requests = 0
  const client = createTestClient({
    chain: localChain(rpcUrl),
    mode: 'anvil',
    transport: http(rpcUrl, {
      onFetchRequest: () => {
        requests++
      },
    }),
  })
    .extend(publicActions)
    .extend(walletActions)
  const hashes: Hash[] = []

  const send = async (tx: SeedTransaction): Promise<Hash> => {
    const request = { account: tx.from, to: tx.to, data: tx.data, value: tx.value ?? 0n }
    const estimate = await client.estimateGas(request)
    const gas = getGasLimit({ estimate, pairsTouched: tx.pairsTouched ?? 0 })
    const hash = await client.sendTransaction({ ...request, gas, chain: null })
    hashes.push(hash)
    await client.mine({ blocks: 1 })
    return hash
  }

  return {
    /** Reads, Anvil's test methods and receipts, on the counted transport. */
    client,
    send,
    /** Encodes a contract call and sends it (see `send`). */
    call<const abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
      from: Address,
      to: Address,
      abi: abi,
      functionName: name,
      args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
      value?: bigint,
    ): Promise<Hash> {
      // viem's generic overloads do not narrow through this wrapper; the arguments are checked
      // by the parameter types above.
      const data = encodeFunctionData({ abi, functionName, args } as Parameters<
        typeof encodeFunctionData
      >[0])
      return send({ from, to, data, value })
    },
    /** The receipt of a transaction this sender sent (already mined). */
    receipt(hash: Hash): Promise<TransactionReceipt> {
      return waitForReceipt(client, { hash, pollingInterval: 50 })
    },
    /** JSON-RPC requests made so far (batched receipts count as one per batch). */
    requests: () => requests,
    transactions: () => hashes.length,
    /** Fetches every receipt in batched requests and names the first transaction that failed. */
    async assertAllSucceeded(what: string): Promise<void> {
      const batched = createPublicClient({
        transport: http(rpcUrl, {
          batch: { batchSize: 500 },
          onFetchRequest: () => {
            requests++
          },
        }),
      })
      const receipts = await Promise.all(
        // mined already, but a node behind a proxy may answer its receipt only later
        hashes.map((hash) => waitForReceipt(batched, { hash, pollingInterval: 50 })),
      )
      const failed = receipts.find((receipt) => receipt.status !== 'success')
      if (failed)
        throw new TransactionFailedError(`${what} transaction reverted (${failed.transactionHash})`)
    },
  }
}
