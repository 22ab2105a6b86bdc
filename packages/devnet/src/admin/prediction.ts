/**
 * The prediction game's admin commands (issue 32; spec §6: admin operations are not screens):
 * a status report, the genesis steps, executing a round, pausing and unpausing, and (on the local
 * chain only) setting the mock feed's answer. On the local world the keeper (`npm start`) runs
 * the rounds and the feed itself; these are for doing it by hand, for demos and tests, and for a
 * real chain, where the feed is Chainlink's and updates on its own.
 */
import { ghostPredictionAbi } from '@ghost/contracts'
import { LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import { getPredictionContracts, type ManifestPredictionContracts } from '@ghost/contracts/manifest'
import { getRoundPhase, PREDICTION_ORACLE_DECIMALS, type PredictionRoundPhase } from '@ghost/sdk'
import { type Address, formatEther, getAddress, parseUnits } from 'viem'
import {
  describeRoundCall,
  duePredictionStep,
  feedProblem,
  formatUsd,
  type PredictionRound,
  type PredictionState,
  pausePrediction,
  pushFeedAnswer,
  readPredictionState,
  runRoundCall,
  unpausePrediction,
} from '../predictionRounds'
import { PREDICTION } from '../worldPlan'
import {
  type AdminCommand,
  type AdminContext,
  AdminError,
  deployed,
  gameCommandStart,
  iso,
} from './context'

const bnb = (wei: bigint) => `${formatEther(wei)} BNB`

function predictionContracts(context: AdminContext): ManifestPredictionContracts {
  return deployed(getPredictionContracts(context.manifest), 'prediction game')
}

async function requireRole(
  context: AdminContext,
  prediction: Address,
  role: 'operator' | 'owner or operator',
) {
  const at = { address: prediction, abi: ghostPredictionAbi } as const
  const [operator, owner] = await Promise.all([
    context.client.readContract({ ...at, functionName: 'operator' }),
    context.client.readContract({ ...at, functionName: 'owner' }),
  ])
  const signer = getAddress(context.client.account.address)
  if (getAddress(operator) === signer) return
  if (role === 'owner or operator' && getAddress(owner) === signer) return
  throw new AdminError(
    role === 'operator'
      ? `The prediction game's operator is ${operator}, not the signer ${signer} (set PRIVATE_KEY)`
      : `Only the prediction game's owner (${owner}) or operator (${operator}) may do that, not the signer ${signer} (set PRIVATE_KEY)`,
  )
}

const startCommand = gameCommandStart({
  address: (context) => predictionContracts(context).Prediction,
  requireRole,
  readState: readPredictionState,
})

const PHASE_TEXT: Record<PredictionRoundPhase, string> = {
  next: 'open for bets',
  locking: 'waiting to be locked',
  live: 'live',
  closing: 'waiting to be closed',
  expired: 'closed',
  canceled: 'canceled (bets refundable)',
}

function phaseOf(round: PredictionRound, state: PredictionState): PredictionRoundPhase {
  return getRoundPhase(
    {
      epoch: round.epoch,
      startTimestamp: Number(round.startTimestamp),
      lockTimestamp: Number(round.lockTimestamp),
      closeTimestamp: Number(round.closeTimestamp),
      oracleCalled: round.oracleCalled,
    },
    state.epoch,
    Number(state.now),
    Number(state.bufferSeconds),
  )
}

function remaining(seconds: bigint): string {
  return `${seconds / 60n}m ${seconds % 60n}s`
}

function roundLines(label: string, round: PredictionRound, state: PredictionState): string[] {
  const phase = phaseOf(round, state)
  const lines = [`${label} ${round.epoch}: ${PHASE_TEXT[phase]}`]
  const lockLeft =
    round.lockTimestamp > state.now ? ` (in ${remaining(round.lockTimestamp - state.now)})` : ''
  const closeLeft =
    round.closeTimestamp > state.now ? ` (in ${remaining(round.closeTimestamp - state.now)})` : ''
  lines.push(
    `  started ${iso(round.startTimestamp)}; locks ${iso(round.lockTimestamp)}${lockLeft}; closes ${iso(round.closeTimestamp)}${closeLeft}`,
  )
  lines.push(
    `  pools: Bull ${bnb(round.bullAmount)}, Bear ${bnb(round.bearAmount)} (total ${bnb(round.totalAmount)})`,
  )
  if (round.lockOracleId > 0n) lines.push(`  locked at ${formatUsd(round.lockPrice)}`)
  return lines
}

/** Refuses a round call the game's state does not allow now, with what to do instead. */
function refuseUnlessDue(state: PredictionState, want: 'genesis' | 'execute'): void {
  const due = duePredictionStep(state)
  const clock = `the chain's clock is at ${iso(state.now)}`
  if (
    want === 'genesis' &&
    state.genesisLockOnce &&
    (due.step === 'wait' || due.step === 'execute')
  ) {
    throw new AdminError('Genesis is done: prediction:execute runs the rounds')
  }
  switch (due.step) {
    case 'paused':
      throw new AdminError(
        'The game is paused: prediction:unpause first (it restarts from genesis)',
      )
    case 'genesisStart':
      if (want === 'execute')
        throw new AdminError('No round runs: prediction:genesis starts the first one')
      return
    case 'wait':
      throw new AdminError(`Round ${due.epoch} takes bets until ${iso(due.until)}; ${clock}`)
    case 'missed':
      throw new AdminError(
        `Round ${due.epoch} can no longer be locked (its buffer ended ${iso(due.lockBy)}; ${clock}): prediction:pause, prediction:unpause and prediction:genesis start the rounds again`,
      )
    case 'genesisLock':
      if (want === 'execute')
        throw new AdminError(`Round ${due.epoch} is the genesis round: prediction:genesis locks it`)
      return
    case 'execute':
      return
  }
}

/**
 * Before a lock: on chain 1337 an answer the game cannot take is published again (the keeper's
 * heartbeat); on a real chain, where Chainlink's feed updates on its own, the command is refused.
 */
async function makeFeedUsable(context: AdminContext, state: PredictionState) {
  const problem = feedProblem(state)
  if (!problem) return
  if (context.manifest.chainId === LOCAL_CHAIN_ID) {
    const pushed = await pushFeedAnswer(context.client, state.oracle, state.feed.answer)
    context.print(
      `Feed heartbeat: ${formatUsd(state.feed.answer)} published again (feed round ${pushed.roundId})`,
    )
    return
  }
  throw new AdminError(
    problem === 'used'
      ? `The feed's latest answer (feed round ${state.feed.roundId}) was used already: wait for the feed's next update`
      : `The feed's latest answer (feed round ${state.feed.roundId}, ${iso(state.feed.updatedAt)}) is ${state.now - state.feed.updatedAt} s old; the game takes answers up to ${state.oracleUpdateAllowance} s old: wait for the feed's next update`,
  )
}

const status: AdminCommand = {
  name: 'prediction:status',
  usage: '',
  description:
    'The game: current and previous round (phase, times, pools, lock price), paused, genesis, the feed answer and its age',
  async run(context, args) {
    const { address: prediction, state } = await startCommand(context, {
      name: 'prediction:status',
      args,
    })
    const { print } = context
    const { round, previous, feed, now } = state
    print(`Prediction ${prediction}, feed ${state.oracle}; chain clock ${iso(now)}`)
    const genesis = !state.genesisStartOnce
      ? 'not started'
      : state.genesisLockOnce
        ? 'started and locked'
        : 'started, not locked yet'
    print(
      `Epoch ${state.epoch}; paused: ${state.paused ? 'yes' : 'no'}; genesis ${genesis}; rounds of ${state.intervalSeconds} s, buffer ${state.bufferSeconds} s`,
    )
    const due = duePredictionStep(state)
    if (due.step === 'genesisStart') {
      print('No round runs: prediction:genesis starts one (the keeper does on npm start)')
    } else if (due.step === 'missed') {
      print(
        `Round ${due.epoch} missed its lock (buffer ended ${iso(due.lockBy)}): pause, unpause and genesis restart the rounds`,
      )
    }
    if (round && state.genesisStartOnce) {
      for (const line of roundLines('Round', round, state)) print(line)
    }
    if (previous && state.genesisLockOnce) {
      for (const line of roundLines('Previous round', previous, state)) print(line)
    }
    print(
      `Feed: ${formatUsd(feed.answer)} (feed round ${feed.roundId}), updated ${iso(feed.updatedAt)}, ${now - feed.updatedAt} s ago; the game takes answers up to ${state.oracleUpdateAllowance} s old, newer than feed round ${state.oracleLatestRoundId}`,
    )
    print(`Treasury: ${bnb(state.treasuryAmount)} not yet claimed`)
  },
}

const genesis: AdminCommand = {
  name: 'prediction:genesis',
  usage: '',
  description:
    "Starts the first round (after the deploy or an unpause); run again at its lock time, it locks it at the feed's answer and starts the second",
  async run(context, args) {
    const { address: prediction, state } = await startCommand(context, {
      name: 'prediction:genesis',
      args,
      role: 'operator',
    })
    const { client, print } = context
    refuseUnlessDue(state, 'genesis')
    if (!state.genesisStartOnce) {
      const report = await runRoundCall(client, prediction, 'genesisStartRound')
      print(`Genesis: ${describeRoundCall(report)}`)
      return
    }
    await makeFeedUsable(context, state)
    const report = await runRoundCall(client, prediction, 'genesisLockRound')
    print(`Genesis lock: ${describeRoundCall(report)}`)
  },
}

const execute: AdminCommand = {
  name: 'prediction:execute',
  usage: '',
  description:
    "At the current round's lock time (within the buffer): locks it and closes the previous at the feed's answer, and starts the next",
  async run(context, args) {
    const { address: prediction, state } = await startCommand(context, {
      name: 'prediction:execute',
      args,
      role: 'operator',
    })
    const { client, print } = context
    refuseUnlessDue(state, 'execute')
    await makeFeedUsable(context, state)
    const report = await runRoundCall(client, prediction, 'executeRound')
    const text = describeRoundCall(report, state.previous?.lockPrice)
    print(`${text.charAt(0).toUpperCase()}${text.slice(1)}`)
  },
}

const pause: AdminCommand = {
  name: 'prediction:pause',
  usage: '',
  description:
    'Stops bets and rounds (claims go on); the keeper leaves a pause it did not make alone',
  async run(context, args) {
    const { address: prediction, state } = await startCommand(context, {
      name: 'prediction:pause',
      args,
      role: 'owner or operator',
    })
    const { client, print } = context
    if (state.paused) throw new AdminError('The game is paused already')
    await pausePrediction(client, prediction)
    print(
      `Paused at epoch ${state.epoch}: no bets and no rounds until prediction:unpause (claims and refunds go on)`,
    )
  },
}

const unpause: AdminCommand = {
  name: 'prediction:unpause',
  usage: '',
  description:
    'Resumes the game from genesis (the keeper starts a new round; by hand: prediction:genesis)',
  async run(context, args) {
    const { address: prediction, state } = await startCommand(context, {
      name: 'prediction:unpause',
      args,
      role: 'owner or operator',
    })
    const { client, print } = context
    if (!state.paused) throw new AdminError('The game is not paused')
    await unpausePrediction(client, prediction)
    print(
      `Unpaused at epoch ${state.epoch}: the rounds restart from genesis (prediction:genesis, or the keeper)`,
    )
  },
}

const price: AdminCommand = {
  name: 'prediction:price',
  usage: '<usd>',
  description:
    "Chain 1337 only: sets the local mock feed's answer (USD per BNB, up to 8 decimals), for demos and tests; the keeper keeps it until the DEX price moves",
  async run(context, args) {
    const [text, ...rest] = args
    if (text === undefined) throw new AdminError('prediction:price needs a price in USD')
    const { client, print, manifest } = context
    if (manifest.chainId !== LOCAL_CHAIN_ID) {
      throw new AdminError(
        `prediction:price sets the local mock feed (chain ${LOCAL_CHAIN_ID}); chain ${manifest.chainId}'s feed is Chainlink's`,
      )
    }
    if (!/^[0-9]+(\.[0-9]{1,8})?$/.test(text)) {
      throw new AdminError(
        `The price must be a number of USD with up to ${PREDICTION_ORACLE_DECIMALS} decimals, not '${text}'`,
      )
    }
    const answer = parseUnits(text, PREDICTION_ORACLE_DECIMALS)
    if (answer === 0n) throw new AdminError('The price must be above 0')
    const { state } = await startCommand(context, { name: 'prediction:price', args: rest })
    const feed = await pushFeedAnswer(client, state.oracle, answer)
    print(
      `Feed answer set to ${formatUsd(feed.answer)} (feed round ${feed.roundId}, ${iso(feed.updatedAt)})`,
    )
  },
}

/**
 * On the local chain the round calls sign as the operator, account 41 (worldPlan PREDICTION);
 * pause, unpause and price as the owner, account 0, so they never take the keeper's nonce.
 */
export const predictionCommands: readonly AdminCommand[] = [
  status,
  { ...genesis, localAccount: PREDICTION.operatorAccount },
  { ...execute, localAccount: PREDICTION.operatorAccount },
  pause,
  unpause,
  price,
]
