/**
 * Writes translations into the locale files:
 * `npm run i18n:merge -w @ghost/web -- translations.json [more.json …]`, where each file is
 * `{ "<locale>": { "<English key>": "<translation>", … }, … }` (the shape `i18n:missing --json`
 * prints, with the keys' translations filled in). Existing translations of the same keys are
 * replaced. Every entry is checked first (supported locale, key in en-US.json, non-empty, same
 * `%placeholders%`, product names kept); if any fails, nothing is written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LANGUAGES } from '../src/i18n/locales'
import {
  type Catalogue,
  checkTranslation,
  ENGLISH_LOCALE,
  formatCatalogue,
  localeFilePath,
  readCatalogue,
} from './i18nCatalogue'

export type MergeTranslationsReturnType = {
  catalogues: Map<string, Catalogue>
  problems: string[]
}

/** The locale catalogues with `incoming` merged in, or the reasons it cannot be. */
export function mergeTranslations(
  incoming: unknown,
  english: Catalogue,
  read: (locale: string) => Catalogue,
): MergeTranslationsReturnType {
  const catalogues = new Map<string, Catalogue>()
  const problems: string[] = []
  if (typeof incoming !== 'object' || incoming === null || Array.isArray(incoming))
    return { catalogues, problems: ['the input is not a JSON object of locales'] }
  for (const [locale, entries] of Object.entries(incoming)) {
    if (locale === ENGLISH_LOCALE || !LANGUAGES.some((l) => l.locale === locale)) {
      problems.push(`${locale}: not a locale to translate into`)
      continue
    }
    if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
      problems.push(`${locale}: not an object of translations`)
      continue
    }
    const catalogue = { ...read(locale) }
    for (const [key, value] of Object.entries(entries)) {
      const problem = key in english ? checkTranslation(key, value) : 'is not a key of en-US.json'
      if (problem)
        problems.push(`${locale} ${JSON.stringify(key)}: ${JSON.stringify(value)} ${problem}`)
      else catalogue[key] = value as string
    }
    catalogues.set(locale, catalogue)
  }
  return { catalogues, problems }
}

function main() {
  const files = process.argv.slice(2)
  if (files.length === 0) {
    console.error('usage: npm run i18n:merge -w @ghost/web -- <translations.json> [...]')
    process.exitCode = 2
    return
  }
  const english = readCatalogue(ENGLISH_LOCALE)
  const current = new Map<string, Catalogue>()
  const read = (locale: string) =>
    current.get(locale) ?? (existsSync(localeFilePath(locale)) ? readCatalogue(locale) : {})
  const problems: string[] = []
  for (const file of files) {
    const result = mergeTranslations(JSON.parse(readFileSync(file, 'utf8')), english, read)
    problems.push(...result.problems.map((problem) => `${file}: ${problem}`))
    for (const [locale, catalogue] of result.catalogues) current.set(locale, catalogue)
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem)
    console.error(`\n${problems.length} problem(s); no locale file written.`)
    process.exitCode = 1
    return
  }
  for (const [locale, catalogue] of current) {
    writeFileSync(localeFilePath(locale), formatCatalogue(catalogue))
    console.log(`${locale}.json: ${Object.keys(catalogue).length} translations`)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
