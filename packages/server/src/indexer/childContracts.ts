import type { Kysely } from 'kysely'
import type { Address } from 'viem'
import type { Database } from '../db/schema'
import type { CompiledModules } from './compileModules'
import type { FoundChild } from './readRange'

/**
 * The child contracts (announced by a factory's event) the indexer reads logs from, as this
 * process knows them: loaded from `indexer_child` when it becomes the leader or rolls back, added
 * to as ranges announce new ones.
 */
export type ChildContracts = {
  /** Lowercase address → the child sources it belongs to. */
  readonly current: ReadonlyMap<Address, readonly string[]>
  /** Replaces what is known with what the database holds (for the compiled child sources). */
  load(): Promise<void>
  clear(): void
  /** Adds children a range found, once that range is written. */
  add(found: readonly FoundChild[]): void
}

export function createChildContracts({
  db,
  chainId,
  compiled,
}: {
  db: Kysely<Database>
  chainId: number
  compiled: CompiledModules
}): ChildContracts {
  let children = new Map<Address, string[]>()
  return {
    get current() {
      return children
    },
    async load() {
      const rows = await db
        .selectFrom('indexer_child')
        .select(['source', 'address'])
        .where('chain_id', '=', chainId)
        .execute()
      children = new Map()
      for (const { source, address } of rows) {
        if (!compiled.childSources.has(source)) continue
        const key = address as Address
        children.set(key, [...(children.get(key) ?? []), source])
      }
    },
    clear() {
      children = new Map()
    },
    add(found) {
      for (const child of found) {
        children.set(child.address, [...(children.get(child.address) ?? []), child.source])
      }
    },
  }
}
