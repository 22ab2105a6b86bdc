/**
 * Building blocks of the trading-competition tests: CAKE and three partner tokens (one with 6
 * decimals), Chainlink's MockV3Aggregator as their USD feeds, a GhostProfile with two teams
 * (players alternate between them, one wallet holds a paused profile, one none), the
 * competition contract owned by the operator and holding the profile's POINT_ROLE; the
 * competition's steps (create, fund, register, phases, publish, claim, sweep), results trees
 * built with OpenZeppelin's StandardMerkleTree, and a clock the tests set to the second.
 */
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import {
  type Address,
  type ContractEventName,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type DecodeEventLogReturnType,
  type Hex,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import {
  ghostProfileAbi,
  ghostTradingCompetitionAbi,
  ghostTradingCompetitionBytecode,
  mockV3AggregatorAbi,
  mockV3AggregatorBytecode,
  taxTokenAbi,
  taxTokenBytecode,
  testTokenAbi,
} from '../../generated'
import { type AnvilClient, anvilClient, devAccount } from '../../lib/anvil'
import {
  approveToken,
  deployed,
  deployTestToken as deployTokenOf,
  E18,
  mined,
  tokenBalance,
  transferToken,
} from '../farms/setup'
import { mustRevert, profilePoints } from '../ifo/setup'
import {
  deployAvatarNft,
  deployProfile,
  fundUser,
  mintAvatar,
  POINT_ROLE,
  profileCall,
  SPECIAL_ROLE,
  send as sendProfile,
} from '../nft/profile'
import { eventNamesFrom, sendCall, simulateCall } from '../shared/calls'
import { latestTimestamp, mineAt } from '../squad/setup'

export {
  E18,
  latestTimestamp,
  mineAt,
  mustRevert,
  POINT_ROLE,
  profilePoints,
  SPECIAL_ROLE,
  tokenBalance,
}

/** The contract's `Phase` enum. */
export const PHASE = { Registration: 0, Live: 1, Calculating: 2, Claim: 3, Cancelled: 4 } as const

export const FEED_DECIMALS = 8
/** One USD in the feeds' 8 decimals. */
export const USD_FEED = 10n ** 8n
/**
 * The world's prices: CAKE 2 USD, the partners 1, 0.5 and 3 USD (a prize's thirds and sixths
 * of these come out whole, in half units and as a repeating decimal).
 */
export const PRICES = [2n * USD_FEED, USD_FEED, USD_FEED / 2n, 3n * USD_FEED] as const
/** CAKE, PA and PB have 18 decimals; PC has 6, like USDT on some chains. */
export const DECIMALS = [18, 18, 18, 6] as const
export const DAY = 86_400n
export const CLAIM_DURATION = 7n * DAY
export const MAX_PRICE_AGE = 3_600n
export const CAMPAIGN_ID = 35n
export const SUPPLY = 10n ** 12n * E18

/** A tier as the contract takes it: one winner's prize in USD (18 decimals) and points. */
export type Tier = { usdPrize: bigint; points: bigint }
export type Amounts = readonly [bigint, bigint, bigint, bigint]
export type Quad<value> = readonly [value, value, value, value]
export type Slot = 0 | 1 | 2 | 3

/** The four values `f` gives for CAKE (0) and the partners (1, 2, 3). */
export function quadOf<value>(f: (slot: Slot) => value): Quad<value> {
  return [f(0), f(1), f(2), f(3)]
}

/** Three tiers: 600 USD and 300 points, 60 USD and 100 points, 6 USD and no points. */
export const TIERS: readonly Tier[] = [
  { usdPrize: 600n * E18, points: 300n },
  { usdPrize: 60n * E18, points: 100n },
  { usdPrize: 6n * E18, points: 0n },
]

/** Errors a competition call can revert with: its own (OpenZeppelin's included) and the tokens'. */
export const competitionErrorsAbi = [
  ...ghostTradingCompetitionAbi,
  ...testTokenAbi,
  ...taxTokenAbi,
] as const

export type CompetitionWorld = {
  /** Dev account 0: deploys the tokens, the profile and the competition; profile admin. */
  admin: AnvilClient
  /** Dev account 1: the operator, owner of the competition; holds every token, approved. */
  owner: AnvilClient
  /** Dev accounts 2…: active profiles, teams 1, 2, 1, 2, … */
  players: AnvilClient[]
  /** A paused profile (team 1). */
  paused: AnvilClient
  /** No profile. */
  stranger: AnvilClient
  /** CAKE, PA, PB, PC. */
  tokens: Quad<Address>
  profile: Address
  /** The approved avatar collection; player i (and then the paused wallet) holds token i + 1. */
  avatars: Address
  competition: Address
}

export async function deployTestToken(
  client: AnvilClient,
  symbol: string,
  decimals: number,
  supply: bigint = SUPPLY,
): Promise<Address> {
  return deployTokenOf(client, symbol, decimals, supply)
}

/** A fee-on-transfer token (10% burnt on every transfer), its supply with `client`. */
export async function deployTaxToken(client: AnvilClient, supply: bigint = SUPPLY) {
  return deployed(
    client,
    client.deployContract({
      abi: taxTokenAbi,
      bytecode: taxTokenBytecode,
      args: ['Taxed', 'TAX', supply],
    }),
  )
}

export async function deployFeed(
  client: AnvilClient,
  answer: bigint,
  decimals: number = FEED_DECIMALS,
): Promise<Address> {
  return deployed(
    client,
    client.deployContract({
      abi: mockV3AggregatorAbi,
      bytecode: mockV3AggregatorBytecode,
      args: [decimals, answer],
    }),
  )
}

export async function deployCompetition(
  admin: AnvilClient,
  profile: Address,
  owner: Address,
): Promise<Address> {
  return deployed(
    admin,
    admin.deployContract({
      abi: ghostTradingCompetitionAbi,
      bytecode: ghostTradingCompetitionBytecode,
      args: [profile, owner],
    }),
  )
}

/**
 * Deploys the tokens, a profile with teams Ghosts (1) and Spooks (2), and the competition
 * (owned by dev account 1, granted POINT_ROLE). The players create profiles in teams 1, 2, 1, …,
 * the paused wallet one in team 1 that it pauses; the owner holds a large supply of every token
 * and has approved the competition for all of it.
 */
export async function deployCompetitionWorld(
  url: string,
  playerCount = 4,
): Promise<CompetitionWorld> {
  const admin = anvilClient(url)
  const owner = anvilClient(url, devAccount(1))
  const players = Array.from({ length: playerCount }, (_, i) => anvilClient(url, devAccount(2 + i)))
  const paused = anvilClient(url, devAccount(2 + playerCount))
  const stranger = anvilClient(url, devAccount(3 + playerCount))

  const tokens = [
    await deployTestToken(admin, 'CAKE', DECIMALS[0]),
    await deployTestToken(admin, 'PA', DECIMALS[1]),
    await deployTestToken(admin, 'PB', DECIMALS[2]),
    await deployTestToken(admin, 'PC', DECIMALS[3]),
  ] as const
  const [cake] = tokens
  const avatars = await deployAvatarNft(admin, 'AVA')
  const profile = await deployProfile(admin, cake)
  for (const [name, description] of [
    ['Ghosts', 'Boo'],
    ['Spooks', 'Eek'],
  ] as const) {
    await sendProfile(
      admin,
      profile,
      profileCall({ functionName: 'addTeam', args: [name, description] }),
    )
  }
  await sendProfile(
    admin,
    profile,
    profileCall({ functionName: 'approveCollection', args: [avatars] }),
  )
  for (const [i, user] of [...players, paused].entries()) {
    const tokenId = BigInt(i + 1)
    const team = user === paused ? 1n : BigInt((i % 2) + 1)
    await fundUser(admin, user, cake, profile, [avatars])
    await mintAvatar(admin, avatars, user.account.address, tokenId)
    await sendProfile(
      user,
      profile,
      profileCall({ functionName: 'createProfile', args: [team, avatars, tokenId] }),
    )
  }
  await sendProfile(paused, profile, profileCall({ functionName: 'pauseProfile', args: [] }))

  const competition = await deployCompetition(admin, profile, owner.account.address)
  await sendProfile(
    admin,
    profile,
    profileCall({ functionName: 'grantRole', args: [POINT_ROLE, competition] }),
  )
  for (const token of tokens) {
    await transferToken(admin, token, owner.account.address, SUPPLY / 2n)
    await approveToken(owner, token, competition)
  }
  return { admin, owner, players, paused, stranger, tokens, profile, avatars, competition }
}

type WriteName = ContractFunctionName<typeof ghostTradingCompetitionAbi, 'nonpayable'>
type ReadName = ContractFunctionName<typeof ghostTradingCompetitionAbi, 'view' | 'pure'>

/** Sends a competition call from `by` and waits for it to succeed. */
export function competitionSend<name extends WriteName>(
  w: Pick<CompetitionWorld, 'competition'>,
  by: AnvilClient,
  functionName: name,
  args: ContractFunctionArgs<typeof ghostTradingCompetitionAbi, 'nonpayable', name>,
): Promise<TransactionReceipt> {
  return sendCall(by, {
    address: w.competition,
    abi: ghostTradingCompetitionAbi,
    functionName,
    args,
  })
}

/** The reason a competition call by `by` reverts with at the latest block. */
export function competitionRevert<name extends WriteName>(
  w: Pick<CompetitionWorld, 'competition'>,
  by: AnvilClient,
  functionName: name,
  args: ContractFunctionArgs<typeof ghostTradingCompetitionAbi, 'nonpayable', name>,
): Promise<string> {
  return mustRevert(
    simulateCall(by, { address: w.competition, abi: competitionErrorsAbi, functionName, args }),
  )
}

/** A competition view at the latest block. */
export function competitionRead<name extends ReadName>(
  w: Pick<CompetitionWorld, 'admin' | 'competition'>,
  functionName: name,
  args: ContractFunctionArgs<typeof ghostTradingCompetitionAbi, 'view' | 'pure', name>,
): Promise<ContractFunctionReturnType<typeof ghostTradingCompetitionAbi, 'view' | 'pure', name>> {
  // as in `competitionSend`: viem cannot narrow a generic name, and the signature above ties the
  // result's type to it
  return w.admin.readContract({
    address: w.competition,
    abi: ghostTradingCompetitionAbi,
    functionName,
    args,
  } as never) as Promise<
    ContractFunctionReturnType<typeof ghostTradingCompetitionAbi, 'view' | 'pure', name>
  >
}

/** The competition's events of one name in a receipt, with their args. */
export function competitionEvents<
  const name extends ContractEventName<typeof ghostTradingCompetitionAbi>,
>(
  receipt: TransactionReceipt,
  eventName: name,
): DecodeEventLogReturnType<typeof ghostTradingCompetitionAbi, name>['args'][] {
  return parseEventLogs({ abi: ghostTradingCompetitionAbi, eventName, logs: receipt.logs }).map(
    (event) => event.args,
  )
}

/** The names of the competition's events in a receipt, in order (token transfers left out). */
export function competitionEventNames(receipt: TransactionReceipt, competition: Address): string[] {
  return eventNamesFrom(ghostTradingCompetitionAbi, receipt, competition)
}

export type CompetitionOptions = {
  /** The four tokens (the world's by default). */
  tokens?: Quad<Address>
  /** Feeds to use; undefined: fresh feeds answering `prices`. */
  feeds?: Quad<Address>
  /** The fresh feeds' answers (PRICES by default) and decimals (8). */
  prices?: Quad<bigint>
  feedDecimals?: number
  tiers?: readonly Tier[]
  claimDuration?: bigint
  maxPriceAge?: bigint
  campaignId?: bigint
}

export type CreatedCompetition = {
  id: bigint
  tokens: Quad<Address>
  feeds: Quad<Address>
  tiers: readonly Tier[]
  receipt: TransactionReceipt
}

/** The owner creates a competition (in Registration) and returns its id, read from the event. */
export async function createCompetition(
  w: CompetitionWorld,
  options: CompetitionOptions = {},
): Promise<CreatedCompetition> {
  const tokens = options.tokens ?? w.tokens
  const prices = options.prices ?? PRICES
  const feeds =
    options.feeds ??
    ([
      await deployFeed(w.admin, prices[0], options.feedDecimals),
      await deployFeed(w.admin, prices[1], options.feedDecimals),
      await deployFeed(w.admin, prices[2], options.feedDecimals),
      await deployFeed(w.admin, prices[3], options.feedDecimals),
    ] as const)
  const tiers = options.tiers ?? TIERS
  const receipt = await competitionSend(w, w.owner, 'createCompetition', [
    tokens,
    feeds,
    tiers,
    options.claimDuration ?? CLAIM_DURATION,
    options.maxPriceAge ?? MAX_PRICE_AGE,
    options.campaignId ?? CAMPAIGN_ID,
  ])
  const [created] = competitionEvents(receipt, 'CompetitionCreated')
  if (!created) throw new Error('createCompetition emitted no CompetitionCreated')
  return { id: created.id, tokens, feeds, tiers, receipt }
}

export function fund(
  w: CompetitionWorld,
  id: bigint,
  amounts: Amounts,
): Promise<TransactionReceipt> {
  return competitionSend(w, w.owner, 'fund', [id, amounts])
}

export function register(
  w: CompetitionWorld,
  player: AnvilClient,
  id: bigint,
): Promise<TransactionReceipt> {
  return competitionSend(w, player, 'register', [id])
}

export function startLive(w: CompetitionWorld, id: bigint): Promise<TransactionReceipt> {
  return competitionSend(w, w.owner, 'startLive', [id])
}

export function endLive(w: CompetitionWorld, id: bigint): Promise<TransactionReceipt> {
  return competitionSend(w, w.owner, 'endLive', [id])
}

/** The leaf values of a results tree: (competition id, account, tier). */
export type Winner = readonly [account: Address, tier: number]
type LeafValue = [bigint, Address, number]
export type ResultsTree = StandardMerkleTree<LeafValue>

/** The results tree of competition `id`, as the operator builds it. */
export function resultsTree(id: bigint, winners: readonly Winner[]): ResultsTree {
  return StandardMerkleTree.of(
    winners.map(([account, tier]): LeafValue => [id, account, tier]),
    ['uint256', 'address', 'uint8'],
  )
}

/** The proof of the leaf (id, account, tier) in `tree`. */
export function proofOf(tree: ResultsTree, id: bigint, account: Address, tier: number): Hex[] {
  for (const [index, [leafId, leafAccount, leafTier]] of tree.entries()) {
    if (leafId === id && leafAccount.toLowerCase() === account.toLowerCase() && leafTier === tier) {
      return tree.getProof(index) as Hex[]
    }
  }
  throw new Error(`no leaf (${id}, ${account}, ${tier}) in the tree`)
}

export function publish(
  w: CompetitionWorld,
  id: bigint,
  tree: Pick<ResultsTree, 'root'>,
  tierCounts: readonly number[],
): Promise<TransactionReceipt> {
  return competitionSend(w, w.owner, 'publishResults', [id, tree.root as Hex, tierCounts])
}

export function claim(
  w: CompetitionWorld,
  player: AnvilClient,
  id: bigint,
  tier: number,
  proof: readonly Hex[],
): Promise<TransactionReceipt> {
  return competitionSend(w, player, 'claim', [id, tier, proof])
}

/** Any feed round: its answer and `updatedAt` as given (MockV3Aggregator lets anyone set them). */
export async function setFeedRound(
  w: Pick<CompetitionWorld, 'admin'>,
  feed: Address,
  answer: bigint,
  updatedAt: bigint,
): Promise<TransactionReceipt> {
  const roundId = await w.admin.readContract({
    address: feed,
    abi: mockV3AggregatorAbi,
    functionName: 'latestRound',
  })
  return mined(
    w.admin,
    w.admin.writeContract({
      address: feed,
      abi: mockV3AggregatorAbi,
      functionName: 'updateRoundData',
      args: [roundId + 1n, answer, updatedAt, updatedAt],
      gas: FEED_UPDATE_GAS,
    }),
  )
}

/**
 * Gas for a feed update: the mock stores `block.timestamp`, and Anvil may estimate in the second
 * of the previous answer (rewriting the same value costs less) and mine in the next, so an
 * estimated limit can run out.
 */
const FEED_UPDATE_GAS = 300_000n

/** A fresh feed answer, timed at the next block. */
export function setFeedAnswer(
  w: Pick<CompetitionWorld, 'admin'>,
  feed: Address,
  answer: bigint,
): Promise<TransactionReceipt> {
  return mined(
    w.admin,
    w.admin.writeContract({
      address: feed,
      abi: mockV3AggregatorAbi,
      functionName: 'updateAnswer',
      args: [answer],
      gas: FEED_UPDATE_GAS,
    }),
  )
}

/** `account`'s balance of each of the four tokens. */
export async function balances(
  client: AnvilClient,
  tokens: Quad<Address>,
  account: Address,
): Promise<Amounts> {
  return [
    await tokenBalance(client, tokens[0], account),
    await tokenBalance(client, tokens[1], account),
    await tokenBalance(client, tokens[2], account),
    await tokenBalance(client, tokens[3], account),
  ]
}

/** `after − before`, token by token. */
export function difference(after: Amounts, before: Amounts): Amounts {
  return [after[0] - before[0], after[1] - before[1], after[2] - before[2], after[3] - before[3]]
}

/** The profile's team of `user` now. */
export async function profileTeam(
  w: Pick<CompetitionWorld, 'admin' | 'profile'>,
  user: Address,
): Promise<bigint> {
  const [, , teamId] = await w.admin.readContract({
    address: w.profile,
    abi: ghostProfileAbi,
    functionName: 'getUserProfile',
    args: [user],
  })
  return teamId
}
