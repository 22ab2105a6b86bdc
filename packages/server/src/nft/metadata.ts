import type { Json } from '../db/columns'

/**
 * Resolves a token URI (`ipfs://{cid}`) to its JSON, or undefined when the file is unknown. The
 * file store is content-addressed, so the answer for one URI never changes.
 */
export type MetadataReader = (uri: string) => Promise<unknown>

export type TokenMetadata = {
  name: string | null
  description: string | null
  image: string | null
  attributes: Json | null
  otherId: bigint | null
}

const EMPTY: TokenMetadata = {
  name: null,
  description: null,
  image: null,
  attributes: null,
  otherId: null,
}

/** Trait types read as the token's otherId (PancakeSwap's bunnyId), first match wins. */
const OTHER_ID_TRAITS = new Set(['otherid', 'bunnyid'])
const UINT = /^\d{1,77}$/

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null)

function isJson(value: unknown): value is Json {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isJson)
  if (typeof value === 'object') return Object.values(value as object).every(isJson)
  return false
}

function otherIdOf(attributes: unknown): bigint | null {
  if (!Array.isArray(attributes)) return null
  for (const attribute of attributes) {
    if (typeof attribute !== 'object' || attribute === null) continue
    const { trait_type: trait, value } = attribute as Record<string, unknown>
    if (typeof trait !== 'string' || !OTHER_ID_TRAITS.has(trait.toLowerCase())) continue
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
    if (typeof text === 'string' && UINT.test(text)) return BigInt(text)
  }
  return null
}

/** The fields a metadata JSON gives a token; anything missing or of the wrong type stays null. */
export function parseTokenMetadata(json: unknown): TokenMetadata {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return EMPTY
  const record = json as Record<string, unknown>
  return {
    name: textOrNull(record.name),
    description: textOrNull(record.description),
    image: textOrNull(record.image),
    attributes:
      Array.isArray(record.attributes) && isJson(record.attributes) ? record.attributes : null,
    otherId: otherIdOf(record.attributes),
  }
}

/** Reads and parses a token's metadata; never throws (a broken file leaves the fields null). */
export async function readTokenMetadata(
  reader: MetadataReader | undefined,
  uri: string,
): Promise<TokenMetadata> {
  if (reader === undefined || uri === '') return EMPTY
  try {
    return parseTokenMetadata(await reader(uri))
  } catch {
    return EMPTY
  }
}
