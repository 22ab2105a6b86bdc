/**
 * Typed calls of the prediction game: bet Bull or Bear on the open round (`value` is the bet in
 * BNB) and claim winnings and refunds of several rounds at once, plus the reads the prediction
 * screen rides on its page's multicall: the current epoch, the latest rounds with the wallet's
 * bet in each, the game's settings and pause, and its price feed's latest answer (an
 * `AggregatorV3Interface`).
 */
import type { PredictionBetSide } from '@ghost/sdk'
import type { Address } from 'viem'

/** A bet on one side: payable, the round's epoch its one argument (as solc lists it). */
function betFunction<const name extends 'betBull' | 'betBear'>(name: name) {
  return {
    inputs: [{ internalType: 'uint256', name: 'epoch', type: 'uint256' }],
    name,
    outputs: [],
    stateMutability: 'payable',
    type: 'function',
  } as const
}

/** An argument-free view of one uint256 (a setting or the current epoch), as solc lists it. */
function uint256View<const name extends string>(name: name) {
  return {
    inputs: [],
    name,
    outputs: [{ internalType: 'uint256', name: '', type: 'uint256' }],
    stateMutability: 'view',
    type: 'function',
  } as const
}

/**
 * The GhostPrediction functions the screen calls, as its generated ABI has them (prediction.test.ts
 * checks they stay equal). Not the generated ABI itself: the contracts package's index is part of
 * every route's first load, so an ABI a screen imports from it (or from its own module under
 * `generated/`, which that index re-exports) ships with all routes.
 */
export const predictionScreenAbi = [
  betFunction('betBear'),
  betFunction('betBull'),
  uint256View('bufferSeconds'),
  {
    inputs: [
      {
        internalType: 'uint256[]',
        name: 'epochs',
        type: 'uint256[]',
      },
    ],
    name: 'claim',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  uint256View('currentEpoch'),
  {
    inputs: [
      {
        internalType: 'uint256',
        name: 'count',
        type: 'uint256',
      },
      {
        internalType: 'address',
        name: 'user',
        type: 'address',
      },
    ],
    name: 'getLatestRounds',
    outputs: [
      {
        components: [
          {
            internalType: 'uint256',
            name: 'epoch',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'startTimestamp',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'lockTimestamp',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'closeTimestamp',
            type: 'uint256',
          },
          {
            internalType: 'int256',
            name: 'lockPrice',
            type: 'int256',
          },
          {
            internalType: 'int256',
            name: 'closePrice',
            type: 'int256',
          },
          {
            internalType: 'uint256',
            name: 'lockOracleId',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'closeOracleId',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'totalAmount',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'bullAmount',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'bearAmount',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'rewardBaseCalAmount',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'rewardAmount',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'claimedBaseAmount',
            type: 'uint256',
          },
          {
            internalType: 'bool',
            name: 'oracleCalled',
            type: 'bool',
          },
        ],
        internalType: 'struct IGhostPrediction.Round[]',
        name: 'rounds',
        type: 'tuple[]',
      },
      {
        components: [
          {
            internalType: 'enum IGhostPrediction.Position',
            name: 'position',
            type: 'uint8',
          },
          {
            internalType: 'uint256',
            name: 'amount',
            type: 'uint256',
          },
          {
            internalType: 'bool',
            name: 'claimed',
            type: 'bool',
          },
        ],
        internalType: 'struct IGhostPrediction.BetInfo[]',
        name: 'bets',
        type: 'tuple[]',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  uint256View('intervalSeconds'),
  uint256View('minBetAmount'),
  {
    inputs: [],
    name: 'paused',
    outputs: [
      {
        internalType: 'bool',
        name: '',
        type: 'bool',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  uint256View('treasuryFee'),
] as const

/** The price feed's functions the screen reads, as Chainlink's `AggregatorV3Interface` has them. */
export const predictionFeedAbi = [
  {
    inputs: [],
    name: 'decimals',
    outputs: [
      {
        internalType: 'uint8',
        name: '',
        type: 'uint8',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'latestRoundData',
    outputs: [
      {
        internalType: 'uint80',
        name: 'roundId',
        type: 'uint80',
      },
      {
        internalType: 'int256',
        name: 'answer',
        type: 'int256',
      },
      {
        internalType: 'uint256',
        name: 'startedAt',
        type: 'uint256',
      },
      {
        internalType: 'uint256',
        name: 'updatedAt',
        type: 'uint256',
      },
      {
        internalType: 'uint80',
        name: 'answeredInRound',
        type: 'uint80',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
] as const

/** A bet on round `epoch` (the current one, before its lock): `amount` BNB that it closes up or down. */
export function betPrediction({
  prediction,
  epoch,
  side,
  amount,
}: {
  prediction: Address
  epoch: bigint
  side: PredictionBetSide
  /** The bet in wei, sent as the transaction's value. */
  amount: bigint
}) {
  return {
    address: prediction,
    abi: predictionScreenAbi,
    functionName: side === 'Bull' ? 'betBull' : 'betBear',
    args: [epoch],
    value: amount,
  } as const
}

/** Collects the winnings of closed rounds and the refunds of canceled ones, in one transfer. */
export function claimPrediction({
  prediction,
  epochs,
}: {
  prediction: Address
  epochs: readonly bigint[]
}) {
  return {
    address: prediction,
    abi: predictionScreenAbi,
    functionName: 'claim',
    args: [epochs],
  } as const
}

type PredictionSetting =
  | 'currentEpoch'
  | 'paused'
  | 'minBetAmount'
  | 'intervalSeconds'
  | 'bufferSeconds'
  | 'treasuryFee'

/** One of the game's argument-free reads: its current epoch, pause, or a setting. */
export function readPredictionValue<const name extends PredictionSetting>({
  prediction,
  name,
}: {
  prediction: Address
  name: name
}) {
  return { address: prediction, abi: predictionScreenAbi, functionName: name } as const
}

/**
 * The `count` latest rounds, oldest first and the current one last (fewer while the game has
 * fewer), and `user`'s bet in each. Its arguments stay the same when a round starts, so a screen
 * that watches it gets the new round in its block poll rather than in a request of its own.
 */
export function readLatestPredictionRounds({
  prediction,
  count,
  user,
}: {
  prediction: Address
  count: bigint
  user: Address
}) {
  return {
    address: prediction,
    abi: predictionScreenAbi,
    functionName: 'getLatestRounds',
    args: [count, user],
  } as const
}

/** The feed's latest answer: `roundId, answer, startedAt, updatedAt, answeredInRound`. */
export function readFeedLatestRound({ feed }: { feed: Address }) {
  return { address: feed, abi: predictionFeedAbi, functionName: 'latestRoundData' } as const
}

export function readFeedDecimals({ feed }: { feed: Address }) {
  return { address: feed, abi: predictionFeedAbi, functionName: 'decimals' } as const
}
