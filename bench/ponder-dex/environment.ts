/** What the bench hands the Ponder app through the environment (see bench/src/indexer/runPonder.ts). */
export type PonderBenchEnvironment = {
  rpcUrl: string
  manifestPath: string
  endBlock: number
  databaseDir: string
  /** Ghost's DEX tables: name → column → Postgres type, read from Ghost's migrated database. */
  tables: Record<string, Record<string, string>>
}

export const PONDER_BENCH_ENV = 'GHOST_PONDER_BENCH'

export function benchEnvironment(): PonderBenchEnvironment {
  const raw = process.env[PONDER_BENCH_ENV]
  if (!raw)
    throw new Error(`${PONDER_BENCH_ENV} is not set: run this app through npm run bench:indexer`)
  return JSON.parse(raw) as PonderBenchEnvironment
}
