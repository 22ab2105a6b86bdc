import { ghostPairAbi } from '@ghost/contracts'
import { mulWad, toWad } from '@ghost/sdk'
import { type Address, zeroAddress } from 'viem'
import { defineHandler, type EntityStore, type EventMeta } from '../indexer/types'
import { loadBnbPrice, loadFactory, loadPairWithTokens } from './entities'
import type { DexConfig } from './getDexConfig'
import type { PendingLiquidityBook } from './pendingLiquidity'
import { pairEventReads, updatePairPeriods, updateProtocolDay, updateTokenPeriods } from './rollups'

type LiquidityEvent = EventMeta & { sender: Address; amount0: bigint; amount1: bigint }

/**
 * A deposit or withdrawal counts as a transaction of the pair, both tokens and the factory, is
 * stored with its USD value (both amounts at the current prices), and updates the periods.
 * Returns the row's common columns, or undefined for a pair outside the index.
 */
async function recordLiquidityEvent(store: EntityStore, config: DexConfig, event: LiquidityEvent) {
  const loaded = await loadPairWithTokens(store, event.address)
  if (!loaded) return undefined
  const { pair, token0, token1 } = loaded
  const factory = await loadFactory(store, event.chainId, config.factory)
  const bnbPrice = await loadBnbPrice(store)
  const valueBnb =
    mulWad(toWad(event.amount0, token0.decimals), token0.derived_bnb) +
    mulWad(toWad(event.amount1, token1.decimals), token1.derived_bnb)

  pair.tx_count += 1n
  token0.tx_count += 1n
  token1.tx_count += 1n
  factory.tx_count += 1n
  store.set('dex_pair', pair)
  store.set('dex_token', token0)
  store.set('dex_token', token1)
  store.set('dex_factory', factory)

  await updatePairPeriods(store, event, pair)
  await updateTokenPeriods(store, event, token0, bnbPrice)
  await updateTokenPeriods(store, event, token1, bnbPrice)
  await updateProtocolDay(store, event, factory)
  return {
    chain_id: event.chainId,
    id: `${event.transactionHash}-${event.logIndex}`,
    transaction_hash: event.transactionHash,
    log_index: event.logIndex,
    block_number: event.blockNumber,
    timestamp: event.timestamp,
    pair: pair.id,
    sender: event.sender.toLowerCase(),
    amount0: event.amount0,
    amount1: event.amount1,
    amount_usd: mulWad(valueBnb, bnbPrice),
  }
}

/** Mint: the recipient and LP amount come from the Transfer just before it (pendingLiquidity). */
export function createMintHandler(dependencies: {
  config: DexConfig
  pending: PendingLiquidityBook
}) {
  const { config, pending } = dependencies
  return defineHandler({
    source: 'Pair',
    abi: ghostPairAbi,
    eventName: 'Mint',
    reads: (event) => pairEventReads(event, config.factory),
    async handle(event, { store }) {
      const row = await recordLiquidityEvent(store, config, { ...event, ...event.args })
      if (!row) return
      const minted = pending.takeMint(event.address, event.transactionHash)
      store.set('dex_mint', {
        ...row,
        to: minted?.account ?? zeroAddress,
        liquidity: minted?.liquidity ?? 0n,
      })
    },
  })
}

/** Burn: the LP amount comes from the pair's Transfer to 0x0 just before it. */
export function createBurnHandler(dependencies: {
  config: DexConfig
  pending: PendingLiquidityBook
}) {
  const { config, pending } = dependencies
  return defineHandler({
    source: 'Pair',
    abi: ghostPairAbi,
    eventName: 'Burn',
    reads: (event) => pairEventReads(event, config.factory),
    async handle(event, { store }) {
      const row = await recordLiquidityEvent(store, config, { ...event, ...event.args })
      if (!row) return
      const burned = pending.takeBurn(event.address, event.transactionHash)
      store.set('dex_burn', {
        ...row,
        to: event.args.to.toLowerCase(),
        liquidity: burned?.liquidity ?? 0n,
      })
    },
  })
}
