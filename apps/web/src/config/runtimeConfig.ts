/**
 * The web build is static and knows no addresses: at start it reads `/config.json`, written by
 * whoever serves it (the local world, or a deployment), naming the chain, the RPC and API URLs
 * and the deployment manifest.
 */
import { type Manifest, parseManifest } from '@ghost/contracts/manifest'

export type RuntimeConfig = {
  chainId: number
  rpcUrl: string
  apiUrl: string
  manifest: Manifest
}

export class InvalidConfigError extends Error {
  override name = 'InvalidConfigError'
}

function readUrl(record: Record<string, unknown>, key: string): string {
  const value = record[key]
  if (typeof value !== 'string' || !URL.canParse(value)) {
    throw new InvalidConfigError(`config.json: '${key}' must be a URL`)
  }
  return value
}

export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null)
    throw new InvalidConfigError('config.json must be an object')
  const record = json as Record<string, unknown>
  const manifest = parseManifest(record.manifest)
  if (record.chainId !== manifest.chainId) {
    throw new InvalidConfigError('config.json: chainId differs from the manifest chain id')
  }
  return {
    chainId: manifest.chainId,
    rpcUrl: readUrl(record, 'rpcUrl'),
    apiUrl: readUrl(record, 'apiUrl'),
    manifest,
  }
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new InvalidConfigError(`Could not load ${url} (HTTP ${response.status})`)
  return parseRuntimeConfig(await response.json())
}
