import type { Manifest } from '@ghost/contracts/manifest'
import type { Address } from 'viem'

/** What the DEX handlers need to know about one chain, every address lowercase. */
export type DexConfig = {
  factory: Address
  wbnb: Address
  /** Stable coins paired with WBNB whose pairs set BNB's USD price (1 coin = 1 USD). */
  stables: ReadonlySet<string>
  /** Tokens trusted to price others and to count volume and liquidity (see docs/decisions.md). */
  whitelist: ReadonlySet<string>
}

/**
 * BNB Smart Chain's usual whitelist, the tokens PancakeSwap's subgraph trusts: WBNB, BUSD, USDT,
 * USDC, DAI, ETH, BTCB and CAKE. Deep markets everywhere, so nobody can cheaply move their prices.
 */
const BSC_WHITELIST: readonly Address[] = [
  '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c',
  '0xe9e7cea3dedca5984780bafc599bd69add087d56',
  '0x55d398326f99059ff775485246999027b3197955',
  '0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d',
  '0x1af3f329e8be154074d8769d1ffa4ee058b1dbc3',
  '0x2170ed0880ac9a755fd29b2688956bd959f933f8',
  '0x7130d2a12b9bcbfae4f2634d864a1ee1ce3ead9c',
  '0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82',
]

const lower = (address: Address): Address => address.toLowerCase() as Address

/**
 * The whitelist is the manifest's WBNB, USDT, BUSD and the platform tokens GHOST and CAKE on every
 * chain (as Pancake's subgraph trusts CAKE: DEEP, traded only against CAKE, gets a price, issue
 * 28), plus BSC_WHITELIST on chain 56; USDT and BUSD price BNB. Trust is not enough to set a
 * price: the pair's whitelisted side must also hold MIN_LIQUIDITY_BNB (sdk `getDerivedBnb`).
 */
export function getDexConfig(manifest: Manifest): DexConfig {
  const { tokens, contracts } = manifest
  const stables = [tokens.USDT, tokens.BUSD].map(lower)
  const whitelist = [contracts.WBNB, tokens.USDT, tokens.BUSD, tokens.GHOST, tokens.CAKE].map(lower)
  if (manifest.chainId === 56) whitelist.push(...BSC_WHITELIST)
  return {
    factory: lower(contracts.Factory),
    wbnb: lower(contracts.WBNB),
    stables: new Set(stables),
    whitelist: new Set(whitelist),
  }
}
