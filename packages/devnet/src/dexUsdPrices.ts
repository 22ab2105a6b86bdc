/**
 * USD prices from the world's own pairs, with no outside source: the stand-in for Chainlink's
 * USD feeds on chain 1337 (the trading competition's prize feeds start at these prices, and its
 * keeper pushes them again right before it publishes results, as the prediction keeper follows
 * the DEX's BNB price).
 *
 * USDT is $1. Every other token is priced breadth first: a token one pair away from the priced
 * set takes its price from the neighbour through the pair whose priced side holds the most USD,
 * then the tokens two pairs away from those, and so on (the web app's getTokenPricesUsd rule). A
 * token nearer USDT always wins over a deeper but longer route, so BUSD follows USDT-BUSD, GHOST
 * follows GHOST-BNB and DEEP follows DEEP-CAKE. Prices are exact fractions until the answer is
 * cut to the feed's decimals.
 */
import { ghostPairAbi } from '@ghost/contracts'
import { type Address, erc20Abi, getAddress } from 'viem'
import type { ChainWriter } from './chainWriter'

/** USD per whole token, as a fraction. */
export type UsdPrice = { numerator: bigint; denominator: bigint }

type PairReserves = {
  tokens: readonly [Address, Address]
  reserves: readonly [bigint, bigint]
}

/**
 * The USD price of every token reachable from `usd` through `pairs`, by checksummed address.
 * Empty pairs are left out; unreachable tokens are absent.
 */
export async function readDexUsdPrices(
  reader: Pick<ChainWriter, 'readContract'>,
  parameters: { pairs: readonly Address[]; usd: Address },
): Promise<Map<Address, UsdPrice>> {
  const read = await Promise.all(
    parameters.pairs.map(async (address): Promise<PairReserves> => {
      const at = { address, abi: ghostPairAbi } as const
      const [token0, token1, [reserve0, reserve1]] = await Promise.all([
        reader.readContract({ ...at, functionName: 'token0' }),
        reader.readContract({ ...at, functionName: 'token1' }),
        reader.readContract({ ...at, functionName: 'getReserves' }),
      ])
      return { tokens: [getAddress(token0), getAddress(token1)], reserves: [reserve0, reserve1] }
    }),
  )
  const usable = read.filter(({ reserves }) => reserves[0] > 0n && reserves[1] > 0n)
  const decimals = new Map<Address, number>()
  for (const token of new Set(usable.flatMap(({ tokens }) => tokens))) {
    decimals.set(
      token,
      await reader.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    )
  }
  return priceThroughPairs(usable, decimals, getAddress(parameters.usd))
}

function priceThroughPairs(
  pairs: readonly PairReserves[],
  decimals: ReadonlyMap<Address, number>,
  usd: Address,
): Map<Address, UsdPrice> {
  const unit = (token: Address) => 10n ** BigInt(decimals.get(token) ?? 18)
  const prices = new Map<Address, UsdPrice>([[usd, { numerator: 1n, denominator: 1n }]])
  let frontier = new Set<Address>([usd])
  while (frontier.size > 0) {
    // the best quote this round for each unpriced token, with the USD depth behind it
    const best = new Map<Address, { price: UsdPrice; depth: UsdPrice }>()
    for (const { tokens, reserves } of pairs) {
      for (const [k, u] of [
        [0, 1],
        [1, 0],
      ] as const) {
        const known = tokens[k]
        const unknown = tokens[u]
        const knownPrice = prices.get(known)
        if (!frontier.has(known) || prices.has(unknown) || !knownPrice) continue
        // USD on the priced side: its reserve in whole tokens times its price
        const depth = {
          numerator: knownPrice.numerator * reserves[k],
          denominator: knownPrice.denominator * unit(known),
        }
        const current = best.get(unknown)
        if (current && !isGreater(depth, current.depth)) continue
        // the other side is worth the same USD: price = depth / its reserve in whole tokens
        const price = {
          numerator: depth.numerator * unit(unknown),
          denominator: depth.denominator * reserves[u],
        }
        best.set(unknown, { price, depth })
      }
    }
    for (const [token, { price }] of best) prices.set(token, price)
    frontier = new Set(best.keys())
  }
  return prices
}

function isGreater(a: UsdPrice, b: UsdPrice): boolean {
  return a.numerator * b.denominator > b.numerator * a.denominator
}

/** A price as a feed answer with `decimals` (rounded down), as Chainlink's USD feeds give it. */
export function feedAnswerOf(price: UsdPrice, decimals: number): bigint {
  return (price.numerator * 10n ** BigInt(decimals)) / price.denominator
}
