/**
 * `npm start`: the whole local world on loopback until Ctrl-C.
 * Env: CHAIN_PORT (8545), SERVER_PORT (4000), WEB_PORT (5173), GHOST_DATA_DIR (.data: chain state
 * and database), GHOST_MANIFEST_PATH (deployments/1337.json), WEB_PUBLIC_URL (the web URL people
 * open, the base of the token list's logos; default http://127.0.0.1:{WEB_PORT}), WEB_PUBLIC_SOURCEMAPS
 * (1: serve the web build's source maps; default they are 404), LOTTERY_SEED (the seed of the
 * lottery keeper's winning numbers, lotteryKeeperWord; default 31).
 */
import { join } from 'node:path'
import { repoRoot, startWorld } from './world'

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name} must be a port number`)
  return value
}

async function main() {
  const started = performance.now()
  const dataDir = process.env.GHOST_DATA_DIR ?? join(repoRoot, '.data')
  const world = await startWorld({
    chainPort: port('CHAIN_PORT', 8545),
    serverPort: port('SERVER_PORT', 4000),
    webPort: port('WEB_PORT', 5173),
    dataDir: join(dataDir, 'pglite'),
    manifestPath: process.env.GHOST_MANIFEST_PATH ?? join(repoRoot, 'deployments', '1337.json'),
    statePath: join(dataDir, 'anvil-state.json'),
    webPublicUrl: process.env.WEB_PUBLIC_URL || undefined,
    webPublicSourceMaps: process.env.WEB_PUBLIC_SOURCEMAPS === '1',
    log: (line) => console.log(line),
  })
  console.log(
    [
      '',
      `Ghost is running (ready in ${((performance.now() - started) / 1000).toFixed(1)}s):`,
      `  web     ${world.webUrl}`,
      `  server  ${world.serverUrl}`,
      `  chain   ${world.chainUrl} (chain id 1337)`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  )
  let stopping = false
  const shutdown = () => {
    if (stopping) return
    stopping = true
    console.log('stopping…')
    void world.stop().then(() => process.exit(0))
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
