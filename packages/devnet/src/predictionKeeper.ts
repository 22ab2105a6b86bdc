/**
 * The local world's prediction keeper (issue 32): the operator of a live game and its price feed,
 * run by `npm start` and the e2e world on the chain's clock, signing as account 41 (worldPlan
 * PREDICTION). Every couple of seconds it does what is due:
 *
 * - the oracle: pushes the DEX's BNB-USDT price to the mock feed when it changed since the
 *   keeper last looked; and right before a round locks or closes, when the feed has no answer
 *   newer than the one the game last used, or none fresh enough, it publishes the feed's latest
 *   answer again (a heartbeat, as Chainlink's feeds update on a timer when the price stands
 *   still). So an answer someone set on the feed directly (a test, `prediction:price`) is what the
 *   next round locks or closes on, until the DEX moves;
 * - the rounds: the genesis start when none runs, the genesis lock once the first round's lock
 *   time has come, then executeRound at each round's lock time (within the 30-second buffer);
 * - recovery: a round that can no longer be locked (its lock time and buffer passed, say after
 *   the clock jumped) stops the rounds for good, so the keeper pauses and unpauses (which resets
 *   genesis) and starts a new genesis round; the rounds it skipped are canceled and refundable;
 * - a pause it did not make (the owner's, `prediction:pause`) is left alone: one log line, and
 *   the rounds resume when someone unpauses.
 *
 * One step at a time, each awaited before the next (one tick at a time, too), so its transactions
 * never race each other for a nonce; each step is one log line, and a failure is one line and a
 * retry on the next tick.
 */
import { ghostPredictionAbi } from '@ghost/contracts'
import { devAccount, LOCAL_CHAIN_ID, localChain } from '@ghost/contracts/anvil'
import { getPredictionContracts, type Manifest } from '@ghost/contracts/manifest'
import { type Address, createWalletClient, getAddress, http, publicActions } from 'viem'
import type { ChainWriter } from './chainWriter'
import { type BnbUsdPairLayout, readPairAnswer, readPairLayout } from './deployPrediction'
import { IDLE_KEEPER, type Keeper, startKeeperLoop } from './keeperLoop'
import {
  describeRoundCall,
  duePredictionStep,
  feedProblem,
  formatUsd,
  iso,
  type PredictionState,
  pausePrediction,
  pushFeedAnswer,
  readPredictionState,
  runRoundCall,
  unpausePrediction,
} from './predictionRounds'
import { PREDICTION } from './worldPlan'

export type PredictionKeeperParameters = {
  /** The local chain (Anvil, chain 1337), where account 41 (worldPlan PREDICTION) runs the game. */
  rpcUrl: string
  manifest: Manifest
  /** Milliseconds between looks (default 2,000). */
  pollMs?: number | undefined
  log?: ((line: string) => void) | undefined
}

export type PredictionKeeper = Keeper

/** The most steps one tick takes (a price, a heartbeat, a pause, an unpause, a genesis, …). */
const MAX_STEPS_PER_TICK = 8
/**
 * How much younger than the contract's allowance a feed answer must be for the keeper to lock or
 * close on it rather than publish it again: the transaction's block may come a little later
 * than the clock the keeper read.
 */
const FRESHNESS_MARGIN_SECONDS = 5n

type Step = () => Promise<string>

export function startPredictionKeeper(parameters: PredictionKeeperParameters): PredictionKeeper {
  const { manifest, rpcUrl } = parameters
  const log = parameters.log ?? (() => {})
  const contracts = getPredictionContracts(manifest)
  const pair = manifest.pairs?.['BNB-USDT']
  if (!contracts || !pair || manifest.chainId !== LOCAL_CHAIN_ID) {
    log('prediction keeper: no prediction game on a local chain in the manifest; not running')
    return IDLE_KEEPER
  }
  const { Prediction: prediction } = contracts
  const wbnb = manifest.contracts.WBNB
  // The operator's own account: no other signer of the world sends from it while the keeper runs
  // (the admin's pause, unpause and price sign as the owner), so its nonce is the keeper's alone.
  const writer: ChainWriter = createWalletClient({
    chain: localChain(rpcUrl),
    transport: http(rpcUrl),
    account: devAccount(PREDICTION.operatorAccount),
    pollingInterval: 50,
  }).extend(publicActions)
  const me = getAddress(writer.account.address)

  /** The DEX answer the feed was last brought to (or found at); undefined before the first look. */
  let dexSeen: bigint | undefined
  /** Who made the pause in force, once looked up (reset when the game runs again). */
  let pausedBy: Address | undefined
  /** The pause already reported, so it is one line, not one a tick. */
  let pauseReported = false

  /** The sender of the transaction that made the latest Pause. */
  const whoPaused = async (): Promise<Address | undefined> => {
    const pauses = await writer.getContractEvents({
      address: prediction,
      abi: ghostPredictionAbi,
      eventName: 'Pause',
      fromBlock: BigInt(manifest.startBlock),
    })
    const last = pauses.at(-1)
    if (!last) return undefined
    const transaction = await writer.getTransaction({ hash: last.transactionHash })
    return getAddress(transaction.from)
  }

  let layout: BnbUsdPairLayout | undefined
  const nextStep = async (state: PredictionState): Promise<Step | undefined> => {
    const { feed } = state
    // which side holds BNB never changes: read once, then only the reserves each tick
    layout ??= await readPairLayout(writer, pair, wbnb)
    const dex = await readPairAnswer(writer, layout)
    if (dex !== dexSeen && (dexSeen !== undefined || dex !== feed.answer)) {
      return async () => {
        const pushed = await pushFeedAnswer(writer, state.oracle, dex)
        dexSeen = dex
        return `feed answer ${formatUsd(dex)} from the DEX (feed round ${pushed.roundId})`
      }
    }
    dexSeen = dex

    if (!state.paused) {
      pausedBy = undefined
      pauseReported = false
    } else {
      pausedBy ??= await whoPaused()
      if (pausedBy !== me) {
        if (!pauseReported) {
          pauseReported = true
          log(
            `prediction: paused by ${pausedBy ?? 'someone'} (not the keeper): the rounds wait for an unpause`,
          )
        }
        return undefined
      }
      // the keeper's own recovery, cut short after its pause
      return async () => {
        await unpausePrediction(writer, prediction)
        return 'unpaused: the rounds start again from genesis'
      }
    }

    const due = duePredictionStep(state)
    switch (due.step) {
      case 'paused':
      case 'wait':
        return undefined
      case 'genesisStart':
        return async () =>
          `genesis: ${describeRoundCall(await runRoundCall(writer, prediction, 'genesisStartRound'))}`
      case 'missed':
        return async () => {
          await pausePrediction(writer, prediction)
          pausedBy = me
          return `round ${due.epoch} missed its lock (due by ${iso(due.lockBy)}): paused to restart the rounds`
        }
      case 'genesisLock':
      case 'execute': {
        const problem = feedProblem(state, FRESHNESS_MARGIN_SECONDS)
        if (problem) {
          return async () => {
            const pushed = await pushFeedAnswer(writer, state.oracle, feed.answer)
            return `feed heartbeat: ${formatUsd(feed.answer)} again (feed round ${pushed.roundId}; the last was ${problem === 'used' ? 'used already' : 'stale'})`
          }
        }
        if (due.step === 'genesisLock') {
          return async () =>
            `genesis lock: ${describeRoundCall(await runRoundCall(writer, prediction, 'genesisLockRound'))}`
        }
        const lockPriceOfClosed = state.previous?.lockPrice
        return async () =>
          describeRoundCall(
            await runRoundCall(writer, prediction, 'executeRound'),
            lockPriceOfClosed,
          )
      }
    }
  }

  const runTick = async (): Promise<string[]> => {
    const done: string[] = []
    for (let i = 0; i < MAX_STEPS_PER_TICK; i++) {
      const step = await nextStep(await readPredictionState(writer, prediction))
      if (!step) break
      done.push(await step())
    }
    return done
  }
  return startKeeperLoop({ name: 'prediction', runTick, log, pollMs: parameters.pollMs })
}
