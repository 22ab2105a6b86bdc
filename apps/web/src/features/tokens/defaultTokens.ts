/**
 * The tokens every session knows without any list: WBNB and the deployment manifest's tokens.
 * The manifest holds addresses only; names and decimals of the tokens we deploy are known here
 * (packages/devnet/src/worldPlan.ts, contracts/src/tokens), so the token universe is ready without
 * waiting for a chain read.
 */

import type { Manifest } from '@ghost/contracts/manifest'
import { Token } from '@ghost/sdk'

type TokenMetadata = { readonly name: string; readonly decimals: number }

/** Names and decimals of the tokens the devnet deploys, by manifest symbol. */
export const KNOWN_TOKEN_METADATA: Readonly<Record<string, TokenMetadata>> = {
  WBNB: { name: 'Wrapped BNB', decimals: 18 },
  USDT: { name: 'Tether USD', decimals: 18 },
  BUSD: { name: 'Binance USD', decimals: 18 },
  GHOST: { name: 'Ghost Token', decimals: 18 },
  CAKE: { name: 'PancakeSwap Token', decimals: 18 },
  TAX: { name: 'Taxed Token', decimals: 18 },
  DEEP: { name: 'Deep Token', decimals: 18 },
  // the local world's IFO offering tokens (devnet worldPlan IFO_TOKENS)
  WISP: { name: 'Wisp Network', decimals: 18 },
  ECTO: { name: 'Ecto Labs', decimals: 18 },
  VEIL: { name: 'Veil Protocol', decimals: 18 },
}

/**
 * The wrapped native token of the manifest's chain.
 *
 * @example
 * getWrappedNativeToken(manifest).symbol // 'WBNB'
 */
export function getWrappedNativeToken(manifest: Manifest): Token {
  return new Token({
    chainId: manifest.chainId,
    address: manifest.contracts.WBNB,
    decimals: 18,
    symbol: 'WBNB',
    name: 'Wrapped BNB',
  })
}

/**
 * WBNB then every manifest token, in manifest order. A symbol we did not deploy keeps the
 * manifest key as its symbol and name and the spec's default of 18 decimals (spec §9).
 *
 * @example
 * getDefaultTokens(manifest).map((token) => token.symbol) // ['WBNB', 'USDT', 'BUSD', …]
 */
export function getDefaultTokens(manifest: Manifest): Token[] {
  const tokens = [getWrappedNativeToken(manifest)]
  for (const [symbol, address] of Object.entries(manifest.tokens)) {
    const metadata = KNOWN_TOKEN_METADATA[symbol]
    tokens.push(
      new Token({
        chainId: manifest.chainId,
        address,
        decimals: metadata?.decimals ?? 18,
        symbol,
        name: metadata?.name ?? symbol,
      }),
    )
  }
  return tokens
}
