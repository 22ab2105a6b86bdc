/** The sdk's price rules fed from the stored pairs and tokens. */
import { getBnbPriceUsd, getDerivedBnb, type PricingPair, toWad, WAD } from '@ghost/sdk'
import type { EntityStore } from '../indexer/types'
import { loadPairWithTokens, loadToken, type TokenRow, whitelistPairsOf } from './entities'
import type { DexConfig } from './getDexConfig'

/** BNB in USD from the WBNB-stable pairs (they are among WBNB's whitelisted pairs). */
export async function priceBnbFromStore(store: EntityStore, config: DexConfig): Promise<bigint> {
  const wbnb = await loadToken(store, config.wbnb)
  if (!wbnb) return 0n
  const pairs = []
  for (const id of whitelistPairsOf(wbnb)) {
    const loaded = await loadPairWithTokens(store, id)
    if (!loaded) continue
    const { pair, token0, token1 } = loaded
    const wbnbIs0 = token0.id === config.wbnb
    const stable = wbnbIs0 ? token1 : token0
    if (!config.stables.has(stable.id)) continue
    pairs.push({
      bnbReserve: toWad(wbnbIs0 ? pair.reserve0 : pair.reserve1, wbnb.decimals),
      stableReserve: toWad(wbnbIs0 ? pair.reserve1 : pair.reserve0, stable.decimals),
    })
  }
  return getBnbPriceUsd({ pairs })
}

/** A token's price in BNB from its whitelisted pairs as they stand in the store. */
export async function deriveBnbFromStore(
  store: EntityStore,
  config: DexConfig,
  token: TokenRow,
): Promise<bigint> {
  if (token.id === config.wbnb) return WAD
  const pairs: PricingPair[] = []
  for (const id of whitelistPairsOf(token)) {
    const loaded = await loadPairWithTokens(store, id)
    if (!loaded) continue
    const { pair, token0, token1 } = loaded
    const tokenIs0 = token0.id === token.id
    const counterpart = tokenIs0 ? token1 : token0
    pairs.push({
      tokenReserve: toWad(tokenIs0 ? pair.reserve0 : pair.reserve1, token.decimals),
      counterpartReserve: toWad(tokenIs0 ? pair.reserve1 : pair.reserve0, counterpart.decimals),
      counterpartDerivedBnb: counterpart.derived_bnb,
    })
  }
  return getDerivedBnb({ pairs })
}
