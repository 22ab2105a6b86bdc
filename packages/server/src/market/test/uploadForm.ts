/** Multipart bodies and raw-path requests for the upload tests. */
import { request as httpRequest } from 'node:http'

export type FormFile = { bytes: Uint8Array; filename?: string; type?: string; field?: string }

/** A FormData with each file in its field (default `file`) and the given text fields. */
export function uploadForm(files: FormFile[], fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const { bytes, filename = 'image.bin', type = 'application/octet-stream', field } of files) {
    form.append(field ?? 'file', new Blob([Buffer.from(bytes)], { type }), filename)
  }
  return form
}

/** The bytes and content type fetch would send for `form`. */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  }
}

/**
 * Sends `path` exactly as written (fetch and URL would resolve `..` and `%2e%2e` before the
 * server sees them); answers the status and the parsed JSON body.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { hostname, port, method, path, headers: { ...headers, 'content-length': body.length } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) })
        })
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
