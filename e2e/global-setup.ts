/**
 * Starts the whole world for the e2e run on free ports with throwaway data (fresh chain, fresh
 * PGlite folder), funds the trading specs' own holders (fixtures/accounts.ts) and hands its URLs
 * to the tests through the environment.
 */
import { readFileSync } from 'node:fs'
import { parseManifest } from '@ghost/contracts/manifest'
import { startThrowawayWorld } from '../scripts/world'
import { fundE2eHolders } from './fixtures/accounts'

export default async function globalSetup() {
  const world = await startThrowawayWorld('ghost-e2e-', (line) => console.log(`[world] ${line}`))
  process.env.GHOST_CHAIN_URL = world.chainUrl
  process.env.GHOST_SERVER_URL = world.serverUrl
  process.env.GHOST_WEB_URL = world.webUrl
  process.env.GHOST_MANIFEST_PATH = world.manifestPath
  try {
    await fundE2eHolders(
      world.chainUrl,
      parseManifest(JSON.parse(readFileSync(world.manifestPath, 'utf8'))),
    )
  } catch (error) {
    await world.stop()
    throw error
  }
  return () => world.stop()
}
