import type { Migration } from 'kysely'
import * as init from './0001_init'

/**
 * Every migration, keyed by name; names sort in the order they run. Applied names are stored in
 * `kysely_migration`, so never rename or edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001_init': init,
}
