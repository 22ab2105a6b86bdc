/**
 * `npm start -w @ghost/server`: config from the environment, open and migrate the database,
 * listen, print `server: <url>`, then index the chain of the manifest (unless INDEXER=off).
 * SIGINT/SIGTERM stop the indexer (after its current range), close the server, then the database
 * (so PGlite flushes and frees its folder); a second signal exits at once.
 */
import type { AddressInfo } from 'node:net'
import { createFileStore } from '@ghost/files'
import type { FastifyInstance } from 'fastify'
import { loadConfig } from './config'
import { createServer } from './createServer'
import { migrateToLatest } from './db/migrate'
import { type OpenedDatabase, openDatabase } from './db/openDatabase'
import type { SeedFileImport, SeedFileImportParameters } from './deployment/startSeedFileImport'
import { indexerModules } from './indexerModules'
import { startOrdersFileImport } from './market/importOrdersFile'
import { createFileStoreMetadataReader } from './nft/fileStoreMetadata'
import { type Indexing, startIndexing } from './startIndexing'
import { startVotingFileImport } from './voting/importVotingFile'

function fail(error: unknown): never {
  const code = (error as NodeJS.ErrnoException).code
  const message =
    code === 'EADDRINUSE'
      ? `${(error as Error).message} (set PORT to a free port)`
      : error instanceof Error
        ? error.message
        : String(error)
  console.error(`server: ${message}`)
  process.exit(1)
}

function urlOf(app: FastifyInstance): string {
  const { address, port } = app.server.address() as AddressInfo
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`
}

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  let database: OpenedDatabase | undefined
  let app: FastifyInstance | undefined
  let indexing: Indexing | undefined
  /** The seed files beside the manifest (orders, voting), imported when they change. */
  let seedImports: SeedFileImport[] = []
  let stopping = false

  const stop = async () => {
    if (stopping) process.exit(1)
    stopping = true
    try {
      for (const seedImport of seedImports) seedImport.stop()
      await indexing?.stop()
      await app?.close()
      await database?.close()
      process.exit(0)
    } catch (error) {
      fail(error)
    }
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)

  try {
    database = await openDatabase(config)
    await migrateToLatest(database.db)
    app = await createServer({ config, database })
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    await app?.close().catch(() => {})
    await database?.close().catch(() => {})
    throw error
  }
  console.log(`server: ${urlOf(app)}`)
  const log = app.log
  const seedFiles: SeedFileImportParameters = {
    config,
    db: database.db,
    log: (message, level) => log[level](message),
  }
  seedImports = [startOrdersFileImport(seedFiles), startVotingFileImport(seedFiles)]
  if (config.indexer === 'on') {
    const logger = app.log
    const readMetadata = createFileStoreMetadataReader(createFileStore(config.filesDir))
    indexing = startIndexing({
      config,
      database,
      modules: (manifest, client) => indexerModules(manifest, client, readMetadata),
      log: (message, level) => logger[level](message),
    })
  }
}

main().catch(fail)
