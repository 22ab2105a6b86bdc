import { DEFAULT_LOCALE, LANGUAGES } from './locales'

/** Old or alternative language subtags browsers still report, mapped to ours. */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { tl: 'fil', in: 'id' }

/** Chinese regions that write traditional characters when no script subtag says otherwise. */
const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo'])

const BY_LOWER_CASE = new Map(LANGUAGES.map((l) => [l.locale.toLowerCase(), l.locale]))

/** The first supported locale of that language subtag (LANGUAGES has one per language but zh, pt). */
function byLanguage(language: string): string | undefined {
  return LANGUAGES.find((l) => l.locale.toLowerCase().split('-')[0] === language)?.locale
}

/**
 * The supported locale closest to one BCP 47 tag (`zh-Hant-HK`, `pt`, `en_GB`), or undefined.
 * Exact matches win; Chinese goes by script, then region (zh-TW for Hant, TW, HK, MO; else zh-CN);
 * Portuguese is pt-BR for Brazil or no region and pt-PT for any other region; otherwise the
 * language alone decides (en-GB → en-US, es-MX → es-ES).
 *
 * @example matchLocale('zh-HK') // 'zh-TW'
 */
export function matchLocale(tag: string): string | undefined {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-')
  const exact = BY_LOWER_CASE.get(parts.slice(0, 2).join('-'))
  if (exact) return exact
  const [first = ''] = parts
  const language = LANGUAGE_ALIASES[first] ?? first
  const subtags = parts.slice(1)
  const script = subtags.find((p) => /^[a-z]{4}$/.test(p))
  const region = subtags.find((p) => /^([a-z]{2}|\d{3})$/.test(p))
  if (language === 'zh') {
    if (script === 'hant') return 'zh-TW'
    if (script === 'hans') return 'zh-CN'
    return region && TRADITIONAL_CHINESE_REGIONS.has(region) ? 'zh-TW' : 'zh-CN'
  }
  if (language === 'pt') return !region || region === 'br' ? 'pt-BR' : 'pt-PT'
  return byLanguage(language)
}

/**
 * The language the app starts in: the saved choice when it is still supported, else the first of
 * the browser's languages (`navigator.languages`, most preferred first) that we support, else en-US.
 *
 * @example getInitialLocale(null, ['zh', 'en']) // 'zh-CN'
 */
export function getInitialLocale(
  saved: string | null | undefined,
  navigatorLanguages: readonly string[] | undefined,
): string {
  if (saved && LANGUAGES.some((l) => l.locale === saved)) return saved
  for (const tag of navigatorLanguages ?? []) {
    const locale = matchLocale(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}
