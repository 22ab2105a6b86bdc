/**
 * The NFT API client bound to the app's config and the connected wallet, with its sign-in state.
 * Sessions live in one store per API URL and chain; a wallet switch drops (and ends) the old
 * account's session, and logout (spec §4) drops every session.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { useConnection, useSignMessage } from 'wagmi'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { onLogout } from '../../state/logout'
import { NftApiError } from './NftApiError'
import { createNftApiClient, type NftApiClient } from './nftApiClient'
import { createNftSessionStore, type NftSessionStore } from './nftSessions'
import { signIn as nftSignIn, signOut as nftSignOut, revokeSession } from './signIn'

type ScopedStore = { apiUrl: string; chainId: number; store: NftSessionStore }

const stores = new Map<string, ScopedStore>()

/** The session store of one API; the same object for the life of the page. */
export function nftSessionStoreFor(apiUrl: string, chainId: number): NftSessionStore {
  const key = `ghost.nftApi.sessions:${chainId}:${apiUrl}`
  let scoped = stores.get(key)
  if (!scoped) {
    scoped = { apiUrl, chainId, store: createNftSessionStore({ key }) }
    stores.set(key, scoped)
  }
  return scoped.store
}

onLogout(() => {
  for (const { apiUrl, chainId, store } of stores.values()) {
    const client = createNftApiClient({ apiUrl, chainId, sessions: store })
    for (const session of store.dropAll()) void revokeSession(client, session)
  }
})

export type UseNftApiReturnType = {
  client: NftApiClient
  /** The connected wallet (lowercase), undefined when none. */
  account: string | undefined
  /** Whether writes will carry a live session of `account`. */
  signedIn: boolean
  /** Asks the wallet to sign in to the API; throws NftApiError or the wallet's refusal. */
  signIn: () => Promise<void>
  signOut: () => Promise<void>
}

export function useNftApi(): UseNftApiReturnType {
  const { apiUrl, chainId } = useRuntimeConfig()
  const { address } = useConnection()
  const { mutateAsync: signMessage } = useSignMessage()
  const account = address?.toLowerCase()
  const sessions = nftSessionStoreFor(apiUrl, chainId)
  const client = useMemo(
    () => createNftApiClient({ apiUrl, chainId, account, sessions }),
    [apiUrl, chainId, account, sessions],
  )
  const session = useSyncExternalStore(sessions.subscribe, () =>
    account ? sessions.get(account) : undefined,
  )

  useEffect(() => {
    const dropped = sessions.follow(account)
    if (dropped) void revokeSession(client, dropped)
  }, [sessions, account, client])

  const signIn = useCallback(async () => {
    if (!account) throw new NftApiError(0, 'Connect a wallet to sign in.')
    await nftSignIn(client, { address: account, signMessage: (input) => signMessage(input) })
  }, [client, account, signMessage])

  const signOut = useCallback(async () => {
    if (account) await nftSignOut(client, { address: account })
  }, [client, account])

  return { client, account, signedIn: session !== undefined, signIn, signOut }
}
