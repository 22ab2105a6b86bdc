import { MIN_STABLE_PAIR_BNB } from './thresholds'
import { WAD } from './wad'

export type StablePairReserves = {
  /** WBNB in the pair, 18-decimal fixed point of whole BNB. */
  bnbReserve: bigint
  /** The stable coin in the pair, 18-decimal fixed point of whole coins (1 coin = 1 USD). */
  stableReserve: bigint
}

export type GetBnbPriceUsdParameters = {
  /** The WBNB-stable pairs (USDT, BUSD…), in any order. */
  pairs: readonly StablePairReserves[]
  /** Pairs with less BNB than this are left out. Default MIN_STABLE_PAIR_BNB. */
  minBnbReserve?: bigint | undefined
}

/**
 * BNB's price in USD (18-decimal fixed point): the stable coins over the BNB of every WBNB-stable
 * pair deep enough to count, which is the average of their prices weighted by their BNB reserves.
 * 0 when no pair counts yet.
 *
 * @example
 * getBnbPriceUsd({ pairs: [{ bnbReserve: 1000n * WAD, stableReserve: 600_000n * WAD }] }) // 600n * WAD
 */
export function getBnbPriceUsd(parameters: GetBnbPriceUsdParameters): bigint {
  const minBnbReserve = parameters.minBnbReserve ?? MIN_STABLE_PAIR_BNB
  let bnb = 0n
  let stable = 0n
  for (const pair of parameters.pairs) {
    if (pair.bnbReserve === 0n || pair.bnbReserve < minBnbReserve) continue
    bnb += pair.bnbReserve
    stable += pair.stableReserve
  }
  return bnb === 0n ? 0n : (stable * WAD) / bnb
}
