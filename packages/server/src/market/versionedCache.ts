/**
 * Values kept under a version read from the database on every request: a value is reused only
 * while its version is unchanged, so an answer is never older than the data it was read with.
 * The least recently read keys are dropped beyond `capacity`.
 */
export type VersionedCache<T> = {
  get(key: string, version: string, load: () => Promise<T>): Promise<T>
}

export function createVersionedCache<T>(capacity: number): VersionedCache<T> {
  const entries = new Map<string, { version: string; value: T }>()
  return {
    async get(key, version, load) {
      const entry = entries.get(key)
      if (entry) {
        // Re-inserted: Map keeps insertion order, so the first key is the least recently read.
        entries.delete(key)
        entries.set(key, entry)
        if (entry.version === version) return entry.value
      }
      const value = await load()
      entries.set(key, { version, value })
      if (entries.size > capacity) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      return value
    },
  }
}
