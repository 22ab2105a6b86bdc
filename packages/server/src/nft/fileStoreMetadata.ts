import type { FileStore } from '@ghost/files'
import { cidFromIpfsUri } from '@ghost/sdk'
import type { MetadataReader } from './metadata'

/**
 * Token metadata from the server's content-addressed file store: `ipfs://{cid}` is read and
 * parsed as JSON. Another scheme, an unknown CID or a file that is not JSON gives undefined (the
 * token's fields stay null). The answer for one URI never changes, so indexing stays
 * deterministic — except for a file stored after its token was indexed (docs/decisions.md).
 */
export function createFileStoreMetadataReader(files: FileStore): MetadataReader {
  return async (uri) => {
    const cid = cidFromIpfsUri(uri)
    if (cid === null) return undefined
    const bytes = await files.get(cid)
    if (bytes === null) return undefined
    try {
      return JSON.parse(new TextDecoder().decode(bytes)) as unknown
    } catch {
      return undefined
    }
  }
}
