/**
 * The 27 supported languages (spec §9). `locale` names the translation file
 * `/locales/{locale}.json` and the stored choice; `language` is the name in the language itself;
 * `code` is the short form the language button shows.
 */
export type Language = { locale: string; language: string; code: string }

export const EN: Language = { locale: 'en-US', language: 'English', code: 'en' }

export const LANGUAGES: readonly Language[] = [
  { locale: 'ar-SA', language: 'العربية', code: 'ar' },
  { locale: 'bn-BD', language: 'বাংলা', code: 'bn' },
  { locale: 'de-DE', language: 'Deutsch', code: 'de' },
  { locale: 'el-GR', language: 'Ελληνικά', code: 'el' },
  EN,
  { locale: 'es-ES', language: 'Español', code: 'es-ES' },
  { locale: 'fi-FI', language: 'Suomi', code: 'fi' },
  { locale: 'fil-PH', language: 'Filipino', code: 'fil' },
  { locale: 'fr-FR', language: 'Français', code: 'fr' },
  { locale: 'hi-IN', language: 'हिंदी', code: 'hi' },
  { locale: 'hu-HU', language: 'Magyar', code: 'hu' },
  { locale: 'id-ID', language: 'Bahasa Indonesia', code: 'id' },
  { locale: 'it-IT', language: 'Italiano', code: 'it' },
  { locale: 'ja-JP', language: '日本語', code: 'ja' },
  { locale: 'ko-KR', language: '한국어', code: 'ko' },
  { locale: 'nl-NL', language: 'Nederlands', code: 'nl' },
  { locale: 'pl-PL', language: 'Polski', code: 'pl' },
  { locale: 'pt-BR', language: 'Português (Brasil)', code: 'pt-br' },
  { locale: 'pt-PT', language: 'Português (Portugal)', code: 'pt-pt' },
  { locale: 'ro-RO', language: 'Română', code: 'ro' },
  { locale: 'ru-RU', language: 'Русский', code: 'ru' },
  { locale: 'sv-SE', language: 'Svenska', code: 'sv' },
  { locale: 'tr-TR', language: 'Türkçe', code: 'tr' },
  { locale: 'uk-UA', language: 'Українська', code: 'uk' },
  { locale: 'vi-VN', language: 'Tiếng Việt', code: 'vi' },
  { locale: 'zh-CN', language: '简体中文', code: 'zh-cn' },
  { locale: 'zh-TW', language: '繁體中文', code: 'zh-tw' },
]

export const RTL_LOCALES: ReadonlySet<string> = new Set(['ar-SA'])

export const DEFAULT_LOCALE = EN.locale

/** The language of a supported locale (exact spelling, as stored and as in file names). */
export function findLanguage(locale: string): Language | undefined {
  return LANGUAGES.find((language) => language.locale === locale)
}

export function getDirection(locale: string): 'rtl' | 'ltr' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'
}
