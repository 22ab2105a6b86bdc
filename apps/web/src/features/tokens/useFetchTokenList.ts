/**
 * Loading a list into the store (spec §4): a pending request id, then the list or the error.
 * The fetch module (and with it the schema validator) loads on first use, the ENS resolver (viem's
 * contract-call code, ~9 kB gzip) only for a list named by ENS.
 */
import type { TokenList } from '@ghost/sdk'
import { useCallback } from 'react'
import { useClient } from 'wagmi'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { getDefaultTokenList } from './getDefaultTokenList'
import { getTokenListErrorMessage } from './tokenListErrors'
import { DEFAULT_TOKEN_LIST_URLS } from './tokenListsState'
import { tokenListActions } from './tokenListsStore'

export type FetchTokenList = (
  url: string,
  options?: { sendToStore?: boolean },
) => Promise<TokenList>

let requestCounter = 0

/** Fetches `url`; with `sendToStore` (default) the store records the request and its outcome. */
export function useFetchTokenList(): FetchTokenList {
  const { chainId, manifest } = useRuntimeConfig()
  const client = useClient()
  return useCallback(
    async (url, { sendToStore = true } = {}) => {
      if (DEFAULT_TOKEN_LIST_URLS.includes(url)) {
        // The deployment's own list is built here from the manifest the server builds it from:
        // no request, and no schema validator (40 kB gzip) on every first visit.
        const list = getDefaultTokenList(manifest, new URL(url).origin)
        if (sendToStore) tokenListActions.replace(url, list)
        return list
      }
      const requestId = `${Date.now()}-${++requestCounter}`
      if (sendToStore) tokenListActions.event(url, { type: 'fetchPending', requestId })
      try {
        const { fetchTokenList } = await import('./fetchTokenList')
        const list = await fetchTokenList({
          listUrl: url,
          resolveEnsContenthash: async (ensName) => {
            const { resolveEnsContenthash } = await import('./resolveEnsContenthash')
            return resolveEnsContenthash({ client, chainId, ensName })
          },
        })
        if (sendToStore) tokenListActions.event(url, { type: 'fetchFulfilled', requestId, list })
        return list
      } catch (error) {
        if (sendToStore) {
          tokenListActions.event(url, {
            type: 'fetchRejected',
            requestId,
            errorMessage: getTokenListErrorMessage(error),
          })
        }
        throw error
      }
    },
    [client, chainId, manifest],
  )
}
