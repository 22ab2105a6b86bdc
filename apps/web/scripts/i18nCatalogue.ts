/**
 * The translation catalogues in `public/locales/{locale}.json`: where they are, how they are
 * written (sorted keys, two spaces, final newline) and what a translation must keep.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export type Catalogue = Record<string, string>

export const WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const SOURCE_DIR = join(WEB_ROOT, 'src')
export const LOCALES_DIR = join(WEB_ROOT, 'public', 'locales')
export const ENGLISH_LOCALE = 'en-US'

/** Code-unit order: the same on every machine, whatever its ICU data. */
export function sortKeys(keys: Iterable<string>): string[] {
  return [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

/** The `%name%` placeholders of a text, sorted, each once; a translation must keep the same set. */
export function getPlaceholders(text: string): string[] {
  return sortKeys(text.match(/%[A-Za-z_][A-Za-z0-9_]*%/g) ?? [])
}

/** Names that stay as they are in every language: the product, chain and token names. */
export const PRODUCT_NAMES = ['GHOST', 'Ghost', 'WBNB', 'BNB', 'LP', 'NFT', 'BscScan', 'MetaMask']

/** Why `translation` cannot stand for `key`, or undefined when it can. */
export function checkTranslation(key: string, translation: unknown): string | undefined {
  if (typeof translation !== 'string' || translation.trim() === '')
    return 'is not a non-empty string'
  const expected = getPlaceholders(key).join(' ')
  const actual = getPlaceholders(translation).join(' ')
  if (actual !== expected) return `has placeholders [${actual}] instead of [${expected}]`
  const lost = PRODUCT_NAMES.filter(
    (name) => new RegExp(`(^|[^A-Za-z])${name}`).test(key) && !translation.includes(name),
  )
  if (lost.length > 0) return `lost the name(s) ${lost.join(', ')}`
  return undefined
}

/** The English catalogue: every key maps to itself. */
export function toEnglishCatalogue(keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(sortKeys(keys).map((key) => [key, key]))
}

/** The JSON text every locale file is written as (sorted keys, two spaces, final newline). */
export function formatCatalogue(catalogue: Record<string, string>): string {
  const sorted = Object.fromEntries(sortKeys(Object.keys(catalogue)).map((k) => [k, catalogue[k]]))
  return `${JSON.stringify(sorted, null, 2)}\n`
}

export function localeFilePath(locale: string): string {
  return join(LOCALES_DIR, `${locale}.json`)
}

/** Reads a locale file as a plain string map; throws when it is not one. */
export function readCatalogue(locale: string): Record<string, string> {
  const json: unknown = JSON.parse(readFileSync(localeFilePath(locale), 'utf8'))
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error(`${locale}.json is not a JSON object`)
  for (const [key, value] of Object.entries(json))
    if (typeof value !== 'string')
      throw new Error(`${locale}.json: value of '${key}' is not a string`)
  return json as Record<string, string>
}

/** Locales that have a file in `public/locales`, English first. */
export function listLocaleFiles(): string[] {
  return readdirSync(LOCALES_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort((a, b) => (a === ENGLISH_LOCALE ? -1 : b === ENGLISH_LOCALE ? 1 : a < b ? -1 : 1))
}
