import { readFile } from 'node:fs/promises'
import { type Manifest, parseManifest } from '@ghost/contracts/manifest'

/** How long a read manifest is trusted before the file is read again. */
const KEPT_MS = 1_000

/**
 * Reads the manifest when asked and keeps what `pick` takes of it for a second: in `npm start`
 * the server is up before the devnet has deployed, and a redeploy rewrites the file. A missing or
 * invalid manifest reads as undefined, as does one `pick` finds nothing in.
 *
 * @example
 * const nftContracts = createManifestReader(config.manifestPath, getNftContracts)
 * const contracts = await nftContracts() // undefined until the devnet has written the manifest
 */
export function createManifestReader<part>(
  manifestPath: string,
  pick: (manifest: Manifest) => part | undefined,
): () => Promise<part | undefined> {
  let cached: { at: number; value: part | undefined } | undefined
  return async () => {
    if (cached && Date.now() - cached.at < KEPT_MS) return cached.value
    let value: part | undefined
    try {
      value = pick(parseManifest(JSON.parse(await readFile(manifestPath, 'utf8'))))
    } catch {
      value = undefined
    }
    cached = { at: Date.now(), value }
    return value
  }
}
