import { useMemo } from 'react'
import { useTranslation as useI18nextTranslation } from 'react-i18next'
import { interpolate, type MessageValues } from './interpolate'

export type TranslateFunction = (key: string, data?: MessageValues) => string

/**
 * `t('Insufficient %symbol% balance', { symbol })` plus the current locale. `t` changes identity
 * when the language changes, so effects that depend on it (the document title) rerun.
 */
export function useTranslation(): { t: TranslateFunction; locale: string } {
  const { t: translate, i18n } = useI18nextTranslation()
  const t = useMemo<TranslateFunction>(
    () => (key, data) => interpolate(translate(key), data),
    [translate],
  )
  return { t, locale: i18n.language }
}
