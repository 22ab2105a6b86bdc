/**
 * The local world's lottery keeper (issue 31): what the operator of a live lottery does on a
 * schedule, run by `npm start` and the e2e world on the chain's clock. Every couple of seconds it
 * looks at the current round and does what is due: opens a 12-hour round when none is open (and
 * injects 2,500 CAKE into it: 35,000 a week), closes it at its end time, answers its randomness
 * request through the VRF mock with `lotteryKeeperWord(seed, id)`, and counts the winners.
 * A failed transaction is one log line; the next tick tries again.
 */
import { devAccount, LOCAL_CHAIN_ID, localChain } from '@ghost/contracts/anvil'
import { getLotteryContracts, type Manifest } from '@ghost/contracts/manifest'
import { formatTicketNumber } from '@ghost/sdk'
import { createWalletClient, formatEther, http, publicActions } from 'viem'
import type { ChainWriter } from './chainWriter'
import { IDLE_KEEPER, type Keeper, startKeeperLoop } from './keeperLoop'
import {
  canOpenRound,
  closeRound,
  drawRound,
  fulfilThroughMock,
  injectCake,
  LOTTERY_DEFAULT_SEED,
  type LotteryState,
  lotteryKeeperWord,
  MIN_PRICE_WINDOW,
  openRound,
  RANDOMNESS_TIMEOUT,
  ROUND_STATUS,
  readLotteryState,
  retryRandomness,
} from './lotteryRounds'
import { LOTTERY } from './worldPlan'

export { LOTTERY_DEFAULT_SEED, lotteryKeeperWord, lotterySeedFromEnv } from './lotteryRounds'

export type LotteryKeeperParameters = {
  /** The local chain (Anvil, chain 1337), where account 40 (worldPlan LOTTERY) is the lottery's operator and injector. */
  rpcUrl: string
  manifest: Manifest
  /** Seed of the winning numbers (default LOTTERY_DEFAULT_SEED). */
  seed?: bigint | undefined
  /** Milliseconds between looks (default 2,000). */
  pollMs?: number | undefined
  log?: ((line: string) => void) | undefined
}

export type LotteryKeeper = Keeper

/** The most steps one tick takes (open, inject, close, answer, draw, and a retry). */
const MAX_STEPS_PER_TICK = 8

/** A step that is due: sends it and answers what it did. */
type Step = () => Promise<string>

export function startLotteryKeeper(parameters: LotteryKeeperParameters): LotteryKeeper {
  const { manifest, rpcUrl } = parameters
  const log = parameters.log ?? (() => {})
  const seed = parameters.seed ?? LOTTERY_DEFAULT_SEED
  const contracts = getLotteryContracts(manifest)
  if (!contracts || manifest.chainId !== LOCAL_CHAIN_ID) {
    log('lottery keeper: no lottery on a local chain in the manifest; not running')
    return IDLE_KEEPER
  }
  const { Lottery: lottery, VRFCoordinator: coordinator } = contracts
  const cake = manifest.tokens.CAKE
  // The operator's own account (worldPlan LOTTERY): no other signer of the world sends from it
  // while the keeper runs, so the nonce the keeper counts is never taken by another sender.
  const writer: ChainWriter = createWalletClient({
    chain: localChain(rpcUrl),
    transport: http(rpcUrl),
    account: devAccount(LOTTERY.operatorAccount),
    pollingInterval: 50,
  }).extend(publicActions)
  /** Rounds this keeper opened and has not injected yet. */
  const toInject = new Set<bigint>()

  const nextStep = (state: LotteryState): Step | undefined => {
    const { lotteryId, round, now } = state
    if (canOpenRound(state)) {
      // the ticket price averages the pair since the last opening: too short a window is refused
      if (now < state.priceTimestampLast + MIN_PRICE_WINDOW) return undefined
      return async () => {
        const opened = await openRound(writer, lottery, { now, seconds: LOTTERY.roundSeconds })
        toInject.add(opened)
        return `round ${opened} opened until ${iso(now + LOTTERY.roundSeconds)}`
      }
    }
    if (!round) return undefined
    if (round.status === ROUND_STATUS.Open && toInject.has(lotteryId)) {
      return async () => {
        await injectCake(writer, { lottery, cake, lotteryId, amount: LOTTERY.injection })
        toInject.delete(lotteryId)
        return `round ${lotteryId}: ${formatEther(LOTTERY.injection)} CAKE injected`
      }
    }
    if (round.status === ROUND_STATUS.Open && now >= round.endTime) {
      return async () => {
        await closeRound(writer, lottery, lotteryId)
        return `round ${lotteryId} closed (${round.ticketsSold} tickets)`
      }
    }
    if (round.status === ROUND_STATUS.Close && !round.randomReady) {
      if (now >= round.requestedAt + RANDOMNESS_TIMEOUT) {
        return async () => {
          await retryRandomness(writer, lottery, lotteryId)
          return `round ${lotteryId}: randomness requested again`
        }
      }
      return async () => {
        const finalNumber = await fulfilThroughMock(writer, {
          coordinator,
          lottery,
          lotteryId,
          word: lotteryKeeperWord(seed, lotteryId),
        })
        return `round ${lotteryId}: winning number ${formatTicketNumber(finalNumber)}`
      }
    }
    if (round.status === ROUND_STATUS.Close) {
      return async () => {
        const drawn = await drawRound(writer, lottery, lotteryId)
        return `round ${lotteryId} drawn (winners per bracket ${drawn.winnersPerBracket.join(', ')})`
      }
    }
    return undefined
  }

  const runTick = async (): Promise<string[]> => {
    const done: string[] = []
    for (let i = 0; i < MAX_STEPS_PER_TICK; i++) {
      const step = nextStep(await readLotteryState(writer, lottery))
      if (!step) break
      done.push(await step())
    }
    return done
  }

  return startKeeperLoop({ name: 'lottery', runTick, log, pollMs: parameters.pollMs })
}

function iso(seconds: bigint): string {
  return new Date(Number(seconds) * 1000).toISOString()
}
