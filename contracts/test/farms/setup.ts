/**
 * Shared plumbing for the farm, pool and multicall tests: deploy and mine helpers, exact
 * revert-reason extraction, and the test tokens every file needs.
 */
import {
  type Abi,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  encodeDeployData,
  getAddress,
  type Hash,
  type Hex,
  type TransactionReceipt,
} from 'viem'
import { testTokenAbi, testTokenBytecode } from '../../generated'
import { type AnvilClient, anvilClient, devAccount } from '../../lib/anvil'
import { revertOf } from '../amm/reverts'

export const E18 = 10n ** 18n

/**
 * Anvil mines on submission, so a receipt is normally there at once; if the first look misses
 * it, viem would wait a whole default polling interval (4 s) before looking again.
 */
const RECEIPT_POLLING_MS = 20

/** Waits for a deployment and returns the new contract's address. */
export async function deployed(client: AnvilClient, hash: Promise<Hash>): Promise<Address> {
  const receipt = await client.waitForTransactionReceipt({
    hash: await hash,
    pollingInterval: RECEIPT_POLLING_MS,
  })
  // a reverted deployment still names an address, one with no code: say so here, not at the
  // first read that finds nothing there
  if (receipt.status !== 'success')
    throw new Error(`deployment ${receipt.transactionHash} reverted`)
  if (!receipt.contractAddress) throw new Error('deployment produced no contract address')
  return getAddress(receipt.contractAddress)
}

/** Waits for a transaction and insists it succeeded (each transaction mines one block). */
export async function mined(client: AnvilClient, hash: Promise<Hash>): Promise<TransactionReceipt> {
  const receipt = await client.waitForTransactionReceipt({
    hash: await hash,
    pollingInterval: RECEIPT_POLLING_MS,
  })
  if (receipt.status !== 'success')
    throw new Error(`transaction ${receipt.transactionHash} reverted`)
  return receipt
}

/** The head block, uncached: viem caches `getBlockNumber` for seconds by default. */
export async function headBlock(client: AnvilClient): Promise<bigint> {
  return client.getBlockNumber({ cacheTime: 0 })
}

/** Native coin spent on gas by a receipt. */
export function gasCost(receipt: TransactionReceipt): bigint {
  return receipt.gasUsed * receipt.effectiveGasPrice
}

/**
 * The `require` string a call reverted with, or the custom error's name (OpenZeppelin's
 * `OwnableUnauthorizedAccount`); throws if the call did not revert that way.
 * Use with `simulateContract`, which runs the call without mining a block.
 */
export async function revertReason(call: Promise<unknown>): Promise<string> {
  try {
    await call
  } catch (error) {
    if (error instanceof BaseError) {
      const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
      if (reverted instanceof ContractFunctionRevertedError) {
        const reason = reverted.reason ?? reverted.data?.errorName
        if (reason) return reason
      }
    }
    throw error
  }
  throw new Error('call did not revert')
}

/**
 * The `require` string a deployment reverted with (or the custom error's name); undefined if it
 * deployed. Runs the creation code with `eth_call`, so nothing is mined.
 */
export function deployRevertReason(
  client: AnvilClient,
  parameters: { abi: Abi; bytecode: Hex; args: readonly unknown[] },
): Promise<string | undefined> {
  return revertOf(client.call({ data: encodeDeployData(parameters) }))
}

/** The chefs' caps on owner settings (`MAX_REWARD_PER_BLOCK`, MasterChef's `MAX_ALLOC_POINT`). */
export const MAX_REWARD_PER_BLOCK = 10n ** 24n
export const MAX_ALLOC_POINT = 10n ** 6n
/** The devnet's live pool pays 0.00005 USDT a block. */
export const LIVE_RATE = 5n * 10n ** 13n

/** Clients for development accounts 1…count (account 0 is the deployer/owner). */
export function userClients(url: string, count: number): AnvilClient[] {
  return Array.from({ length: count }, (_, i) => anvilClient(url, devAccount(i + 1)))
}

export async function deployToken(
  client: AnvilClient,
  symbol: string,
  supply: bigint = 10n ** 9n * E18,
): Promise<Address> {
  return deployTestToken(client, symbol, 18, supply)
}

/** A TestToken named and symbolised `symbol` with `decimals`, its whole supply with `client`. */
export async function deployTestToken(
  client: AnvilClient,
  symbol: string,
  decimals: number,
  supply: bigint,
): Promise<Address> {
  return deployed(
    client,
    client.deployContract({
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: [symbol, symbol, decimals, supply],
    }),
  )
}

/** `owner`'s balance of `token`, at `blockNumber` or the latest block. */
export async function tokenBalance(
  client: AnvilClient,
  token: Address,
  owner: Address,
  blockNumber?: bigint,
): Promise<bigint> {
  return client.readContract({
    address: token,
    abi: testTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
    blockNumber,
  })
}

export async function transferToken(
  client: AnvilClient,
  token: Address,
  to: Address,
  amount: bigint,
): Promise<TransactionReceipt> {
  return mined(
    client,
    client.writeContract({
      address: token,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [to, amount],
    }),
  )
}

export async function approveToken(
  client: AnvilClient,
  token: Address,
  spender: Address,
  amount: bigint = 2n ** 256n - 1n,
): Promise<TransactionReceipt> {
  return mined(
    client,
    client.writeContract({
      address: token,
      abi: testTokenAbi,
      functionName: 'approve',
      args: [spender, amount],
    }),
  )
}
