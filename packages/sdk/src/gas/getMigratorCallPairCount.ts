/**
 * How many pairs a GhostMigrator call updates, for the gas rule (`getGasLimit`): a migration
 * burns the legacy pair's position and mints on Ghost's pair, so both pairs write their price
 * accumulators, which an estimate taken in the same second as their last update leaves out.
 */
export type MigratorCall = {
  functionName: string
}

const MIGRATIONS: ReadonlySet<string> = new Set(['migrate', 'migrateWithPermit'])

/**
 * @example
 * getMigratorCallPairCount({ functionName: 'migrateWithPermit' }) // 2
 */
export function getMigratorCallPairCount({ functionName }: MigratorCall): number {
  return MIGRATIONS.has(functionName) ? 2 : 0
}
