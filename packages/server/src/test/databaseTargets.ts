/**
 * The databases every storage test runs against: PGlite always, PostgreSQL when its binaries are
 * installed. Use with `describe.skipIf(!target.available)(target.title, …)` so a missing
 * PostgreSQL shows as a skipped block with its reason rather than vanishing.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseConfig } from '../config'
import { findPostgresBin, startPostgresCluster } from './postgresCluster'

export type DatabaseTargetHandle = {
  /** A database nobody has used yet. */
  freshDatabase(): Promise<DatabaseConfig>
  stop(): Promise<void>
}

export type DatabaseTarget = {
  kind: DatabaseConfig['kind']
  title: string
  available: boolean
  start(): Promise<DatabaseTargetHandle>
}

const postgresBin = findPostgresBin()

export const DATABASE_TARGETS: DatabaseTarget[] = [
  {
    kind: 'pglite',
    title: 'PGlite',
    available: true,
    async start() {
      const root = mkdtempSync(join(tmpdir(), 'ghost-pglite-'))
      let count = 0
      return {
        freshDatabase: async () => ({ kind: 'pglite', dataDir: join(root, `db${count++}`) }),
        stop: async () => rmSync(root, { recursive: true, force: true }),
      }
    },
  },
  {
    kind: 'postgres',
    title: postgresBin
      ? `PostgreSQL (${postgresBin})`
      : 'PostgreSQL — skipped: no initdb under /usr/lib/postgresql/*/bin (apt-get install -y postgresql)',
    available: postgresBin !== undefined,
    async start() {
      if (postgresBin === undefined) throw new Error('PostgreSQL is not installed')
      const cluster = await startPostgresCluster(postgresBin)
      let count = 0
      return {
        freshDatabase: async () => ({
          kind: 'postgres',
          url: await cluster.createDatabase(`ghost_test_${count++}`),
        }),
        stop: () => cluster.stop(),
      }
    },
  },
]
