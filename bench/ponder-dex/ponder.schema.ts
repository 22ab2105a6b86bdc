/**
 * Ghost's DEX tables, column for column: the bench reads their columns and types from Ghost's
 * migrated database and hands them over, so both indexers write the same rows into the same shape.
 */
import { onchainTable, primaryKey } from 'ponder'
import { benchEnvironment } from './environment'

const { tables } = benchEnvironment()

function ghostTable(name: string) {
  const columns = tables[name]
  if (!columns) throw new Error(`Ghost has no table ${name}`)
  return onchainTable(
    name,
    (t) =>
      Object.fromEntries(
        Object.entries(columns).map(([column, type]) => {
          const builder =
            type === 'integer'
              ? t.integer()
              : type === 'bigint'
                ? t.int8({ mode: 'bigint' })
                : type === 'numeric'
                  ? t.bigint()
                  : t.text()
          return [column, builder.notNull()]
        }),
      ),
    (table) => ({ pk: primaryKey({ columns: [table.chain_id, table.id] as never }) }),
  )
}

export const dex_factory = ghostTable('dex_factory')
export const dex_bundle = ghostTable('dex_bundle')
export const dex_token = ghostTable('dex_token')
export const dex_pair = ghostTable('dex_pair')
export const dex_mint = ghostTable('dex_mint')
export const dex_burn = ghostTable('dex_burn')
export const dex_swap = ghostTable('dex_swap')
export const dex_day_data = ghostTable('dex_day_data')
export const dex_pair_day_data = ghostTable('dex_pair_day_data')
export const dex_pair_hour_data = ghostTable('dex_pair_hour_data')
export const dex_token_day_data = ghostTable('dex_token_day_data')
export const dex_token_hour_data = ghostTable('dex_token_hour_data')
