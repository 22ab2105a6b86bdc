/**
 * The deployment's own token list: WBNB and the manifest's tokens with their local logos. The
 * static build knows no addresses, so whoever serves `/config.json` serves this list beside it
 * at `/tokenlist.json` (apps/web/scripts/serve.ts), built from the same manifest.
 */
import type { Manifest } from '@ghost/contracts/manifest'
import type { TokenList } from '@ghost/sdk'
import { getDefaultTokens } from './defaultTokens'
import { getLocalLogoPath } from './getTokenLogo'

/** Where the web server answers with the default list. */
export const DEFAULT_TOKEN_LIST_PATH = '/tokenlist.json'

export const DEFAULT_TOKEN_LIST_NAME = 'Ghost Default List'

/**
 * The default list for `manifest`, its logos absolute under `origin` (the schema wants URIs).
 * The version stays 1.0.0: the list only changes with a new deployment, which a new manifest
 * (and so a new origin or a fresh browser profile) brings anyway.
 *
 * @example
 * getDefaultTokenList(manifest, 'http://127.0.0.1:3000').tokens[0]?.logoURI
 * // 'http://127.0.0.1:3000/tokens/wbnb.svg'
 */
export function getDefaultTokenList(manifest: Manifest, origin: string): TokenList {
  return {
    name: DEFAULT_TOKEN_LIST_NAME,
    timestamp: '2026-01-01T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    logoURI: `${origin}${getLocalLogoPath('GHOST')}`,
    keywords: ['ghost', 'default'],
    tokens: getDefaultTokens(manifest).map((token) => {
      const logo = getLocalLogoPath(token.symbol)
      return {
        chainId: token.chainId,
        address: token.address,
        name: token.name ?? token.symbol ?? token.address,
        symbol: token.symbol ?? '',
        decimals: token.decimals,
        ...(logo ? { logoURI: `${origin}${logo}` } : {}),
      }
    }),
  }
}
