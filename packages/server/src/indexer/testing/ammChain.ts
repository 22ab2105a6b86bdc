/**
 * A small AMM on its own Anvil for the indexer's tests: WBNB, factory, router and three tokens,
 * and the trades (add, swap, remove) a scenario replays. Real contracts, real node.
 */
import {
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostPairAbi,
  ghostRouterAbi,
  ghostRouterBytecode,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  startAnvil,
} from '@ghost/contracts/anvil'
import { getGasLimit } from '@ghost/sdk'
import {
  type Abi,
  type Address,
  getAddress,
  type Hash,
  type Hex,
  maxUint256,
  type PublicClient,
} from 'viem'
import { createIndexerClient } from '../createIndexerClient'

export type AmmChain = {
  anvil: AnvilInstance
  client: AnvilClient
  factory: Address
  router: Address
  tokens: [Address, Address, Address]
  /** A reading client for the indexer (batched, like the server's). */
  reader(): PublicClient
  stop(): Promise<void>
}

async function confirm(client: AnvilClient, hash: Hash) {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
  if (receipt.status !== 'success') throw new Error(`transaction reverted: ${hash}`)
  return receipt
}

async function deploy(client: AnvilClient, abi: Abi, bytecode: Hex, args: unknown[] = []) {
  const hash = await client.deployContract({ abi, bytecode, args })
  const receipt = await confirm(client, hash)
  if (!receipt.contractAddress) throw new Error(`no contract address: ${hash}`)
  return getAddress(receipt.contractAddress)
}

export async function startAmmChain(
  options: {
    /** Seconds between blocks (Anvil's interval mining); undefined mines one block per send. */
    blockTime?: number | undefined
  } = {},
): Promise<AmmChain> {
  const anvil = await startAnvil({ blockTime: options.blockTime })
  const client = anvilClient(anvil.url)
  try {
    const me = client.account.address
    const wbnb = await deploy(client, wbnbAbi, wbnbBytecode)
    const factory = await deploy(client, ghostFactoryAbi, ghostFactoryBytecode, [me])
    const router = await deploy(client, ghostRouterAbi, ghostRouterBytecode, [factory, wbnb])
    const tokens: Address[] = []
    for (const symbol of ['TKA', 'TKB', 'TKC']) {
      const token = await deploy(client, testTokenAbi, testTokenBytecode, [
        symbol,
        symbol,
        18,
        10n ** 30n,
      ])
      await confirm(
        client,
        await client.writeContract({
          address: token,
          abi: testTokenAbi,
          functionName: 'approve',
          args: [router, maxUint256],
        }),
      )
      tokens.push(token)
    }
    return {
      anvil,
      client,
      factory,
      router,
      tokens: tokens as AmmChain['tokens'],
      reader: () => createIndexerClient(anvil.url),
      stop: () => anvil.stop(),
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

/** Ten to a few hundred tokens, in wei. */
const amount = (random: () => number) => BigInt(10 + Math.floor(random() * 300)) * 10n ** 18n

/** A deterministic generator in [0, 1) (mulberry32), so a scenario replays the same trades. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * Sends `steps` trades chosen by `seed`: the first adds create the pairs, then adds, swaps (one
 * or two hops) and removes of part of the LP. Each trade is mined in its own block; `extraBlocks`
 * empty blocks are mined in between every few trades so block counts differ between seeds.
 */
export async function runTrades(
  chain: AmmChain,
  { seed, steps }: { seed: number; steps: number },
): Promise<void> {
  const { client, router, factory, tokens } = chain
  const random = seededRandom(seed)
  const me = client.account.address
  const pick = () => tokens[Math.floor(random() * tokens.length)] as Address
  const write = async (functionName: string, args: readonly unknown[]) => {
    const call = {
      address: router,
      abi: ghostRouterAbi,
      functionName: functionName as 'addLiquidity',
      args: args as never,
    }
    // The estimate misses a pair's first price-accumulator write in a block (sdk getGasLimit).
    const estimate = await client.estimateContractGas(call)
    const gas = getGasLimit({ estimate, pairsTouched: 2 })
    return confirm(client, await client.writeContract({ ...call, gas }))
  }
  const add = (a: Address, b: Address) =>
    write('addLiquidity', [a, b, amount(random), amount(random), 0n, 0n, me, maxUint256])

  for (let step = 0; step < steps; step++) {
    const kind = step < 2 ? 0 : Math.floor(random() * 4)
    const [a, b] =
      step === 0 ? [tokens[0], tokens[1]] : step === 1 ? [tokens[1], tokens[2]] : [pick(), pick()]
    if (kind === 0 || a === b) {
      await add(a, a === b ? (tokens.find((token) => token !== a) as Address) : b)
    } else if (kind === 3) {
      const pair = await client.readContract({
        address: factory,
        abi: ghostFactoryAbi,
        functionName: 'getPair',
        args: [a, b],
      })
      const balance =
        pair === '0x0000000000000000000000000000000000000000'
          ? 0n
          : await client.readContract({
              address: pair,
              abi: ghostPairAbi,
              functionName: 'balanceOf',
              args: [me],
            })
      if (balance === 0n) {
        await add(a, b)
        continue
      }
      await confirm(
        client,
        await client.writeContract({
          address: pair,
          abi: ghostPairAbi,
          functionName: 'approve',
          args: [router, maxUint256],
        }),
      )
      await write('removeLiquidity', [a, b, balance / 3n, 0n, 0n, me, maxUint256])
    } else {
      // Through the middle token when the direct pair may not exist yet.
      const path = kind === 2 ? [tokens[0], tokens[1], tokens[2]] : [tokens[1], tokens[0]]
      await write('swapExactTokensForTokens', [amount(random) / 10n, 0n, path, me, maxUint256])
    }
    if (random() < 0.2) await client.mine({ blocks: 1 + Math.floor(random() * 3) })
  }
}
