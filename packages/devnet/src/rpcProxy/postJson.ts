import { Agent, request } from 'node:http'

/** Keep-alive: a proxy that opened a connection per call would exhaust loopback ports under load. */
const agent = new Agent({ keepAlive: true, maxSockets: 32 })

/**
 * Posts a JSON body to an http:// URL and parses the JSON answer (node:http, so the proxy needs
 * no dependency and its upstream traffic is not itself subject to fetch's pooling quirks).
 */
export function postJson(url: string, body: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body)
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          try {
            resolve(JSON.parse(text))
          } catch {
            reject(new Error(`upstream answered ${response.statusCode}: ${text.slice(0, 200)}`))
          }
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}
