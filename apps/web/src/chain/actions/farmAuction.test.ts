import { ghostFarmAuctionAbi } from '@ghost/contracts'
import { decodeFunctionData, encodeFunctionData } from 'viem'
import { expect, test } from 'vitest'
import {
  bidFarmAuction,
  readAuction,
  readAuctionBid,
  readAuctionBidder,
  readAuctionCake,
  readAuctionCount,
  readAuctionIsWinner,
  reclaimFarmAuction,
} from './farmAuction'

const AUCTION = '0x9000000000000000000000000000000000000009'
const USER = '0x2000000000000000000000000000000000000002'

// decoded with the contract's own generated ABI, so a builder whose interface drifted from
// GhostFarmAuction fails here
const decode = (call: Parameters<typeof encodeFunctionData>[0]) =>
  decodeFunctionData({ abi: ghostFarmAuctionAbi, data: encodeFunctionData(call) })

test('a bid sends the amount in wei; a reclaim the auction id, as the contract takes them', () => {
  const bid = bidFarmAuction({ auction: AUCTION, amount: 120n * 10n ** 18n })
  expect(bid.address).toBe(AUCTION)
  expect(decode(bid)).toEqual({ functionName: 'bid', args: [120n * 10n ** 18n] })
  const reclaim = reclaimFarmAuction({ auction: AUCTION, id: 4n })
  expect(reclaim.address).toBe(AUCTION)
  expect(decode(reclaim)).toEqual({ functionName: 'reclaim', args: [4n] })
})

test('the reads carry the auction id and the wallet in the contract’s order', () => {
  for (const [read, functionName, args] of [
    [readAuctionCount({ auction: AUCTION }), 'auctionCount', undefined],
    [readAuctionCake({ auction: AUCTION }), 'cake', undefined],
    [readAuction({ auction: AUCTION, id: 2n }), 'getAuction', [2n]],
    [readAuctionBid({ auction: AUCTION, id: 2n, account: USER }), 'bidOf', [2n, USER]],
    [readAuctionIsWinner({ auction: AUCTION, id: 1n, account: USER }), 'isWinner', [1n, USER]],
    [readAuctionBidder({ auction: AUCTION, account: USER }), 'bidderInfo', [USER]],
  ] as const) {
    expect(read.address).toBe(AUCTION)
    expect(decode(read)).toEqual(args ? { functionName, args } : { functionName })
  }
})
