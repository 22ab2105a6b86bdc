import { ghostPredictionAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import { decodeFunctionData, encodeFunctionData } from 'viem'
import { expect, test } from 'vitest'
import {
  betPrediction,
  claimPrediction,
  predictionFeedAbi,
  predictionScreenAbi,
  readLatestPredictionRounds,
} from './prediction'

const PREDICTION = '0x9000000000000000000000000000000000000009'

test('a bet sends its side’s function with the round and the amount as value; a claim the rounds', () => {
  const bull = betPrediction({ prediction: PREDICTION, epoch: 7n, side: 'Bull', amount: 5n })
  expect(bull.address).toBe(PREDICTION)
  expect(bull.value).toBe(5n)
  expect(decodeFunctionData({ abi: ghostPredictionAbi, data: encodeFunctionData(bull) })).toEqual({
    functionName: 'betBull',
    args: [7n],
  })
  const bear = betPrediction({ prediction: PREDICTION, epoch: 8n, side: 'Bear', amount: 6n })
  expect(bear.value).toBe(6n)
  expect(decodeFunctionData({ abi: ghostPredictionAbi, data: encodeFunctionData(bear) })).toEqual({
    functionName: 'betBear',
    args: [8n],
  })
  const claim = claimPrediction({ prediction: PREDICTION, epochs: [3n, 5n] })
  expect(decodeFunctionData({ abi: ghostPredictionAbi, data: encodeFunctionData(claim) })).toEqual({
    functionName: 'claim',
    args: [[3n, 5n]],
  })
})

test('the latest rounds are read with the count and the wallet as the contract takes them', () => {
  const user = '0x2000000000000000000000000000000000000002'
  const read = readLatestPredictionRounds({ prediction: PREDICTION, count: 4n, user })
  expect(read.address).toBe(PREDICTION)
  expect(decodeFunctionData({ abi: ghostPredictionAbi, data: encodeFunctionData(read) })).toEqual({
    functionName: 'getLatestRounds',
    args: [4n, user],
  })
})

test('the screen’s prediction and feed functions are the generated ABIs’, item for item', () => {
  for (const item of predictionScreenAbi) {
    expect(
      ghostPredictionAbi.find((entry) => entry.type === 'function' && entry.name === item.name),
    ).toEqual(item)
  }
  expect(predictionScreenAbi.map((item) => item.name)).toEqual([
    'betBear',
    'betBull',
    'bufferSeconds',
    'claim',
    'currentEpoch',
    'getLatestRounds',
    'intervalSeconds',
    'minBetAmount',
    'paused',
    'treasuryFee',
  ])
  for (const item of predictionFeedAbi) {
    expect(
      mockV3AggregatorAbi.find((entry) => entry.type === 'function' && entry.name === item.name),
    ).toEqual(item)
  }
  expect(predictionFeedAbi.map((item) => item.name)).toEqual(['decimals', 'latestRoundData'])
})
