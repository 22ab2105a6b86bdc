/**
 * Downloads and checks a token list (spec §5, §7, §8): https and http as typed (a bare host over
 * https, then http), ipfs and ipns through public gateways, or an ENS name whose contenthash
 * points at one. The list must pass the token-list schema and hold no duplicate token on a chain.
 *
 * Imported lazily: the schema validator is only needed once the user has lists.
 */
import {
  contenthashToUri,
  FailedToDownloadListError,
  FailedToResolveEnsNameError,
  FailedToTranslateContenthashError,
  MainnetEnsResolverError,
  parseEnsAddress,
  type TokenList,
  tokenListToMap,
  UnrecognizedListUrlProtocolError,
  uriToHttp,
  validateTokenList,
} from '@ghost/sdk'

export type FetchTokenListParameters = {
  /** What the user typed: a URL or an ENS name with an optional path. */
  listUrl: string
  /** The contenthash of an ENS name (hex); throws when it cannot be resolved. */
  resolveEnsContenthash: (ensName: string) => Promise<string>
  fetch?: ((url: string) => Promise<Response>) | undefined
}

async function getHttpUrls(
  listUrl: string,
  resolveEnsContenthash: FetchTokenListParameters['resolveEnsContenthash'],
): Promise<string[]> {
  const ens = parseEnsAddress(listUrl)
  if (!ens) return uriToHttp(listUrl)
  let contenthash: string
  try {
    contenthash = await resolveEnsContenthash(ens.ensName)
  } catch (error) {
    if (error instanceof MainnetEnsResolverError) throw error
    throw new FailedToResolveEnsNameError({ ensName: ens.ensName, cause: error })
  }
  let uri: string
  try {
    uri = contenthashToUri(contenthash)
  } catch (error) {
    throw new FailedToTranslateContenthashError({ contenthash, cause: error })
  }
  return uriToHttp(`${uri}${ens.ensPath ?? ''}`)
}

/**
 * The validated list at `listUrl`; each candidate URL is tried in turn until one answers.
 *
 * @example
 * const list = await fetchTokenList({ listUrl: 'https://tokens.example/list.json', resolveEnsContenthash })
 */
export async function fetchTokenList({
  listUrl,
  resolveEnsContenthash,
  fetch = (url) => globalThis.fetch(url),
}: FetchTokenListParameters): Promise<TokenList> {
  const urls = await getHttpUrls(listUrl, resolveEnsContenthash)
  if (urls.length === 0) throw new UnrecognizedListUrlProtocolError({ url: listUrl })
  for (const [index, url] of urls.entries()) {
    const isLast = index === urls.length - 1
    let response: Response
    try {
      response = await fetch(url)
    } catch (error) {
      if (isLast) throw new FailedToDownloadListError({ url: listUrl, cause: error })
      continue
    }
    if (!response.ok) {
      if (isLast) throw new FailedToDownloadListError({ url: listUrl })
      continue
    }
    let json: unknown
    try {
      json = await response.json()
    } catch (error) {
      if (isLast) throw new FailedToDownloadListError({ url: listUrl, cause: error })
      continue
    }
    const list = validateTokenList(json)
    tokenListToMap(list) // throws 'Duplicate tokens.'
    return list
  }
  throw new FailedToDownloadListError({ url: listUrl })
}
