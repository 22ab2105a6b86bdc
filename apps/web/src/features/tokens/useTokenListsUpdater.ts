/**
 * Keeps the user's token lists fresh (spec §9): every list is fetched once when the first
 * component needing tokens mounts, then every 10 minutes while any is mounted. Newer versions
 * become pending updates that the user accepts in Manage → Lists.
 */
import { useEffect } from 'react'
import { tokenListsStore } from './tokenListsStore'
import { type FetchTokenList, useFetchTokenList } from './useFetchTokenList'

export const TOKEN_LIST_REFRESH_MS = 10 * 60 * 1000

let users = 0
let timer: ReturnType<typeof setInterval> | undefined
let lastRefresh = Number.NEGATIVE_INFINITY
let latestFetch: FetchTokenList | undefined

function refreshAll() {
  lastRefresh = Date.now()
  const fetchList = latestFetch
  if (!fetchList) return
  for (const url of Object.keys(tokenListsStore.get().byUrl)) {
    fetchList(url).catch((error) => console.debug('Token list refresh failed', url, error))
  }
}

export function useTokenListsUpdater() {
  const fetchList = useFetchTokenList()
  latestFetch = fetchList
  useEffect(() => {
    users += 1
    if (users === 1) {
      if (Date.now() - lastRefresh >= TOKEN_LIST_REFRESH_MS) refreshAll()
      timer = setInterval(refreshAll, TOKEN_LIST_REFRESH_MS)
    }
    return () => {
      users -= 1
      if (users === 0) clearInterval(timer)
    }
  }, [])
}
