/**
 * Sign-In with Ethereum (EIP-4361) against the API: ask a nonce, have the wallet sign a message
 * for this site, trade it for a bearer token kept in the client's session store.
 */
import type { ApiSession, ApiSessionInfo } from '@ghost/sdk'
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { NftApiError } from './NftApiError'
import { type NftApiClient, readNftApi, sendNftApi } from './nftApiClient'

export const SIGN_IN_STATEMENT = 'Sign in to Ghost to manage your NFTs.'
/** The server keeps a session at most 24 h; the message asks no more. */
export const SIGN_IN_LIFETIME_MS = 24 * 60 * 60 * 1000

export type SignInParameters = {
  address: string
  /** The wallet's personal_sign (wagmi `signMessageAsync`). */
  signMessage: (parameters: { message: string }) => Promise<`0x${string}`>
  /** The web app's origin the message names; default: this page's. */
  origin?: string | undefined
  now?: Date | undefined
}

/**
 * Signs `address` in and keeps its session. Throws `NftApiError` when the API refuses, and the
 * wallet's own error when the user does not sign.
 */
export async function signIn(
  client: NftApiClient,
  { address, signMessage, origin = window.location.origin, now = new Date() }: SignInParameters,
): Promise<ApiSession> {
  const { nonce } = await sendNftApi(client, {
    method: 'GET',
    path: '/api/auth/nonce',
    decode: client.decoders.nonce,
  })
  const site = new URL(origin)
  const message = createSiweMessage({
    domain: site.host,
    uri: site.origin,
    address: getAddress(address),
    chainId: client.chainId,
    nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + SIGN_IN_LIFETIME_MS),
    version: '1',
    statement: SIGN_IN_STATEMENT,
  })
  const signature = await signMessage({ message })
  const session = await sendNftApi(client, {
    method: 'POST',
    path: '/api/auth/login',
    json: { message, signature },
    decode: client.decoders.session,
  })
  if (session.address !== address.toLowerCase()) {
    throw new NftApiError(200, `The API signed in ${session.address} instead of ${address}.`)
  }
  client.sessions.set(session)
  return session
}

export type SignOutParameters = { address: string }

/** Forgets the wallet's session here and ends it on the server (best effort: never throws). */
export async function signOut(client: NftApiClient, { address }: SignOutParameters): Promise<void> {
  const session = client.sessions.drop(address)
  if (session) await revokeSession(client, session)
}

/** Ends a session on the server; a failure is logged (the token expires anyway). */
export async function revokeSession(
  client: NftApiClient,
  { token }: Pick<ApiSession, 'token'>,
): Promise<void> {
  await readNftApi(
    client,
    {
      method: 'POST',
      path: '/api/auth/logout',
      token,
      decode: () => undefined,
    },
    { fallback: undefined, failure: 'Failed to end the NFT API session', quiet: [401] },
  )
}

/** The connected account's session as the server sees it; null when none (or the API failed). */
export function getSession(
  client: NftApiClient,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<ApiSessionInfo | null> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: '/api/auth/session',
      auth: true,
      decode: client.decoders.sessionInfo,
      signal,
    },
    { fallback: null, failure: 'Failed to read the NFT API session', quiet: [401] },
  )
}
