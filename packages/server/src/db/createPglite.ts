/**
 * Opens PGlite on a folder. A new folder starts from a copy of an empty cluster rather than from
 * initdb: initdb in WebAssembly takes 3–6 s on a 2-core machine, while loading a dump of the same
 * empty cluster takes about 0.6 s (each test file's database, every fresh `npm start`, the
 * benches). The copy is made once per PGlite version, by the first new folder opened, and kept in
 * node_modules/.cache (beside the installed PGlite, so only whoever installed it can change it).
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'

/** PGlite's own folder (its exports map hides package.json from require.resolve). */
function pglitePackageDir(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir)
  return dir
}

const pgliteDir = pglitePackageDir()
const { version } = JSON.parse(readFileSync(join(pgliteDir, 'package.json'), 'utf8')) as {
  version: string
}

/** Where the empty cluster of this PGlite version is kept. */
export const EMPTY_CLUSTER_PATH = join(
  pgliteDir,
  '..',
  '..',
  '.cache',
  'ghost-pglite',
  `empty-cluster-${version}.tar`,
)

/** The folder holds no cluster yet (initdb writes PG_VERSION first thing). */
function isNewFolder(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'))
}

function emptyFolder(dataDir: string): void {
  for (const entry of readdirSync(dataDir))
    rmSync(join(dataDir, entry), { recursive: true, force: true })
}

async function keepEmptyCluster(client: PGlite, emptyClusterPath: string): Promise<void> {
  const dump = await client.dumpDataDir('none')
  mkdirSync(dirname(emptyClusterPath), { recursive: true })
  // written aside and renamed: another process opening a new folder meanwhile reads a whole copy or none
  const partial = `${emptyClusterPath}.${process.pid}.partial`
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()))
  renameSync(partial, emptyClusterPath)
}

export async function createPglite(
  dataDir: string,
  options: PGliteOptions,
  emptyClusterPath = EMPTY_CLUSTER_PATH,
): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true })
  if (!isNewFolder(dataDir)) return PGlite.create(dataDir, options)
  if (existsSync(emptyClusterPath)) {
    try {
      const loadDataDir = new Blob([readFileSync(emptyClusterPath)])
      return await PGlite.create(dataDir, { ...options, loadDataDir })
    } catch {
      // a damaged copy: forget it, and let initdb make the folder (and a new copy)
      rmSync(emptyClusterPath, { force: true })
      emptyFolder(dataDir)
    }
  }
  const client = await PGlite.create(dataDir, options)
  await keepEmptyCluster(client, emptyClusterPath).catch(() => {
    // no copy this time (a read-only cache folder): the next new folder runs initdb again
  })
  return client
}
