import { getDirection } from './locales'

/** `<html lang dir>` follow the language, so Arabic mirrors the layout and screen readers switch voice. */
export function applyDocumentLanguage(locale: string) {
  document.documentElement.lang = locale
  document.documentElement.dir = getDirection(locale)
}
