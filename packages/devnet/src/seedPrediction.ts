/**
 * The prediction game's past in a fresh local world (Anvil only; worldPlan PREDICTION_HISTORY):
 * finished 5-minute rounds with a Bull win, a Bear win, a tie and a round the house takes, claims
 * taken, two rounds canceled when the operator was away, refunds taken, and at the present a new
 * genesis round open for bets, which `npm start`'s keeper carries on.
 *
 * Its history goes in between the DEX history's steps (seedHistory's `beforeStep`) at its own
 * times, in the last minutes before the NFT market's half hour, as the lottery's does. The
 * operator (account 41) pushes each lock and close answer to the mock feed right before the round
 * call that uses it: the DEX's BNB-USDT price, moved where the plan needs a move the DEX does not
 * make (see PREDICTION_HISTORY). `resume()` brings the game back at the present.
 */
import { ghostPredictionAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import { getPredictionContracts } from '@ghost/contracts/manifest'
import { type Address, parseEther } from 'viem'
import { createAnvilSender } from './anvilSender'
import { type BnbUsdPairLayout, readPairAnswer, readPairLayout } from './deployPrediction'
import { devAddress } from './nftSeedContext'
import { iso, readPredictionState } from './predictionRounds'
import { createRandom } from './random'
import {
  createSeedClock,
  createTimedActions,
  type TimedAction,
  type TimedSeed,
  type TimedSeedParameters,
} from './timedActions'
import { PREDICTION, PREDICTION_HISTORY, type PredictionSeedBet } from './worldPlan'

export type SeedPredictionParameters = TimedSeedParameters

export type PredictionSeed = TimedSeed<{ rounds: number; transactions: number }> & {
  /**
   * At the present (after the rest of the seed): the operator restarts the rounds as the keeper
   * recovers (pause, unpause, genesis start), the canceled rounds' bets are reclaimed, and the new
   * round gets its first bets. Answers the transactions it sent.
   */
  resume(): Promise<{ transactions: number }>
}

/** The latest a timed round call may land after its planned second (its buffer is 30 s). */
const ROUND_CALL_SLACK = 15n
const BASIS_POINTS = 10_000n

/**
 * The answer that closes a round locked at `lock` with the planned `move`, given the DEX's answer
 * now: the DEX's when it moved that way, else the lock price moved `bps` basis points that way
 * (exactly the lock price for a flat round).
 */
export function plannedClose(
  lock: bigint,
  dex: bigint,
  move: 'up' | 'down' | 'flat',
  bps: bigint,
): bigint {
  if (move === 'flat') return lock
  if (move === 'up') return dex > lock ? dex : (lock * (BASIS_POINTS + bps)) / BASIS_POINTS
  return dex < lock ? dex : (lock * (BASIS_POINTS - bps)) / BASIS_POINTS
}

export function createPredictionSeed(parameters: SeedPredictionParameters): PredictionSeed {
  const { manifest, until } = parameters
  const contracts = getPredictionContracts(manifest)
  const pair = manifest.pairs?.['BNB-USDT']
  if (!contracts || !pair) throw new Error('the manifest lacks the prediction game or BNB-USDT')
  const { Prediction: prediction, PredictionOracle: oracle } = contracts
  const wbnb = manifest.contracts.WBNB
  const sender = createAnvilSender(parameters.rpcUrl)
  const { client } = sender
  const random = createRandom(PREDICTION_HISTORY.seed)
  const operator = devAddress(PREDICTION.operatorAccount)
  const { intervalSeconds } = PREDICTION
  const { rounds, canceled, uncollected, executeDelaySeconds } = PREDICTION_HISTORY
  const between = (min: number, max: number) =>
    BigInt(min + Math.floor(random.next() * (max - min + 1)))

  const clock = createSeedClock(sender, 'prediction')

  /** A round call at its planned second; refused when other seeds crowd it past its buffer. */
  const roundCallAt = async (
    time: bigint,
    functionName: 'genesisStartRound' | 'genesisLockRound' | 'executeRound',
  ) => {
    const stamp = await clock.callAt(
      time,
      operator,
      prediction,
      ghostPredictionAbi,
      functionName,
      [],
    )
    if (stamp > time + ROUND_CALL_SLACK) {
      throw new Error(
        `the prediction history's ${functionName} planned at ${iso(time)} ran at ${iso(stamp)}: other seeds' transactions crowd its minutes`,
      )
    }
  }

  const bet = (epoch: bigint, [account, side]: PredictionSeedBet, time: bigint): TimedAction => {
    const amount =
      between(PREDICTION_HISTORY.betMilliBnb.min, PREDICTION_HISTORY.betMilliBnb.max) *
      parseEther('0.001')
    return {
      time,
      run: async () => {
        await clock.callAt(
          time,
          devAddress(account),
          prediction,
          ghostPredictionAbi,
          side === 'Bull' ? 'betBull' : 'betBear',
          [epoch],
          amount,
        )
      },
    }
  }

  /** Bets spread over a round's first four and a half minutes. */
  const bets = (
    epoch: bigint,
    starts: bigint,
    planned: readonly PredictionSeedBet[],
  ): TimedAction[] =>
    planned.map((one, k) =>
      bet(epoch, one, starts + 20n + (260n * BigInt(k)) / BigInt(planned.length)),
    )

  /**
   * Each winner of a closed round but the one the plan leaves claims, from a minute after it
   * closed, a few seconds apart (the winners are read from the chain then).
   */
  const claims = (
    epoch: bigint,
    closed: bigint,
    planned: readonly PredictionSeedBet[],
  ): TimedAction[] =>
    planned
      .filter(([account]) => account !== uncollected.account || epoch !== BigInt(uncollected.win))
      .map(([account], k) => {
        const time = closed + 60n + 5n * BigInt(k)
        return {
          time,
          run: async () => {
            const user = devAddress(account)
            const wins = await client.readContract({
              address: prediction,
              abi: ghostPredictionAbi,
              functionName: 'claimable',
              args: [epoch, user],
            })
            if (wins)
              await clock.callAt(time, user, prediction, ghostPredictionAbi, 'claim', [[epoch]])
          },
        }
      })

  let layout: BnbUsdPairLayout | undefined
  /** The answer of the last lock: what the next close moves from. */
  let lockAnswer = 0n
  /** Pushes the feed answer for round call `j` (1: the genesis lock; j > 1 closes round j - 1). */
  const push = (j: number, time: bigint): TimedAction => ({
    time,
    run: async () => {
      layout ??= await readPairLayout(client, pair, wbnb)
      const dex = await readPairAnswer(client, layout)
      const closing = rounds[j - 2]
      const answer = closing
        ? plannedClose(
            lockAnswer,
            dex,
            closing.move,
            between(PREDICTION_HISTORY.moveBps.min, PREDICTION_HISTORY.moveBps.max),
          )
        : dex
      await clock.callAt(time, operator, oracle, mockV3AggregatorAbi, 'updateAnswer', [answer])
      lockAnswer = answer
    },
  })

  // Round call j at start + j·(interval + delay): each round locks (and the one before closes)
  // `executeDelaySeconds` into its buffer; round r starts at call r - 1.
  const start = until - PREDICTION_HISTORY.startsBeforeEnd
  const callAt = (j: number) => start + BigInt(j) * (intervalSeconds + executeDelaySeconds)
  const plannedBets = [...rounds.map((round) => round.bets), ...canceled]
  const calls = rounds.length + 1
  const actions: TimedAction[] = [
    { time: callAt(0), run: () => roundCallAt(callAt(0), 'genesisStartRound') },
  ]
  for (let j = 1; j <= calls; j++) {
    actions.push(push(j, callAt(j) - 1n), {
      time: callAt(j),
      run: () => roundCallAt(callAt(j), j === 1 ? 'genesisLockRound' : 'executeRound'),
    })
  }
  for (const [k, planned] of plannedBets.entries()) {
    actions.push(...bets(BigInt(k + 1), callAt(k), planned))
  }
  for (const [k, round] of rounds.entries()) {
    actions.push(...claims(BigInt(k + 1), callAt(k + 2), round.bets))
  }
  const queue = createTimedActions(actions, clock.catchUp)
  const lastAction = actions.at(-1)
  if (!lastAction || lastAction.time >= until) {
    throw new Error('the prediction history does not end before the DEX history does')
  }

  return {
    beforeStep: (time) => queue.runBefore(time),
    async finish() {
      queue.assertAllRun('prediction history', 'steps')
      await sender.assertAllSucceeded('prediction history')
      return { rounds: rounds.length, transactions: sender.transactions() }
    },
    async resume() {
      const before = sender.transactions()
      const state = await readPredictionState(client, prediction)
      const firstCanceled = BigInt(rounds.length + 1)
      for (let epoch = firstCanceled; epoch <= state.epoch; epoch++) {
        const round = await client.readContract({
          address: prediction,
          abi: ghostPredictionAbi,
          functionName: 'getRound',
          args: [epoch],
        })
        if (state.now <= round.closeTimestamp + state.bufferSeconds) {
          throw new Error(
            `the prediction history's round ${epoch} is not canceled yet at ${iso(state.now)}: the history must end earlier`,
          )
        }
      }
      await client.setAutomine(false)
      try {
        const call = (from: Address, functionName: 'pause' | 'unpause' | 'genesisStartRound') =>
          sender.call(from, prediction, ghostPredictionAbi, functionName, [])
        await call(operator, 'pause')
        await call(operator, 'unpause')
        await call(operator, 'genesisStartRound')
        for (const [k, planned] of canceled.entries()) {
          const epoch = firstCanceled + BigInt(k)
          for (const [account] of planned) {
            if (account === uncollected.account && epoch === BigInt(uncollected.refund)) continue
            await sender.call(devAddress(account), prediction, ghostPredictionAbi, 'claim', [
              [epoch],
            ])
          }
        }
        const current = state.epoch + 1n
        for (const [account, side] of PREDICTION_HISTORY.currentBets) {
          const amount =
            between(PREDICTION_HISTORY.betMilliBnb.min, PREDICTION_HISTORY.betMilliBnb.max) *
            parseEther('0.001')
          await sender.call(
            devAddress(account),
            prediction,
            ghostPredictionAbi,
            side === 'Bull' ? 'betBull' : 'betBear',
            [current],
            amount,
          )
        }
      } finally {
        await client.setAutomine(true)
      }
      await sender.assertAllSucceeded('prediction at the present')
      return { transactions: sender.transactions() - before }
    },
  }
}
