/**
 * The market fixture in its own Node process, for tests in the jsdom environment (whose module
 * transform rewrites the server's `new URL(…, import.meta.url)` file paths into web URLs).
 * Prints one JSON line {apiUrl, rpcUrl} when ready; stops when its stdin closes.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startMarketChain, startMarketServer } from '@ghost/server/testing'

const dataRoot = mkdtempSync(join(tmpdir(), 'ghost-web-market-'))
const chain = await startMarketChain()
const server = await startMarketServer(
  chain,
  { kind: 'pglite', dataDir: join(dataRoot, 'db') },
  { index: false },
)
process.stdout.write(`${JSON.stringify({ apiUrl: server.url, rpcUrl: chain.url })}\n`)

process.stdin.resume()
process.stdin.on('end', async () => {
  await server.stop()
  await chain.stop()
  rmSync(dataRoot, { recursive: true, force: true })
  process.exit(0)
})
