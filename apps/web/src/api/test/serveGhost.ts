/**
 * The real Ghost server (@ghost/server/testing's startServerFor: Fastify, PGlite in a temporary
 * folder, the indexer with every module `npm start` picks from the manifest) for a test's chain,
 * in its own Node process: the jsdom environment's module transform rewrites the server's
 * `new URL(…, import.meta.url)` file paths into web URLs.
 *
 * Usage: serveGhost.ts <rpcUrl> <manifestPath>. Prints one JSON line {apiUrl} once
 * listening; stops when its stdin closes.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServerFor } from '@ghost/server/testing'

const [rpcUrl, manifestPath] = process.argv.slice(2)
if (!rpcUrl || !manifestPath) throw new Error('usage: serveGhost.ts <rpcUrl> <manifestPath>')

const dataRoot = mkdtempSync(join(tmpdir(), 'ghost-web-server-'))
const server = await startServerFor({
  rpcUrl,
  manifestPath,
  filesDir: join(dataRoot, 'files'),
  database: { kind: 'pglite', dataDir: join(dataRoot, 'db') },
})
process.stdout.write(`${JSON.stringify({ apiUrl: server.url })}\n`)

process.stdin.resume()
process.stdin.on('end', async () => {
  await server.stop()
  rmSync(dataRoot, { recursive: true, force: true })
  process.exit(0)
})
