/**
 * Gas of the prediction game's operations (issue 32), absolute. Measured in the warm case of a
 * running game with the world's settings (5-minute rounds, 3% fee) on Chainlink's
 * MockV3Aggregator: a dozen rounds have been played, each with a Bull and a Bear bet, the price
 * rising every round (Bull wins). The measured bets are the first and the second of a round;
 * executeRound locks a round with bets and closes and settles one with bets; the claims pay the
 * Bull bettor one round, then ten rounds in one call.
 */
import {
  ghostPredictionAbi,
  ghostPredictionBytecode,
  mockV3AggregatorAbi,
  mockV3AggregatorBytecode,
} from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import {
  PREDICTION_BUFFER_SECONDS,
  PREDICTION_INTERVAL_SECONDS,
  PREDICTION_MIN_BET,
  PREDICTION_ORACLE_DECIMALS,
  PREDICTION_TREASURY_FEE,
} from '@ghost/sdk'
import { encodeFunctionData, parseEther, type TransactionReceipt } from 'viem'
import { BenchTransactionError, deploy, devActors, send } from './chain'
import { formatGasLines } from './report'

export const PREDICTION_OPERATIONS = [
  'bet (first of the round)',
  'bet (later in the round)',
  'execute round (lock, close, settle, start)',
  'claim 1 round',
  'claim 10 rounds (one call)',
] as const
export type PredictionOperation = (typeof PREDICTION_OPERATIONS)[number]
export type PredictionGas = Record<PredictionOperation, bigint>

/** The world's feed allowance (devnet worldPlan PREDICTION). */
const ORACLE_UPDATE_ALLOWANCE = 60n
/** 600 USD per BNB, in the feed's 8 decimals; each round it rises by a cent. */
const START_PRICE = 600n * 10n ** 8n
const PRICE_STEP = 10n ** 6n
/** Rounds closed before the measured claims: one claimed to warm up, one, then ten at once. */
const CLOSED_ROUNDS = 12

/**
 * Development accounts by role; 0 deploys, owns and operates the game and feeds the price.
 * Beyond the other benches' accounts, so their histories do not touch these.
 */
const ROLE = { treasury: 20, bull: 21, bear: 22, first: 23, later: 24 } as const

export async function measurePredictionGas(url: string): Promise<PredictionGas> {
  const { actor } = devActors(url)
  const admin = actor(0)
  const me = admin.account.address
  for (const role of [ROLE.bull, ROLE.bear, ROLE.first, ROLE.later]) {
    // Anvil funds accounts 0–9 only
    await admin.setBalance({ address: devAccount(role).address, value: parseEther('100') })
  }

  const oracle = await deploy(
    admin,
    'MockV3Aggregator',
    { abi: mockV3AggregatorAbi, bytecode: mockV3AggregatorBytecode },
    [PREDICTION_ORACLE_DECIMALS, START_PRICE],
  )
  const prediction = await deploy(
    admin,
    'GhostPrediction',
    { abi: ghostPredictionAbi, bytecode: ghostPredictionBytecode },
    [
      oracle,
      me,
      me,
      devAccount(ROLE.treasury).address,
      BigInt(PREDICTION_INTERVAL_SECONDS),
      BigInt(PREDICTION_BUFFER_SECONDS),
      PREDICTION_MIN_BET,
      ORACLE_UPDATE_ALLOWANCE,
      BigInt(PREDICTION_TREASURY_FEE),
    ],
  )

  const operator = (functionName: 'genesisStartRound' | 'genesisLockRound' | 'executeRound') =>
    send(
      admin,
      functionName,
      prediction,
      encodeFunctionData({ abi: ghostPredictionAbi, functionName }),
    )
  const bet = (who: number, side: 'betBull' | 'betBear', epoch: bigint, amount: bigint) =>
    send(
      actor(who),
      side,
      prediction,
      encodeFunctionData({ abi: ghostPredictionAbi, functionName: side, args: [epoch] }),
      amount,
    )
  const claim = (who: number, epochs: readonly bigint[]) =>
    send(
      actor(who),
      'claim',
      prediction,
      encodeFunctionData({ abi: ghostPredictionAbi, functionName: 'claim', args: [epochs] }),
    )
  const currentEpoch = () =>
    admin.readContract({
      address: prediction,
      abi: ghostPredictionAbi,
      functionName: 'currentEpoch',
    })

  // An explicit timestamp, not increaseTime: bench:gas runs Anvil with a fixed block interval,
  // which overrides an increase
  let price = START_PRICE
  /** A fresh, higher answer a second before the current round's lock, then the operator's step. */
  const atLock = async (step: 'genesisLockRound' | 'executeRound'): Promise<TransactionReceipt> => {
    const { lockTimestamp } = await admin.readContract({
      address: prediction,
      abi: ghostPredictionAbi,
      functionName: 'getRound',
      args: [await currentEpoch()],
    })
    price += PRICE_STEP
    await admin.setNextBlockTimestamp({ timestamp: lockTimestamp - 1n })
    await send(
      admin,
      'updateAnswer',
      oracle,
      encodeFunctionData({ abi: mockV3AggregatorAbi, functionName: 'updateAnswer', args: [price] }),
    )
    await admin.setNextBlockTimestamp({ timestamp: lockTimestamp })
    return operator(step)
  }
  const playRound = async () => {
    const epoch = await currentEpoch()
    await bet(ROLE.bull, 'betBull', epoch, parseEther('0.1'))
    await bet(ROLE.bear, 'betBear', epoch, parseEther('0.25'))
    return epoch
  }

  // Rounds closed with bets on both sides, Bull winning each: the bull bettor's claims
  await operator('genesisStartRound')
  const won = [await playRound()]
  await atLock('genesisLockRound')
  while (won.length < CLOSED_ROUNDS + 1) {
    won.push(await playRound())
    await atLock('executeRound')
  }

  const gas = {} as PredictionGas
  // The measured round: two fresh bettors, then the bettors of every round
  const epoch = await currentEpoch()
  gas['bet (first of the round)'] = (
    await bet(ROLE.first, 'betBull', epoch, PREDICTION_MIN_BET)
  ).gasUsed
  gas['bet (later in the round)'] = (
    await bet(ROLE.later, 'betBear', epoch, PREDICTION_MIN_BET)
  ).gasUsed
  await playRound()
  const executed = await atLock('executeRound')
  if (executed.logs.length === 0) throw new BenchTransactionError('executeRound emitted nothing')
  gas['execute round (lock, close, settle, start)'] = executed.gasUsed

  const closed = won.slice(0, CLOSED_ROUNDS)
  await claim(ROLE.bull, closed.slice(0, 1))
  gas['claim 1 round'] = (await claim(ROLE.bull, closed.slice(1, 2))).gasUsed
  gas['claim 10 rounds (one call)'] = (await claim(ROLE.bull, closed.slice(2, 12))).gasUsed
  return gas
}

export function formatPredictionTable(gas: PredictionGas): string {
  const lines = formatGasLines('Prediction operation', PREDICTION_OPERATIONS, gas)
  return [
    'Prediction (absolute gas, a running game after 12 rounds, winning rounds claimed)',
    ...lines,
  ].join('\n')
}
