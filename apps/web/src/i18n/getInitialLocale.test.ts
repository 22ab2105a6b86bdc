import { describe, expect, test } from 'vitest'
import { getInitialLocale, matchLocale } from './getInitialLocale'
import { LANGUAGES } from './locales'

describe('matchLocale', () => {
  test.each([
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['EN_us', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt-PT'],
    ['es', 'es-ES'],
    ['es-419', 'es-ES'],
    ['ar', 'ar-SA'],
    ['ar-EG', 'ar-SA'],
    ['fil', 'fil-PH'],
    ['tl', 'fil-PH'],
    ['in', 'id-ID'],
    ['vi', 'vi-VN'],
    ['de-AT', 'de-DE'],
    ['en-US-u-ca-gregory', 'en-US'],
  ])('%s → %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale)
  })

  test.each(['', 'xx', 'he-IL', 'fa', 'th-TH', 'cs'])('%j is unsupported', (tag) => {
    expect(matchLocale(tag)).toBe(undefined)
  })

  test('every supported locale matches itself', () => {
    for (const { locale } of LANGUAGES) expect(matchLocale(locale)).toBe(locale)
  })
})

describe('getInitialLocale', () => {
  test('a saved supported locale wins over the browser', () => {
    expect(getInitialLocale('ar-SA', ['zh-CN', 'en-US'])).toBe('ar-SA')
  })

  test('an unsupported or misspelt saved value is ignored', () => {
    expect(getInitialLocale('xx-XX', ['de-DE'])).toBe('de-DE')
    expect(getInitialLocale('zh-cn', ['fr'])).toBe('fr-FR')
    expect(getInitialLocale('', ['ko'])).toBe('ko-KR')
  })

  test('the first supported browser language is taken, in preference order', () => {
    expect(getInitialLocale(null, ['he-IL', 'zh', 'en-US'])).toBe('zh-CN')
    expect(getInitialLocale(undefined, ['pt-PT', 'pt-BR'])).toBe('pt-PT')
  })

  test('English when nothing is saved or supported', () => {
    expect(getInitialLocale(null, [])).toBe('en-US')
    expect(getInitialLocale(null, undefined)).toBe('en-US')
    expect(getInitialLocale(null, ['he', 'th'])).toBe('en-US')
  })
})
