/**
 * The web build is static and knows no addresses: at start it reads `/config.json`, written by
 * whoever serves it (the local world, or a deployment), naming the chain, the RPC and API URLs
 * and the deployment manifest. The RPC is `rpcUrl`, or `rpcUrls` for several nodes the app
 * falls back along (`rpcUrl`, when both are given, comes first).
 */
import { type Manifest, parseManifest } from '@ghost/contracts/manifest'

export type RuntimeConfig = {
  chainId: number
  /** The preferred node: the first of `rpcUrls`, and the one a wallet is told to add. */
  rpcUrl: string
  /** Every node, in order of preference; absent means `rpcUrl` alone. */
  rpcUrls?: readonly string[] | undefined
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

/** The nodes to read from, in order of preference. */
export function rpcUrlsOf(config: Pick<RuntimeConfig, 'rpcUrl' | 'rpcUrls'>): readonly string[] {
  return config.rpcUrls && config.rpcUrls.length > 0 ? config.rpcUrls : [config.rpcUrl]
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:'
}

function readRpcUrls(record: Record<string, unknown>): [string, ...string[]] {
  const { rpcUrl, rpcUrls } = record
  if (rpcUrl !== undefined && !isHttpUrl(rpcUrl)) {
    throw new InvalidConfigError("config.json: 'rpcUrl' must be an http(s) URL")
  }
  if (rpcUrls !== undefined && !(Array.isArray(rpcUrls) && rpcUrls.every(isHttpUrl))) {
    throw new InvalidConfigError("config.json: 'rpcUrls' must be a list of http(s) URLs")
  }
  const list = Array.isArray(rpcUrls) ? rpcUrls.filter(isHttpUrl) : []
  const [first, ...rest] = [...new Set([...(rpcUrl === undefined ? [] : [rpcUrl]), ...list])]
  if (first === undefined) {
    throw new InvalidConfigError("config.json: 'rpcUrl' or 'rpcUrls' must name the chain's node")
  }
  return [first, ...rest]
}

export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null)
    throw new InvalidConfigError('config.json must be an object')
  const record = json as Record<string, unknown>
  const manifest = parseManifest(record.manifest)
  if (record.chainId !== manifest.chainId) {
    throw new InvalidConfigError('config.json: chainId differs from the manifest chain id')
  }
  const rpcUrls = readRpcUrls(record)
  return {
    chainId: manifest.chainId,
    rpcUrl: rpcUrls[0],
    rpcUrls,
    apiUrl: readUrl(record, 'apiUrl'),
    manifest,
  }
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new InvalidConfigError(`Could not load ${url} (HTTP ${response.status})`)
  return parseRuntimeConfig(await response.json())
}
