import { useContext } from 'react'
import {
  LanguageContext,
  LanguageContextUndefinedError,
  type LanguageContextValue,
} from './languageContext'

/** The current locale and `setLocale`; only inside `LanguageProvider`. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext)
  if (!value) throw new LanguageContextUndefinedError()
  return value
}
