/**
 * A small module for the loop's own tests: pairs from the factory's PairCreated (a factory
 * source), their reserves, swaps, mints and burns (child sources), written into the DEX tables in
 * a simplified way. It exercises create, update and delete, so rollbacks are tested on all three.
 */
import { ghostFactoryAbi, ghostPairAbi } from '@ghost/contracts'
import type { Address } from 'viem'
import type { EntityRow, EntityStore, IndexerModule } from '../types'
import { defineHandler } from '../types'

type Pair = EntityRow<'dex_pair'>

function newPair(chainId: number, id: string, token0: string, token1: string): Pair {
  return {
    chain_id: chainId,
    id,
    token0,
    token1,
    created_at_timestamp: 0n,
    created_at_block_number: 0n,
    tx_count: 0n,
    reserve0: 0n,
    reserve1: 0n,
    total_supply: 0n,
    reserve_bnb: 0n,
    reserve_usd: 0n,
    tracked_reserve_bnb: 0n,
    token0_price: 0n,
    token1_price: 0n,
    volume_token0: 0n,
    volume_token1: 0n,
    volume_usd: 0n,
    untracked_volume_usd: 0n,
  }
}

async function pairOf(store: EntityStore, address: Address): Promise<Pair> {
  const pair = await store.get('dex_pair', address)
  if (!pair) throw new Error(`pair ${address} was never created`)
  return pair
}

export function createAmmTestModule({ factory }: { factory: Address }): IndexerModule {
  return {
    name: 'amm-test',
    sources: [
      { name: 'Factory', abi: ghostFactoryAbi, address: factory },
      {
        name: 'Pair',
        abi: ghostPairAbi,
        factory: {
          address: factory,
          abi: ghostFactoryAbi,
          eventName: 'PairCreated',
          parameter: 'pair',
        },
      },
    ],
    handlers: [
      defineHandler({
        source: 'Factory',
        abi: ghostFactoryAbi,
        eventName: 'PairCreated',
        async handle(event, { chainId, store }) {
          // The count has no name, so viem decodes the arguments as a tuple.
          const [token0, token1, pair] = event.args as unknown as [Address, Address, Address]
          const totals = (await store.get('dex_factory', '1')) ?? {
            chain_id: chainId,
            id: '1',
            pair_count: 0n,
            tx_count: 0n,
            total_volume_usd: 0n,
            total_volume_bnb: 0n,
            untracked_volume_usd: 0n,
            total_liquidity_usd: 0n,
            total_liquidity_bnb: 0n,
          }
          store.set('dex_factory', { ...totals, pair_count: totals.pair_count + 1n })
          store.set('dex_pair', {
            ...newPair(chainId, pair.toLowerCase(), token0.toLowerCase(), token1.toLowerCase()),
            created_at_timestamp: event.timestamp,
            created_at_block_number: event.blockNumber,
          })
        },
      }),
      defineHandler({
        source: 'Pair',
        abi: ghostPairAbi,
        eventName: 'Sync',
        async handle(event, { store }) {
          const pair = await pairOf(store, event.address)
          store.set('dex_pair', {
            ...pair,
            reserve0: event.args.reserve0,
            reserve1: event.args.reserve1,
            tx_count: pair.tx_count + 1n,
          })
        },
      }),
      defineHandler({
        source: 'Pair',
        abi: ghostPairAbi,
        eventName: 'Swap',
        async handle(event, { chainId, store }) {
          const pair = await pairOf(store, event.address)
          const { amount0In, amount1In, amount0Out, amount1Out, sender, to } = event.args
          store.set('dex_pair', {
            ...pair,
            volume_token0: pair.volume_token0 + amount0In + amount0Out,
            volume_token1: pair.volume_token1 + amount1In + amount1Out,
          })
          store.set('dex_swap', {
            chain_id: chainId,
            id: `${event.transactionHash}-${event.logIndex}`,
            transaction_hash: event.transactionHash,
            log_index: event.logIndex,
            block_number: event.blockNumber,
            timestamp: event.timestamp,
            pair: event.address,
            sender: sender.toLowerCase(),
            from: event.transactionFrom,
            to: to.toLowerCase(),
            amount0_in: amount0In,
            amount1_in: amount1In,
            amount0_out: amount0Out,
            amount1_out: amount1Out,
            amount_usd: 0n,
          })
        },
      }),
      defineHandler({
        source: 'Pair',
        abi: ghostPairAbi,
        eventName: 'Mint',
        handle(event, { chainId, store }) {
          store.set('dex_mint', {
            chain_id: chainId,
            id: `${event.transactionHash}-${event.logIndex}`,
            transaction_hash: event.transactionHash,
            log_index: event.logIndex,
            block_number: event.blockNumber,
            timestamp: event.timestamp,
            pair: event.address,
            sender: event.args.sender.toLowerCase(),
            to: event.transactionFrom,
            liquidity: 0n,
            amount0: event.args.amount0,
            amount1: event.args.amount1,
            amount_usd: 0n,
          })
          // A row per pair that a burn deletes: rollbacks must bring deleted rows back too.
          store.set('dex_bundle', {
            chain_id: chainId,
            id: event.address,
            bnb_price: event.args.amount0,
          })
        },
      }),
      defineHandler({
        source: 'Pair',
        abi: ghostPairAbi,
        eventName: 'Burn',
        handle(event, { chainId, store }) {
          store.set('dex_burn', {
            chain_id: chainId,
            id: `${event.transactionHash}-${event.logIndex}`,
            transaction_hash: event.transactionHash,
            log_index: event.logIndex,
            block_number: event.blockNumber,
            timestamp: event.timestamp,
            pair: event.address,
            sender: event.args.sender.toLowerCase(),
            to: event.args.to.toLowerCase(),
            liquidity: 0n,
            amount0: event.args.amount0,
            amount1: event.args.amount1,
            amount_usd: 0n,
          })
          store.delete('dex_bundle', event.address)
        },
      }),
    ],
  }
}
