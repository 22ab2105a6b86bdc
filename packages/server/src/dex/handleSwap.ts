import { ghostPairAbi } from '@ghost/contracts'
import { getTrackedVolume, mulWad, toWad } from '@ghost/sdk'
import { defineHandler } from '../indexer/types'
import { loadBnbPrice, loadFactory, loadPairWithTokens } from './entities'
import type { DexConfig } from './getDexConfig'
import { pairEventReads, updatePairPeriods, updateProtocolDay, updateTokenPeriods } from './rollups'

/**
 * A swap's volume, as the subgraphs count it: each token's amount is what went in plus what came
 * out; the tracked USD volume values only whitelisted sides (getTrackedVolume), the untracked one
 * averages both sides at whatever price they have. The swap row's USD amount is the tracked value,
 * or the untracked one when no side is whitelisted.
 */
export function createSwapHandler(dependencies: { config: DexConfig }) {
  const { config } = dependencies
  return defineHandler({
    source: 'Pair',
    abi: ghostPairAbi,
    eventName: 'Swap',
    reads: (event) => pairEventReads(event, config.factory),
    async handle(event, { store, chainId }) {
      const loaded = await loadPairWithTokens(store, event.address)
      if (!loaded) return
      const { pair, token0, token1 } = loaded
      const factory = await loadFactory(store, chainId, config.factory)
      const bnbPrice = await loadBnbPrice(store)
      const { amount0In, amount1In, amount0Out, amount1Out } = event.args
      const amount0 = amount0In + amount0Out
      const amount1 = amount1In + amount1Out
      const value0Bnb = mulWad(toWad(amount0, token0.decimals), token0.derived_bnb)
      const value1Bnb = mulWad(toWad(amount1, token1.decimals), token1.derived_bnb)
      const untrackedUsd = mulWad((value0Bnb + value1Bnb) / 2n, bnbPrice)
      const trackedBnb = getTrackedVolume({
        value0: value0Bnb,
        value1: value1Bnb,
        whitelisted0: config.whitelist.has(token0.id),
        whitelisted1: config.whitelist.has(token1.id),
      })
      const trackedUsd = mulWad(trackedBnb, bnbPrice)

      pair.volume_token0 += amount0
      pair.volume_token1 += amount1
      pair.volume_usd += trackedUsd
      pair.untracked_volume_usd += untrackedUsd
      pair.tx_count += 1n
      store.set('dex_pair', pair)

      for (const [token, amount] of [
        [token0, amount0],
        [token1, amount1],
      ] as const) {
        token.trade_volume += amount
        token.trade_volume_usd += trackedUsd
        token.untracked_volume_usd += untrackedUsd
        token.tx_count += 1n
        store.set('dex_token', token)
      }

      factory.total_volume_usd += trackedUsd
      factory.total_volume_bnb += trackedBnb
      factory.untracked_volume_usd += untrackedUsd
      factory.tx_count += 1n
      store.set('dex_factory', factory)

      store.set('dex_swap', {
        chain_id: chainId,
        id: `${event.transactionHash}-${event.logIndex}`,
        transaction_hash: event.transactionHash,
        log_index: event.logIndex,
        block_number: event.blockNumber,
        timestamp: event.timestamp,
        pair: pair.id,
        sender: event.args.sender.toLowerCase(),
        from: event.transactionFrom.toLowerCase(),
        to: event.args.to.toLowerCase(),
        amount0_in: amount0In,
        amount1_in: amount1In,
        amount0_out: amount0Out,
        amount1_out: amount1Out,
        amount_usd: trackedUsd === 0n ? untrackedUsd : trackedUsd,
      })

      await updatePairPeriods(store, event, pair, {
        token0: amount0,
        token1: amount1,
        usd: trackedUsd,
      })
      await updateTokenPeriods(store, event, token0, bnbPrice, {
        amount: amount0,
        bnb: value0Bnb,
        usd: mulWad(value0Bnb, bnbPrice),
      })
      await updateTokenPeriods(store, event, token1, bnbPrice, {
        amount: amount1,
        bnb: value1Bnb,
        usd: mulWad(value1Bnb, bnbPrice),
      })
      await updateProtocolDay(store, event, factory, {
        bnb: trackedBnb,
        usd: trackedUsd,
        untrackedUsd,
      })
    },
  })
}
