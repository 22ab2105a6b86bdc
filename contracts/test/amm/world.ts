/**
 * One Anvil node with WBNB, the AMM (factory + router) and test tokens, plus a harness that
 * resets to a snapshot and runs transactions in few round trips (see rpc.ts).
 */

import { getGasLimit, getMigratorCallPairCount, getRouterCallPairCount } from '@ghost/sdk'
import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type DecodeFunctionResultParameters,
  decodeFunctionData,
  decodeFunctionResult,
  type EncodeFunctionDataParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  maxUint256,
} from 'viem'
import {
  ghostBuybackAbi,
  ghostBuybackBytecode,
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostFeeSplitterAbi,
  ghostFeeSplitterBytecode,
  ghostMigratorAbi,
  ghostPairAbi,
  ghostRouterAbi,
  ghostRouterBytecode,
  taxTokenAbi,
  taxTokenBytecode,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '../../generated'
import { type AnvilClient, type AnvilInstance, anvilClient, startAnvil } from '../../lib/anvil'
import {
  callRequest,
  createRpc,
  type Rpc,
  type RpcRequest,
  revertReason,
  sendTransactionRequest,
  type Tx,
} from './rpc'

/** Far above any amount the tests use and below 2**112 (the pair's reserve limit) per token. */
export const TOKEN_SUPPLY = 10n ** 32n
export const DEADLINE = maxUint256

export type World = {
  anvil: AnvilInstance
  client: AnvilClient
  rpc: Rpc
  me: Address
  wbnb: Address
  factory: Address
  router: Address
  /** Four plain 18-decimal tokens, sorted by address (tokens[0] < tokens[1] < …). */
  tokens: [Address, Address, Address, Address]
  /** TaxToken: burns 10% of every transfer. */
  tax: Address
}

export async function deploy(
  client: AnvilClient,
  contract: { abi: Abi; bytecode: Hex },
  args: readonly unknown[] = [],
): Promise<Address> {
  const hash = await client.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error(`deploy failed: ${hash}`)
  return getAddress(receipt.contractAddress)
}

/**
 * Pairs whose reserves `tx` updates, for the sdk's gas rule: a router call by its path or its
 * pair, and a pair's own mint, burn, swap and sync. Selectors tell the calls apart.
 */
function pairsTouchedBy(tx: Tx): number {
  try {
    return getRouterCallPairCount(decodeFunctionData({ abi: ghostRouterAbi, data: tx.data }))
  } catch {
    // not a router call
  }
  try {
    // The migrator's selectors are its own, so a decode that succeeds is a migrator call.
    return getMigratorCallPairCount(decodeFunctionData({ abi: ghostMigratorAbi, data: tx.data }))
  } catch {
    // not a migrator call
  }
  try {
    const { functionName } = decodeFunctionData({ abi: ghostPairAbi, data: tx.data })
    return ['mint', 'burn', 'swap', 'sync'].includes(functionName) ? 1 : 0
  } catch {
    return 0
  }
}

/** Sends a transaction from dev account 0 through viem with the sdk's gas limit and requires success. */
export async function transact(client: AnvilClient, tx: Tx) {
  const request = { to: tx.to, data: tx.data, value: tx.value ?? 0n }
  const gas = getGasLimit({
    estimate: await client.estimateGas(request),
    pairsTouched: pairsTouchedBy(tx),
  })
  const hash = await client.sendTransaction({ ...request, gas })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (receipt.status !== 'success') throw new Error(`transaction reverted: ${hash}`)
  return receipt
}

/** Creates the pair of `tokenA` and `tokenB` on `factory` (the world's by default); returns its address. */
export async function createPair(
  world: Pick<World, 'client' | 'factory'>,
  tokenA: Address,
  tokenB: Address,
  factory: Address = world.factory,
): Promise<Address> {
  const args = [tokenA, tokenB] as const
  await transact(
    world.client,
    write({ address: factory, abi: ghostFactoryAbi, functionName: 'createPair', args }),
  )
  return world.client.readContract({
    address: factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args,
  })
}

export function approveTx(token: Address, spender: Address, amount = maxUint256): Tx {
  return {
    to: token,
    data: encodeFunctionData({
      abi: testTokenAbi,
      functionName: 'approve',
      args: [spender, amount],
    }),
  }
}

/** Starts Anvil and deploys WBNB, factory (feeToSetter = dev account 0), router and tokens; approves the router. */
export async function startWorld(): Promise<World> {
  const anvil = await startAnvil()
  const client = anvilClient(anvil.url)
  const me = client.account.address
  const wbnb = await deploy(client, { abi: wbnbAbi, bytecode: wbnbBytecode })
  const factory = await deploy(client, { abi: ghostFactoryAbi, bytecode: ghostFactoryBytecode }, [
    me,
  ])
  const router = await deploy(client, { abi: ghostRouterAbi, bytecode: ghostRouterBytecode }, [
    factory,
    wbnb,
  ])
  const tokens: Address[] = []
  for (const symbol of ['TKA', 'TKB', 'TKC', 'TKD']) {
    tokens.push(
      await deploy(client, { abi: testTokenAbi, bytecode: testTokenBytecode }, [
        symbol,
        symbol,
        18,
        TOKEN_SUPPLY,
      ]),
    )
  }
  tokens.sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : 1))
  const tax = await deploy(client, { abi: taxTokenAbi, bytecode: taxTokenBytecode }, [
    'Tax',
    'TAX',
    TOKEN_SUPPLY,
  ])
  for (const token of [...tokens, tax, wbnb]) await transact(client, approveTx(token, router))
  return {
    anvil,
    client,
    rpc: createRpc(anvil.url),
    me,
    wbnb,
    factory,
    router,
    tokens: tokens as World['tokens'],
    tax,
  }
}

export type FeeContracts = { splitter: Address; buyback: Address }

/**
 * Deploys the buyback (burning `ghost`) and the fee splitter paying `treasury`, and makes the
 * splitter the factory's feeTo, as the devnet does. Dev account 0 owns both.
 */
export async function deployFeeContracts(
  world: World,
  { treasury, ghost }: { treasury: Address; ghost: Address },
): Promise<FeeContracts> {
  const buyback = await deploy(
    world.client,
    { abi: ghostBuybackAbi, bytecode: ghostBuybackBytecode },
    [world.router, ghost],
  )
  const splitter = await deploy(
    world.client,
    { abi: ghostFeeSplitterAbi, bytecode: ghostFeeSplitterBytecode },
    [world.factory, treasury, buyback],
  )
  await transact(
    world.client,
    write({
      address: world.factory,
      abi: ghostFactoryAbi,
      functionName: 'setFeeTo',
      args: [splitter],
    }),
  )
  return { splitter, buyback }
}

export type Read<T> = { request: RpcRequest; decode(result: Hex): T }

/** An eth_call to batch, with its typed decoder. */
export function read<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
>(parameters: {
  address: Address
  abi: abi
  functionName: functionName
  args?: args
}): Read<ContractFunctionReturnType<abi, 'pure' | 'view', functionName, args>> {
  const { address, abi, functionName, args } = parameters
  const data = encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters)
  return {
    request: callRequest(address, data),
    decode: (result) =>
      decodeFunctionResult({
        abi,
        functionName,
        data: result,
      } as DecodeFunctionResultParameters) as ContractFunctionReturnType<
        abi,
        'pure' | 'view',
        functionName,
        args
      >,
  }
}

/** Native-coin balance as a batchable read. */
export function nativeBalance(owner: Address): Read<bigint> {
  return {
    request: { method: 'eth_getBalance', params: [owner, 'latest'] },
    decode: (result) => hexToBigInt(result),
  }
}

export function balanceOf(token: Address, owner: Address): Read<bigint> {
  return read({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] })
}

export type RpcLog = { address: Address; topics: [Hex, ...Hex[]]; data: Hex }

type Results<T extends readonly Read<unknown>[]> = {
  [K in keyof T]: T[K] extends Read<infer R> ? R : never
}

/** What a transaction run in simulation did: undefined when it succeeds, else its revert reason. */
export type Outcome = string | undefined

/**
 * Snapshot-based runner: `reset()` returns the chain to the state at `capture()`; `run()` sends
 * transactions (mined together in one block), then reads, in three round trips.
 */
export class Harness {
  private snapshot: Hex | undefined
  private baseNonce = 0
  private nonce = 0

  constructor(readonly world: World) {}

  /** Turns off automine (blocks are mined by `run`) and remembers the current state. */
  async capture(): Promise<void> {
    await this.world.client.setAutomine(false)
    this.baseNonce = await this.world.client.getTransactionCount({ address: this.world.me })
    this.snapshot = await this.world.rpc.request<Hex>('evm_snapshot')
    this.nonce = this.baseNonce
  }

  async reset(): Promise<void> {
    if (!this.snapshot) throw new Error('capture() first')
    await this.world.rpc.request('evm_revert', [this.snapshot])
    this.snapshot = await this.world.rpc.request<Hex>('evm_snapshot')
    this.nonce = this.baseNonce
  }

  /** Mines `txs` (from dev account 0, in order) in one block, requires each to succeed, then reads. */
  async run<const T extends readonly Read<unknown>[]>(
    txs: readonly Tx[],
    reads: T,
  ): Promise<Results<T>> {
    return (await this.runWithLogs(txs, reads)).reads
  }

  /** `run`, also returning each transaction's logs. */
  async runWithLogs<const T extends readonly Read<unknown>[]>(
    txs: readonly Tx[],
    reads: T,
  ): Promise<{ reads: Results<T>; logs: RpcLog[][] }> {
    const { rpc, me } = this.world
    const hashes: Hex[] = []
    if (txs.length > 0) {
      const sent = await rpc.batch(txs.map((tx) => sendTransactionRequest(me, this.nonce++, tx)))
      for (const response of sent) {
        if (response.error) throw new Error(`eth_sendTransaction: ${response.error.message}`)
        hashes.push(response.result as Hex)
      }
      await rpc.request('evm_mine')
    }
    const responses = await rpc.batch([
      ...hashes.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })),
      ...reads.map((r) => r.request),
    ])
    const failed = hashes.findIndex(
      (_, i) => (responses[i]?.result as { status: Hex } | null)?.status !== '0x1',
    )
    if (failed >= 0)
      throw new Error(
        `transaction ${failed} failed: ${await this.failureOf(hashes[failed] as Hex)}`,
      )
    const logs = hashes.map(
      (_, i) => (responses[i]?.result as { logs: RpcLog[] } | undefined)?.logs ?? [],
    )
    const results = reads.map((r, i) => {
      const response = responses[hashes.length + i]
      if (!response || response.error) throw new Error(`read ${i}: ${response?.error?.message}`)
      return r.decode(response.result as Hex)
    }) as Results<T>
    return { reads: results, logs }
  }

  /** The revert reason of a mined transaction, from Anvil's call tracer. */
  private async failureOf(hash: Hex): Promise<string> {
    try {
      const trace = await this.world.rpc.request<{ output?: Hex; error?: string }>(
        'debug_traceTransaction',
        [hash, { tracer: 'callTracer' }],
      )
      return revertReason(trace.output) ?? trace.error ?? 'unknown'
    } catch {
      return 'not mined'
    }
  }

  /** Simulates each call against the latest block in one round trip; returns the revert reasons. */
  async simulate(calls: readonly (Tx & { from?: Address })[]): Promise<Outcome[]> {
    const responses = await this.world.rpc.batch(
      calls.map((c) => callRequest(c.to, c.data, c.from ?? this.world.me, c.value)),
    )
    return responses.map((response) => {
      if (!response.error) return undefined
      return revertReason(response.error.data) ?? `no reason: ${response.error.message}`
    })
  }
}

/** A state-changing call as a Tx for `Harness.run` or `simulate`. */
export function write<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(parameters: {
  address: Address
  abi: abi
  functionName: functionName
  args?: args
  value?: bigint
}): Tx {
  const { address, abi, functionName, args, value } = parameters
  const data = encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters)
  return value === undefined ? { to: address, data } : { to: address, data, value }
}
