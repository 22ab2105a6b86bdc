/**
 * Starts the whole world for the e2e run on free ports with throwaway data (fresh chain, fresh
 * PGlite folder) and hands its URLs to the tests through the environment.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@ghost/contracts/anvil'
import { startWorld } from '../scripts/world'

export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-e2e-'))
  const world = await startWorld({
    chainPort: await freePort(),
    serverPort: await freePort(),
    webPort: await freePort(),
    dataDir: join(dir, 'pglite'),
    manifestPath: join(dir, 'deployments', '1337.json'),
    log: (line) => console.log(`[world] ${line}`),
  })
  process.env.GHOST_CHAIN_URL = world.chainUrl
  process.env.GHOST_SERVER_URL = world.serverUrl
  process.env.GHOST_WEB_URL = world.webUrl
  process.env.GHOST_MANIFEST_PATH = world.manifestPath
  return async () => {
    await world.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
