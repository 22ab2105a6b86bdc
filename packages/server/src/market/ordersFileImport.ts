import { stat } from 'node:fs/promises'
import { createFileStore } from '@ghost/files'
import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config'
import type { Database } from '../db/schema'
import { createRpcClient } from '../rpc/createRpcClient'
import { createManifestReader, type MarketContext } from './context'
import { importOrdersFile, ordersFilePath } from './importOrdersFile'

export type OrdersFileImport = { stop(): void }

async function modifiedAt(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs
  } catch {
    return undefined
  }
}

/**
 * Imports the devnet's orders file (see importOrdersFile) now and whenever it changes: in
 * `npm start` the server listens before the devnet has deployed and seeded, and a redeploy
 * rewrites the file. A failed import (node down) is tried again on the next tick.
 */
export function startOrdersFileImport(parameters: {
  config: ServerConfig
  db: Kysely<Database>
  log: (message: string, level: 'info' | 'warn') => void
  intervalMs?: number
}): OrdersFileImport {
  const { config, db, log } = parameters
  const context: MarketContext = {
    db,
    chainId: config.chainId,
    rpc: createRpcClient(config),
    files: createFileStore(config.filesDir),
    nftContracts: createManifestReader(config.manifestPath),
    uploadMaxBytes: config.uploadMaxBytes,
  }
  const path = ordersFilePath(config.manifestPath)
  let imported: number | undefined
  let running = false
  let lastFailure: string | undefined
  const tick = async () => {
    if (running) return
    running = true
    try {
      const mtime = await modifiedAt(path)
      if (mtime === undefined || mtime === imported) return
      // The devnet writes the orders while it seeds and the manifest last: until the manifest
      // names the deployment there is nothing to check the orders against, and nothing to say.
      if (!(await context.nftContracts())) return
      const result = await importOrdersFile(context, path, (message) => log(message, 'warn'))
      imported = mtime
      log(
        `orders file: ${result.imported} imported, ${result.known} known, ${result.skipped.length} skipped`,
        'info',
      )
      lastFailure = undefined
    } catch (error) {
      // said once, not every tick while it lasts
      const message = `orders file: ${error instanceof Error ? error.message : String(error)}`
      if (message !== lastFailure) log(message, 'warn')
      lastFailure = message
    } finally {
      running = false
    }
  }
  void tick()
  const timer = setInterval(tick, parameters.intervalMs ?? 5_000)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
