/**
 * A throwaway PostgreSQL cluster for tests: initdb into a temp folder, start on a free loopback
 * port with its socket in that folder, drop everything on stop. Uses the Debian/Ubuntu layout
 * (`/usr/lib/postgresql/<version>/bin`, package `postgresql`). initdb refuses to run as root, so
 * as root the binaries run as the `postgres` user through runuser.
 */
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@ghost/contracts/anvil'
import pg from 'pg'

const POSTGRES_ROOT = '/usr/lib/postgresql'

/** The bin folder of the newest installed PostgreSQL, or undefined when none is installed. */
export function findPostgresBin(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : join(POSTGRES_ROOT, versions[0], 'bin')
}

export type PostgresCluster = {
  port: number
  /** Creates an empty database and returns its connection string. */
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

/**
 * util-linux's runuser lives in an sbin folder, which a minimal PATH (a CI step's, a cron job's)
 * may lack.
 */
function runuser(): string {
  const folders = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']
  const found = folders.map((folder) => join(folder, 'runuser')).find((path) => existsSync(path))
  if (!found) throw new Error('runuser (util-linux) is needed to run PostgreSQL as root')
  return found
}

function runAsOwner(command: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0
  return execFileSync(
    asRoot ? runuser() : command,
    asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
}

export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-pg-'))
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
    chownSync(dir, uid, gid)
  }
  const dataDir = join(dir, 'data')
  const port = await freePort()
  runAsOwner(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ])
  // Durability is pointless for a cluster deleted after the run; fsync=off makes DDL fast.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`
  runAsOwner(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(dir, 'log'),
    '-o',
    options,
    '-w',
    'start',
  ])

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  return {
    port,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`create database "${name}"`)
      } finally {
        await client.end()
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    async stop() {
      try {
        runAsOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
