import { DEFAULT_LOCALE } from './locales'

export type Translations = Record<string, string>

/** Loads the translations of one locale; rejects on any failure so the caller keeps its language. */
export type LoadTranslations = (locale: string) => Promise<Translations>

/** Thrown when `/locales/{locale}.json` cannot be fetched or is not a map of strings. */
export class TranslationsLoadError extends Error {
  override name = 'TranslationsLoadError'
  constructor(locale: string, reason: string, options?: { cause?: unknown }) {
    super(`Failed to load /locales/${locale}.json: ${reason}`, options)
  }
}

/**
 * Fetches `{baseUrl}{locale}.json` (spec §7: GET /locales/{locale}.json). English needs no file at
 * runtime because its keys are its text. Non-string values are dropped, so a bad entry falls back
 * to English instead of rendering as `[object Object]`.
 */
export async function fetchTranslations(
  locale: string,
  baseUrl = '/locales/',
): Promise<Translations> {
  if (locale === DEFAULT_LOCALE) return {}
  let json: unknown
  try {
    const response = await fetch(`${baseUrl}${locale}.json`)
    if (!response.ok) throw new TranslationsLoadError(locale, `HTTP ${response.status}`)
    json = await response.json()
  } catch (error) {
    if (error instanceof TranslationsLoadError) throw error
    throw new TranslationsLoadError(
      locale,
      error instanceof Error ? error.message : String(error),
      {
        cause: error,
      },
    )
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new TranslationsLoadError(locale, 'not a JSON object')
  return Object.fromEntries(
    Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}
