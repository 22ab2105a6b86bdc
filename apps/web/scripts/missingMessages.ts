/**
 * Lists, per locale, the English keys that have no translation yet:
 * `npm run i18n:missing -w @ghost/web` (run `i18n:extract` first so en-US.json is current).
 *
 *   --json   print `{ "<locale>": ["<key>", …] }` instead of text, to hand to a translator;
 *   --check  exit with code 1 when any key is missing anywhere (for CI).
 *
 * A missing key is harmless at runtime: the key is the English text, so it shows in English.
 * Locales of `src/i18n/locales.ts` without a file count as missing every key.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LANGUAGES } from '../src/i18n/locales'
import { ENGLISH_LOCALE, localeFilePath, readCatalogue } from './i18nCatalogue'

/** Keys of `english` absent (or empty) in each locale's catalogue, locales in LANGUAGES order. */
export function findMissingMessages(
  english: Record<string, string>,
  read: (locale: string) => Record<string, string> | undefined,
): Map<string, string[]> {
  const missing = new Map<string, string[]>()
  for (const { locale } of LANGUAGES) {
    if (locale === ENGLISH_LOCALE) continue
    const catalogue = read(locale) ?? {}
    missing.set(
      locale,
      Object.keys(english).filter((key) => !catalogue[key]),
    )
  }
  return missing
}

function main() {
  const english = readCatalogue(ENGLISH_LOCALE)
  const missing = findMissingMessages(english, (locale) =>
    existsSync(localeFilePath(locale)) ? readCatalogue(locale) : undefined,
  )
  const total = [...missing.values()].reduce((sum, keys) => sum + keys.length, 0)
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(Object.fromEntries(missing), null, 2))
  } else {
    for (const [locale, keys] of missing) {
      console.log(`${locale}: ${keys.length === 0 ? 'complete' : `${keys.length} missing`}`)
      for (const key of keys) console.log(`  ${JSON.stringify(key)}`)
    }
    console.log(
      `\n${Object.keys(english).length} keys, ${total} missing translation(s) in ${missing.size} locales`,
    )
  }
  if (process.argv.includes('--check') && total > 0) process.exitCode = 1
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
