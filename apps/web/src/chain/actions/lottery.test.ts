import { iGhostLotteryAbi } from '@ghost/contracts'
import { decodeFunctionData, encodeFunctionData } from 'viem'
import { expect, test } from 'vitest'
import { buyLotteryTickets, claimLotteryTickets, lotteryScreenAbi } from './lottery'

const LOTTERY = '0x9000000000000000000000000000000000000009'

test('a purchase sends the round and the numbers in order; a claim the round and the ticket ids', () => {
  const buy = buyLotteryTickets({ lottery: LOTTERY, lotteryId: 7n, numbers: [12345, 0, 999999] })
  expect(buy.address).toBe(LOTTERY)
  expect(decodeFunctionData({ abi: iGhostLotteryAbi, data: encodeFunctionData(buy) })).toEqual({
    functionName: 'buyTickets',
    args: [7n, [12345, 0, 999999]],
  })
  const claim = claimLotteryTickets({ lottery: LOTTERY, lotteryId: 7n, ticketIds: [0n, 101n] })
  expect(decodeFunctionData({ abi: iGhostLotteryAbi, data: encodeFunctionData(claim) })).toEqual({
    functionName: 'claimTickets',
    args: [7n, [0n, 101n]],
  })
})

test('the screens’ lottery functions are the generated ABI’s, item for item', () => {
  for (const item of lotteryScreenAbi) {
    expect(
      iGhostLotteryAbi.find((entry) => entry.type === 'function' && entry.name === item.name),
    ).toEqual(item)
  }
  expect(lotteryScreenAbi.map((item) => item.name)).toEqual([
    'buyTickets',
    'calculateTotalPriceForBulkTickets',
    'claimTickets',
    'currentLotteryId',
    'viewLottery',
    'viewUserTickets',
  ])
})
