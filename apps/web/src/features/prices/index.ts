/**
 * USD prices from on-chain reserves only (no price API). Stable API for swap, pools and farms:
 *
 * - `useTokenPricesUsd(): TokenPricesUsd` — USD per whole token, `Record<lowercase address,
 *   Fraction>`, for every manifest token and WBNB, recomputed each block from the manifest pairs'
 *   reserves (one multicall round shared with the page). Empty `{}` until the first read.
 *   BNB (native) = the WBNB entry; `getCurrencyPriceUsd(prices, currency)` does that mapping.
 *   Read a price with `prices[priceKey(address)]`; print with `.toFixed(2)` or pass the Fraction
 *   straight to the sdk (`getPoolApr`, `getFarmApr`, `getRoiFromPrincipal` take Fractions);
 *   `priceToNumber` when a float is really wanted.
 * - `getTokenPricesUsd(pairs: Pair[], stables: Token[]): TokenPricesUsd` — the pure rule: stables
 *   are $1, then breadth first from them, each token priced through its deepest (in USD) pair to
 *   an already priced neighbour; nearer routes win over longer ones.
 * - `useLpTokenPriceUsd(lpAddress): Fraction | undefined` — USD per whole LP token of a manifest
 *   pair; pure `getLpValueUsd(pair, totalSupply, prices)` and `getPairValueUsd(pair, prices)`.
 * - `useManifestPairs()` — `{ tokens, pairs, isLoading }`: manifest tokens (sdk `Token` with
 *   on-chain decimals, by lowercase address) and manifest pairs (sdk `Pair` with reserves, by
 *   manifest key such as 'BNB-USDT').
 */
export { getCurrencyPriceUsd, getLpValueUsd, getPairValueUsd } from './getLpValueUsd'
export { getTokenPricesUsd, priceKey, type TokenPricesUsd } from './getTokenPricesUsd'
export { priceToNumber } from './priceToNumber'
export { useLpTokenPriceUsd } from './useLpTokenPriceUsd'
export { type UseManifestPairsReturnType, useManifestPairs } from './useManifestPairs'
export { useTokenPricesUsd } from './useTokenPricesUsd'
