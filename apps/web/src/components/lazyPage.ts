/**
 * Route-level code splitting. After a deployment the old chunk names disappear; a tab opened
 * before it fails to load the next page. Reloading once fetches the new build; a second failure
 * in the same tab is a real error and goes to the error boundary.
 */
import { type ComponentType, lazy } from 'react'

export const CHUNK_RELOAD_KEY = 'ghost:chunk-reload'

export type ChunkReloadStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Loads a chunk; on failure reloads the page once (per tab), then rethrows. */
export async function loadWithReloadOnce<T>(
  load: () => Promise<T>,
  storage: ChunkReloadStorage,
  reload: () => void,
): Promise<T> {
  try {
    const loaded = await load()
    storage.removeItem(CHUNK_RELOAD_KEY)
    return loaded
  } catch (error) {
    if (storage.getItem(CHUNK_RELOAD_KEY)) throw error
    storage.setItem(CHUNK_RELOAD_KEY, '1')
    reload()
    // The page is going away; never settle so nothing renders an error meanwhile.
    return new Promise<T>(() => {})
  }
}

export function lazyPage<props extends object>(load: () => Promise<ComponentType<props>>) {
  return lazy(async () => ({
    default: await loadWithReloadOnce(load, window.sessionStorage, () => window.location.reload()),
  }))
}
