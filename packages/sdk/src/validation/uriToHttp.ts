/** Public gateways tried in order for ipfs:// and ipns:// lists. */
export const IPFS_GATEWAYS = ['https://ipfs.io', 'https://dweb.link'] as const

/**
 * HTTP URLs to try for a token-list URI: https as is; http upgraded to https first; ipfs and ipns
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
      return [`https${uri.slice(4)}`, uri]
    case 'ipfs':
    case 'ipns': {
      const rest = /^ip[fn]s:(?:\/\/)?(.*)$/i.exec(uri)?.[1] ?? ''
      if (!rest) return []
      return IPFS_GATEWAYS.map((gateway) => `${gateway}/${protocol}/${rest}/`)
    }
    default:
      return []
  }
}
