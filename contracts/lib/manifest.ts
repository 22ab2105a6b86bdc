/**
 * The deployment manifest (`deployments/<chainId>.json`) the devnet writes and the web app and
 * server read: which contract lives where on one chain.
 */
import { type Address, getAddress, isAddress } from 'viem'

export const MANIFEST_CONTRACTS = [
  'WBNB',
  'Factory',
  'Router',
  /** The factory's feeTo: splits the protocol fee between the treasury and Buyback. */
  'FeeSplitter',
  /** Turns its share of the protocol fee into GHOST sent to the dead address. */
  'Buyback',
  'Multicall',
  'MasterChef',
  'SmartChef0',
  'SmartChef1',
  'SmartChef2',
  /**
   * The CAKE staking pool (issue 34): stakes CAKE, so voting power has a pool to count. Required:
   * a local world from before it is made again by `npm start`, and a real chain's deploy gets it
   * added by a rerun of `deploy <chainId>`.
   */
  'SmartChef3',
] as const
export const MANIFEST_TOKENS = ['USDT', 'BUSD', 'GHOST', 'CAKE', 'TAX'] as const
/**
 * The NFT market's contracts (issue 13). Optional, so manifests written before it still parse,
 * but all or none: a world has the whole market or no market.
 */
export const MANIFEST_NFT_CONTRACTS = [
  /** GhostMarket: asks, trades, fees. */
  'NFTMarket',
  /** GhostNFTFactory: creates collections and settles lazily minted orders. */
  'NFTFactory',
  /** GhostProfile: profiles, teams and points. */
  'Profile',
  /** The Ghost Squad collection (a GhostCollection made through the factory). */
  'GhostSquad',
] as const

/**
 * The reward programmes and the Ghost Squad sale (issue 16). Optional like the NFT contracts, and
 * all or none; a world with them has the NFT contracts too (the ghost pot is the market's).
 */
export const MANIFEST_REWARD_CONTRACTS = [
  /** GhostPot: the market's ghostPotFee shared among Ghost Squad holders by level. */
  'GhostPot',
  /** SharePotFactory: creates and lists share pots (getPotAddress). */
  'SharePotFactory',
  /** FeeManagerFactory: creates and lists fee managers (getFeeManagerAddress), takes the admin fee. */
  'FeeManagerFactory',
  /** GhostSquadSale: presale and public-sale tickets, claims; mints into GhostSquad. */
  'GhostSquadSale',
] as const

/**
 * The lottery (issue 31). Optional and all or none, like the groups above. On chain 1337 the VRF
 * coordinator is Chainlink's VRFCoordinatorV2_5Mock the world deploys and its operator fulfils; on
 * 56 and 97 it is Chainlink's coordinator.
 */
export const MANIFEST_LOTTERY_CONTRACTS = [
  /** GhostLottery: rounds, tickets, draws and claims. */
  'Lottery',
  /** The Chainlink VRF v2.5 coordinator the lottery asks for its winning numbers. */
  'VRFCoordinator',
] as const

/**
 * The prediction game (issue 32). Optional and all or none. On chain 1337 the price feed is
 * Chainlink's MockV3Aggregator, which the world's keeper updates from the DEX's BNB/USDT price; on
 * 56 and 97 it is Chainlink's BNB/USD feed.
 */
export const MANIFEST_PREDICTION_CONTRACTS = [
  /** GhostPrediction: rounds, bets, claims and refunds. */
  'Prediction',
  /** The AggregatorV3Interface BNB/USD feed (8 decimals) the rounds lock and close on. */
  'PredictionOracle',
] as const

/**
 * The initial offerings (issue 33). Optional and all or none; a world with them has the NFT
 * contracts too (committing needs an active profile, and the achievement is profile points). Each
 * offering's sale is its own GhostIFO, created and listed by the deployer (`NewIFOContract`,
 * `getIfos`), so the manifest holds only the deployer.
 */
export const MANIFEST_IFO_CONTRACTS = [
  /** GhostIFODeployer: creates each offering's GhostIFO on CAKE and the profile, and lists them. */
  'IFODeployer',
] as const

/**
 * The trading competition (issue 35). Optional; a world with it has the NFT contracts too
 * (registering needs an active profile, and prizes carry profile points). Each competition's
 * tokens and price feeds are its own (`CompetitionCreated`), so the manifest holds only the
 * contract.
 */
export const MANIFEST_COMPETITION_CONTRACTS = [
  /** GhostTradingCompetition: registration, phases, published results and prize claims. */
  'TradingCompetition',
] as const

/** Community farm auctions (issue 35). Optional; the winners' farms go to `MasterChef`. */
export const MANIFEST_AUCTION_CONTRACTS = [
  /** GhostFarmAuction: the bidder whitelist, auctions, bids, the burn and reclaims. */
  'FarmAuction',
] as const

/**
 * LP migration (issue 35). Optional and all or none: an older Uniswap-V2-style factory whose
 * positions move into Ghost's pairs, its farm (positions staked there are withdrawn first), and
 * the migrator that moves a position in one transaction.
 */
export const MANIFEST_MIGRATION_CONTRACTS = [
  /** The older factory: its pairs hold the positions to move. */
  'LegacyFactory',
  /** The older farm on some of those pairs' LP (a MasterChef). */
  'LegacyMasterChef',
  /** GhostMigrator: burns a legacy position and adds it to Ghost's pair, refunding dust. */
  'Migrator',
] as const

export type ManifestContractName = (typeof MANIFEST_CONTRACTS)[number]
export type ManifestTokenSymbol = (typeof MANIFEST_TOKENS)[number]
export type ManifestNftContractName = (typeof MANIFEST_NFT_CONTRACTS)[number]
export type ManifestNftContracts = Record<ManifestNftContractName, Address>
export type ManifestRewardContractName = (typeof MANIFEST_REWARD_CONTRACTS)[number]
export type ManifestRewardContracts = Record<ManifestRewardContractName, Address>
export type ManifestLotteryContractName = (typeof MANIFEST_LOTTERY_CONTRACTS)[number]
export type ManifestLotteryContracts = Record<ManifestLotteryContractName, Address>
export type ManifestPredictionContractName = (typeof MANIFEST_PREDICTION_CONTRACTS)[number]
export type ManifestPredictionContracts = Record<ManifestPredictionContractName, Address>
export type ManifestIfoContractName = (typeof MANIFEST_IFO_CONTRACTS)[number]
export type ManifestIfoContracts = Record<ManifestIfoContractName, Address>
export type ManifestCompetitionContracts = Record<
  (typeof MANIFEST_COMPETITION_CONTRACTS)[number],
  Address
>
export type ManifestAuctionContracts = Record<(typeof MANIFEST_AUCTION_CONTRACTS)[number], Address>
export type ManifestMigrationContracts = Record<
  (typeof MANIFEST_MIGRATION_CONTRACTS)[number],
  Address
>

/**
 * Where CAKE can sit on a deployment (issue 34): what the sdk's voting power
 * (`getVotingPowerSources`) reads at a snapshot block.
 */
export type ManifestVotingPowerContracts = {
  cake: Address
  factory: Address
  /** Every `SmartChefN` pool, by N; those not staking CAKE are left out at each block. */
  smartChefs: Address[]
  masterChef: Address
}

export type Manifest = {
  chainId: number
  /** First block of the deployment: where indexers start reading logs. */
  startBlock: number
  contracts: Record<ManifestContractName, Address> & Record<string, Address>
  tokens: Record<ManifestTokenSymbol, Address> & Record<string, Address>
  /** Pair addresses by `SYMBOLA-SYMBOLB` as seeded (more keys welcome). */
  pairs?: Record<string, Address> | undefined
}

export class InvalidManifestError extends Error {
  override name = 'InvalidManifestError'
}

function readAddresses(
  value: unknown,
  required: readonly string[],
  field: string,
): Record<string, Address> {
  if (typeof value !== 'object' || value === null) {
    throw new InvalidManifestError(`Manifest field '${field}' must be an object`)
  }
  const out: Record<string, Address> = {}
  for (const [key, address] of Object.entries(value)) {
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
      throw new InvalidManifestError(
        `Manifest ${field}.${key} is not an address: ${String(address)}`,
      )
    }
    out[key] = getAddress(address)
  }
  for (const key of required) {
    if (!out[key]) throw new InvalidManifestError(`Manifest ${field}.${key} is missing`)
  }
  return out
}

/** Whether an optional group is present, which must be all of it or none. */
function hasWholeGroup(
  contracts: Record<string, Address>,
  group: readonly string[],
  label: string,
): boolean {
  const missing = group.find((key) => contracts[key] === undefined)
  if (missing === undefined) return true
  if (group.some((key) => contracts[key] !== undefined)) {
    throw new InvalidManifestError(
      `Manifest contracts.${missing} is missing (the ${label} contracts come all together)`,
    )
  }
  return false
}

/** Validates untrusted JSON (a file or an HTTP answer) as a manifest, checksumming addresses. */
export function parseManifest(json: unknown): Manifest {
  if (typeof json !== 'object' || json === null) {
    throw new InvalidManifestError('Manifest must be a JSON object')
  }
  const record = json as Record<string, unknown>
  const { chainId, startBlock } = record
  if (typeof chainId !== 'number' || !Number.isInteger(chainId) || chainId <= 0) {
    throw new InvalidManifestError("Manifest field 'chainId' must be a positive integer")
  }
  if (typeof startBlock !== 'number' || !Number.isInteger(startBlock) || startBlock < 0) {
    throw new InvalidManifestError("Manifest field 'startBlock' must be a non-negative integer")
  }
  const contracts = readAddresses(record.contracts, MANIFEST_CONTRACTS, 'contracts')
  const hasNft = hasWholeGroup(contracts, MANIFEST_NFT_CONTRACTS, 'NFT')
  const hasRewards = hasWholeGroup(contracts, MANIFEST_REWARD_CONTRACTS, 'reward')
  hasWholeGroup(contracts, MANIFEST_LOTTERY_CONTRACTS, 'lottery')
  hasWholeGroup(contracts, MANIFEST_PREDICTION_CONTRACTS, 'prediction')
  const hasIfo = hasWholeGroup(contracts, MANIFEST_IFO_CONTRACTS, 'IFO')
  if (hasRewards && !hasNft) {
    throw new InvalidManifestError('Manifest has reward contracts without the NFT contracts')
  }
  if (hasIfo && !hasNft) {
    throw new InvalidManifestError('Manifest has IFO contracts without the NFT contracts')
  }
  if (hasWholeGroup(contracts, MANIFEST_COMPETITION_CONTRACTS, 'competition') && !hasNft) {
    throw new InvalidManifestError('Manifest has a trading competition without the NFT contracts')
  }
  hasWholeGroup(contracts, MANIFEST_AUCTION_CONTRACTS, 'farm auction')
  hasWholeGroup(contracts, MANIFEST_MIGRATION_CONTRACTS, 'LP migration')
  return {
    chainId,
    startBlock,
    contracts: contracts as Manifest['contracts'],
    tokens: readAddresses(record.tokens, MANIFEST_TOKENS, 'tokens') as Manifest['tokens'],
    pairs: record.pairs === undefined ? undefined : readAddresses(record.pairs, [], 'pairs'),
  }
}

/** The NFT market's addresses, or undefined for a world deployed without it. */
export function getNftContracts(manifest: Manifest): ManifestNftContracts | undefined {
  const { NFTMarket, NFTFactory, Profile, GhostSquad } = manifest.contracts
  if (!NFTMarket || !NFTFactory || !Profile || !GhostSquad) return undefined
  return { NFTMarket, NFTFactory, Profile, GhostSquad }
}

/** The reward programmes' and squad sale's addresses, or undefined for a world without them. */
export function getRewardContracts(manifest: Manifest): ManifestRewardContracts | undefined {
  const { GhostPot, SharePotFactory, FeeManagerFactory, GhostSquadSale } = manifest.contracts
  if (!GhostPot || !SharePotFactory || !FeeManagerFactory || !GhostSquadSale) return undefined
  return { GhostPot, SharePotFactory, FeeManagerFactory, GhostSquadSale }
}

/** The lottery's addresses, or undefined for a world deployed without it. */
export function getLotteryContracts(manifest: Manifest): ManifestLotteryContracts | undefined {
  const { Lottery, VRFCoordinator } = manifest.contracts
  if (!Lottery || !VRFCoordinator) return undefined
  return { Lottery, VRFCoordinator }
}

/** The prediction game's addresses, or undefined for a world deployed without it. */
export function getPredictionContracts(
  manifest: Manifest,
): ManifestPredictionContracts | undefined {
  const { Prediction, PredictionOracle } = manifest.contracts
  if (!Prediction || !PredictionOracle) return undefined
  return { Prediction, PredictionOracle }
}

/** The IFO deployer's address, or undefined for a world deployed without offerings. */
export function getIfoContracts(manifest: Manifest): ManifestIfoContracts | undefined {
  const { IFODeployer } = manifest.contracts
  if (!IFODeployer) return undefined
  return { IFODeployer }
}

/** The trading competition's address, or undefined for a world deployed without it. */
export function getCompetitionContracts(
  manifest: Manifest,
): ManifestCompetitionContracts | undefined {
  const { TradingCompetition } = manifest.contracts
  if (!TradingCompetition) return undefined
  return { TradingCompetition }
}

/** The farm auction's address, or undefined for a world deployed without it. */
export function getAuctionContracts(manifest: Manifest): ManifestAuctionContracts | undefined {
  const { FarmAuction } = manifest.contracts
  if (!FarmAuction) return undefined
  return { FarmAuction }
}

/** The LP migration's addresses, or undefined for a world deployed without it. */
export function getMigrationContracts(manifest: Manifest): ManifestMigrationContracts | undefined {
  const { LegacyFactory, LegacyMasterChef, Migrator } = manifest.contracts
  if (!LegacyFactory || !LegacyMasterChef || !Migrator) return undefined
  return { LegacyFactory, LegacyMasterChef, Migrator }
}

/**
 * The files the devnet writes beside the manifest for the server to import: the NFT market's
 * signed open orders (issue 13) and governance voting's signed proposals and votes (issue 34).
 */
export const MANIFEST_SEED_FILES = ['orders', 'voting'] as const
export type ManifestSeedFile = (typeof MANIFEST_SEED_FILES)[number]

/**
 * Where a seed file sits beside the manifest at `manifestPath`.
 *
 * @example
 * getSeedFilePath('deployments/1337.json', 'voting') // 'deployments/1337.voting.json'
 */
export function getSeedFilePath(manifestPath: string, file: ManifestSeedFile): string {
  return manifestPath.replace(/(\.json)?$/, `.${file}.json`)
}

/** `SmartChefN`, N the pool's sousId written without leading zeros. */
const SMART_CHEF_KEY = /^SmartChef(0|[1-9]\d*)$/

/**
 * The voting-power contracts of a deployment: CAKE, the factory, every `SmartChefN` in the order
 * of N (pools added later, such as a CAKE pool, count without a change here) and MasterChef.
 *
 * @example
 * getVotingPowerSources({ client, blockNumber, ...getVotingPowerContracts(manifest) })
 */
export function getVotingPowerContracts(
  manifest: Pick<Manifest, 'contracts' | 'tokens'>,
): ManifestVotingPowerContracts {
  const smartChefs = Object.entries(manifest.contracts)
    .flatMap(([name, address]) => {
      const match = SMART_CHEF_KEY.exec(name)
      return match ? [{ sousId: Number(match[1]), address }] : []
    })
    .sort((a, b) => a.sousId - b.sousId)
    .map((pool) => pool.address)
  return {
    cake: manifest.tokens.CAKE,
    factory: manifest.contracts.Factory,
    smartChefs,
    masterChef: manifest.contracts.MasterChef,
  }
}
