/**
 * The translation files agree with the code: en-US.json is exactly a fresh extraction, and every
 * other locale has only known keys, the same placeholders as the English text and the product
 * names untouched. After changing UI strings run `npm run i18n:extract -w @ghost/web`, then
 * translate what `npm run i18n:missing -w @ghost/web` lists.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { extractFromSource, extractMessages } from '../../scripts/extractMessages'
import {
  checkTranslation,
  ENGLISH_LOCALE,
  formatCatalogue,
  LOCALES_DIR,
  localeFilePath,
  toEnglishCatalogue,
} from '../../scripts/i18nCatalogue'
import { LANGUAGES } from './locales'

function readJson(locale: string): unknown {
  return JSON.parse(readFileSync(localeFilePath(locale), 'utf8'))
}

const extraction = extractMessages()
const englishText = readFileSync(localeFilePath(ENGLISH_LOCALE), 'utf8')
const english = JSON.parse(englishText) as Record<string, string>

describe('en-US.json', () => {
  test('every t() and msg() key in the source is a literal or an allowed reference', () => {
    expect(extraction.problems).toEqual([])
  })

  test('holds every key the code uses and no other (rerun i18n:extract if not)', () => {
    const used = new Set(extraction.keys)
    const inFile = new Set(Object.keys(english))
    expect({
      missingFromEnUS: extraction.keys.filter((key) => !inFile.has(key)),
      unusedInEnUS: Object.keys(english).filter((key) => !used.has(key)),
    }).toEqual({ missingFromEnUS: [], unusedInEnUS: [] })
  })

  test('is byte for byte what the extractor writes (sorted, value = key)', () => {
    expect(englishText).toBe(formatCatalogue(toEnglishCatalogue(extraction.keys)))
  })
})

describe('locale files', () => {
  test('there is one per supported locale and no other', () => {
    const files = readdirSync(LOCALES_DIR).sort()
    expect(files).toEqual(LANGUAGES.map((l) => `${l.locale}.json`).sort())
    expect(files).toHaveLength(27)
  })

  describe.each(LANGUAGES.filter((l) => l.locale !== ENGLISH_LOCALE))('$locale', ({ locale }) => {
    test('is a JSON object', () => {
      const json = readJson(locale)
      expect(typeof json === 'object' && json !== null && !Array.isArray(json)).toBe(true)
    })

    test('has only keys of en-US.json', () => {
      const unknown = Object.keys(readJson(locale) as object).filter((key) => !(key in english))
      expect(unknown).toEqual([])
    })

    test("translates with non-empty strings keeping each key's placeholders and product names", () => {
      const wrong = Object.entries(readJson(locale) as object).flatMap(([key, value]) => {
        const problem = checkTranslation(key, value)
        return problem ? [`${JSON.stringify(key)}: ${JSON.stringify(value)} ${problem}`] : []
      })
      expect(wrong).toEqual([])
    })
  })
})

describe('extractor', () => {
  test('finds literal keys in t(), i18n.t(), msg() and i18nKey', () => {
    const source = `
      const A = msg('From a constant')
      function C() {
        const { t } = useTranslation()
        i18n.t("Double quoted")
        return <p title={t(\`Back ticks\`)}>{t('Insufficient %symbol% balance', { symbol })}
          <Trans i18nKey="Trans key" /><Trans i18nKey={'Braced key'} /></p>
      }`
    expect(extractFromSource('c.tsx', source)).toEqual({
      keys: [
        'From a constant',
        'Double quoted',
        'Back ticks',
        'Insufficient %symbol% balance',
        'Trans key',
        'Braced key',
      ],
      problems: [],
    })
  })

  test('allows references to msg() constants and choices, taking the literals of a choice', () => {
    const source = `
      t(title); t(item.label); t(META.info.title); t(match[1]); t(match?.[1] ?? 'Overview')
      t(ok ? 'Yes' : label); t((item.name)); t(a || b); t(LABELS[status]); t(LABELS[tx.status])
      t((error ?? 'Failed') as string)`
    expect(extractFromSource('c.ts', source)).toEqual({
      keys: ['Overview', 'Yes', 'Failed'],
      problems: [],
    })
  })

  test('reports computed keys with their position and extracts nothing from them', () => {
    const source = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template literal
      't(`Hello ${name}`)',
      "t('Hello ' + name)",
      't(getKey())',
      't()',
      't(LABELS[getStatus()])',
      'msg(label)',
      '<Trans i18nKey={key} />',
      "import { SLIPPAGE_MESSAGES } from '@ghost/sdk'",
      't(SLIPPAGE_MESSAGES.invalid)',
    ].join(';\n')
    const { keys, problems } = extractFromSource('bad.tsx', source)
    expect(keys).toEqual([])
    expect(
      problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`),
    ).toMatchInlineSnapshot(`
      [
        "bad.tsx:1:1 t() needs a literal key or a reference to a msg() constant, got t(\`Hello \${name}\`)",
        "bad.tsx:2:1 t() needs a literal key or a reference to a msg() constant, got t('Hello ' + name)",
        "bad.tsx:3:1 t() needs a literal key or a reference to a msg() constant, got t(getKey())",
        "bad.tsx:4:1 t() needs a literal key or a reference to a msg() constant, got t()",
        "bad.tsx:5:1 t() needs a literal key or a reference to a msg() constant, got t(LABELS[getStatus()])",
        "bad.tsx:6:1 msg() needs a literal string, got msg(label)",
        "bad.tsx:7:8 i18nKey needs a literal string, got i18nKey={key}",
        "bad.tsx:9:1 t() needs a literal key or a reference to a msg() constant, got t(SLIPPAGE_MESSAGES.invalid)",
      ]
    `)
  })
})
