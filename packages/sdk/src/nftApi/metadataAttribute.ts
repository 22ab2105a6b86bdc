import type { TokenAttribute } from './types'

/**
 * One element of an ERC-721 metadata file's `attributes` (`trait_type`, `value`,
 * `display_type`) as a token attribute, or undefined when it is not one (anyone writes these
 * files: a malformed element is left out rather than refusing the token).
 */
export function parseMetadataAttribute(value: unknown): TokenAttribute | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { trait_type, value: traitValue, display_type } = value as Record<string, unknown>
  if (typeof trait_type !== 'string') return undefined
  if (typeof traitValue !== 'string' && typeof traitValue !== 'number') return undefined
  return {
    traitType: trait_type,
    value: traitValue,
    displayType: typeof display_type === 'string' ? display_type : null,
  }
}
