import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { computeCid, parseCid } from '@ghost/sdk'

/**
 * The text given as a CID is not one: asking again with the same text cannot succeed. Its own
 * class, not the server's NonRetryableError, so the store needs nothing of the server; the
 * server's HTTP layer answers any error carrying a `statusCode` with it.
 */
export class InvalidCidError extends Error {
  override name = 'InvalidCidError'
  readonly statusCode = 400

  constructor(text: string) {
    super(`Invalid CID: '${text.length > 80 ? `${text.slice(0, 80)}…` : text}'`)
  }
}

export type FileStore = {
  /** The folder holding one file per CID. */
  readonly dir: string
  /** Stores `bytes` under their CID and returns it; storing the same bytes again is a no-op. */
  put(bytes: Uint8Array): Promise<string>
  /** The bytes stored under `cid` (any form `parseCid` accepts), or null when absent. */
  get(cid: string): Promise<Uint8Array | null>
  has(cid: string): Promise<boolean>
}

function canonical(cid: string): string {
  const parsed = parseCid(cid)
  if (parsed === null) throw new InvalidCidError(cid)
  return parsed
}

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT'

/**
 * A content-addressed store: each file is named by the canonical CIDv1 of its bytes (so the
 * name is also a safe file name: base32 letters and digits). Writes go to a unique temporary
 * file beside the target and are renamed over it, so a reader sees a whole file or none, and
 * any number of processes may store the same bytes at once (each rename installs identical
 * content). The folder is created on the first `put`.
 *
 * @example
 * const files = createFileStore('/srv/ghost/ipfs')
 * const cid = await files.put(new TextEncoder().encode('hello world'))
 * // 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e'
 */
export function createFileStore(dir: string): FileStore {
  const pathOf = (cid: string) => join(dir, canonical(cid))

  async function has(cid: string): Promise<boolean> {
    try {
      return (await stat(pathOf(cid))).isFile()
    } catch (error) {
      if (isMissing(error)) return false
      throw error
    }
  }

  return {
    dir,
    has,
    async put(bytes) {
      const cid = await computeCid(bytes)
      if (await has(cid)) return cid
      await mkdir(dir, { recursive: true })
      // dot-prefixed: never a CID, so a temporary file is never served
      const temporary = join(dir, `.${cid}.${process.pid}.${randomUUID()}.tmp`)
      try {
        await writeFile(temporary, bytes, { flag: 'wx' })
        await rename(temporary, join(dir, cid))
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      return cid
    },
    async get(cid) {
      try {
        return await readFile(pathOf(cid))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
  }
}
