export { applyDocumentLanguage } from './documentLanguage'
export {
  fetchTranslations,
  type LoadTranslations,
  type Translations,
  TranslationsLoadError,
} from './fetchTranslations'
export { getInitialLocale, matchLocale } from './getInitialLocale'
export { type CreateI18nParameters, createI18n } from './i18n'
export { interpolate, type MessageValues } from './interpolate'
export { LanguageProvider } from './LanguageProvider'
export { LanguageContextUndefinedError } from './languageContext'
export { LANGUAGE_STORAGE_KEY } from './languageStorage'
export { loadInitialI18n } from './loadInitialI18n'
export {
  DEFAULT_LOCALE,
  EN,
  findLanguage,
  getDirection,
  LANGUAGES,
  type Language,
  RTL_LOCALES,
} from './locales'
export { msg } from './msg'
export { useLanguage } from './useLanguage'
export { useTranslation } from './useTranslation'
