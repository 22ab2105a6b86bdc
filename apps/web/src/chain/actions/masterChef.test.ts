import { masterChefAbi } from '@ghost/contracts'
import { decodeFunctionData, encodeFunctionData } from 'viem'
import { expect, test } from 'vitest'
import { harvestFarm, withdrawFarm } from './masterChef'

const CHEF = '0x9000000000000000000000000000000000000009'

test('a farm harvest is a deposit of 0 to its pid; withdraw takes the pid as uint256', () => {
  const harvest = harvestFarm({ masterChef: CHEF, pid: 3 })
  expect(decodeFunctionData({ abi: masterChefAbi, data: encodeFunctionData(harvest) })).toEqual({
    functionName: 'deposit',
    args: [3n, 0n],
  })
  const withdraw = withdrawFarm({ masterChef: CHEF, pid: 1, amount: 7n })
  expect(decodeFunctionData({ abi: masterChefAbi, data: encodeFunctionData(withdraw) })).toEqual({
    functionName: 'withdraw',
    args: [1n, 7n],
  })
})
