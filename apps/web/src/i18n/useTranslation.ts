import { useTranslation as useI18nextTranslation } from 'react-i18next'

export type TranslateFunction = (key: string, data?: Record<string, string | number>) => string

/** `t('Insufficient %symbol% balance', { symbol })` plus the current locale. */
export function useTranslation(): { t: TranslateFunction; locale: string } {
  const { t, i18n } = useI18nextTranslation()
  return { t: t as unknown as TranslateFunction, locale: i18n.language }
}
