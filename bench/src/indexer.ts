/**
 * Indexer throughput: a generated DEX history of ≥ 100,000 events over ≥ 50 pairs on Anvil
 * (`indexer/generateHistory.ts`), indexed end to end into a fresh PGlite folder by the real
 * indexer (`createIndexer` with the DEX module: getLogs, blocks, handlers, one transaction per
 * range). Prints events per second; the last line starts with the figure. Target: 10,000 ev/s.
 *
 * Events are those the handlers processed (the indexer's count: the factory's and every pair's
 * logs); the swap rows the DEX tables hold are checked against the swaps the generator sent, so a
 * run that skips work cannot look fast.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAnvil } from '@ghost/contracts/anvil'
import {
  createDexModule,
  createIndexer,
  createIndexerClient,
  type HandlerContext,
  type IndexerModule,
  migrateToLatest,
  openDatabase,
} from '@ghost/server'
import { createPublicClient, custom } from 'viem'
import { ANVIL_ARGS, generateHistory, type HistoryPlan } from './indexer/generateHistory'

const TARGET = 10_000
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

const genesis = Math.floor(Date.now() / 1000) - (PLAN.days + 1) * 86_400
const anvil = await startAnvil({ args: [...ANVIL_ARGS, '--timestamp', String(genesis)] })
const dir = mkdtempSync(join(tmpdir(), 'ghost-bench-indexer-'))
try {
  let started = performance.now()
  const history = await generateHistory(anvil.url, PLAN, console.log)
  console.log(
    `history: ${numberFormat.format(history.swaps)} SwapLoop swaps up to block ${history.toBlock} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  const { manifest } = history
  const pairs = [...Object.values(manifest.pairs ?? {}), ...history.pairs]

  const database = await openDatabase({
    database: { kind: 'pglite', dataDir: join(dir, 'pglite') },
  })
  try {
    await migrateToLatest(database.db)
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
    started = performance.now()
    const { blockNumber } = await indexer.syncOnce({ toBlock: history.toBlock })
    const seconds = (performance.now() - started) / 1000
    await indexer.stop()
    if (blockNumber !== history.toBlock) {
      throw new Error(`indexed to block ${blockNumber}, expected ${history.toBlock}`)
    }
    const { swaps } = await database.db
      .selectFrom('dex_swap')
      .select((eb) => eb.fn.countAll<string>().as('swaps'))
      .executeTakeFirstOrThrow()
    if (Number(swaps) < history.swaps) {
      throw new Error(`dex_swap holds ${swaps} rows, the generator sent ${history.swaps} swaps`)
    }
    const events = indexer.eventCount
    for (const [method, clock] of [...clocks].sort((a, b) => b[1].ms - a[1].ms)) {
      console.log(
        `  rpc ${method.padEnd(24)} ${String(clock.calls).padStart(6)} calls ${(clock.ms / 1000).toFixed(1).padStart(6)} s`,
      )
    }
    console.log(
      `  handlers (their store reads and metadata calls included) ${(handlerClock.ms / 1000).toFixed(1).padStart(6)} s`,
    )
    console.log(
      `  the rest: range writes (rows, journal, checkpoint) and the loop ${((seconds * 1000 - handlerClock.ms - all.ms) / 1000).toFixed(1).padStart(6)} s`,
    )
    const rate = events / seconds
    if (rate < TARGET) process.exitCode = 1
    console.log(
      `${numberFormat.format(Math.round(rate))} events/s indexed into PGlite (${numberFormat.format(events)} events, ${pairs.length} pairs, ${history.toBlock - BigInt(manifest.startBlock) + 1n} blocks, ${seconds.toFixed(1)} s; target ${numberFormat.format(TARGET)}; published vendor figures on an ERC20 benchmark: Envio ≈ 9,984 ev/s, Ponder ≈ 44 ev/s)`,
    )
  } finally {
    await database.close()
  }
} finally {
  await anvil.stop()
  rmSync(dir, { recursive: true, force: true })
}
