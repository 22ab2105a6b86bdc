/**
 * Ghost's indexer against Ponder on the same chain. A generated DEX history of ≥ 100,000 events
 * over ≥ 50 pairs on Anvil (`indexer/generateHistory.ts`) is indexed end to end twice, each into a
 * fresh PGlite folder: by Ghost's indexer (`createIndexer` with the DEX module: getLogs, blocks,
 * handlers, one transaction per range), then by Ponder running the same DEX handlers into the same
 * tables (bench/ponder-dex). End to end means from an empty folder, database open and migrations
 * included, until the last block is indexed. The last line is the ratio, number first. Targets:
 * ≥ 5× Ponder end to end, and ≥ 20,000 ev/s (on a quiet 2-core machine).
 *
 * Events are those the handlers processed (the indexer's count: the factory's and every pair's
 * logs). Both indexers must end with the same row count in every DEX table, and the swap rows must
 * match the swaps the generator sent, so a run that skips work cannot look fast.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { anvilClient, startAnvil } from '@ghost/contracts/anvil'
import {
  createDexModule,
  createIndexer,
  createIndexerClient,
  DEFAULT_REORG_WINDOW,
  type HandlerContext,
  type IndexerModule,
  migrateToLatest,
  openDatabase,
} from '@ghost/server'
import { type Kysely, sql } from 'kysely'
import { createPublicClient, custom } from 'viem'
import { ANVIL_ARGS, generateHistory, type HistoryPlan } from './indexer/generateHistory'
import { runPonder } from './indexer/runPonder'
import { runBench } from './report/runBench'

const TARGET_RATIO = 5
const TARGET_EVENTS_PER_SECOND = 20_000
const PONDER_FINALITY_BLOCKS = 30
const PLAN: HistoryPlan = {
  pairCount: 52,
  days: 6,
  blocksPerDay: 24,
  transactionsPerBlock: 2,
  roundsPerTransaction: 2,
}
const numberFormat = new Intl.NumberFormat('en-US')

/** Wall time of overlapping calls: time during which at least one call was in flight. */
class BusyClock {
  calls = 0
  ms = 0
  private active = 0
  private since = 0
  enter() {
    this.calls++
    if (this.active++ === 0) this.since = performance.now()
  }
  leave() {
    if (--this.active === 0) this.ms += performance.now() - this.since
  }
}

/**
 * The indexer's RPC client as the server builds it (`createIndexerClient`), with the wall time of its calls kept per method, so the report
 * can say how much of the run waited on the node (getLogs, blocks, token metadata) and how much
 * was the handlers and the database.
 */
function timedIndexerClient(url: string) {
  const inner = createIndexerClient(url)
  const clocks = new Map<string, BusyClock>()
  const all = new BusyClock()
  const client = createPublicClient({
    transport: custom({
      async request({ method, params }) {
        const clock = clocks.get(method) ?? new BusyClock()
        clocks.set(method, clock)
        clock.enter()
        all.enter()
        try {
          return await inner.request({ method, params })
        } finally {
          clock.leave()
          all.leave()
        }
      },
    }),
  })
  return { client, clocks, all }
}

/** The module with each handler's time added to `clock`. */
function timedModule(module: IndexerModule, clock: BusyClock): IndexerModule {
  return {
    ...module,
    handlers: module.handlers.map((handler) => ({
      ...handler,
      async handle(event: never, context: HandlerContext) {
        clock.enter()
        try {
          await handler.handle(event, context)
        } finally {
          clock.leave()
        }
      },
    })),
  }
}

/** Ghost's DEX tables as the Ponder app builds them: table → column → Postgres type. */
async function readDexTables(db: Kysely<unknown>) {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema() and table_name like 'dex\_%'
    order by table_name, ordinal_position`.execute(db)
  const tables: Record<string, Record<string, string>> = {}
  for (const row of rows) {
    tables[row.table_name] ??= {}
    ;(tables[row.table_name] as Record<string, string>)[row.column_name] = row.data_type
  }
  return tables
}

async function countRows(db: Kysely<unknown>, tables: string[]) {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const { rows } = await sql<{
      rows: string
    }>`select count(*) as rows from ${sql.table(table)}`.execute(db)
    counts[table] = Number(rows[0]?.rows ?? 0)
  }
  return counts
}

const seconds1 = (ms: number) => (ms / 1000).toFixed(1).padStart(6)

await runBench(async () => {
  const genesis = Math.floor(Date.now() / 1000) - (PLAN.days + 1) * 86_400
  const anvil = await startAnvil({ args: [...ANVIL_ARGS, '--timestamp', String(genesis)] })
  const dir = mkdtempSync(join(tmpdir(), 'ghost-bench-indexer-'))
  try {
    let started = performance.now()
    const history = await generateHistory(anvil.url, PLAN, console.log)
    console.log(
      `history: ${numberFormat.format(history.swaps)} SwapLoop swaps up to block ${history.toBlock} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    // Both index a final history, a backfill: Ponder indexes only up to its finalized block (30
    // below the head on a chain it does not know) before /ready says it is done, and Ghost
    // journals every change within its reorg window (256 blocks of the head) so a reorg can undo
    // it. Empty blocks on top, the larger of the two, make the whole history final for both.
    await anvilClient(anvil.url).mine({
      blocks: Math.max(PONDER_FINALITY_BLOCKS, DEFAULT_REORG_WINDOW),
    })
    const { manifest } = history
    const pairs = [...Object.values(manifest.pairs ?? {}), ...history.pairs]

    // Ghost, end to end: an empty folder, open, migrate, index.
    started = performance.now()
    const database = await openDatabase({
      database: { kind: 'pglite', dataDir: join(dir, 'pglite') },
    })
    let ghost: { seconds: number; syncSeconds: number; events: number }
    let tables: Record<string, Record<string, string>>
    let ghostCounts: Record<string, number>
    try {
      await migrateToLatest(database.db)
      const openedAt = performance.now()
      const { client, clocks, all } = timedIndexerClient(anvil.url)
      const handlerClock = new BusyClock()
      const indexer = createIndexer({
        db: database.db,
        client,
        chainId: manifest.chainId,
        startBlock: BigInt(manifest.startBlock),
        modules: [timedModule(createDexModule({ manifest, client }), handlerClock)],
        // retries and range changes explain a slow run
        log: (message, level) => {
          if (level === 'warn') console.log(`  ${message}`)
        },
      })
      const { blockNumber } = await indexer.syncOnce({ toBlock: history.toBlock })
      const endedAt = performance.now()
      await indexer.stop()
      if (blockNumber !== history.toBlock) {
        throw new Error(`indexed to block ${blockNumber}, expected ${history.toBlock}`)
      }
      ghost = {
        seconds: (endedAt - started) / 1000,
        syncSeconds: (endedAt - openedAt) / 1000,
        events: indexer.eventCount,
      }
      const untyped = database.db as unknown as Kysely<unknown>
      tables = await readDexTables(untyped)
      ghostCounts = await countRows(untyped, Object.keys(tables))
      if ((ghostCounts.dex_swap ?? 0) < history.swaps) {
        throw new Error(
          `dex_swap holds ${ghostCounts.dex_swap} rows, the generator sent ${history.swaps} swaps`,
        )
      }
      console.log(`ghost: ${seconds1(ghost.seconds * 1000)} s end to end`)
      console.log(`  open and migrate ${seconds1(openedAt - started)} s`)
      for (const [method, clock] of [...clocks].sort((a, b) => b[1].ms - a[1].ms)) {
        console.log(
          `  rpc ${method.padEnd(24)} ${String(clock.calls).padStart(6)} calls ${seconds1(clock.ms)} s`,
        )
      }
      console.log(
        `  handlers (their store reads and metadata calls included) ${seconds1(handlerClock.ms)} s`,
      )
      console.log(
        `  the rest: range writes (rows, journal, checkpoint) and the loop, less what overlapped ${seconds1(ghost.syncSeconds * 1000 - handlerClock.ms - all.ms)} s`,
      )
    } finally {
      await database.close()
    }

    const ponder = await runPonder({
      rpcUrl: anvil.url,
      manifest,
      toBlock: history.toBlock,
      tables,
    })
    console.log(`ponder: ${seconds1(ponder.seconds * 1000)} s end to end (log: ${ponder.logPath})`)
    const unequal = Object.keys(tables).filter(
      (table) => ghostCounts[table] !== ponder.rowCounts[table],
    )
    for (const table of Object.keys(tables)) {
      console.log(
        `  ${table.padEnd(22)} ghost ${String(ghostCounts[table]).padStart(8)} rows, ponder ${String(ponder.rowCounts[table]).padStart(8)}`,
      )
    }
    if (unequal.length > 0)
      throw new Error(`the two indexers wrote different row counts in ${unequal.join(', ')}`)

    const events = ghost.events
    const ghostRate = events / ghost.seconds
    const syncRate = events / ghost.syncSeconds
    const ponderRate = events / ponder.seconds
    const ratio = ponder.seconds / ghost.seconds
    const shape = `${numberFormat.format(events)} events, ${pairs.length} pairs, ${history.toBlock - BigInt(manifest.startBlock) + 1n} blocks`
    console.log(
      `ghost ${numberFormat.format(Math.round(ghostRate))} ev/s end to end (${numberFormat.format(Math.round(syncRate))} ev/s once migrated), ponder ${numberFormat.format(Math.round(ponderRate))} ev/s end to end (${shape})`,
    )
    return {
      headline: `${ratio.toFixed(1)}x Ponder (same chain, end to end: Ghost ${ghost.seconds.toFixed(1)} s, ${numberFormat.format(Math.round(ghostRate))} ev/s; Ponder 0.16 ${ponder.seconds.toFixed(1)} s, ${numberFormat.format(Math.round(ponderRate))} ev/s; ${shape}; same rows in ${Object.keys(tables).length} tables)`,
      targets: [
        {
          label: `${ratio.toFixed(1)}x Ponder end to end (target >= ${TARGET_RATIO}x)`,
          met: ratio >= TARGET_RATIO,
        },
        {
          label: `${numberFormat.format(Math.round(syncRate))} ev/s once migrated (target >= ${numberFormat.format(TARGET_EVENTS_PER_SECOND)} on a quiet 2-core machine)`,
          met: syncRate >= TARGET_EVENTS_PER_SECOND,
        },
      ],
    }
  } finally {
    await anvil.stop()
    rmSync(dir, { recursive: true, force: true })
  }
})
