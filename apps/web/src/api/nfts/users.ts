/**
 * The profile service (spec §7 `GET /api/users/{address}`, lower-cased): usernames. A wallet
 * without a username is not a failure: null, not logged. Screens ask through `loadUsername`
 * (usernameBatcher.ts), which asks for many wallets at once and never meets a 404.
 */
import type { ApiUser, ApiUsernameCheck } from '@ghost/sdk'
import { type NftApiClient, readNftApi, sendNftApi } from './nftApiClient'

export type GetUserParameters = { address: string; signal?: AbortSignal | undefined }

/** The wallet's username record, or null (none, or the service failed: spec "an empty name"). */
export function getUser(
  client: NftApiClient,
  { address, signal }: GetUserParameters,
): Promise<ApiUser | null> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: `/api/users/${encodeURIComponent(address.toLowerCase())}`,
      decode: client.decoders.user,
      signal,
    },
    { fallback: null, failure: `Failed to fetch the username of ${address}`, quiet: [404] },
  )
}

export type GetUsersParameters = { addresses: readonly string[]; signal?: AbortSignal | undefined }

/**
 * Many wallets' username records in one request (`GET /api/users?addresses=…`, at most
 * USERS_BATCH_MAX): lower-cased address → record, or null without one. Null when the service
 * failed (each then shows no name, as spec §7 says of a failed lookup).
 */
export function getUsers(
  client: NftApiClient,
  { addresses, signal }: GetUsersParameters,
): Promise<Record<string, ApiUser | null> | null> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: '/api/users',
      query: { addresses: addresses.map((address) => address.toLowerCase()).join(',') },
      decode: client.decoders.users,
      signal,
    },
    { fallback: null, failure: 'Failed to fetch usernames' },
  ).then((answer) => answer?.data ?? null)
}

export type CheckUsernameParameters = { username: string; signal?: AbortSignal | undefined }

/** Whether a username is valid and free; null when the service failed. */
export function checkUsername(
  client: NftApiClient,
  { username, signal }: CheckUsernameParameters,
): Promise<ApiUsernameCheck | null> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: `/api/users/valid/${encodeURIComponent(username)}`,
      decode: client.decoders.usernameCheck,
      signal,
    },
    { fallback: null, failure: 'Failed to check the username' },
  )
}

export type RegisterUsernameParameters = { username: string }

/** Registers or changes the signed-in wallet's username ('Unable to verify username' on 400). */
export function registerUsername(
  client: NftApiClient,
  body: RegisterUsernameParameters,
): Promise<ApiUser> {
  return sendNftApi(client, {
    method: 'POST',
    path: '/api/users',
    json: body,
    auth: true,
    decode: client.decoders.user,
  })
}
