/**
 * The prediction screen's chain reads, all in one watched list that rides the page's block poll,
 * so the page follows the chain with one multicall request per block: the game's current epoch,
 * pause and settings, its latest rounds with the wallet's bet in each (`getLatestRounds`, whose
 * arguments stay the same when a round starts, so a new round costs no request of its own), its
 * feed's latest answer and decimals, the chain's clock (Multicall.getCurrentBlockTimestamp, so
 * countdowns run on chain time) and the wallet's BNB (Multicall.getEthBalance).
 */
import { multicallAbi } from '@ghost/contracts'
import { getPredictionContracts } from '@ghost/contracts/manifest'
import { betSideFromEnum } from '@ghost/sdk'
import { useMemo } from 'react'
import { type Address, zeroAddress } from 'viem'
import {
  readFeedDecimals,
  readFeedLatestRound,
  readLatestPredictionRounds,
  readPredictionValue,
} from '../../../chain/actions/prediction'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import {
  getLatestRoundEpochs,
  getPredictionStatus,
  type PredictionBet,
  type PredictionRound,
  type PredictionSettings,
  type PredictionStatus,
  ROUNDS_READ,
} from '../rules/predictionRules'

/** The feed's latest answer (8 decimals on Chainlink's BNB/USD). */
export type FeedAnswer = { roundId: bigint; answer: bigint; updatedAt: number }

export type PredictionState = {
  /** The game's address; undefined when this world has no prediction game. */
  prediction: Address | undefined
  status: PredictionStatus
  currentEpoch: bigint | undefined
  settings: PredictionSettings | undefined
  /** The rounds read, oldest first (a round not started yet has `startTimestamp` 0). */
  rounds: PredictionRound[]
  /** The wallet's bets by epoch (none without a wallet). */
  bets: ReadonlyMap<bigint, PredictionBet>
  feed: FeedAnswer | undefined
  feedDecimals: number | undefined
  blockTimestamp: bigint | undefined
  /** The wallet's BNB; undefined without a wallet or before the first answer. */
  balance: bigint | undefined
  /** The block the data was read at. */
  blockNumber: bigint | undefined
}

const NO_ROUNDS: PredictionRound[] = []
const NO_BETS: ReadonlyMap<bigint, PredictionBet> = new Map()

export function usePredictionState(account: Address | undefined): PredictionState {
  const { manifest } = useRuntimeConfig()
  const contracts = getPredictionContracts(manifest)
  const prediction = contracts?.Prediction
  const oracle = contracts?.PredictionOracle
  const multicall = manifest.contracts.Multicall

  const baseCalls = useMemo(
    () =>
      prediction && oracle
        ? ([
            readPredictionValue({ prediction, name: 'currentEpoch' }),
            readPredictionValue({ prediction, name: 'paused' }),
            readPredictionValue({ prediction, name: 'minBetAmount' }),
            readPredictionValue({ prediction, name: 'intervalSeconds' }),
            readPredictionValue({ prediction, name: 'bufferSeconds' }),
            readPredictionValue({ prediction, name: 'treasuryFee' }),
            // zero's bets when no wallet: the list keeps one shape, so its answers stay typed
            readLatestPredictionRounds({
              prediction,
              count: BigInt(ROUNDS_READ),
              user: account ?? zeroAddress,
            }),
            readFeedLatestRound({ feed: oracle }),
            readFeedDecimals({ feed: oracle }),
            { address: multicall, abi: multicallAbi, functionName: 'getCurrentBlockTimestamp' },
            // and zero's balance
            {
              address: multicall,
              abi: multicallAbi,
              functionName: 'getEthBalance',
              args: [account ?? zeroAddress],
            },
          ] as const)
        : undefined,
    [prediction, oracle, multicall, account],
  )
  const base = useMulticall(baseCalls, { enabled: !!baseCalls })
  const [
    epochRead,
    pausedRead,
    minRead,
    intervalRead,
    bufferRead,
    feeRead,
    latestRead,
    feedRead,
    decimalsRead,
  ] = base.data ?? []
  const [, , , , , , , , , timestampRead, balanceRead] = base.data ?? []
  const currentEpoch = epochRead?.status === 'success' ? epochRead.result : undefined
  const latest = latestRead?.status === 'success' ? latestRead.result : undefined

  // Both come from one call at the block of `currentEpoch`: the epochs follow from it.
  const { rounds, bets } = useMemo(() => {
    if (!latest || currentEpoch === undefined) return { rounds: NO_ROUNDS, bets: NO_BETS }
    const [latestRounds, latestBets] = latest
    const epochs = getLatestRoundEpochs(currentEpoch, latestRounds.length)
    const rounds = latestRounds.map(
      (r, index): PredictionRound => ({
        epoch: epochs[index] ?? r.epoch,
        startTimestamp: Number(r.startTimestamp),
        lockTimestamp: Number(r.lockTimestamp),
        closeTimestamp: Number(r.closeTimestamp),
        lockPrice: r.lockPrice,
        closePrice: r.closePrice,
        totalAmount: r.totalAmount,
        bullAmount: r.bullAmount,
        bearAmount: r.bearAmount,
        rewardBaseCalAmount: r.rewardBaseCalAmount,
        rewardAmount: r.rewardAmount,
        claimedBaseAmount: r.claimedBaseAmount,
        oracleCalled: r.oracleCalled,
      }),
    )
    const bets = new Map<bigint, PredictionBet>()
    if (account) {
      latestBets.forEach((bet, index) => {
        const epoch = epochs[index]
        if (epoch === undefined) return
        bets.set(epoch, {
          side: betSideFromEnum(bet.position),
          amount: bet.amount,
          claimed: bet.claimed,
        })
      })
    }
    return { rounds, bets }
  }, [latest, currentEpoch, account])

  const settings = useMemo<PredictionSettings | undefined>(
    () =>
      minRead?.status === 'success' &&
      intervalRead?.status === 'success' &&
      bufferRead?.status === 'success' &&
      feeRead?.status === 'success'
        ? {
            minBetAmount: minRead.result,
            intervalSeconds: Number(intervalRead.result),
            bufferSeconds: Number(bufferRead.result),
            treasuryFee: Number(feeRead.result),
          }
        : undefined,
    [minRead, intervalRead, bufferRead, feeRead],
  )
  const feedAnswer = feedRead?.status === 'success' ? feedRead.result : undefined
  const feed = useMemo<FeedAnswer | undefined>(
    () =>
      feedAnswer
        ? { roundId: feedAnswer[0], answer: feedAnswer[1], updatedAt: Number(feedAnswer[3]) }
        : undefined,
    [feedAnswer],
  )
  const paused = pausedRead?.status === 'success' ? pausedRead.result : undefined
  const failed =
    !!base.error ||
    epochRead?.status === 'failure' ||
    pausedRead?.status === 'failure' ||
    latestRead?.status === 'failure'
  return {
    prediction,
    status: getPredictionStatus({
      answered: currentEpoch !== undefined && !!latest,
      failed,
      paused,
    }),
    currentEpoch,
    settings,
    rounds,
    bets,
    feed,
    feedDecimals: decimalsRead?.status === 'success' ? decimalsRead.result : undefined,
    blockTimestamp: timestampRead?.status === 'success' ? timestampRead.result : undefined,
    balance: account && balanceRead?.status === 'success' ? balanceRead.result : undefined,
    blockNumber: base.blockNumber,
  }
}
