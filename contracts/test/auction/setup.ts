/**
 * Building blocks of the farm auction tests: CAKE, a GhostFarmAuction owned by the operator,
 * project wallets on its whitelist (each with a name and the LP token of the farm it wants) and
 * one wallet off it, all holding CAKE and having approved the auction; the auction's steps
 * (start, bid, close, reclaim) and a clock the tests set to the second.
 */
import {
  type Address,
  BaseError,
  type ContractEventName,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type DecodeEventLogReturnType,
  encodeDeployData,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import { ghostFarmAuctionAbi, ghostFarmAuctionBytecode, testTokenAbi } from '../../generated'
import { type AnvilClient, anvilClient, devAccount } from '../../lib/anvil'
import { revertReason as dataReason } from '../amm/rpc'
import {
  approveToken,
  deployed,
  deployToken,
  E18,
  tokenBalance,
  transferToken,
} from '../farms/setup'
import { mustRevert } from '../ifo/setup'
import { eventNamesFrom, sendCall, simulateCall } from '../shared/calls'
import { latestTimestamp, mineAt } from '../squad/setup'

export { E18, latestTimestamp, mineAt, mustRevert, tokenBalance }

export const DEAD: Address = '0x000000000000000000000000000000000000dEaD'
/** CAKE each project wallet (and the stranger) starts with. */
export const BIDDER_CAKE = 10_000n * E18
/** Seconds from an auction's creation to its start, and how long it runs. */
export const LEAD = 3_600n
export const DURATION = 86_400n
/** The default auction: first bids of at least 100 CAKE, two winners. */
export const INITIAL_BID = 100n * E18
export const WINNER_COUNT = 2

export const cake = (amount: number | string) => parseEther(String(amount))

/** Errors an auction call can revert with: its own and CAKE's (OpenZeppelin ERC20). */
export const auctionErrorsAbi = [...ghostFarmAuctionAbi, ...testTokenAbi] as const

export type Project = { client: AnvilClient; name: string; lpToken: Address }

export type AuctionWorld = {
  /** Dev account 0: deploys CAKE, the LP tokens and the auction; holds the rest of the CAKE. */
  admin: AnvilClient
  /** Dev account 1: owns the auction (the operator). */
  owner: AnvilClient
  /** Dev accounts 2…: whitelisted project wallets. */
  projects: Project[]
  /** Off the whitelist, with CAKE, having approved the auction. */
  stranger: AnvilClient
  cake: Address
  auction: Address
}

/** Project names, A to J, as the page shows them. */
export const PROJECT_NAMES = [
  'Alpha Swap',
  'Beta Lend',
  'Gamma Vault',
  'Delta Bridge',
  'Epsilon DAO',
  'Zeta Games',
  'Eta Oracle',
  'Theta Pay',
  'Iota NFT',
  'Kappa Labs',
]

export function deployAuction(admin: AnvilClient, cakeToken: Address, owner: Address) {
  return deployed(
    admin,
    admin.deployContract({
      abi: ghostFarmAuctionAbi,
      bytecode: ghostFarmAuctionBytecode,
      args: [cakeToken, owner],
    }),
  )
}

/**
 * The revert of an auction deployment run with `eth_call` (nothing mined): the `require` string
 * or `Name(args)` for OpenZeppelin's Ownable error; undefined if it deploys.
 */
export async function deployAuctionRevert(
  client: AnvilClient,
  args: readonly [Address, Address],
): Promise<string | undefined> {
  try {
    await client.call({
      data: encodeDeployData({
        abi: ghostFarmAuctionAbi,
        bytecode: ghostFarmAuctionBytecode,
        args,
      }),
    })
    return undefined
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const withData = error.walk((e) => typeof (e as { data?: unknown }).data === 'string')
    const reason = dataReason((withData as { data?: unknown } | null)?.data, auctionErrorsAbi)
    if (reason === undefined) throw error
    return reason
  }
}

/**
 * Deploys CAKE and the auction (owned by dev account 1), whitelists `projectCount` project
 * wallets (each with its own LP token), and gives them and a stranger BIDDER_CAKE, approved.
 */
export async function deployAuctionWorld(
  url: string,
  projectCount = PROJECT_NAMES.length,
): Promise<AuctionWorld> {
  if (projectCount > PROJECT_NAMES.length) throw new Error('not enough project names')
  const admin = anvilClient(url)
  const owner = anvilClient(url, devAccount(1))
  const clients = Array.from({ length: projectCount }, (_, i) =>
    anvilClient(url, devAccount(2 + i)),
  )
  const stranger = anvilClient(url, devAccount(2 + projectCount))
  const cakeToken = await deployToken(admin, 'CAKE')
  const auction = await deployAuction(admin, cakeToken, owner.account.address)
  const projects: Project[] = []
  for (const [i, client] of clients.entries()) {
    const name = PROJECT_NAMES[i] as string
    projects.push({ client, name, lpToken: await deployToken(admin, `LP${i}`) })
  }
  const world = { admin, owner, projects, stranger, cake: cakeToken, auction }
  await addBidders(world, projects)
  for (const wallet of [...clients, stranger]) {
    // Anvil funds dev accounts 0…9 only
    await admin.setBalance({ address: wallet.account.address, value: 100n * E18 })
    await transferToken(admin, cakeToken, wallet.account.address, BIDDER_CAKE)
    await approveToken(wallet, cakeToken, auction)
  }
  return world
}

type WriteName = ContractFunctionName<typeof ghostFarmAuctionAbi, 'nonpayable'>
type WriteArgs<name extends WriteName> = ContractFunctionArgs<
  typeof ghostFarmAuctionAbi,
  'nonpayable',
  name
>

/** Sends an auction call from `by` and waits for it to succeed. */
export function auctionSend<name extends WriteName>(
  world: Pick<AuctionWorld, 'auction'>,
  by: AnvilClient,
  functionName: name,
  args: WriteArgs<name>,
): Promise<TransactionReceipt> {
  return sendCall(by, { address: world.auction, abi: ghostFarmAuctionAbi, functionName, args })
}

/** The reason an auction call by `by` reverts with at the latest block (nothing is mined). */
export function auctionRevert<name extends WriteName>(
  world: Pick<AuctionWorld, 'auction'>,
  by: AnvilClient,
  functionName: name,
  args: WriteArgs<name>,
): Promise<string> {
  return mustRevert(
    simulateCall(by, { address: world.auction, abi: auctionErrorsAbi, functionName, args }),
  )
}

/** Whitelists projects (or updates their names and farms) through the owner. */
export function addBidders(
  world: Pick<AuctionWorld, 'auction' | 'owner'>,
  projects: readonly Pick<Project, 'client' | 'name' | 'lpToken'>[],
): Promise<TransactionReceipt> {
  return auctionSend(world, world.owner, 'addBidders', [
    projects.map(({ client, name, lpToken }) => ({
      account: client.account.address,
      projectName: name,
      lpToken,
    })),
  ])
}

export function removeBidders(
  world: Pick<AuctionWorld, 'auction' | 'owner'>,
  accounts: readonly Address[],
): Promise<TransactionReceipt> {
  return auctionSend(world, world.owner, 'removeBidders', [accounts])
}

export type AuctionOptions = {
  /** Seconds from the latest block to the start (LEAD) and the auction's length (DURATION). */
  lead?: bigint
  duration?: bigint
  initialBidAmount?: bigint
  winnerCount?: number
}

export type StartedAuction = {
  id: bigint
  startTime: bigint
  endTime: bigint
  initialBidAmount: bigint
  winnerCount: number
  receipt: TransactionReceipt
}

/** The owner schedules the next auction (not started yet unless `lead` is 0). */
export async function startAuction(
  world: Pick<AuctionWorld, 'auction' | 'owner' | 'admin'>,
  options: AuctionOptions = {},
): Promise<StartedAuction> {
  const startTime = (await latestTimestamp(world.admin)) + (options.lead ?? LEAD)
  const endTime = startTime + (options.duration ?? DURATION)
  const initialBidAmount = options.initialBidAmount ?? INITIAL_BID
  const winnerCount = options.winnerCount ?? WINNER_COUNT
  const receipt = await auctionSend(world, world.owner, 'startAuction', [
    startTime,
    endTime,
    initialBidAmount,
    winnerCount,
  ])
  const [started] = auctionEvents(receipt, 'AuctionStarted')
  if (!started) throw new Error('startAuction emitted no AuctionStarted')
  return { id: started.auctionId, startTime, endTime, initialBidAmount, winnerCount, receipt }
}

/** An auction mined to its start: bids are taken. */
export async function liveAuction(
  world: Pick<AuctionWorld, 'auction' | 'owner' | 'admin'>,
  options: AuctionOptions = {},
): Promise<StartedAuction> {
  const started = await startAuction(world, options)
  await mineAt(world.admin, started.startTime)
  return started
}

export function bid(
  world: Pick<AuctionWorld, 'auction'>,
  bidder: AnvilClient,
  amount: bigint,
): Promise<TransactionReceipt> {
  return auctionSend(world, bidder, 'bid', [amount])
}

/** Mines a block at the auction's end and has the owner close it. */
export async function endAndClose(
  world: Pick<AuctionWorld, 'auction' | 'owner' | 'admin'>,
  auction: Pick<StartedAuction, 'endTime'>,
): Promise<TransactionReceipt> {
  await mineAt(world.admin, auction.endTime)
  return auctionSend(world, world.owner, 'closeAuction', [])
}

export function reclaim(
  world: Pick<AuctionWorld, 'auction'>,
  bidder: AnvilClient,
  auctionId: bigint,
): Promise<TransactionReceipt> {
  return auctionSend(world, bidder, 'reclaim', [auctionId])
}

type ReadName = ContractFunctionName<typeof ghostFarmAuctionAbi, 'view' | 'pure'>
type ReadResult<name extends ReadName> = ContractFunctionReturnType<
  typeof ghostFarmAuctionAbi,
  'view' | 'pure',
  name
>

/** An auction view at the latest block. */
export function auctionRead<name extends ReadName>(
  world: Pick<AuctionWorld, 'auction' | 'admin'>,
  functionName: name,
  args: ContractFunctionArgs<typeof ghostFarmAuctionAbi, 'view' | 'pure', name>,
): Promise<ReadResult<name>> {
  // as in `auctionSend`: viem cannot narrow a generic name, and the signature above ties the
  // result's type to it
  return world.admin.readContract({
    address: world.auction,
    abi: ghostFarmAuctionAbi,
    functionName,
    args,
  } as never) as Promise<ReadResult<name>>
}

export function readAuction(world: Pick<AuctionWorld, 'auction' | 'admin'>, auctionId: bigint) {
  return auctionRead(world, 'getAuction', [auctionId])
}

/** Every bidder of an auction with its total, in first-bid order. */
export async function readBidders(
  world: Pick<AuctionWorld, 'auction' | 'admin'>,
  auctionId: bigint,
  cursor = 0n,
  size = 1_000n,
): Promise<{ account: Address; total: bigint }[]> {
  const [accounts, totals] = await world.admin.readContract({
    address: world.auction,
    abi: ghostFarmAuctionAbi,
    functionName: 'getBidders',
    args: [auctionId, cursor, size],
  })
  return accounts.map((account, i) => ({ account, total: totals[i] as bigint }))
}

export function readBid(
  world: Pick<AuctionWorld, 'auction' | 'admin'>,
  auctionId: bigint,
  account: Address,
) {
  return auctionRead(world, 'bidOf', [auctionId, account])
}

export function readWinners(world: Pick<AuctionWorld, 'auction' | 'admin'>, auctionId: bigint) {
  return auctionRead(world, 'getWinners', [auctionId])
}

export function readIsWinner(
  world: Pick<AuctionWorld, 'auction' | 'admin'>,
  auctionId: bigint,
  account: Address,
) {
  return auctionRead(world, 'isWinner', [auctionId, account])
}

export function readBidderInfo(world: Pick<AuctionWorld, 'auction' | 'admin'>, account: Address) {
  return auctionRead(world, 'bidderInfo', [account])
}

/** The auction's events of one name in a receipt, with their args. */
export function auctionEvents<const name extends ContractEventName<typeof ghostFarmAuctionAbi>>(
  receipt: TransactionReceipt,
  eventName: name,
): DecodeEventLogReturnType<typeof ghostFarmAuctionAbi, name>['args'][] {
  return parseEventLogs({ abi: ghostFarmAuctionAbi, eventName, logs: receipt.logs }).map(
    (event) => event.args,
  )
}

/** The names of the auction's events in a receipt, in order (token transfers left out). */
export function auctionEventNames(receipt: TransactionReceipt, auction: Address): string[] {
  return eventNamesFrom(ghostFarmAuctionAbi, receipt, auction)
}

/** CAKE moved by a receipt's Transfer events from `from` to `to`. */
export function cakeMoved(
  receipt: TransactionReceipt,
  token: Address,
  from: Address,
  to: Address,
): bigint {
  return parseEventLogs({ abi: testTokenAbi, eventName: 'Transfer', logs: receipt.logs })
    .filter(
      (event) =>
        event.address.toLowerCase() === token.toLowerCase() &&
        event.args.from.toLowerCase() === from.toLowerCase() &&
        event.args.to.toLowerCase() === to.toLowerCase(),
    )
    .reduce((sum, event) => sum + event.args.value, 0n)
}

/**
 * `count` more whitelisted project wallets (dev accounts from `firstIndex`), each given gas
 * money, `cakeEach` CAKE and an approval: for the bidder cap and the close's worst case.
 */
export async function extraProjects(
  world: AuctionWorld,
  url: string,
  count: number,
  firstIndex: number,
  cakeEach: bigint,
): Promise<AnvilClient[]> {
  const clients = Array.from({ length: count }, (_, i) =>
    anvilClient(url, devAccount(firstIndex + i)),
  )
  for (const client of clients) {
    await world.admin.setBalance({ address: client.account.address, value: 10n * E18 })
    await transferToken(world.admin, world.cake, client.account.address, cakeEach)
  }
  // each wallet sends its own approval: different senders, so no nonce is shared
  await Promise.all(clients.map((client) => approveToken(client, world.cake, world.auction)))
  await auctionSend(world, world.owner, 'addBidders', [
    clients.map((client, i) => ({
      account: client.account.address,
      projectName: `Project ${firstIndex + i}`,
      lpToken: world.cake,
    })),
  ])
  return clients
}
