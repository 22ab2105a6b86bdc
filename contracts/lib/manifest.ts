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

export type ManifestContractName = (typeof MANIFEST_CONTRACTS)[number]
export type ManifestTokenSymbol = (typeof MANIFEST_TOKENS)[number]
export type ManifestNftContractName = (typeof MANIFEST_NFT_CONTRACTS)[number]
export type ManifestNftContracts = Record<ManifestNftContractName, Address>
export type ManifestRewardContractName = (typeof MANIFEST_REWARD_CONTRACTS)[number]
export type ManifestRewardContracts = Record<ManifestRewardContractName, Address>
export type ManifestLotteryContractName = (typeof MANIFEST_LOTTERY_CONTRACTS)[number]
export type ManifestLotteryContracts = Record<ManifestLotteryContractName, Address>

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
  const nftKeys = MANIFEST_NFT_CONTRACTS.filter((key) => contracts[key] !== undefined)
  const missingNft = MANIFEST_NFT_CONTRACTS.find((key) => contracts[key] === undefined)
  if (nftKeys.length > 0 && missingNft) {
    throw new InvalidManifestError(
      `Manifest contracts.${missingNft} is missing (the NFT contracts come all together)`,
    )
  }
  const rewardKeys = MANIFEST_REWARD_CONTRACTS.filter((key) => contracts[key] !== undefined)
  const missingReward = MANIFEST_REWARD_CONTRACTS.find((key) => contracts[key] === undefined)
  if (rewardKeys.length > 0 && missingReward) {
    throw new InvalidManifestError(
      `Manifest contracts.${missingReward} is missing (the reward contracts come all together)`,
    )
  }
  const lotteryKeys = MANIFEST_LOTTERY_CONTRACTS.filter((key) => contracts[key] !== undefined)
  const missingLottery = MANIFEST_LOTTERY_CONTRACTS.find((key) => contracts[key] === undefined)
  if (lotteryKeys.length > 0 && missingLottery) {
    throw new InvalidManifestError(
      `Manifest contracts.${missingLottery} is missing (the lottery contracts come all together)`,
    )
  }
  if (rewardKeys.length > 0 && nftKeys.length === 0) {
    throw new InvalidManifestError('Manifest has reward contracts without the NFT contracts')
  }
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
