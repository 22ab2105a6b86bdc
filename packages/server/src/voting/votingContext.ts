import {
  getVotingPowerContracts,
  type ManifestVotingPowerContracts,
} from '@ghost/contracts/manifest'
import {
  getVotingPower,
  getVotingPowerSources,
  isMissingContract,
  type VotingPower,
  type VotingPowerSources,
} from '@ghost/sdk'
import type { Kysely } from 'kysely'
import type { Address, PublicClient } from 'viem'
import type { SupportedChainId } from '../chains'
import type { ServerConfig } from '../config'
import type { Database } from '../db/schema'
import { createManifestReader } from '../deployment/createManifestReader'
import { RetryableError } from '../errors'
import { NotFoundError } from '../http/httpErrors'
import type { RouteRateLimit } from '../http/route'
import { createRpcClient } from '../rpc/createRpcClient'

/** Where CAKE can sit on the deployment: what the voting-power strategy reads. */
export type VotingContracts = ManifestVotingPowerContracts

/** What the voting routes and the seed-file import work with. */
export type VotingContext = {
  db: Kysely<Database>
  /** The chain this server follows; `/v1/{other chain}/voting/…` answers 404. */
  chainId: SupportedChainId
  /** The node whose clock, head and state judge every message. */
  rpc: PublicClient
  /** The deployment's voting-power contracts, undefined while the manifest is missing. */
  votingContracts(): Promise<VotingContracts | undefined>
  /** Power (wei) a proposal's author needs at its snapshot. */
  minProposalPower: bigint
  /** Lowercase addresses whose proposals are core proposals. */
  admins: readonly string[]
  /** Voters' power at a block, remembered per block hash (see createVotingPowerReader). */
  readPower: VotingPowerReader
  /** Applied to the POSTs, the recount and the power reads (they cost the node); undefined: no limit. */
  writeRateLimit?: RouteRateLimit | undefined
}

export async function requireVotingContracts(
  context: Pick<VotingContext, 'chainId' | 'votingContracts'>,
): Promise<VotingContracts> {
  const contracts = await context.votingContracts()
  if (!contracts) {
    throw new NotFoundError(
      `Chain ${context.chainId} has no deployment manifest yet; voting power cannot be read.`,
    )
  }
  return contracts
}

/** 404 for a supported chain this server does not follow (it has no data for it). */
export function assertVotingChain(context: Pick<VotingContext, 'chainId'>, chainId: number): void {
  if (chainId !== context.chainId) {
    throw new NotFoundError(
      `This server follows chain ${context.chainId}; it has no voting data for chain ${chainId}.`,
    )
  }
}

export type ChainHead = { number: bigint; timestamp: bigint }

/** The node's latest block: its number bounds snapshots, its time is the clock of every rule. */
export async function readChainHead(rpc: PublicClient): Promise<ChainHead> {
  try {
    const block = await rpc.getBlock({ blockTag: 'latest' })
    return { number: block.number, timestamp: block.timestamp }
  } catch (error) {
    throw new RetryableError('The chain node did not answer; try again.', { cause: error })
  }
}

const NO_POWER: VotingPower = { total: 0n, wallet: 0n, pools: [], liquidity: [], farms: [] }

export type VotingPowerReader = (parameters: {
  contracts: VotingContracts
  voter: Address
  blockNumber: bigint
}) => Promise<VotingPower>

/** How many blocks' sources and voters' powers are remembered (least recently used go first). */
const SOURCES_KEPT = 64
const POWERS_KEPT = 4096

function remember<value>(
  cache: Map<string, Promise<value>>,
  key: string,
  max: number,
  read: () => Promise<value>,
): Promise<value> {
  const known = cache.get(key)
  if (known) {
    cache.delete(key)
    cache.set(key, known)
    return known
  }
  const reading = read()
  cache.set(key, reading)
  // a failed read (node down) is not remembered
  reading.catch(() => cache.delete(key))
  while (cache.size > max) {
    const oldest = cache.keys().next().value
    if (oldest === undefined) break
    cache.delete(oldest)
  }
  return reading
}

/**
 * The sdk's voting power (getVotingPowerSources + getVotingPower) at a block, remembered per
 * block hash and contracts: state at a block never changes, and keying by the hash keeps a
 * reorged or reverted block (a local node's snapshots) from answering its old figures. A block
 * before the deployment holds nothing: zero. The recount never reads through this.
 */
export function createVotingPowerReader(rpc: PublicClient): VotingPowerReader {
  const sources = new Map<string, Promise<VotingPowerSources>>()
  const powers = new Map<string, Promise<VotingPower>>()
  return async ({ contracts, voter, blockNumber }) => {
    try {
      const block = await rpc.getBlock({ blockNumber })
      const at = `${block.hash}:${contracts.cake}:${contracts.factory}:${contracts.masterChef}:${contracts.smartChefs.join(',')}`
      const found = await remember(sources, at, SOURCES_KEPT, () =>
        getVotingPowerSources({ client: rpc, blockNumber, ...contracts }),
      )
      return await remember(powers, `${at}:${voter.toLowerCase()}`, POWERS_KEPT, () =>
        getVotingPower({ client: rpc, voter, blockNumber, sources: found }),
      )
    } catch (error) {
      if (isMissingContract(error)) return NO_POWER
      throw new RetryableError(
        `The chain node could not read voting power at block ${blockNumber}; try again (old blocks need an archive node).`,
        { cause: error },
      )
    }
  }
}

export type CreateVotingContextParameters = {
  config: Pick<
    ServerConfig,
    | 'chainId'
    | 'manifestPath'
    | 'votingMinProposalPower'
    | 'votingAdmins'
    | 'rpcUrl'
    | 'rpcFallbackUrls'
  >
  db: Kysely<Database>
  /** The server's chain client; a new one from the config when not given. */
  rpc?: PublicClient | undefined
  writeRateLimit?: RouteRateLimit | undefined
}

/** The voting context of a server's config (routes, seed-file import). */
export function createVotingContext({
  config,
  db,
  rpc = createRpcClient(config),
  writeRateLimit,
}: CreateVotingContextParameters): VotingContext {
  return {
    db,
    chainId: config.chainId,
    rpc,
    votingContracts: createManifestReader(config.manifestPath, getVotingPowerContracts),
    minProposalPower: config.votingMinProposalPower,
    admins: config.votingAdmins,
    readPower: createVotingPowerReader(rpc),
    writeRateLimit,
  }
}
