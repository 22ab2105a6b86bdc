import { readFile } from 'node:fs/promises'
import { type Manifest, parseManifest } from '@ghost/contracts/manifest'
import type { PublicClient } from 'viem'
import { rpcUrlsOf, type ServerConfig } from './config'
import type { OpenedDatabase } from './db/openDatabase'
import { createIndexer, type Indexer, type IndexerLog } from './indexer/createIndexer'
import { createIndexerClient } from './indexer/createIndexerClient'
import type { IndexerModule } from './indexer/types'

export type StartIndexingParameters = {
  config: Pick<ServerConfig, 'chainId' | 'rpcUrl' | 'rpcFallbackUrls' | 'manifestPath'>
  database: OpenedDatabase
  /** The features to index for a deployment (the DEX; the NFT market and profiles when deployed). */
  modules: (manifest: Manifest, client: PublicClient) => IndexerModule[]
  log: IndexerLog
  /** Milliseconds between looks at the manifest file (it may appear late, or change). */
  manifestInterval?: number | undefined
  /** Passed to the indexer (tests poll faster). */
  pollInterval?: number | undefined
}

export type Indexing = {
  /** Finishes the range in progress and stops; call before closing the database. */
  stop(): Promise<void>
}

type Running = { text: string; indexer: Indexer }

/**
 * Indexes the chain the manifest describes, for as long as the server runs. The manifest may not
 * exist yet (in `npm start` the server boots while the devnet deploys and writes it), so the file
 * is polled; when it changes (a redeployed world) the indexer restarts with the new one. The
 * stored index of a replaced chain no longer matches its block hashes and is re-read.
 *
 * @example
 * const indexing = startIndexing({ config, database, modules: (manifest, client) => [createDexModule({ manifest, client })], log })
 * // main.ts adds createNftModule when the manifest has the NFT market.
 * // …
 * await indexing.stop()
 */
export function startIndexing({
  config,
  database,
  modules,
  log,
  manifestInterval = 1_000,
  pollInterval,
}: StartIndexingParameters): Indexing {
  const client = createIndexerClient(rpcUrlsOf(config))
  let running: Running | undefined
  let stopped = false
  let lastProblem: string | undefined
  let timer: NodeJS.Timeout | undefined
  let checking: Promise<void> = Promise.resolve()

  const problem = (message: string, level: 'info' | 'warn' = 'warn') => {
    // Once per distinct problem: a missing file is polled every second.
    if (message !== lastProblem) log(`indexer: ${message}`, level)
    lastProblem = message
  }

  const check = async () => {
    let text: string
    try {
      text = await readFile(config.manifestPath, 'utf8')
    } catch {
      return problem(`waiting for the manifest ${config.manifestPath}`, 'info')
    }
    if (text === running?.text) return
    let manifest: Manifest
    try {
      manifest = parseManifest(JSON.parse(text))
    } catch (error) {
      // Possibly half-written: the next look reads it whole.
      return problem(`manifest ${config.manifestPath} unreadable: ${(error as Error).message}`)
    }
    if (manifest.chainId !== config.chainId) {
      return problem(
        `manifest ${config.manifestPath} is for chain ${manifest.chainId}, this server indexes ${config.chainId}`,
      )
    }
    lastProblem = undefined
    if (running) {
      log('indexer: the manifest changed, restarting', 'info')
      await running.indexer.stop()
      running = undefined
    }
    if (stopped) return
    const indexer = createIndexer({
      db: database.db,
      client,
      chainId: config.chainId,
      startBlock: BigInt(manifest.startBlock),
      modules: modules(manifest, client),
      databaseKind: database.kind,
      log,
      pollInterval,
    })
    running = { text, indexer }
    indexer.start()
  }

  // One look now, then one a while after each look ends (never two at once).
  const look = () => {
    checking = check()
      .catch((error: unknown) => problem((error as Error).message))
      .finally(() => {
        if (!stopped) timer = setTimeout(look, manifestInterval)
      })
  }
  look()

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await checking
      await running?.indexer.stop()
      running = undefined
    },
  }
}
