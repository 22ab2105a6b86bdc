/**
 * Where a token's logo comes from (issue 11): the token list's `logoURI`, a local drawing for
 * the native coin and the tokens the devnet deploys, else a badge generated from the address.
 * Pure, so the choice and the generated badge are tested without React.
 */
import { IPFS_GATEWAYS } from '@ghost/sdk'

/** Symbols with a drawing in `public/tokens/{symbol}.svg` (lowercase file names). */
export const LOCAL_LOGO_SYMBOLS: ReadonlySet<string> = new Set([
  'BNB',
  'WBNB',
  'USDT',
  'BUSD',
  'GHOST',
  'CAKE',
  'TAX',
  'DEEP',
  // the local world's IFO project tokens (packages/devnet worldPlan IFO_TOKENS)
  'WISP',
  'ECTO',
  'VEIL',
])

/** The path of a local logo, or undefined when none is drawn for `symbol`. */
export function getLocalLogoPath(symbol: string | undefined): string | undefined {
  if (!symbol) return undefined
  const upper = symbol.toUpperCase()
  return LOCAL_LOGO_SYMBOLS.has(upper) ? `/tokens/${upper.toLowerCase()}.svg` : undefined
}

/**
 * A list's `logoURI` as a URL an <img> can load: https, http and same-site paths as they are,
 * ipfs:// through the first public gateway (ipfs.io, as for lists); anything else none.
 *
 * @example
 * getLogoUrl('ipfs://QmLogo') // 'https://ipfs.io/ipfs/QmLogo'
 */
export function getLogoUrl(logoURI: string | undefined): string | undefined {
  if (!logoURI) return undefined
  const ipfs = /^ipfs:(?:\/\/)?(?:ipfs\/)?(.+)$/i.exec(logoURI)
  if (ipfs) return `${IPFS_GATEWAYS[0]}/ipfs/${ipfs[1]}`
  if (/^https?:\/\//i.test(logoURI) || logoURI.startsWith('/')) return logoURI
  return undefined
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Hue 0–359 from the address's last 24 bits: the same token always gets the same colour. */
function hueOf(address: string): number {
  const tail = address.replace(/^0x/i, '').slice(-6)
  const value = Number.parseInt(tail, 16)
  return Number.isNaN(value) ? 0 : value % 360
}

/**
 * A round badge in a colour derived from the address, with the symbol's first two letters, as an
 * SVG data URL: for tokens without a logo and for logos that fail to load.
 *
 * @example
 * getFallbackLogo('0x…dEaD', 'ulp') // 'data:image/svg+xml,…UL…'
 */
export function getFallbackLogo(address: string, symbol: string | undefined): string {
  const letters = escapeXml(
    Array.from((symbol ?? '?').trim() || '?')
      .slice(0, 2)
      .join('')
      .toUpperCase(),
  )
  const hue = hueOf(address)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<circle cx="16" cy="16" r="16" fill="hsl(${hue} 55% 42%)"/>` +
    `<text x="16" y="16" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" ` +
    `font-size="13" font-weight="700" fill="#fff">${letters}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export type GetTokenLogoParameters = {
  /** Undefined for the native coin. */
  address: string | undefined
  symbol: string | undefined
  /** The `logoURI` a token list gives for this token, if any. */
  listLogoURI?: string | undefined
  /** Whether the token is one the deployment itself made (manifest): only those get local drawings. */
  isDeploymentToken?: boolean
}

/**
 * The logo URLs to try in order; the last is always the generated badge (or, for the native
 * coin, its own drawing).
 *
 * @example
 * getTokenLogo({ address: undefined, symbol: 'BNB' }) // ['/tokens/bnb.svg']
 */
export function getTokenLogo({
  address,
  symbol,
  listLogoURI,
  isDeploymentToken = false,
}: GetTokenLogoParameters): string[] {
  if (address === undefined) return [getLocalLogoPath('BNB') as string]
  const urls: string[] = []
  const fromList = getLogoUrl(listLogoURI)
  if (fromList) urls.push(fromList)
  // A stranger's token called 'USDT' must not wear the real USDT's logo.
  const local = isDeploymentToken ? getLocalLogoPath(symbol) : undefined
  if (local && !urls.includes(local)) urls.push(local)
  urls.push(getFallbackLogo(address, symbol))
  return urls
}
