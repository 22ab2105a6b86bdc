/**
 * The one file of a `multipart/form-data` upload, read with @fastify/multipart, whose failures
 * (a limit reached, a broken body) become our 400 and 413 answers instead of the plugin's texts
 * or a 500.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { PayloadTooLargeError } from '../http/httpErrors'
import { RequestValidationError } from '../http/route'

/** The form field that carries the image. */
export const FILE_FIELD = 'file'
/** Text fields a form may send beside the file (ignored), each cut at FIELD_MAX_BYTES. */
const MAX_FIELDS = 4
const FIELD_MAX_BYTES = 1024

const badUpload = (message: string) =>
  new RequestValidationError([{ in: 'body', path: [FILE_FIELD], code: 'custom', message }])

const ONE_FILE = `Send the image as multipart/form-data with one file in the field '${FILE_FIELD}'.`

/**
 * Registers the multipart parser in `scope` only (JSON routes elsewhere keep theirs), and makes
 * any other content type reach the handler unread so it answers 400 rather than Fastify's 415.
 */
export async function installMultipart(scope: FastifyInstance, maxBytes: number): Promise<void> {
  scope.removeAllContentTypeParsers()
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null))
  await scope.register(multipart, {
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: FIELD_MAX_BYTES,
      parts: MAX_FIELDS + 1,
      headerPairs: 20,
    },
  })
}

/** The plugin's own errors, told apart by class (its messages are not for our users). */
function translate(request: FastifyRequest, error: unknown, maxBytes: number): unknown {
  const errors = request.server.multipartErrors
  if (error instanceof errors.RequestFileTooLargeError) {
    return new PayloadTooLargeError(
      `The file is larger than ${maxBytes} bytes, the largest upload accepted.`,
    )
  }
  if (error instanceof errors.FilesLimitError) return badUpload(ONE_FILE)
  if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) {
    return badUpload(`${ONE_FILE} At most ${MAX_FIELDS} other fields are accepted.`)
  }
  // busboy's parse errors (no boundary, truncated body, bad headers) carry no status
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status !== 'number') return badUpload(`${ONE_FILE} The body could not be read.`)
  return error
}

/**
 * The bytes of the request's `file` field. 400 when the request is not multipart, has no such
 * field or more than one file; 413 when the file is larger than `maxBytes`.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badUpload(ONE_FILE)
  let bytes: Buffer | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      if (part.fieldname !== FILE_FIELD || bytes !== undefined) {
        // drain it, so the parser reaches the end of the body and the connection stays usable
        part.file.resume()
        throw badUpload(ONE_FILE)
      }
      bytes = await part.toBuffer()
    }
  } catch (error) {
    throw translate(request, error, maxBytes)
  }
  if (bytes === undefined || bytes.length === 0) throw badUpload(ONE_FILE)
  return bytes
}
