/**
 * Building blocks of the prediction tests: Chainlink's MockV3Aggregator (8 decimals) as the
 * BNB/USD feed, GhostPrediction with an owner, an operator and a treasury, and the game's steps
 * (genesis start and lock, executeRound, bets, claims) on a clock the tests set to the second.
 * A round step pushes a fresh feed answer one second before it runs, as the keeper does.
 */
import {
  type Address,
  type ContractEventName,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type DecodeEventLogReturnType,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import {
  ghostPredictionAbi,
  ghostPredictionBytecode,
  mockV3AggregatorAbi,
  mockV3AggregatorBytecode,
  testTokenAbi,
} from '../../generated'
import { type AnvilClient, anvilClient, devAccount } from '../../lib/anvil'
import { deployed, mined, revertReason } from '../farms/setup'
import { sendCall, simulateCall } from '../shared/calls'
import { latestTimestamp, mineAt } from '../squad/setup'

export { latestTimestamp, mineAt }

/** The world's settings (devnet worldPlan PREDICTION). */
export const INTERVAL = 300n
export const BUFFER = 30n
export const MIN_BET = parseEther('0.001')
export const TREASURY_FEE = 300n
export const ORACLE_ALLOWANCE = 60n
export const ORACLE_DECIMALS = 8
/** 600 USD per BNB in the feed's 8 decimals. */
export const START_PRICE = 600n * 10n ** 8n

/** Errors a prediction call can revert with: its own (OZ's included) and a test token's. */
export const predictionErrorsAbi = [...ghostPredictionAbi, ...testTokenAbi] as const

export type Side = 'Bull' | 'Bear'
/** The contract's `Position` enum. */
export const POSITION = { None: 0, Bull: 1, Bear: 2 } as const

export type PredictionWorld = {
  /** Dev account 0: deploys everything and owns the game. */
  admin: AnvilClient
  /** Dev account 1. */
  operator: AnvilClient
  /** Dev account 2, an address only. */
  treasury: Address
  /** Dev accounts 3… */
  players: AnvilClient[]
  oracle: Address
  prediction: Address
}

export type PredictionSettings = {
  oracle: Address
  owner: Address
  operator: Address
  treasury: Address
  intervalSeconds: bigint
  bufferSeconds: bigint
  minBetAmount: bigint
  oracleUpdateAllowance: bigint
  treasuryFee: bigint
}

export function constructorArgs(settings: PredictionSettings) {
  return [
    settings.oracle,
    settings.owner,
    settings.operator,
    settings.treasury,
    settings.intervalSeconds,
    settings.bufferSeconds,
    settings.minBetAmount,
    settings.oracleUpdateAllowance,
    settings.treasuryFee,
  ] as const
}

export async function deployOracle(admin: AnvilClient, answer = START_PRICE): Promise<Address> {
  return deployed(
    admin,
    admin.deployContract({
      abi: mockV3AggregatorAbi,
      bytecode: mockV3AggregatorBytecode,
      args: [ORACLE_DECIMALS, answer],
    }),
  )
}

/** Deploys the game and returns its address with the deployment's receipt (its events). */
export async function deployPrediction(
  admin: AnvilClient,
  settings: PredictionSettings,
): Promise<{ prediction: Address; receipt: TransactionReceipt }> {
  const hash = await admin.deployContract({
    abi: ghostPredictionAbi,
    bytecode: ghostPredictionBytecode,
    args: constructorArgs(settings),
  })
  const receipt = await mined(admin, Promise.resolve(hash))
  if (!receipt.contractAddress) throw new Error('GhostPrediction deployment made no contract')
  return { prediction: receipt.contractAddress, receipt }
}

export type WorldOptions = {
  players?: number
  treasuryFee?: bigint
}

/** The world's settings with the given feed and roles. */
export function worldSettings(
  world: Pick<PredictionWorld, 'admin' | 'operator' | 'treasury' | 'oracle'>,
  treasuryFee = TREASURY_FEE,
): PredictionSettings {
  return {
    oracle: world.oracle,
    owner: world.admin.account.address,
    operator: world.operator.account.address,
    treasury: world.treasury,
    intervalSeconds: INTERVAL,
    bufferSeconds: BUFFER,
    minBetAmount: MIN_BET,
    oracleUpdateAllowance: ORACLE_ALLOWANCE,
    treasuryFee,
  }
}

/**
 * Deploys the feed at START_PRICE and the game with the world's settings: dev account 0 owns
 * it, 1 operates it, 2 is the treasury, 3… are the players. No round has started yet.
 */
export async function deployPredictionWorld(
  url: string,
  options: WorldOptions = {},
): Promise<PredictionWorld> {
  const admin = anvilClient(url)
  const operator = anvilClient(url, devAccount(1))
  const treasury = devAccount(2).address
  const players = Array.from({ length: options.players ?? 3 }, (_, i) =>
    anvilClient(url, devAccount(3 + i)),
  )
  const oracle = await deployOracle(admin)
  const roles = { admin, operator, treasury, oracle }
  const { prediction } = await deployPrediction(admin, worldSettings(roles, options.treasuryFee))
  return { ...roles, players, prediction }
}

type WriteName = ContractFunctionName<typeof ghostPredictionAbi, 'nonpayable'>

/** Sends a game call from `by` and waits for it to succeed. */
export function send<name extends WriteName>(
  world: Pick<PredictionWorld, 'prediction'>,
  by: AnvilClient,
  functionName: name,
  args: ContractFunctionArgs<typeof ghostPredictionAbi, 'nonpayable', name>,
): Promise<TransactionReceipt> {
  return sendCall(by, { address: world.prediction, abi: ghostPredictionAbi, functionName, args })
}

/** The reason a game call by `by` reverts with at the latest block (a require string or an error name). */
export function predictionRevert<name extends WriteName>(
  world: Pick<PredictionWorld, 'prediction'>,
  by: AnvilClient,
  functionName: name,
  args: ContractFunctionArgs<typeof ghostPredictionAbi, 'nonpayable', name>,
): Promise<string> {
  return revertReason(
    simulateCall(by, { address: world.prediction, abi: predictionErrorsAbi, functionName, args }),
  )
}

/** `player` bets `amount` on `side` in `epoch`. */
export function bet(
  world: Pick<PredictionWorld, 'prediction'>,
  player: AnvilClient,
  side: Side,
  epoch: bigint,
  amount: bigint,
): Promise<TransactionReceipt> {
  return mined(
    player,
    player.writeContract({
      address: world.prediction,
      abi: ghostPredictionAbi,
      functionName: side === 'Bull' ? 'betBull' : 'betBear',
      args: [epoch],
      value: amount,
    }),
  )
}

/** The reason a bet would revert with at the latest block. */
export function betRevert(
  world: Pick<PredictionWorld, 'prediction'>,
  player: AnvilClient,
  side: Side,
  epoch: bigint,
  amount: bigint,
): Promise<string> {
  return revertReason(
    player.simulateContract({
      address: world.prediction,
      abi: predictionErrorsAbi,
      functionName: side === 'Bull' ? 'betBull' : 'betBear',
      args: [epoch],
      value: amount,
      account: player.account,
    }),
  )
}

export function claim(
  world: Pick<PredictionWorld, 'prediction'>,
  player: AnvilClient,
  epochs: readonly bigint[],
): Promise<TransactionReceipt> {
  return send(world, player, 'claim', [epochs])
}

type UintView =
  | 'currentEpoch'
  | 'treasuryAmount'
  | 'oracleLatestRoundId'
  | 'intervalSeconds'
  | 'bufferSeconds'
  | 'minBetAmount'
  | 'treasuryFee'
  | 'oracleUpdateAllowance'
  | 'MAX_TREASURY_FEE'

export function read(world: PredictionWorld, functionName: UintView): Promise<bigint> {
  // every name listed is a uint256 view; viem cannot narrow the result of a generic name
  return world.admin.readContract({
    address: world.prediction,
    abi: ghostPredictionAbi,
    functionName,
  }) as Promise<bigint>
}

export function readRound(world: PredictionWorld, epoch: bigint) {
  return world.admin.readContract({
    address: world.prediction,
    abi: ghostPredictionAbi,
    functionName: 'getRound',
    args: [epoch],
  })
}

export function readBet(world: PredictionWorld, epoch: bigint, user: Address) {
  return world.admin.readContract({
    address: world.prediction,
    abi: ghostPredictionAbi,
    functionName: 'getBet',
    args: [epoch, user],
  })
}

/** The three per-user views at the latest block. */
export async function readUserViews(world: PredictionWorld, epoch: bigint, user: Address) {
  const at = { address: world.prediction, abi: ghostPredictionAbi, args: [epoch, user] } as const
  const [pendingReward, claimable, refundable] = await Promise.all([
    world.admin.readContract({ ...at, functionName: 'pendingReward' }),
    world.admin.readContract({ ...at, functionName: 'claimable' }),
    world.admin.readContract({ ...at, functionName: 'refundable' }),
  ])
  return { pendingReward, claimable, refundable }
}

export function balanceOf(world: PredictionWorld, address: Address): Promise<bigint> {
  return world.admin.getBalance({ address })
}

/** The events of one name in a receipt, with their args. */
export function eventsNamed<const name extends ContractEventName<typeof ghostPredictionAbi>>(
  receipt: TransactionReceipt,
  eventName: name,
): DecodeEventLogReturnType<typeof ghostPredictionAbi, name>['args'][] {
  return parseEventLogs({ abi: ghostPredictionAbi, eventName, logs: receipt.logs }).map(
    (event) => event.args,
  )
}

/** The names of the game's events in a receipt, in order. */
export function eventNames(receipt: TransactionReceipt): string[] {
  return parseEventLogs({ abi: ghostPredictionAbi, logs: receipt.logs }).map((e) => e.eventName)
}

/** Makes the next transaction run at `timestamp` (which must be after the latest block). */
export function nextBlockAt(client: AnvilClient, timestamp: bigint): Promise<void> {
  return client.setNextBlockTimestamp({ timestamp })
}

/** A new feed round with `answer`, mined at `at` (or the next block); `updatedAt` is its time. */
export async function pushAnswer(
  world: Pick<PredictionWorld, 'admin' | 'oracle'>,
  answer: bigint,
  at?: bigint,
): Promise<TransactionReceipt> {
  if (at !== undefined) await nextBlockAt(world.admin, at)
  return mined(
    world.admin,
    world.admin.writeContract({
      address: world.oracle,
      abi: mockV3AggregatorAbi,
      functionName: 'updateAnswer',
      args: [answer],
    }),
  )
}

/**
 * Any feed round: its id, answer and time as given (MockV3Aggregator lets anyone set them),
 * mined at `at` (or the next block).
 */
export async function setFeedRound(
  world: Pick<PredictionWorld, 'admin' | 'oracle'>,
  roundId: bigint,
  answer: bigint,
  updatedAt: bigint,
  at?: bigint,
): Promise<TransactionReceipt> {
  if (at !== undefined) await nextBlockAt(world.admin, at)
  return mined(
    world.admin,
    world.admin.writeContract({
      address: world.oracle,
      abi: mockV3AggregatorAbi,
      functionName: 'updateRoundData',
      args: [roundId, answer, updatedAt, updatedAt],
    }),
  )
}

export function latestFeedRound(world: Pick<PredictionWorld, 'admin' | 'oracle'>) {
  return world.admin.readContract({
    address: world.oracle,
    abi: mockV3AggregatorAbi,
    functionName: 'latestRound',
  })
}

/** The operator starts the first round at `at` (the next second by default). */
export async function genesisStart(
  world: PredictionWorld,
  at?: bigint,
): Promise<{ epoch: bigint; startedAt: bigint; receipt: TransactionReceipt }> {
  const startedAt = at ?? (await latestTimestamp(world.admin)) + 1n
  await nextBlockAt(world.admin, startedAt)
  const receipt = await send(world, world.operator, 'genesisStartRound', [])
  return { epoch: await read(world, 'currentEpoch'), startedAt, receipt }
}

/**
 * The operator runs `step` at `at` (by default the current round's lock time) on `price`,
 * pushed to the feed one second before.
 */
export async function operatorStep(
  world: PredictionWorld,
  step: 'genesisLockRound' | 'executeRound',
  price: bigint,
  at?: bigint,
): Promise<{ at: bigint; receipt: TransactionReceipt }> {
  const when = at ?? (await readRound(world, await read(world, 'currentEpoch'))).lockTimestamp
  await pushAnswer(world, price, when - 1n)
  await nextBlockAt(world.admin, when)
  return { at: when, receipt: await send(world, world.operator, step, []) }
}

export function genesisLock(world: PredictionWorld, price: bigint, at?: bigint) {
  return operatorStep(world, 'genesisLockRound', price, at)
}

export function execute(world: PredictionWorld, price: bigint, at?: bigint) {
  return operatorStep(world, 'executeRound', price, at)
}

/** Mines an empty block one second after the latest (claims need a block after the close). */
export async function nextSecond(world: Pick<PredictionWorld, 'admin'>): Promise<bigint> {
  const next = (await latestTimestamp(world.admin)) + 1n
  await mineAt(world.admin, next)
  return next
}

/** Starts and locks the genesis round (at START_PRICE): returns the epoch now open for bets. */
export async function startedGame(world: PredictionWorld): Promise<bigint> {
  await genesisStart(world)
  await genesisLock(world, START_PRICE)
  return read(world, 'currentEpoch')
}
