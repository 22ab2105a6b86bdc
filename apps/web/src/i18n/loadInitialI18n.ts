import type { i18n } from 'i18next'
import { applyDocumentLanguage } from './documentLanguage'
import { fetchTranslations, type LoadTranslations } from './fetchTranslations'
import { getInitialLocale } from './getInitialLocale'
import { createI18n } from './i18n'
import { readSavedLocale } from './languageStorage'
import { DEFAULT_LOCALE } from './locales'

/**
 * The i18n instance to render with, already in the start language (saved choice, else browser
 * language, else English) so the first paint is in the right language. Never rejects: if the
 * translations cannot be loaded the app starts in English and the failure is logged.
 */
export async function loadInitialI18n(load: LoadTranslations = fetchTranslations): Promise<i18n> {
  let locale = getInitialLocale(readSavedLocale(), navigator.languages)
  let translations = {}
  try {
    translations = await load(locale)
  } catch (error) {
    console.error(error)
    locale = DEFAULT_LOCALE
  }
  applyDocumentLanguage(locale)
  return createI18n({ locale, translations })
}
