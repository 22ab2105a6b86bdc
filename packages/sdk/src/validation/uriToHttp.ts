/** Public gateways tried in order for ipfs:// and ipns:// lists. */
export const IPFS_GATEWAYS = ['https://ipfs.io', 'https://dweb.link'] as const

/** A host name with a top-level domain (not .eth: that is an ENS name) or an IPv4 address, an optional port and path. */
const BARE_HOST =
  /^(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?!eth(?:[:/]|$))[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:\/\S*)?$/i

/**
 * HTTP URLs to try for a token-list URI: https and http exactly as typed (a list served only over
 * http must not be asked for over https); a bare host name over https, then http; ipfs and ipns
 * through public gateways; anything else none (spec §7: https, http, ipfs, ipns).
 *
 * @example
 * uriToHttp('ipfs://QmHash') // ['https://ipfs.io/ipfs/QmHash/', 'https://dweb.link/ipfs/QmHash/']
 */
export function uriToHttp(uri: string): string[] {
  const protocol = (uri.split(':')[0] ?? '').toLowerCase()
  switch (protocol) {
    case 'https':
      return [uri]
    case 'http':
      return [uri]
    case 'ipfs':
    case 'ipns': {
      const rest = /^ip[fn]s:(?:\/\/)?(.*)$/i.exec(uri)?.[1] ?? ''
      if (!rest) return []
      return IPFS_GATEWAYS.map((gateway) => `${gateway}/${protocol}/${rest}/`)
    }
    default:
      return BARE_HOST.test(uri) ? [`https://${uri}`, `http://${uri}`] : []
  }
}
