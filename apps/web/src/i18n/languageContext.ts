import { createContext } from 'react'

export type LanguageContextValue = {
  /** The language the interface is in now. */
  locale: string
  /** The language being loaded, until it is applied or fails. */
  pendingLocale: string | undefined
  /**
   * Loads the language's translations, switches to it and saves the choice; resolves to false
   * (keeping the current language, failure logged) when it is unsupported, fails to load or a
   * later choice superseded it.
   */
  setLocale: (locale: string) => Promise<boolean>
}

export const LanguageContext = createContext<LanguageContextValue | undefined>(undefined)

/** Thrown when `useLanguage` runs outside `LanguageProvider` (spec §8). */
export class LanguageContextUndefinedError extends Error {
  override name = 'LanguageContextUndefinedError'
  constructor() {
    super('Language context is undefined')
  }
}
