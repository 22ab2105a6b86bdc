/**
 * Username lookups gathered for one tick and sent as one request: a page naming twenty wallets
 * (owners, sellers, buyers of an activity table) asks `GET /api/users?addresses=…` once instead
 * of twenty times, and a wallet without a username is a null in the answer, not a 404 in the
 * console. Each caller still gets its own promise, so react-query keeps one cache entry per
 * address.
 */
import { type ApiUser, USERS_BATCH_MAX } from '@ghost/sdk'
import type { NftApiClient } from './nftApiClient'
import { getUsers } from './users'

export type FetchUsers = (
  addresses: readonly string[],
) => Promise<Record<string, ApiUser | null> | null>

export type UsernameBatcher = {
  /** The address's username record (null: none, or the lookup failed). */
  load(address: string): Promise<ApiUser | null>
}

type Waiting = (user: ApiUser | null) => void

/** Batches `load` calls made before the next macrotask into requests of at most `max` addresses. */
export function createUsernameBatcher(
  fetchUsers: FetchUsers,
  max: number = USERS_BATCH_MAX,
): UsernameBatcher {
  let pending = new Map<string, Waiting[]>()

  const flush = () => {
    const batch = pending
    pending = new Map()
    const addresses = [...batch.keys()]
    for (let start = 0; start < addresses.length; start += max) {
      const chunk = addresses.slice(start, start + max)
      const settle = (found: Record<string, ApiUser | null> | null) => {
        for (const address of chunk) {
          for (const resolve of batch.get(address) ?? []) resolve(found?.[address] ?? null)
        }
      }
      fetchUsers(chunk).then(settle, () => settle(null))
    }
  }

  return {
    load(address) {
      const key = address.toLowerCase()
      return new Promise((resolve) => {
        // the first lookup of a tick schedules the request; later ones join it
        if (pending.size === 0) setTimeout(flush, 0)
        const waiting = pending.get(key)
        if (waiting) waiting.push(resolve)
        else pending.set(key, [resolve])
      })
    },
  }
}

/** One batcher per API (the lookups of every screen of the app share it). */
const batchers = new Map<string, UsernameBatcher>()

/** The address's username record through the API's batcher (null: none, or the lookup failed). */
export function loadUsername(client: NftApiClient, address: string): Promise<ApiUser | null> {
  let batcher = batchers.get(client.apiUrl)
  if (!batcher) {
    batcher = createUsernameBatcher((addresses) => getUsers(client, { addresses }))
    batchers.set(client.apiUrl, batcher)
  }
  return batcher.load(address)
}
