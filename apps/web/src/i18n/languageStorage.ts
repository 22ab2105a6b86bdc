/** Where the chosen language is kept (spec §9), as the plain locale string. */
export const LANGUAGE_STORAGE_KEY = 'ghost:language'

export function readSavedLocale(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null // storage blocked: start from the browser's language
  }
}

export function saveLocale(locale: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // Private mode or storage full: the choice lasts this session.
  }
}
