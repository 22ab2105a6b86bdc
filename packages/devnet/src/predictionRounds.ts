/**
 * The prediction operator's steps, shared by the keeper (`npm start`), the admin commands, the
 * seeded history and the tests: read where the game stands on the chain's clock (its round, its
 * genesis flags, the feed's latest answer), push an answer to the local mock feed, start and lock
 * the genesis round, execute a round, pause and unpause; and say what a step did in one line.
 */
import { ghostPredictionAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import { getRoundWinner, PREDICTION_ORACLE_DECIMALS } from '@ghost/sdk'
import {
  type Address,
  type Chain,
  type ContractFunctionReturnType,
  formatEther,
  formatUnits,
  type PublicActions,
  parseEventLogs,
  type TransactionReceipt,
  type Transport,
} from 'viem'
import { type ChainWriter, write } from './chainWriter'
import { chainNow } from './lotteryRounds'

export type PredictionRound = ContractFunctionReturnType<
  typeof ghostPredictionAbi,
  'view',
  'getRound'
>

/** The feed's latest round (AggregatorV3Interface `latestRoundData`, the parts the game reads). */
export type FeedRound = { roundId: bigint; answer: bigint; updatedAt: bigint }

export type PredictionState = {
  /** The current round's epoch; 0 before the first genesis. */
  epoch: bigint
  paused: boolean
  genesisStartOnce: boolean
  genesisLockOnce: boolean
  /** The current round (open for bets, or waiting to be locked); undefined before the first. */
  round: PredictionRound | undefined
  /** The round before it (live, or waiting to be closed); undefined when there is none. */
  previous: PredictionRound | undefined
  intervalSeconds: bigint
  bufferSeconds: bigint
  oracleUpdateAllowance: bigint
  /** The feed round of the last answer a round used: the next one used must be newer. */
  oracleLatestRoundId: bigint
  /** Fees and house wins not yet sent to the treasury. */
  treasuryAmount: bigint
  /** The price feed the contract reads (its `oracle`). */
  oracle: Address
  feed: FeedRound
  now: bigint
}

type Reader = PublicActions<Transport, Chain>

export async function readFeed(client: Reader, oracle: Address): Promise<FeedRound> {
  const [roundId, answer, , updatedAt] = await client.readContract({
    address: oracle,
    abi: mockV3AggregatorAbi,
    functionName: 'latestRoundData',
  })
  return { roundId: BigInt(roundId), answer, updatedAt }
}

export async function readPredictionState(
  client: Reader,
  prediction: Address,
): Promise<PredictionState> {
  const at = { address: prediction, abi: ghostPredictionAbi } as const
  const [
    epoch,
    paused,
    genesisStartOnce,
    genesisLockOnce,
    intervalSeconds,
    bufferSeconds,
    oracleUpdateAllowance,
    oracleLatestRoundId,
    treasuryAmount,
    oracle,
    now,
  ] = await Promise.all([
    client.readContract({ ...at, functionName: 'currentEpoch' }),
    client.readContract({ ...at, functionName: 'paused' }),
    client.readContract({ ...at, functionName: 'genesisStartOnce' }),
    client.readContract({ ...at, functionName: 'genesisLockOnce' }),
    client.readContract({ ...at, functionName: 'intervalSeconds' }),
    client.readContract({ ...at, functionName: 'bufferSeconds' }),
    client.readContract({ ...at, functionName: 'oracleUpdateAllowance' }),
    client.readContract({ ...at, functionName: 'oracleLatestRoundId' }),
    client.readContract({ ...at, functionName: 'treasuryAmount' }),
    client.readContract({ ...at, functionName: 'oracle' }),
    chainNow(client),
  ])
  const roundOf = (e: bigint) =>
    e === 0n
      ? Promise.resolve(undefined)
      : client.readContract({ ...at, functionName: 'getRound', args: [e] })
  const [round, previous, feed] = await Promise.all([
    roundOf(epoch),
    roundOf(epoch > 0n ? epoch - 1n : 0n),
    readFeed(client, oracle),
  ])
  return {
    epoch,
    paused,
    genesisStartOnce,
    genesisLockOnce,
    round,
    // a round that never started (the epoch before a genesis after an unpause) is no previous one
    previous: previous && previous.startTimestamp > 0n ? previous : undefined,
    intervalSeconds,
    bufferSeconds,
    oracleUpdateAllowance,
    oracleLatestRoundId,
    treasuryAmount,
    oracle,
    feed,
    now,
  }
}

/**
 * The operator's next round step at the state's time:
 * - `genesisStart`: no round runs (after the deploy or an unpause);
 * - `genesisLock` / `execute`: the current round's lock time has come and its buffer has not
 *   passed (for execute, the same holds for the previous round's close);
 * - `wait`: the current round takes bets until `until`;
 * - `missed`: the current round can no longer be locked (its lock time and buffer passed before
 *   anyone ran it): only a pause and unpause (which restart from genesis) get the rounds going;
 * - `paused`.
 */
export type PredictionDue =
  | { step: 'paused' }
  | { step: 'genesisStart' }
  | { step: 'genesisLock' | 'execute'; epoch: bigint }
  | { step: 'wait'; epoch: bigint; until: bigint }
  | { step: 'missed'; epoch: bigint; lockBy: bigint }

export function duePredictionStep(state: PredictionState): PredictionDue {
  const { round, previous, now, bufferSeconds, epoch } = state
  if (state.paused) return { step: 'paused' }
  if (!state.genesisStartOnce || !round) return { step: 'genesisStart' }
  const closing = state.genesisLockOnce ? previous : undefined
  // one block locks the current round and closes the previous: both windows must hold
  const from = max(round.lockTimestamp, closing?.closeTimestamp ?? 0n)
  const by =
    min(round.lockTimestamp, closing?.closeTimestamp ?? round.lockTimestamp) + bufferSeconds
  if (now > by) return { step: 'missed', epoch, lockBy: by }
  if (now < from) return { step: 'wait', epoch, until: from }
  return { step: state.genesisLockOnce ? 'execute' : 'genesisLock', epoch }
}

/**
 * Why the feed's latest answer cannot lock or close a round `marginSeconds` from the state's
 * time: `used` (a round already used it: the contract wants a newer feed round), `stale` (older
 * than the contract's `oracleUpdateAllowance`), or undefined when it can.
 */
export function feedProblem(
  state: Pick<PredictionState, 'feed' | 'oracleLatestRoundId' | 'oracleUpdateAllowance' | 'now'>,
  marginSeconds = 0n,
): 'used' | 'stale' | undefined {
  if (state.feed.roundId <= state.oracleLatestRoundId) return 'used'
  if (state.now + marginSeconds - state.feed.updatedAt > state.oracleUpdateAllowance) return 'stale'
  return undefined
}

/** Pushes `answer` (USD per BNB, 8 decimals) to the local MockV3Aggregator: a new feed round. */
export async function pushFeedAnswer(
  writer: ChainWriter,
  oracle: Address,
  answer: bigint,
): Promise<FeedRound> {
  if (answer <= 0n) throw new RangeError('A price feed answer must be above 0')
  await write(writer, {
    address: oracle,
    abi: mockV3AggregatorAbi,
    functionName: 'updateAnswer',
    args: [answer],
  })
  return readFeed(writer, oracle)
}

export type PredictionRoundCall = 'genesisStartRound' | 'genesisLockRound' | 'executeRound'

/** Runs one of the operator's round calls; answers what its events tell. */
export async function runRoundCall(
  writer: ChainWriter,
  prediction: Address,
  call: PredictionRoundCall,
): Promise<RoundCallReport> {
  const receipt = await write(writer, {
    address: prediction,
    abi: ghostPredictionAbi,
    functionName: call,
  })
  return roundCallReport(receipt)
}

export async function pausePrediction(writer: ChainWriter, prediction: Address) {
  await write(writer, { address: prediction, abi: ghostPredictionAbi, functionName: 'pause' })
}

export async function unpausePrediction(writer: ChainWriter, prediction: Address) {
  await write(writer, { address: prediction, abi: ghostPredictionAbi, functionName: 'unpause' })
}

/** What a round call did, from its receipt's events. */
export type RoundCallReport = {
  locked?: { epoch: bigint; price: bigint; oracleRoundId: bigint } | undefined
  closed?:
    | { epoch: bigint; price: bigint; rewardAmount: bigint; treasuryAmount: bigint }
    | undefined
  started?: { epoch: bigint; lockTimestamp: bigint } | undefined
}

export function roundCallReport(receipt: Pick<TransactionReceipt, 'logs'>): RoundCallReport {
  const report: RoundCallReport = {}
  const logs = parseEventLogs({ abi: ghostPredictionAbi, logs: receipt.logs })
  for (const log of logs) {
    if (log.eventName === 'LockRound') {
      const { epoch, price, roundId } = log.args
      report.locked = { epoch, price, oracleRoundId: roundId }
    } else if (log.eventName === 'EndRound') {
      const { epoch, price } = log.args
      report.closed = { epoch, price, rewardAmount: 0n, treasuryAmount: 0n }
    } else if (log.eventName === 'RewardsCalculated' && report.closed) {
      report.closed.rewardAmount = log.args.rewardAmount
      report.closed.treasuryAmount = log.args.treasuryAmount
    } else if (log.eventName === 'StartRound') {
      report.started = { epoch: log.args.epoch, lockTimestamp: log.args.lockTimestamp }
    }
  }
  return report
}

/**
 * One line for a round call, e.g. 'round 6 locked at $612.34; round 5 closed at $612.4: Bull
 * wins 1.164 BNB (0.036 BNB to the treasury); round 7 takes bets until 2025-…'.
 */
export function describeRoundCall(report: RoundCallReport, lockPriceOfClosed?: bigint): string {
  const parts: string[] = []
  if (report.locked) {
    parts.push(`round ${report.locked.epoch} locked at ${formatUsd(report.locked.price)}`)
  }
  if (report.closed) {
    const { epoch, price, rewardAmount, treasuryAmount } = report.closed
    const winner =
      lockPriceOfClosed === undefined ? undefined : getRoundWinner(lockPriceOfClosed, price)
    const outcome =
      rewardAmount > 0n
        ? `${winner ?? 'the winning side'} wins ${formatEther(rewardAmount)} BNB (${formatEther(treasuryAmount)} BNB to the treasury)`
        : `the house takes ${formatEther(treasuryAmount)} BNB${winner === 'House' ? ' (a tie)' : ''}`
    parts.push(`round ${epoch} closed at ${formatUsd(price)}: ${outcome}`)
  }
  if (report.started) {
    parts.push(
      `round ${report.started.epoch} takes bets until ${iso(report.started.lockTimestamp)}`,
    )
  }
  return parts.join('; ')
}

/** A feed answer as dollars: `$612.34` (8 decimals, trailing zeros dropped). */
export function formatUsd(answer: bigint): string {
  return `$${formatUnits(answer, PREDICTION_ORACLE_DECIMALS)}`
}

/** Unix seconds as an ISO date. */
export function iso(seconds: bigint): string {
  return new Date(Number(seconds) * 1000).toISOString()
}

function max(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}
