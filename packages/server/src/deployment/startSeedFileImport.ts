import { stat } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config'
import type { Database } from '../db/schema'

export type SeedFileImport = { stop(): void }

export type SeedFileLog = (message: string, level: 'info' | 'warn') => void

/** What each importer of a seed file beside the server's manifest is started with (main.ts). */
export type SeedFileImportParameters = {
  config: ServerConfig
  db: Kysely<Database>
  log: SeedFileLog
  intervalMs?: number | undefined
}

export type StartSeedFileImportParameters = {
  /** What the log lines begin with: 'orders file', 'voting file'. */
  name: string
  path: string
  /**
   * Whether there is something to import against: the devnet writes the manifest last, so until
   * it names the deployment a seed file cannot be checked. False: nothing said, tried next tick.
   */
  ready: () => Promise<boolean>
  /** Imports the file; answers what to log of it. */
  importFile: () => Promise<string>
  log: SeedFileLog
  intervalMs?: number | undefined
}

async function modifiedAt(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs
  } catch {
    return undefined
  }
}

/**
 * Imports a seed file beside the manifest now and whenever it changes: in `npm start` the server
 * listens before the devnet has deployed and seeded, and a redeploy rewrites the file. A failed
 * import (node down) is tried again on the next tick and said once while it lasts.
 *
 * @example
 * startSeedFileImport({ name: 'voting file', path, ready, importFile, log })
 */
export function startSeedFileImport(parameters: StartSeedFileImportParameters): SeedFileImport {
  const { name, path, ready, importFile, log } = parameters
  let imported: number | undefined
  let running = false
  let lastFailure: string | undefined
  const tick = async () => {
    if (running) return
    running = true
    try {
      const mtime = await modifiedAt(path)
      if (mtime === undefined || mtime === imported || !(await ready())) return
      const summary = await importFile()
      imported = mtime
      log(`${name}: ${summary}`, 'info')
      lastFailure = undefined
    } catch (error) {
      const message = `${name}: ${error instanceof Error ? error.message : String(error)}`
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
