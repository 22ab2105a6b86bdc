import { stat } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config'
import type { Database } from '../db/schema'
import { importVotingFile, votingFilePath } from './importVotingFile'
import { createVotingContext } from './votingContext'

export type VotingFileImport = { stop(): void }

async function modifiedAt(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs
  } catch {
    return undefined
  }
}

/**
 * Imports the devnet's voting file (see importVotingFile) now and whenever it changes: in
 * `npm start` the server listens before the devnet has deployed and seeded, and a redeploy
 * rewrites the file. A failed import (node down) is tried again on the next tick.
 */
export function startVotingFileImport(parameters: {
  config: ServerConfig
  db: Kysely<Database>
  log: (message: string, level: 'info' | 'warn') => void
  intervalMs?: number
}): VotingFileImport {
  const { config, db, log } = parameters
  const context = createVotingContext({ config, db })
  const path = votingFilePath(config.manifestPath)
  let imported: number | undefined
  let running = false
  let lastFailure: string | undefined
  const tick = async () => {
    if (running) return
    running = true
    try {
      const mtime = await modifiedAt(path)
      if (mtime === undefined || mtime === imported) return
      // The devnet writes the manifest last: until it names the deployment, no power can be read.
      if (!(await context.votingContracts())) return
      const { proposals, votes } = await importVotingFile(context, path, (message) =>
        log(message, 'warn'),
      )
      imported = mtime
      log(
        `voting file: proposals ${proposals.imported} imported, ${proposals.known} known, ${proposals.skipped.length} skipped; votes ${votes.imported} imported, ${votes.known} known, ${votes.skipped.length} skipped`,
        'info',
      )
      lastFailure = undefined
    } catch (error) {
      // said once, not every tick while it lasts
      const message = `voting file: ${error instanceof Error ? error.message : String(error)}`
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
