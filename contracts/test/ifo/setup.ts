/**
 * Building blocks of the IFO tests: CAKE, a GhostProfile with a team and an approved avatar
 * collection (players hold an active profile, one wallet a paused one, one none), the
 * GhostIFODeployer, and sales made through `createIFO` with their own offering token, pools,
 * points, fee tiers and funding; the sale's steps (commit, harvest) and a clock the tests set
 * to the second.
 */
import type { IfoFeeTier, IfoPoolState } from '@ghost/sdk'
import {
  type Abi,
  type Address,
  BaseError,
  type ContractEventName,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type DecodeEventLogReturnType,
  encodeDeployData,
  type Hex,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import {
  ghostIFOAbi,
  ghostIFODeployerAbi,
  ghostIFODeployerBytecode,
  ghostProfileAbi,
  testTokenAbi,
} from '../../generated'
import { type AnvilClient, anvilClient, devAccount } from '../../lib/anvil'
import { revertOf } from '../amm/reverts'
import { revertReason as dataReason } from '../amm/rpc'
import {
  approveToken,
  deployed,
  deployToken,
  E18,
  mined,
  tokenBalance,
  transferToken,
} from '../farms/setup'
import {
  deployAvatarNft,
  deployProfile,
  fundUser,
  mintAvatar,
  POINT_ROLE,
  profileCall,
  send as sendProfile,
} from '../nft/profile'
import { eventNamesFrom, sendCall, simulateCall } from '../shared/calls'
import { latestTimestamp, mineAt } from '../squad/setup'

export { E18, latestTimestamp, mineAt, POINT_ROLE, tokenBalance }

export const BASIC = 0
export const UNLIMITED = 1

/** CAKE each player starts with (after paying for its profile). */
export const PLAYER_CAKE = 10_000n * E18
/** Seconds from a sale's creation to its start, and how long it runs. */
export const LEAD = 3_600n
export const DURATION = 86_400n

export type PoolSettings = { offeringAmount: bigint; raisingAmount: bigint; limitPerUser: bigint }

/**
 * The default pools: the basic one sells 500 OFF for 20 CAKE, at most 10 CAKE a wallet (so
 * three wallets oversubscribe it); the unlimited one sells 1,000 OFF for 50 CAKE.
 */
export const BASIC_POOL: PoolSettings = {
  offeringAmount: 500n * E18,
  raisingAmount: 20n * E18,
  limitPerUser: 10n * E18,
}
export const UNLIMITED_POOL: PoolSettings = {
  offeringAmount: 1_000n * E18,
  raisingAmount: 50n * E18,
  limitPerUser: 0n,
}

export type PointSettings = { campaignId: bigint; numberPoints: bigint; thresholdPoints: bigint }
/** 100 points for 1 CAKE or more over both pools (about 10 USD in the world). */
export const POINTS: PointSettings = {
  campaignId: 511n,
  numberPoints: 100n,
  thresholdPoints: E18,
}

/** Errors a sale or deployer call can revert with: their own and the tokens' (OpenZeppelin ERC20). */
export const ifoErrorsAbi = [...ghostIFOAbi, ...ghostIFODeployerAbi, ...testTokenAbi] as const

export type IfoWorld = {
  /** Dev account 0: deploys the tokens, the profile and the deployer, and owns the deployer. */
  admin: AnvilClient
  /** Dev account 1: owns the sales (the project selling its token). */
  owner: AnvilClient
  /** Dev accounts 2…: active profiles, CAKE. */
  players: AnvilClient[]
  /** A paused profile, CAKE. */
  paused: AnvilClient
  /** No profile, CAKE. */
  stranger: AnvilClient
  cake: Address
  profile: Address
  avatars: Address
  deployer: Address
}

/**
 * Deploys CAKE, a profile with one team and an approved avatar collection, and the deployer
 * (owned by the admin, on CAKE and the profile). Every player and the paused wallet create a
 * profile (the paused wallet then pauses it); everyone but the owner holds PLAYER_CAKE.
 */
export async function deployIfoWorld(url: string, playerCount = 3): Promise<IfoWorld> {
  const admin = anvilClient(url)
  const owner = anvilClient(url, devAccount(1))
  const players = Array.from({ length: playerCount }, (_, i) => anvilClient(url, devAccount(2 + i)))
  const paused = anvilClient(url, devAccount(2 + playerCount))
  const stranger = anvilClient(url, devAccount(3 + playerCount))

  const cake = await deployToken(admin, 'CAKE')
  const avatars = await deployAvatarNft(admin, 'AVA')
  const profile = await deployProfile(admin, cake)
  await sendProfile(
    admin,
    profile,
    profileCall({ functionName: 'addTeam', args: ['Ghosts', 'Boo'] }),
  )
  await sendProfile(
    admin,
    profile,
    profileCall({ functionName: 'approveCollection', args: [avatars] }),
  )

  for (const [i, user] of [...players, paused].entries()) {
    const tokenId = BigInt(i + 1)
    await fundUser(admin, user, cake, profile, [avatars])
    await mintAvatar(admin, avatars, user.account.address, tokenId)
    await sendProfile(
      user,
      profile,
      profileCall({ functionName: 'createProfile', args: [1n, avatars, tokenId] }),
    )
  }
  await sendProfile(paused, profile, profileCall({ functionName: 'pauseProfile', args: [] }))
  for (const user of [...players, paused, stranger]) {
    await transferToken(admin, cake, user.account.address, PLAYER_CAKE)
  }

  const deployer = await deployDeployer(admin, cake, profile)
  return { admin, owner, players, paused, stranger, cake, profile, avatars, deployer }
}

export function deployDeployer(
  admin: AnvilClient,
  cake: Address,
  profile: Address,
  owner: Address = admin.account.address,
): Promise<Address> {
  return deployed(
    admin,
    admin.deployContract({
      abi: ghostIFODeployerAbi,
      bytecode: ghostIFODeployerBytecode,
      args: [cake, profile, owner],
    }),
  )
}

export type Sale = {
  ifo: Address
  offeringToken: Address
  startTimestamp: bigint
  endTimestamp: bigint
  /** The createIFO receipt (its NewIFOContract and the sale's constructor events). */
  receipt: TransactionReceipt
}

export type SaleOptions = {
  /** Undefined: a fresh token, OFF, minted to the admin. */
  offeringToken?: Address
  /** Seconds from now to the start (LEAD by default) and the sale's length (DURATION). */
  lead?: bigint
  duration?: bigint
  /** Each pool's settings, or null to leave it unset. */
  basic?: PoolSettings | null
  unlimited?: PoolSettings | null
  /** null: no points (the default numberPoints 0). */
  points?: PointSettings | null
  /** Undefined: none set (no fee). */
  tiers?: readonly IfoFeeTier[]
  /** Offering tokens sent to the sale; by default exactly both pools' offering. */
  fund?: bigint
  /** Whether the admin grants the sale the profile's POINT_ROLE (yes by default). */
  pointRole?: boolean
  /** Players that approve the sale for their CAKE (all by default). */
  approvers?: readonly AnvilClient[]
}

/**
 * Creates a sale through the deployer (the owner being dev account 1), sets its pools, points
 * and tiers, funds it with offering tokens, grants it POINT_ROLE and has the players approve
 * it. The sale has not started.
 */
export async function createSale(world: IfoWorld, options: SaleOptions = {}): Promise<Sale> {
  const { admin, owner } = world
  const offeringToken = options.offeringToken ?? (await deployToken(admin, 'OFF'))
  const startTimestamp = (await latestTimestamp(admin)) + (options.lead ?? LEAD)
  const endTimestamp = startTimestamp + (options.duration ?? DURATION)
  const receipt = await mined(
    admin,
    admin.writeContract({
      address: world.deployer,
      abi: ghostIFODeployerAbi,
      functionName: 'createIFO',
      args: [offeringToken, startTimestamp, endTimestamp, owner.account.address],
    }),
  )
  const [created] = parseEventLogs({
    abi: ghostIFODeployerAbi,
    eventName: 'NewIFOContract',
    logs: receipt.logs,
  })
  if (!created) throw new Error('createIFO emitted no NewIFOContract')
  const ifo = created.args.ifo
  const sale = { ifo, offeringToken, startTimestamp, endTimestamp, receipt }

  const basic = options.basic === undefined ? BASIC_POOL : options.basic
  const unlimited = options.unlimited === undefined ? UNLIMITED_POOL : options.unlimited
  if (basic) await setPool(sale, owner, BASIC, basic)
  if (unlimited) await setPool(sale, owner, UNLIMITED, unlimited)
  const points = options.points === undefined ? POINTS : options.points
  if (points) {
    await ifoSend(sale, owner, 'setPointParameters', [
      points.campaignId,
      points.numberPoints,
      points.thresholdPoints,
    ])
  }
  if (options.tiers) await setTiers(sale, owner, options.tiers)
  const fund = options.fund ?? (basic?.offeringAmount ?? 0n) + (unlimited?.offeringAmount ?? 0n)
  if (fund > 0n) await transferToken(admin, offeringToken, ifo, fund)
  if (options.pointRole ?? true) await grantPointRole(world, ifo)
  for (const player of options.approvers ?? world.players) {
    await approveToken(player, world.cake, ifo)
  }
  return sale
}

export function grantPointRole(world: IfoWorld, account: Address): Promise<TransactionReceipt> {
  return sendProfile(
    world.admin,
    world.profile,
    profileCall({ functionName: 'grantRole', args: [POINT_ROLE, account] }),
  )
}

export function setPool(
  sale: Pick<Sale, 'ifo'>,
  by: AnvilClient,
  pid: number,
  pool: PoolSettings,
): Promise<TransactionReceipt> {
  return ifoSend(sale, by, 'setPool', [
    pid,
    pool.offeringAmount,
    pool.raisingAmount,
    pool.limitPerUser,
  ])
}

export function setTiers(
  sale: Pick<Sale, 'ifo'>,
  by: AnvilClient,
  tiers: readonly IfoFeeTier[],
): Promise<TransactionReceipt> {
  return ifoSend(sale, by, 'setFeeTiers', [
    tiers.map((tier) => tier.minMultiple),
    tiers.map((tier) => tier.feeBps),
  ])
}

type WriteName = ContractFunctionName<typeof ghostIFOAbi, 'nonpayable'>

/** Sends a sale call from `by` and waits for it to succeed. */
export function ifoSend<name extends WriteName>(
  sale: Pick<Sale, 'ifo'>,
  by: AnvilClient,
  functionName: name,
  args: ContractFunctionArgs<typeof ghostIFOAbi, 'nonpayable', name>,
): Promise<TransactionReceipt> {
  return sendCall(by, { address: sale.ifo, abi: ghostIFOAbi, functionName, args })
}

/**
 * The revert of a call that must fail: the `require` string, or `Name(args)` for a custom error
 * (OpenZeppelin's Ownable, the tokens'), so a test names who was refused. Throws if it succeeds.
 */
export async function mustRevert(call: Promise<unknown>): Promise<string> {
  const reason = await revertOf(call)
  if (reason === undefined) throw new Error('call did not revert')
  return reason
}

/** The reason a sale call by `by` reverts with at the latest block. */
export function ifoRevert<name extends WriteName>(
  sale: Pick<Sale, 'ifo'>,
  by: AnvilClient,
  functionName: name,
  args: ContractFunctionArgs<typeof ghostIFOAbi, 'nonpayable', name>,
): Promise<string> {
  return mustRevert(simulateCall(by, { address: sale.ifo, abi: ifoErrorsAbi, functionName, args }))
}

/** `player` commits `amount` CAKE to pool `pid`. */
export function commit(
  sale: Pick<Sale, 'ifo'>,
  player: AnvilClient,
  pid: number,
  amount: bigint,
): Promise<TransactionReceipt> {
  return ifoSend(sale, player, 'depositPool', [amount, pid])
}

export function harvest(
  sale: Pick<Sale, 'ifo'>,
  player: AnvilClient,
  pid: number,
): Promise<TransactionReceipt> {
  return ifoSend(sale, player, 'harvestPool', [pid])
}

/** A pool as the sdk takes it (`viewPool`). */
export function readPool(
  client: AnvilClient,
  sale: Pick<Sale, 'ifo'>,
  pid: number,
): Promise<IfoPoolState> {
  return client.readContract({
    address: sale.ifo,
    abi: ghostIFOAbi,
    functionName: 'viewPool',
    args: [pid],
  })
}

export function readUserPool(
  client: AnvilClient,
  sale: Pick<Sale, 'ifo'>,
  user: Address,
  pid: number,
) {
  return client.readContract({
    address: sale.ifo,
    abi: ghostIFOAbi,
    functionName: 'viewUserPool',
    args: [user, pid],
  })
}

export function readAllocation(
  client: AnvilClient,
  sale: Pick<Sale, 'ifo'>,
  user: Address,
  pid: number,
) {
  return client.readContract({
    address: sale.ifo,
    abi: ghostIFOAbi,
    functionName: 'viewAllocation',
    args: [user, pid],
  })
}

export async function readWithdrawable(
  client: AnvilClient,
  sale: Pick<Sale, 'ifo'>,
): Promise<{ lpAmount: bigint; offeringAmount: bigint }> {
  const [lpAmount, offeringAmount] = await client.readContract({
    address: sale.ifo,
    abi: ghostIFOAbi,
    functionName: 'withdrawable',
  })
  return { lpAmount, offeringAmount }
}

export function readFeeBps(client: AnvilClient, sale: Pick<Sale, 'ifo'>, pid: number) {
  return client.readContract({
    address: sale.ifo,
    abi: ghostIFOAbi,
    functionName: 'feeBps',
    args: [pid],
  })
}

/** A profile's points and whether it is active. */
export async function profilePoints(
  world: Pick<IfoWorld, 'admin' | 'profile'>,
  user: Address,
): Promise<{ numberPoints: bigint; isActive: boolean }> {
  const [, numberPoints, , , , isActive] = await world.admin.readContract({
    address: world.profile,
    abi: ghostProfileAbi,
    functionName: 'getUserProfile',
    args: [user],
  })
  return { numberPoints, isActive }
}

/** The sale's events of one name in a receipt, with their args. */
export function ifoEvents<const name extends ContractEventName<typeof ghostIFOAbi>>(
  receipt: TransactionReceipt,
  eventName: name,
  ifo?: Address,
): DecodeEventLogReturnType<typeof ghostIFOAbi, name>['args'][] {
  return parseEventLogs({ abi: ghostIFOAbi, eventName, logs: receipt.logs })
    .filter((event) => ifo === undefined || event.address.toLowerCase() === ifo.toLowerCase())
    .map((event) => event.args)
}

/** The names of the sale's events in a receipt, in order (token transfers left out). */
export function ifoEventNames(receipt: TransactionReceipt, ifo: Address): string[] {
  return eventNamesFrom(ghostIFOAbi, receipt, ifo)
}

/** Mines a block at the sale's start: commits are taken from here. */
export function toStart(client: AnvilClient, sale: Pick<Sale, 'startTimestamp'>): Promise<void> {
  return mineAt(client, sale.startTimestamp)
}

/** Mines a block at the sale's end: harvests are paid from here. */
export function toEnd(client: AnvilClient, sale: Pick<Sale, 'endTimestamp'>): Promise<void> {
  return mineAt(client, sale.endTimestamp)
}

/**
 * The revert of a deployment run with `eth_call` (nothing mined): the `require` string, or
 * `Name(args)` for a custom error of the sale, the deployer or OpenZeppelin's Ownable; undefined
 * if it deploys.
 */
export async function deployRevert(
  client: AnvilClient,
  parameters: { abi: Abi; bytecode: Hex; args: readonly unknown[] },
): Promise<string | undefined> {
  try {
    await client.call({ data: encodeDeployData(parameters) })
    return undefined
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const withData = error.walk((e) => typeof (e as { data?: unknown }).data === 'string')
    const reason = dataReason((withData as { data?: unknown } | null)?.data, ifoErrorsAbi)
    if (reason === undefined) throw error
    return reason
  }
}
