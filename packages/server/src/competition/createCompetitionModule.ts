import { ghostTradingCompetitionAbi } from '@ghost/contracts'
import { getCompetitionContracts, type Manifest } from '@ghost/contracts/manifest'
import type { Address, PublicClient } from 'viem'
import type { IndexerModule } from '../indexer/types'
import { createCompetitionHandlers, type FeedDecimalsReader } from './handleCompetition'

/** AggregatorV3Interface's decimals(), the one feed read the index needs. */
const feedDecimalsAbi = [
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8' }],
  },
] as const

/**
 * Reads a feed's decimals at the head, once per feed for the reader's life: a feed's scale does
 * not change, and a pruned node cannot answer for old blocks. A failing node throws, so the
 * indexer reads the range again rather than storing a guess.
 */
export function createFeedDecimalsReader(client: PublicClient): FeedDecimalsReader {
  const cache = new Map<Address, Promise<number>>()
  return (feed) => {
    const address = feed.toLowerCase() as Address
    let pending = cache.get(address)
    if (!pending) {
      pending = client.readContract({ address, abi: feedDecimalsAbi, functionName: 'decimals' })
      cache.set(address, pending)
      pending.catch(() => cache.delete(address))
    }
    return pending
  }
}

export type CreateCompetitionModuleParameters = {
  manifest: Manifest
  /** Reads the prize feeds' decimals when results are published. */
  client?: PublicClient | undefined
  /** Instead of `client` (tests of handlers without a chain). */
  readFeedDecimals?: FeedDecimalsReader | undefined
}

/**
 * The trading competitions' part of the index: every event of the manifest's
 * GhostTradingCompetition (competitions and their tiers, funding, registrations, phases, the
 * published results and prizes, claims and sweeps). The volume each registrant traded is not
 * stored: the API sums the DEX's swaps for it. Undefined when the manifest has no competition.
 */
export function createCompetitionModule(
  parameters: CreateCompetitionModuleParameters,
): IndexerModule | undefined {
  const contracts = getCompetitionContracts(parameters.manifest)
  if (contracts === undefined) return undefined
  const { client } = parameters
  const readFeedDecimals =
    parameters.readFeedDecimals ??
    (client
      ? createFeedDecimalsReader(client)
      : () => Promise.reject(new Error('competition: no client to read a feed with')))
  return {
    name: 'competition',
    sources: [
      {
        name: 'TradingCompetition',
        abi: ghostTradingCompetitionAbi,
        address: contracts.TradingCompetition.toLowerCase() as Address,
      },
    ],
    handlers: createCompetitionHandlers({ readFeedDecimals }),
  }
}
