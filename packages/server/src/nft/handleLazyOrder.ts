import { iGhostNFTFactoryAbi } from '@ghost/contracts'
import { zeroAddress } from 'viem'
import { defineHandler } from '../indexer/types'
import { lower } from './entities'
import { recordTrade } from './handleTrade'

/**
 * A creator's signed order settled: the buyer got a freshly minted token and the creator its
 * price. It is a trade like an ask's (kind 'LazyOrder', the creator as seller) and the order's row.
 */
export const orderExecutedHandler = defineHandler({
  source: 'NFTFactory',
  abi: iGhostNFTFactoryAbi,
  eventName: 'OrderExecuted',
  async handle(event, { store, chainId }) {
    const { args } = event
    const nft = await recordTrade(store, event, {
      kind: 'LazyOrder',
      collection: args.collection,
      tokenId: args.tokenId,
      seller: args.creator,
      buyer: args.buyer,
      price: args.price,
      netPrice: args.netPrice,
      treasureFee: args.treasureFee,
      ghostPotFee: args.ghostPotFee,
      creatorFee: args.creatorFee,
      refererFee: args.refererFee,
      referrer: args.referrer,
      withBNB: args.withBNB,
      tokenUID: args.tokenUID,
    })
    store.set('nft_lazy_order', {
      chain_id: chainId,
      id: args.orderHash,
      transaction_hash: event.transactionHash,
      block: event.blockNumber,
      timestamp: event.timestamp,
      collection: lower(args.collection),
      status: 'Executed',
      token_uid: args.tokenUID,
      creator: lower(args.creator),
      nft,
      token_id: args.tokenId,
      buyer: lower(args.buyer),
      referrer: args.referrer === zeroAddress ? null : lower(args.referrer),
      with_bnb: args.withBNB,
      price: args.price,
      net_price: args.netPrice,
      treasure_fee: args.treasureFee,
      ghost_pot_fee: args.ghostPotFee,
      creator_fee: args.creatorFee,
      referer_fee: args.refererFee,
    })
  },
})

/** A signature killed for good: the row says so; nothing was minted or paid. */
export const orderCancelledHandler = defineHandler({
  source: 'NFTFactory',
  abi: iGhostNFTFactoryAbi,
  eventName: 'OrderCancelled',
  handle(event, { store, chainId }) {
    const { args } = event
    store.set('nft_lazy_order', {
      chain_id: chainId,
      id: args.orderHash,
      transaction_hash: event.transactionHash,
      block: event.blockNumber,
      timestamp: event.timestamp,
      collection: lower(args.collection),
      status: 'Cancelled',
      token_uid: args.tokenUID,
      creator: lower(args.creator),
      nft: null,
      token_id: null,
      buyer: null,
      referrer: null,
      with_bnb: null,
      price: 0n,
      net_price: 0n,
      treasure_fee: 0n,
      ghost_pot_fee: 0n,
      creator_fee: 0n,
      referer_fee: 0n,
    })
  },
})
