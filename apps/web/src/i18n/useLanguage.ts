import { useCallback } from 'react'
import { useTranslation as useI18nextTranslation } from 'react-i18next'
import { EN, LANGUAGES, RTL_LOCALES } from './locales'

export const LANGUAGE_STORAGE_KEY = 'ghost:language'

/** Fetches `/locales/{locale}.json`; English needs no file because keys are the English text. */
async function fetchTranslations(locale: string): Promise<Record<string, string>> {
  if (locale === EN.locale) return {}
  const response = await fetch(`/locales/${locale}.json`)
  if (!response.ok) throw new Error(`Failed to load /locales/${locale}.json`)
  const json: unknown = await response.json()
  if (typeof json !== 'object' || json === null) throw new Error(`Invalid /locales/${locale}.json`)
  return Object.fromEntries(
    Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

export function applyDocumentLanguage(locale: string) {
  document.documentElement.lang = locale
  document.documentElement.dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'
}

/** The current locale and a setter that loads the translation file, switches and saves the choice. */
export function useLanguage() {
  const { i18n } = useI18nextTranslation()
  const setLocale = useCallback(
    async (locale: string) => {
      if (!LANGUAGES.some((language) => language.locale === locale)) return
      if (!i18n.hasResourceBundle(locale, 'translation')) {
        i18n.addResourceBundle(locale, 'translation', await fetchTranslations(locale))
      }
      await i18n.changeLanguage(locale)
      applyDocumentLanguage(locale)
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
      } catch {
        // Private mode: the choice lasts this session.
      }
    },
    [i18n],
  )
  return { locale: i18n.language, setLocale }
}
