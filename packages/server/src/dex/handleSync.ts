import { ghostPairAbi } from '@ghost/contracts'
import { divWad, getTrackedLiquidity, mulWad, toWad } from '@ghost/sdk'
import { defineHandler } from '../indexer/types'
import { BUNDLE_ID, loadBnbPrice, loadFactory, loadPairWithTokens } from './entities'
import type { DexConfig } from './getDexConfig'
import { deriveBnbFromStore, priceBnbFromStore } from './storePricing'

/**
 * New reserves, and everything priced from them, in this order: the pair's reserves and prices;
 * BNB's USD price (the stable pairs); token0's then token1's price in BNB (token1 sees token0's new
 * price); the pair's BNB/USD reserves and tracked liquidity; the tokens' and factory's liquidity.
 */
export function createSyncHandler(dependencies: { config: DexConfig }) {
  const { config } = dependencies
  return defineHandler({
    source: 'Pair',
    abi: ghostPairAbi,
    eventName: 'Sync',
    reads: (event) => [
      { table: 'dex_pair', id: event.address },
      { table: 'dex_factory', id: config.factory },
      { table: 'dex_bundle', id: BUNDLE_ID },
    ],
    async handle(event, { store, chainId }) {
      const loaded = await loadPairWithTokens(store, event.address)
      if (!loaded) return
      const { pair, token0, token1 } = loaded
      const factory = await loadFactory(store, chainId, config.factory)

      // Take the pair's old reserves out of the totals; the new ones go back in at the end.
      factory.total_liquidity_bnb -= pair.tracked_reserve_bnb
      token0.total_liquidity -= pair.reserve0
      token1.total_liquidity -= pair.reserve1

      pair.reserve0 = event.args.reserve0
      pair.reserve1 = event.args.reserve1
      const reserve0 = toWad(pair.reserve0, token0.decimals)
      const reserve1 = toWad(pair.reserve1, token1.decimals)
      pair.token0_price = divWad(reserve0, reserve1)
      pair.token1_price = divWad(reserve1, reserve0)
      store.set('dex_pair', pair)

      // Only a WBNB-stable pair's reserves move BNB's price; any other keeps the stored one.
      const stablePair =
        (token0.id === config.wbnb && config.stables.has(token1.id)) ||
        (token1.id === config.wbnb && config.stables.has(token0.id))
      const bnbPrice = stablePair
        ? await priceBnbFromStore(store, config)
        : await loadBnbPrice(store)
      if (stablePair)
        store.set('dex_bundle', { chain_id: chainId, id: BUNDLE_ID, bnb_price: bnbPrice })
      token0.derived_bnb = await deriveBnbFromStore(store, config, token0)
      store.set('dex_token', token0)
      token1.derived_bnb = await deriveBnbFromStore(store, config, token1)

      const value0 = mulWad(reserve0, token0.derived_bnb)
      const value1 = mulWad(reserve1, token1.derived_bnb)
      pair.reserve_bnb = value0 + value1
      pair.reserve_usd = mulWad(pair.reserve_bnb, bnbPrice)
      pair.tracked_reserve_bnb = getTrackedLiquidity({
        value0,
        value1,
        whitelisted0: config.whitelist.has(token0.id),
        whitelisted1: config.whitelist.has(token1.id),
      })
      store.set('dex_pair', pair)

      factory.total_liquidity_bnb += pair.tracked_reserve_bnb
      factory.total_liquidity_usd = mulWad(factory.total_liquidity_bnb, bnbPrice)
      store.set('dex_factory', factory)
      token0.total_liquidity += pair.reserve0
      token1.total_liquidity += pair.reserve1
      store.set('dex_token', token0)
      store.set('dex_token', token1)
    },
  })
}
