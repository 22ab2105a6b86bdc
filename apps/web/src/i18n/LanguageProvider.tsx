import type { i18n } from 'i18next'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { applyDocumentLanguage } from './documentLanguage'
import { fetchTranslations, type LoadTranslations } from './fetchTranslations'
import { LanguageContext, type LanguageContextValue } from './languageContext'
import { saveLocale } from './languageStorage'
import { DEFAULT_LOCALE, findLanguage } from './locales'

export type LanguageProviderProps = {
  i18n: i18n
  /** Where translations come from; `/locales/{locale}.json` unless a test reads them otherwise. */
  load?: LoadTranslations
  children: ReactNode
}

/**
 * Gives its children the i18n instance (for `useTranslation`) and the language switch (for
 * `useLanguage`). `<html lang dir>` follow every language change. When choices overlap, only the
 * last one applies, so a slow file cannot switch the language back after a quicker one.
 */
export function LanguageProvider({
  i18n,
  load = fetchTranslations,
  children,
}: LanguageProviderProps) {
  const [locale, setCurrentLocale] = useState(i18n.language)
  const [pendingLocale, setPendingLocale] = useState<string>()
  const latestRequest = useRef(0)

  useEffect(() => {
    const follow = (next: string) => {
      setCurrentLocale(next)
      applyDocumentLanguage(next)
    }
    follow(i18n.language)
    i18n.on('languageChanged', follow)
    return () => i18n.off('languageChanged', follow)
  }, [i18n])

  const setLocale = useCallback(
    async (next: string) => {
      if (!findLanguage(next)) return false
      const request = ++latestRequest.current
      setPendingLocale(next)
      try {
        if (!i18n.hasResourceBundle(next, 'translation')) {
          const translations = next === DEFAULT_LOCALE ? {} : await load(next)
          i18n.addResourceBundle(next, 'translation', translations)
        }
        if (request !== latestRequest.current) return false
        await i18n.changeLanguage(next)
        saveLocale(next)
        return true
      } catch (error) {
        console.error(error)
        return false
      } finally {
        if (request === latestRequest.current) setPendingLocale(undefined)
      }
    },
    [i18n, load],
  )

  const value = useMemo<LanguageContextValue>(
    () => ({ locale, pendingLocale, setLocale }),
    [locale, pendingLocale, setLocale],
  )
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  )
}
