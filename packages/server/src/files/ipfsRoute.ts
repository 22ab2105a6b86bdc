import { type FileStore, sniffContentType } from '@ghost/files'
import { parseCid } from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { NonRetryableError } from '../errors'
import { addRoute } from '../http/route'

/** A CID names one content forever, so a response may be cached for a year and never rechecked. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
/**
 * No scripts, frames, fetches or external loads: an uploaded SVG opened at its own URL runs no
 * script. Sent with every file, whatever its type.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'"

class FileNotFoundError extends NonRetryableError {
  override name = 'FileNotFoundError'
  readonly statusCode = 404
}

const cidParam = z.string().transform((text, context) => {
  const cid = parseCid(text)
  if (cid === null) {
    context.addIssue({ code: 'custom', message: 'Invalid CID' })
    return z.NEVER
  }
  return cid
})

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((entry) => {
    const tag = entry.trim().replace(/^W\//, '')
    return tag === '*' || tag === etag
  })
}

/**
 * GET /ipfs/:cid: a stored file by CID (any form `parseCid` accepts; headers name the
 * canonical one). 400 for text that is not a CID, 404 for a CID not stored here, 304 when
 * If-None-Match already names it.
 */
export function addIpfsRoute(app: FastifyInstance, { files }: { files: FileStore }): void {
  addRoute(app, {
    method: 'GET',
    url: '/ipfs/:cid',
    params: z.object({ cid: cidParam }),
    handler: async ({ params, request, reply }) => {
      const etag = `"${params.cid}"`
      // cache headers only on answers about the content: a 404 may turn into a file later
      const cached = () => reply.header('cache-control', IMMUTABLE_CACHE).header('etag', etag)
      if (matchesEtag(request.headers['if-none-match'], etag)) return cached().code(304).send()
      const bytes = await files.get(params.cid)
      if (bytes === null) throw new FileNotFoundError(`No file with CID ${params.cid}`)
      return cached()
        .header('content-type', sniffContentType(bytes))
        .header('content-security-policy', FILE_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(bytes)
    },
  })
}
