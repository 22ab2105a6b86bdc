/**
 * i18next configured for the spec's message style: keys are the English text (so a missing
 * translation reads as English) and no key or namespace separators (English sentences contain
 * '.' and ':'). Placeholders are `%name%`, filled by our `interpolate` in `useTranslation`:
 * i18next's own `%(.+?)%` pattern would take '% or more for %' in 'Set slippage to 12% or more
 * for %symbol%' as a variable, so its interpolation is switched off with markers no text has.
 */
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Translations } from './fetchTranslations'
import { DEFAULT_LOCALE } from './locales'

export type CreateI18nParameters = {
  /** The language to start in; its translations must be given (none for English). */
  locale: string
  translations: Translations
}

/** A ready instance (synchronous init): English by default, or the given language. */
export function createI18n(
  { locale, translations }: CreateI18nParameters = { locale: DEFAULT_LOCALE, translations: {} },
): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: translations } },
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: {
      prefix: '\u0000{',
      suffix: '}\u0000',
      nestingPrefix: '\u0000$t(',
      escapeValue: false,
    },
    react: { useSuspense: false },
    initAsync: false,
  })
  return instance
}
