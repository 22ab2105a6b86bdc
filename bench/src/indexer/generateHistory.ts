/**
 * Writes a large DEX history on a throwaway Anvil for the indexer benchmark: the devnet world
 * (factory, router, WBNB and its priced pairs), then `pairCount` more token–WBNB pairs made by the
 * SwapLoop helper, then `days` of hourly blocks, each with a few SwapLoop transactions of
 * hundreds of direct pair swaps. Automine is off while the history is written, so a block's
 * transactions are sent without waiting and the block is mined at the chosen time.
 */
import { ghostFactoryAbi, swapLoopAbi, swapLoopBytecode } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { deployWorld, devWriter } from '@ghost/devnet'
import { type Address, type Hash, parseEther, parseEventLogs } from 'viem'

export type HistoryPlan = {
  pairCount: number
  days: number
  blocksPerDay: number
  transactionsPerBlock: number
  /** Rounds per transaction; a round swaps each pair there and back (4 events per pair). */
  roundsPerTransaction: number
}

export type GeneratedHistory = {
  manifest: Manifest
  /** The SwapLoop pairs (the world's own pairs come on top, in the manifest). */
  pairs: Address[]
  /** Swaps written by the SwapLoop transactions (each also emits a Sync). */
  swaps: number
  /** Last block of the history. */
  toBlock: bigint
}

/** Pairs created per transaction: each costs a token and a pair deployment (~5M gas together). */
const PAIRS_PER_TRANSACTION = 10
const TOKEN_LIQUIDITY = parseEther('1000000')
/** 50 BNB a pair: with BNB near $600 every pair clears any sensible pricing threshold. */
const BNB_LIQUIDITY = parseEther('50')
/** Generous on purpose: Anvil's block gas limit is lifted, and estimating would cost a call each. */
const GAS_PER_ROUND_AND_PAIR = 300_000n
/** Anvil flags the history needs: room for big blocks, and BNB for the pairs' liquidity. */
export const ANVIL_ARGS = ['--balance', '10000000', '--gas-limit', '10000000000']

type Writer = ReturnType<typeof devWriter>

async function confirmAll(client: Writer, hashes: Hash[], what: string) {
  for (const hash of hashes) {
    const receipt = await client.getTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${what} reverted (${hash})`)
  }
}

async function createPairs(
  client: Writer,
  loop: Address,
  manifest: Manifest,
  count: number,
): Promise<Address[]> {
  const pairs: Address[] = []
  for (let first = 0; first < count; first += PAIRS_PER_TRANSACTION) {
    const batch = Math.min(PAIRS_PER_TRANSACTION, count - first)
    const hash = await client.writeContract({
      address: loop,
      abi: swapLoopAbi,
      functionName: 'createPairs',
      args: [
        manifest.contracts.Factory,
        manifest.contracts.WBNB,
        BigInt(first),
        BigInt(batch),
        TOKEN_LIQUIDITY,
        BNB_LIQUIDITY,
      ],
      // Liquidity for the batch plus working capital for the BNB side of the swaps.
      value: BNB_LIQUIDITY * BigInt(batch) * 2n,
      gas: 8_000_000n * BigInt(batch),
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`createPairs reverted (${hash})`)
    const created = parseEventLogs({
      abi: ghostFactoryAbi,
      eventName: 'PairCreated',
      logs: receipt.logs,
    })
    // The event's last input is unnamed, so viem decodes its arguments as a tuple.
    pairs.push(...created.map((event) => event.args[2]))
  }
  if (pairs.length !== count) throw new Error(`expected ${count} pairs, found ${pairs.length}`)
  return pairs
}

export async function generateHistory(
  rpcUrl: string,
  plan: HistoryPlan,
  log: (line: string) => void,
): Promise<GeneratedHistory> {
  // Anvil's own methods (automine, block time) through the test client; sends and receipts
  // through the devnet's writer, which polls every 50 ms instead of viem's 4 s.
  const anvil = anvilClient(rpcUrl)
  const client = devWriter(rpcUrl, 0)
  const manifest = await deployWorld({ deployer: client, treasury: devAccount(9).address })
  const loop = await deployLoop(client)
  const pairs = await createPairs(client, loop, manifest, plan.pairCount)
  log(
    `world deployed with ${pairs.length} more pairs (${Object.keys(manifest.pairs ?? {}).length} seeded)`,
  )

  const startTime = Number((await client.getBlock()).timestamp) + 3_600
  const blocks = plan.days * plan.blocksPerDay
  const interval = Math.floor(86_400 / plan.blocksPerDay)
  const gas = GAS_PER_ROUND_AND_PAIR * BigInt(plan.roundsPerTransaction * pairs.length)
  await anvil.setAutomine(false)
  let nonce = await client.getTransactionCount({ address: client.account.address })
  const hashes: Hash[] = []
  try {
    for (let block = 0; block < blocks; block++) {
      for (let i = 0; i < plan.transactionsPerBlock; i++) {
        hashes.push(
          await client.writeContract({
            address: loop,
            abi: swapLoopAbi,
            functionName: 'run',
            // Trade size swings through the day (5 to 40 basis points of the reserve), so volume
            // charts have a shape.
            args: [pairs, BigInt(plan.roundsPerTransaction), BigInt(5 + ((block * 7 + i) % 36))],
            gas,
            nonce: nonce++,
          }),
        )
      }
      await anvil.setNextBlockTimestamp({ timestamp: BigInt(startTime + block * interval) })
      await anvil.mine({ blocks: 1 })
    }
  } finally {
    await anvil.setAutomine(true)
  }
  await confirmAll(client, hashes, 'SwapLoop.run')
  const swaps = hashes.length * plan.roundsPerTransaction * pairs.length * 2
  return { manifest, pairs, swaps, toBlock: await client.getBlockNumber({ cacheTime: 0 }) }
}

async function deployLoop(client: Writer): Promise<Address> {
  const hash = await client.deployContract({ abi: swapLoopAbi, bytecode: swapLoopBytecode })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('SwapLoop was not deployed')
  return receipt.contractAddress
}
