import { parseCid } from '@ghost/sdk'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/schema'
import { UnprocessableError } from '../http/httpErrors'

/** A CID in any form the file store accepts, answered in its canonical form (CIDv1 base32). */
export const cidSchema = z
  .string()
  .max(256)
  .transform((text, context) => {
    const cid = parseCid(text)
    if (cid === null) {
      context.addIssue({ code: 'custom', message: 'must be a CID (e.g. bafkrei…)' })
      return z.NEVER
    }
    return cid
  })

/**
 * 422 unless every CID is an image an upload stored (market_upload): pages only show pictures
 * that went through the upload checks (type sniffed, metadata stripped, thumbnail made).
 */
export async function requireUploadedImages(
  db: Kysely<Database>,
  cids: (string | null | undefined)[],
): Promise<void> {
  const wanted = [...new Set(cids.filter((cid): cid is string => typeof cid === 'string'))]
  if (wanted.length === 0) return
  const found = await db
    .selectFrom('market_upload')
    .select('cid')
    .where('cid', 'in', wanted)
    .execute()
  const known = new Set(found.map((row) => row.cid))
  const missing = wanted.filter((cid) => !known.has(cid))
  if (missing.length > 0) {
    throw new UnprocessableError(
      `No uploaded image has CID ${missing.join(', ')}; upload the picture first (POST /v1/{chainId}/{product}/upload).`,
    )
  }
}
