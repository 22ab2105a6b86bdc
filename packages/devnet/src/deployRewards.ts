/**
 * The reward programmes (issue 16): deploys the GhostPot, the SharePotFactory and the
 * FeeManagerFactory and points the market's ghost pot fee at the GhostPot, which claims it from
 * the market (asks) and from the NFT factory (lazy sales) (`deployRewards`, any chain); reads who holds the Ghost Squad (`readHoldings`, shared with the admin command
 * `ghost-pot:sync-levels`); and gives a fresh local world a little reward history
 * (`seedRewards`, Anvil only): ghost-pot levels for the squad's holders, a share pot for the
 * Spectral Shapes holders, a fee manager, deposits, a distribution and a harvest.
 */
import {
  feeManagerFactoryAbi,
  feeManagerFactoryBytecode,
  ghostMarketAbi,
  ghostPotAbi,
  ghostPotBytecode,
  ghostSquadAbi,
  iFeeManagerAbi,
  iGhostProfileAbi,
  iSharePotAbi,
  sharePotFactoryAbi,
  sharePotFactoryBytecode,
} from '@ghost/contracts'
import type { Manifest, ManifestRewardContracts } from '@ghost/contracts/manifest'
import { getLogsInRanges, type LogRange } from '@ghost/sdk'
import {
  type Address,
  type Chain,
  erc721Abi,
  getAddress,
  type PublicActions,
  parseAbi,
  parseEther,
  parseEventLogs,
  type Transport,
} from 'viem'
import { type ChainWriter, confirm, TransactionFailedError, write } from './chainWriter'
import { type DeploySteps, directSteps } from './deploySteps'

/**
 * The reward contracts `deployRewards` adds to the manifest, with the squad sale (the squad's
 * minter, deployed by deployNft): the manifest takes the four all or none.
 */
export type RewardContracts = ManifestRewardContracts

/** The fee managers' admin fee at deployment: 5% of what they distribute (MAX_FEE is 10%). */
export const FEE_MANAGER_ADMIN_FEE = 500n

/** The demo world's programmes (development account indexes, amounts in wei). */
export const REWARDS_PLAN = {
  sharePot: { name: 'Spectral Shapes Holders', admin: 13, deposit: parseEther('0.6') },
  feeManager: {
    name: 'Ghost Squad Treasury',
    admin: 0,
    /** Levels by account: the squad's most active community members. */
    levels: [
      [10, 3n],
      [11, 2n],
      [12, 1n],
    ],
    /** Fees received, then distributed; a second payment stays undistributed. */
    fees: [parseEther('1.5'), parseEther('0.4')],
    feePayer: 9,
  },
  ghostPot: { depositor: 0, deposit: parseEther('0.25'), harvester: 10 },
} as const

export type DeployRewardsParameters = {
  /** Deploys; owner of the ghost pot (its admin too by default) and of the factories. */
  deployer: ChainWriter
  /** The ghost pot's admin (sets levels besides the owner); the deployer unless given. */
  ghostPotAdmin?: Address
  /** A manifest with the NFT market (its GhostSquad is the ghost pot's collection). */
  manifest: Manifest
  /** The market's treasury (kept by `setAddresses`) and the fee managers' fee recipient. */
  treasury: Address
  /** Sends the transactions (a journal for a resumable deploy); plain sends when omitted. */
  steps?: DeploySteps | undefined
}

export async function deployRewards(parameters: DeployRewardsParameters): Promise<RewardContracts> {
  const { deployer, manifest, treasury } = parameters
  const { WBNB, NFTMarket, NFTFactory, GhostSquad } = manifest.contracts
  if (!NFTMarket || !NFTFactory || !GhostSquad) {
    throw new Error('the manifest lacks the NFT market (deployNft)')
  }
  const steps = parameters.steps ?? directSteps(deployer)
  const me = deployer.account.address
  const GhostPot = await steps.deploy({
    abi: ghostPotAbi,
    bytecode: ghostPotBytecode,
    args: [me, parameters.ghostPotAdmin ?? me, WBNB, NFTMarket, GhostSquad],
    name: 'GhostPot',
  })
  const SharePotFactory = await steps.deploy({
    abi: sharePotFactoryAbi,
    bytecode: sharePotFactoryBytecode,
    args: [me, WBNB],
    name: 'SharePotFactory',
  })
  const FeeManagerFactory = await steps.deploy({
    abi: feeManagerFactoryAbi,
    bytecode: feeManagerFactoryBytecode,
    args: [me, WBNB, treasury, FEE_MANAGER_ADMIN_FEE],
    name: 'FeeManagerFactory',
  })
  // Every sale's ghostPotFee now accrues to the pot (the treasury and factory stay).
  await steps.write('NFTMarket.setAddresses(GhostPot)', {
    address: NFTMarket,
    abi: ghostMarketAbi,
    functionName: 'setAddresses',
    args: [treasury, GhostPot, NFTFactory],
  })
  // A lazy sale credits the fee on the factory: the pot took the market's factory as a source at
  // deployment; a factory named after it is added here, so no lazy-sale fee is left unclaimed.
  const factoryIsSource = await deployer.readContract({
    address: GhostPot,
    abi: ghostPotAbi,
    functionName: 'isRevenueSource',
    args: [NFTFactory],
  })
  if (!factoryIsSource) {
    await steps.write('GhostPot.addMarketFactory', {
      address: GhostPot,
      abi: ghostPotAbi,
      functionName: 'addMarketFactory',
    })
  }
  const GhostSquadSale = await deployer.readContract({
    address: GhostSquad,
    abi: ghostSquadAbi,
    functionName: 'minter',
  })
  return { GhostPot, SharePotFactory, FeeManagerFactory, GhostSquadSale }
}

const enumerableAbi = parseAbi([
  'function totalSupply() view returns (uint256)',
  'function tokenByIndex(uint256 index) view returns (uint256)',
])
const asksAbi = parseAbi([
  'function asks(address collection, uint256 tokenId) view returns (address seller, uint96 price)',
])

/** Chain reads: a ChainWriter or a public client. */
export type ChainReader = PublicActions<Transport, Chain>

export type HoldingsParameters = {
  client: ChainReader
  /** An ERC721Enumerable collection. */
  collection: Address
  market: Address
  profile: Address
  /** Read the holdings as of this block (default: the latest). */
  blockNumber?: bigint | undefined
  /** Where the profile's events start: the deployment's first block (default 0). */
  fromBlock?: bigint | undefined
}

/**
 * How many tokens of `collection` each address holds, counting a token listed in the market's
 * escrow for its seller and a profile picture (held by the profile contract) for its user.
 * Reads every token's owner: batch the client's transport (JSON-RPC batching or multicall).
 */
export async function readHoldings(parameters: HoldingsParameters): Promise<Map<Address, bigint>> {
  const { client, collection, blockNumber } = parameters
  const market = getAddress(parameters.market)
  const profile = getAddress(parameters.profile)
  const supply = await client.readContract({
    address: collection,
    abi: enumerableAbi,
    functionName: 'totalSupply',
    blockNumber,
  })
  const ids = await inChunks(
    Array.from({ length: Number(supply) }, (_, i) => BigInt(i)),
    (index) =>
      client.readContract({
        address: collection,
        abi: enumerableAbi,
        functionName: 'tokenByIndex',
        args: [index],
        blockNumber,
      }),
  )
  const owners = await inChunks(ids, (tokenId) =>
    client.readContract({
      address: collection,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [tokenId],
      blockNumber,
    }),
  )
  const avatars = owners.some((owner) => getAddress(owner) === profile)
    ? await profilePictures(client, profile, collection, {
        fromBlock: parameters.fromBlock ?? 0n,
        toBlock: blockNumber ?? (await client.getBlockNumber({ cacheTime: 0 })),
      })
    : new Map<bigint, Address>()
  const holdings = new Map<Address, bigint>()
  for (const [i, owner] of owners.entries()) {
    const tokenId = ids[i] as bigint
    let holder = getAddress(owner)
    if (holder === market) {
      const [seller] = await client.readContract({
        address: market,
        abi: asksAbi,
        functionName: 'asks',
        args: [collection, tokenId],
        blockNumber,
      })
      holder = getAddress(seller)
    } else if (holder === profile) {
      const user = avatars.get(tokenId)
      // A token the profile holds for nobody we know of stays the profile's (never a level).
      if (!user) continue
      holder = user
    }
    holdings.set(holder, (holdings.get(holder) ?? 0n) + 1n)
  }
  return holdings
}

/** Reads in chunks: a 10,000-token squad would otherwise put 10,000 requests in flight at once. */
async function inChunks<item, result>(
  items: readonly item[],
  read: (item: item) => Promise<result>,
): Promise<result[]> {
  const results: result[] = []
  for (let i = 0; i < items.length; i += 500) {
    results.push(...(await Promise.all(items.slice(i, i + 500).map(read))))
  }
  return results
}

/**
 * Token id → user of every profile whose picture is a token of `collection`: the candidates
 * come from the profile's events (it keeps no reverse index), the truth from `getUserProfile`.
 */
async function profilePictures(
  client: ChainReader,
  profile: Address,
  collection: Address,
  blocks: LogRange,
): Promise<Map<bigint, Address>> {
  const events = iGhostProfileAbi.filter(
    (item) =>
      item.type === 'event' &&
      (item.name === 'UserNew' || item.name === 'UserUpdate' || item.name === 'UserReactivate'),
  )
  // in ranges a public node accepts (eth_getLogs caps the blocks or the results of one call)
  const logs = await getLogsInRanges({
    ...blocks,
    getLogs: (range) => client.getLogs({ address: profile, events, ...range }),
  })
  const users = new Set(
    logs.flatMap((log) =>
      'userAddress' in log.args && log.args.userAddress ? [log.args.userAddress] : [],
    ),
  )
  const pictures = new Map<bigint, Address>()
  for (const user of users) {
    const [, , , nftAddress, tokenId] = await client.readContract({
      address: profile,
      abi: iGhostProfileAbi,
      functionName: 'getUserProfile',
      args: [user],
      blockNumber: blocks.toBlock,
    })
    if (getAddress(nftAddress) === getAddress(collection)) pictures.set(tokenId, getAddress(user))
  }
  return pictures
}

/**
 * Holders that have a level at `programme` (from its LevelUpdate events in `blocks`: from the
 * deployment's first block to the snapshot), with their level.
 */
export async function readLevels(
  client: ChainReader,
  programme: Address,
  blocks: LogRange,
): Promise<Map<Address, bigint>> {
  const logs = await getLogsInRanges({
    ...blocks,
    getLogs: (range) =>
      client.getContractEvents({
        address: programme,
        abi: iSharePotAbi,
        eventName: 'LevelUpdate',
        ...range,
      }),
  })
  const levels = new Map<Address, bigint>()
  // Events come in chain order: the last one per user is the current level.
  for (const log of logs) {
    if (log.args.user !== undefined && log.args.newLevel !== undefined) {
      levels.set(getAddress(log.args.user), log.args.newLevel)
    }
  }
  return levels
}

/** The level changes that make `current` equal `target` (absent means 0), in address order. */
export function levelChanges(
  current: ReadonlyMap<Address, bigint>,
  target: ReadonlyMap<Address, bigint>,
): { user: Address; level: bigint }[] {
  const users = [...new Set([...current.keys(), ...target.keys()])].sort()
  return users.flatMap((user) => {
    const level = target.get(user) ?? 0n
    return (current.get(user) ?? 0n) === level ? [] : [{ user, level }]
  })
}

/** Sets every ghost-pot level that differs from the squad holdings; answers the changes. */
export async function syncGhostPotLevels(
  writer: ChainWriter,
  manifest: Manifest,
  options: { dryRun?: boolean } = {},
): Promise<{ user: Address; level: bigint }[]> {
  const { GhostPot, GhostSquad, NFTMarket, Profile } = manifest.contracts
  if (!GhostPot || !GhostSquad || !NFTMarket || !Profile) {
    throw new Error('the manifest lacks the ghost pot or the NFT market')
  }
  const client = writer
  // One snapshot block for the holdings and the levels' events, so a transfer or a level set
  // while the command reads is counted in both or in neither.
  const blocks = {
    fromBlock: BigInt(manifest.startBlock),
    toBlock: await client.getBlockNumber({ cacheTime: 0 }),
  }
  const holdings = await readHoldings({
    client,
    collection: GhostSquad,
    market: NFTMarket,
    profile: Profile,
    blockNumber: blocks.toBlock,
    fromBlock: blocks.fromBlock,
  })
  const changes = levelChanges(await readLevels(client, GhostPot, blocks), holdings)
  if (options.dryRun) return changes
  for (const { user, level } of changes) {
    await write(writer, {
      address: GhostPot,
      abi: ghostPotAbi,
      functionName: 'setGhostSquadLevel',
      args: [user, level],
    })
  }
  return changes
}

export type SeedRewardsParameters = {
  /** A writer per development account. */
  writer: (index: number) => ChainWriter
  /** The deployed world with the NFT market, seeded. */
  manifest: Manifest
  rewards: RewardContracts
  /** The Spectral Shapes collection (made by the NFT seed, not in the manifest). */
  shapes: Address
}

export async function seedRewards(parameters: SeedRewardsParameters): Promise<void> {
  const { writer, manifest, shapes } = parameters
  const { GhostPot, SharePotFactory, FeeManagerFactory } = parameters.rewards
  const { NFTMarket, Profile } = manifest.contracts
  if (!NFTMarket || !Profile) throw new Error('the manifest lacks the NFT market')
  const owner = writer(0)
  const client = owner

  // The ghost pot: the seeded sales' fees waited for the first level; the levels share them.
  await syncGhostPotLevels(owner, { ...manifest, contracts: { ...manifest.contracts, GhostPot } })
  const { ghostPot, sharePot, feeManager } = REWARDS_PLAN
  await write(writer(ghostPot.depositor), {
    address: GhostPot,
    abi: ghostPotAbi,
    functionName: 'depositRewards',
    value: ghostPot.deposit,
  })
  await write(writer(ghostPot.harvester), {
    address: GhostPot,
    abi: ghostPotAbi,
    functionName: 'harvestRewards',
  })

  // A share pot for the Spectral Shapes holders, levelled by tokens held, and a gift.
  const { address: pot } = await createSharePot(owner, SharePotFactory, {
    collection: shapes,
    name: sharePot.name,
    admin: adminOf(writer, sharePot.admin),
  })
  const shapesHoldings = await readHoldings({
    client,
    collection: shapes,
    market: NFTMarket,
    profile: Profile,
  })
  const potAdmin = writer(sharePot.admin)
  for (const { user, level } of levelChanges(new Map(), shapesHoldings)) {
    await write(potAdmin, {
      address: pot,
      abi: iSharePotAbi,
      functionName: 'setUserLevel',
      args: [user, level],
    })
  }
  await write(potAdmin, {
    address: pot,
    abi: iSharePotAbi,
    functionName: 'depositRewards',
    value: sharePot.deposit,
  })

  // A fee manager with three members: fees arrive, one distribution, then more fees wait.
  const { address: manager } = await createFeeManager(owner, FeeManagerFactory, {
    name: feeManager.name,
    admin: adminOf(writer, feeManager.admin),
  })
  for (const [account, level] of feeManager.levels) {
    await write(owner, {
      address: manager,
      abi: iFeeManagerAbi,
      functionName: 'setLevel',
      args: [adminOf(writer, account), level],
    })
  }
  const payer = writer(feeManager.feePayer)
  const [first, second] = feeManager.fees
  await confirm(
    payer,
    await payer.sendTransaction({ to: manager, value: first }),
    'fee manager payment',
  )
  await write(owner, {
    address: FeeManagerFactory,
    abi: feeManagerFactoryAbi,
    functionName: 'feeDistribute',
    args: [manager],
  })
  await confirm(
    payer,
    await payer.sendTransaction({ to: manager, value: second }),
    'fee manager payment',
  )
}

function adminOf(writer: (index: number) => ChainWriter, index: number): Address {
  return writer(index).account.address
}

/** A programme a factory created: its address and index (from the factory's event). */
export type CreatedProgramme = { address: Address; index: bigint }

/** The factory's owner creates a share pot for `collection`'s holders. */
export async function createSharePot(
  owner: ChainWriter,
  factory: Address,
  pot: { collection: Address; name: string; admin: Address },
): Promise<CreatedProgramme> {
  const receipt = await write(owner, {
    address: factory,
    abi: sharePotFactoryAbi,
    functionName: 'createPot',
    args: [pot.collection, pot.name, pot.admin],
  })
  const [created] = parseEventLogs({
    abi: sharePotFactoryAbi,
    eventName: 'PotCreated',
    logs: receipt.logs,
  })
  if (!created) throw new TransactionFailedError('createPot: no PotCreated event')
  return { address: created.args.pot, index: created.args.index }
}

/** The factory's owner creates a fee manager. */
export async function createFeeManager(
  owner: ChainWriter,
  factory: Address,
  manager: { name: string; admin: Address },
): Promise<CreatedProgramme> {
  const receipt = await write(owner, {
    address: factory,
    abi: feeManagerFactoryAbi,
    functionName: 'createFeeManager',
    args: [manager.name, manager.admin],
  })
  const [created] = parseEventLogs({
    abi: feeManagerFactoryAbi,
    eventName: 'FeeManagerCreated',
    logs: receipt.logs,
  })
  if (!created) throw new TransactionFailedError('createFeeManager: no FeeManagerCreated event')
  return { address: created.args.manager, index: created.args.index }
}
