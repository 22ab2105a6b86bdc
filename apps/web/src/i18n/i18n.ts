/**
 * i18next configured for the spec's message style: keys are the English text (so a missing
 * translation reads as English), placeholders are `%name%`, and no key or namespace separators
 * (English sentences contain '.' and ':').
 */
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { EN } from './locales'

export function createI18n(): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: EN.locale,
    fallbackLng: false,
    resources: { [EN.locale]: { translation: {} } },
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { prefix: '%', suffix: '%', escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  })
  return instance
}
