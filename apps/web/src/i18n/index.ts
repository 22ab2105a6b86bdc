export { createI18n } from './i18n'
export { EN, LANGUAGES, type Language, RTL_LOCALES } from './locales'
export { msg } from './msg'
export { useTranslation } from './useTranslation'
