/**
 * Starts the whole world for the e2e run on free ports with throwaway data (fresh chain, fresh
 * PGlite folder) and hands its URLs to the tests through the environment.
 */
import { startThrowawayWorld } from '../scripts/world'

export default async function globalSetup() {
  const world = await startThrowawayWorld('ghost-e2e-', (line) => console.log(`[world] ${line}`))
  process.env.GHOST_CHAIN_URL = world.chainUrl
  process.env.GHOST_SERVER_URL = world.serverUrl
  process.env.GHOST_WEB_URL = world.webUrl
  process.env.GHOST_MANIFEST_PATH = world.manifestPath
  return () => world.stop()
}
