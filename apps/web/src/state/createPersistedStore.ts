/**
 * A small external store for React (`useSyncExternalStore`) whose state is saved to local
 * storage, debounced (spec §9: 1000 ms), and read back at start. Saved state that fails to parse
 * or validate falls back to the defaults: a corrupted entry never crashes the app.
 */
import { useSyncExternalStore } from 'react'

export const PERSIST_DEBOUNCE_MS = 1000

export type PersistedStore<state> = {
  get(): state
  set(update: Partial<state> | ((state: state) => Partial<state>)): void
  reset(): void
  subscribe(listener: () => void): () => void
  /** Writes any pending change now (tests, page hide). */
  flush(): void
}

export type CreatePersistedStoreParameters<state> = {
  key: string
  defaults: state
  /** Turns whatever was saved into a valid state (merging over defaults), or undefined to discard it. */
  revive: (saved: unknown, defaults: state) => state | undefined
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined
  debounceMs?: number | undefined
}

function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function createPersistedStore<state extends object>(
  parameters: CreatePersistedStoreParameters<state>,
): PersistedStore<state> {
  const storage = parameters.storage ?? browserStorage()
  const debounceMs = parameters.debounceMs ?? PERSIST_DEBOUNCE_MS
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setTimeout> | undefined

  const load = (): state => {
    try {
      const raw = storage?.getItem(parameters.key)
      if (!raw) return parameters.defaults
      return parameters.revive(JSON.parse(raw), parameters.defaults) ?? parameters.defaults
    } catch {
      return parameters.defaults
    }
  }
  let state = load()

  const write = () => {
    timer = undefined
    try {
      storage?.setItem(parameters.key, JSON.stringify(state))
    } catch {
      // Storage full or denied: the in-memory state still works for this session.
    }
  }
  const schedule = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(write, debounceMs)
  }
  const emit = () => {
    for (const listener of listeners) listener()
  }

  // A change made within the debounce window must survive closing the tab.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => store.flush())

  const store: PersistedStore<state> = {
    get: () => state,
    set(update) {
      const patch = typeof update === 'function' ? update(state) : update
      state = { ...state, ...patch }
      schedule()
      emit()
    },
    reset() {
      state = parameters.defaults
      schedule()
      emit()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    flush() {
      if (timer) {
        clearTimeout(timer)
        write()
      }
    },
  }
  return store
}

/** Subscribes a component to a slice of the store. */
export function useStore<state, selected>(
  store: PersistedStore<state>,
  select: (state: state) => selected,
): selected {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  )
}
