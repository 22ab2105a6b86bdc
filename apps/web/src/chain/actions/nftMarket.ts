/**
 * Typed calls of GhostMarket (asks: buy, list, reprice, remove) and of the revenue both
 * GhostMarket and GhostNFTFactory hold as GhostPayouts. No referrer is sent: the app has none.
 */
import { ghostMarketAbi, ghostPayoutsAbi } from '@ghost/contracts'
import { type Address, zeroAddress } from 'viem'

export type AskTarget = { market: Address; collection: Address; tokenId: bigint }

/** Buys an ask paying `price` in BNB (sent as value). */
export function buyTokenUsingBNB({
  market,
  collection,
  tokenId,
  price,
}: AskTarget & { price: bigint }) {
  return {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'buyTokenUsingBNB',
    args: [collection, tokenId, zeroAddress],
    value: price,
  } as const
}

/** Buys an ask paying `price` in WBNB (the market pulls it: approve it first). */
export function buyTokenUsingWBNB({
  market,
  collection,
  tokenId,
  price,
}: AskTarget & { price: bigint }) {
  return {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'buyTokenUsingWBNB',
    args: [collection, tokenId, price, zeroAddress],
  } as const
}

/** Lists a token the market may move (approve it first) at `price` wei. */
export function createAskOrder({
  market,
  collection,
  tokenId,
  price,
}: AskTarget & { price: bigint }) {
  return {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'createAskOrder',
    args: [collection, tokenId, price],
  } as const
}

export function modifyAskOrder({
  market,
  collection,
  tokenId,
  price,
}: AskTarget & { price: bigint }) {
  return {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'modifyAskOrder',
    args: [collection, tokenId, price],
  } as const
}

/** Takes the ask off the market: the token returns to the seller. */
export function cancelAskOrder({ market, collection, tokenId }: AskTarget) {
  return {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'cancelAskOrder',
    args: [collection, tokenId],
  } as const
}

/** Pays the caller's pending revenue out of `payouts` (the market or the NFT factory). */
export function claimPendingRevenue({ payouts }: { payouts: Address }) {
  return { address: payouts, abi: ghostPayoutsAbi, functionName: 'claimPendingRevenue' } as const
}
