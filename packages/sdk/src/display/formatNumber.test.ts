import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Fraction } from '../amounts/fraction'
import { Percent } from '../amounts/percent'
import { Rounding } from '../amounts/rounding'
import { USDT } from '../test/fixtures'
import { formatNumber, formatNumberFull, type NumberValue, toDecimalString } from './formatNumber'

const LOCALES = ['en-US', 'de-DE', 'ar-SA'] as const

const TABLE: Record<string, NumberValue> = {
  zero: 0n,
  dust: CurrencyAmount.fromRawAmount(USDT, 1n),
  '999,900': CurrencyAmount.fromRawAmount(USDT, 999_900n * 10n ** 18n),
  '999,999.99': '999999.99',
  '1.23456789': '1.23456789',
  '2.5 billion': 2_500_000_000n,
  '10^30': 10n ** 30n,
  negative: '-1234.56789',
  'negative dust': '-0.00000001',
  'negative 10^30': -(10n ** 30n),
}

// Arabic figures carry a left-to-right mark before the minus sign; the snapshots name it.
const visible = (text: string) => text.replaceAll('\u200e', '<LRM>')

function table(parameters: Omit<Parameters<typeof formatNumber>[1], 'locale'>, locale: string) {
  return Object.fromEntries(
    Object.entries(TABLE).map(([name, value]) => [
      name,
      visible(formatNumber(value, { ...parameters, locale } as Parameters<typeof formatNumber>[1])),
    ]),
  )
}

describe('formatNumber', () => {
  test('balances (4 significant, rounded down) in en, de and ar', () => {
    expect(table({ significantDigits: 4 }, 'en-US')).toMatchInlineSnapshot(`
      {
        "1.23456789": "1.234",
        "10^30": ">999.9T",
        "2.5 billion": "2.5B",
        "999,900": "999,900",
        "999,999.99": "999,999",
        "dust": "<0.0001",
        "negative": "-1,234",
        "negative 10^30": "<-999.9T",
        "negative dust": ">-0.0001",
        "zero": "0",
      }
    `)
    expect(table({ significantDigits: 4 }, 'de-DE')).toMatchInlineSnapshot(`
      {
        "1.23456789": "1,234",
        "10^30": ">999,9 Bio.",
        "2.5 billion": "2,5 Mrd.",
        "999,900": "999.900",
        "999,999.99": "999.999",
        "dust": "<0,0001",
        "negative": "-1.234",
        "negative 10^30": "<-999,9 Bio.",
        "negative dust": ">-0,0001",
        "zero": "0",
      }
    `)
    expect(table({ significantDigits: 4 }, 'ar-SA')).toMatchInlineSnapshot(`
      {
        "1.23456789": "1.234",
        "10^30": ">999.9 ترليون",
        "2.5 billion": "2.5 مليار",
        "999,900": "999,900",
        "999,999.99": "999,999",
        "dust": "<0.0001",
        "negative": "<LRM>-1,234",
        "negative 10^30": "<<LRM>-999.9 ترليون",
        "negative dust": "><LRM>-0.0001",
        "zero": "0",
      }
    `)
  })

  test('USD values (2 decimals) in en, de and ar', () => {
    expect(table({ decimals: 2 }, 'en-US')).toMatchInlineSnapshot(`
      {
        "1.23456789": "1.23",
        "10^30": ">999.9T",
        "2.5 billion": "2.5B",
        "999,900": "999,900.00",
        "999,999.99": "999,999.99",
        "dust": "<0.01",
        "negative": "-1,234.56",
        "negative 10^30": "<-999.9T",
        "negative dust": ">-0.01",
        "zero": "0.00",
      }
    `)
    expect(table({ decimals: 2 }, 'de-DE')).toMatchInlineSnapshot(`
      {
        "1.23456789": "1,23",
        "10^30": ">999,9 Bio.",
        "2.5 billion": "2,5 Mrd.",
        "999,900": "999.900,00",
        "999,999.99": "999.999,99",
        "dust": "<0,01",
        "negative": "-1.234,56",
        "negative 10^30": "<-999,9 Bio.",
        "negative dust": ">-0,01",
        "zero": "0,00",
      }
    `)
    expect(table({ decimals: 2 }, 'ar-SA')).toMatchInlineSnapshot(`
      {
        "1.23456789": "1.23",
        "10^30": ">999.9 ترليون",
        "2.5 billion": "2.5 مليار",
        "999,900": "999,900.00",
        "999,999.99": "999,999.99",
        "dust": "<0.01",
        "negative": "<LRM>-1,234.56",
        "negative 10^30": "<<LRM>-999.9 ترليون",
        "negative dust": "><LRM>-0.01",
        "zero": "0.00",
      }
    `)
  })

  test('APRs: 2 decimals, capped at 1,000,000%, an APR of 10^200 included', () => {
    const aprs = {
      zero: new Percent(0n),
      dust: new Percent(1n, 10n ** 9n),
      '12.345%': new Percent(12_345n, 100_000n),
      '999,900%': new Percent(9_999n),
      '10^200%': new Percent(10n ** 200n, 100n),
      negative: new Percent(-12_345n, 100_000n),
    }
    const shown = (locale: string) =>
      Object.fromEntries(
        Object.entries(aprs).map(([name, apr]) => [
          name,
          visible(
            formatNumber(apr, {
              locale,
              style: 'percent',
              decimals: 2,
              rounding: Rounding.ROUND_HALF_UP,
            }),
          ),
        ]),
      )
    expect(shown('en-US')).toMatchInlineSnapshot(`
      {
        "10^200%": ">1,000,000%",
        "12.345%": "12.35%",
        "999,900%": "999,900.00%",
        "dust": "<0.01%",
        "negative": "-12.35%",
        "zero": "0.00%",
      }
    `)
    expect(shown('de-DE')).toMatchInlineSnapshot(`
      {
        "10^200%": ">1.000.000 %",
        "12.345%": "12,35 %",
        "999,900%": "999.900,00 %",
        "dust": "<0,01 %",
        "negative": "-12,35 %",
        "zero": "0,00 %",
      }
    `)
    expect(shown('ar-SA')).toMatchInlineSnapshot(`
      {
        "10^200%": ">1,000,000٪",
        "12.345%": "12.35٪",
        "999,900%": "999,900.00٪",
        "dust": "<0.01٪",
        "negative": "<LRM>-12.35٪",
        "zero": "0.00٪",
      }
    `)
  })

  test('full precision for the title', () => {
    const balance = CurrencyAmount.fromRawAmount(USDT, 999_900_123_456_789_012_345_678n)
    expect(LOCALES.map((locale) => formatNumberFull(balance, { locale }))).toMatchInlineSnapshot(`
      [
        "999,900.123456789012345678",
        "999.900,123456789012345678",
        "999,900.123456789012345678",
      ]
    `)
    expect(
      LOCALES.map((locale) => formatNumberFull(10n ** 30n, { locale })),
    ).toMatchInlineSnapshot(`
      [
        "1,000,000,000,000,000,000,000,000,000,000",
        "1.000.000.000.000.000.000.000.000.000.000",
        "1,000,000,000,000,000,000,000,000,000,000",
      ]
    `)
    expect(
      LOCALES.map((locale) => formatNumberFull(new Percent(1n, 3n), { locale, style: 'percent' })),
    ).toMatchInlineSnapshot(`
      [
        "33.333333333333333333%",
        "33,333333333333333333 %",
        "33.333333333333333333٪",
      ]
    `)
  })

  test('past 10^80 the title shows the capped figure, not hundreds of thousands of digits', () => {
    expect(formatNumberFull(10n ** 81n, { locale: 'en-US' })).toBe('>999.9T')
    expect(formatNumberFull(new Percent(10n ** 200n), { locale: 'de-DE', style: 'percent' })).toBe(
      '>1.000.000\u00a0%',
    )
  })

  test('the decimal string handed to Intl is exact, or marks the cut with a trailing 1', () => {
    expect(toDecimalString(new Fraction(-5n, 4n))).toBe('-1.25')
    expect(toDecimalString(new Fraction(10n ** 30n))).toBe(`1${'0'.repeat(30)}`)
    expect(toDecimalString(new Fraction(1n, 3n))).toBe(`0.${'3'.repeat(24)}1`)
    expect(toDecimalString(new Fraction(1n, 3n * 10n ** 40n))).toBe(
      `0.${'0'.repeat(40)}${'3'.repeat(24)}1`,
    )
  })

  test('rejects what is not a decimal', () => {
    expect(() =>
      formatNumber('1e30', { locale: 'en-US', significantDigits: 4 }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidFormatArgumentError: Invalid decimal string

      decimal string: 1e30
      Version: @ghost/sdk@0.1.0]
    `)
  })
})

// Reads an en-US figure back as an exact fraction: '<'/'>' marks keep their bound, K/M/B/T scale.
const SCALES: Record<string, bigint> = {
  '': 1n,
  K: 10n ** 3n,
  M: 10n ** 6n,
  B: 10n ** 9n,
  T: 10n ** 12n,
}
function parseShown(text: string): { value: Fraction; unit: Fraction } {
  const match = /^[<>]?(-?)([\d,]+)(?:\.(\d+))?([KMBT]?)$/.exec(text)
  if (!match) throw new Error(`unparseable ${text}`)
  const [, sign = '', integer = '', fraction = '', suffix = ''] = match
  const scale = SCALES[suffix] ?? 1n
  const digits = BigInt(`${sign}${integer.replaceAll(',', '')}${fraction}`)
  const denominator = 10n ** BigInt(fraction.length)
  // a compact figure rounded to few digits ('10T' for 11T at 1 digit) is precise to its last non-zero digit
  const zeros = suffix && !fraction ? (/0*$/.exec(integer)?.[0].length ?? 0) : 0
  return {
    value: new Fraction(digits * scale, denominator),
    unit: new Fraction(scale * 10n ** BigInt(zeros), denominator),
  }
}

const fractions = fc
  .tuple(
    fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
    fc.oneof(
      fc.integer({ min: 0, max: 36 }).map((places) => 10n ** BigInt(places)),
      fc.bigInt({ min: 1n, max: 10n ** 20n }),
    ),
  )
  .map(([numerator, denominator]) => new Fraction(numerator, denominator))

describe('formatNumber properties', () => {
  test('never an exponent, and the same figure in every locale', () => {
    fc.assert(
      fc.property(fractions, fc.integer({ min: 1, max: 8 }), (value, significantDigits) => {
        const shown = LOCALES.map((locale) => formatNumber(value, { locale, significantDigits }))
        for (const text of shown) expect(text).not.toMatch(/\d[eE][+-]?\d/)
        const [en = '', de = '', ar = ''] = shown
        const digitsOf = (text: string) => text.replace(/[^\d]/g, '')
        expect(digitsOf(de)).toBe(digitsOf(en))
        expect(digitsOf(ar)).toBe(digitsOf(en))
      }),
    )
  })

  test('rounded down: what is shown is within one unit of its last digit, never above', () => {
    fc.assert(
      fc.property(fractions, fc.integer({ min: 1, max: 8 }), (value, significantDigits) => {
        const text = formatNumber(value, { locale: 'en-US', significantDigits })
        const { value: shown, unit } = parseShown(text)
        const magnitude = (f: Fraction) => (f.lessThan(0n) ? f.multiply(-1n) : f)
        if (text.startsWith('<') || text.startsWith('>')) {
          const bound = magnitude(shown)
          // dust sits strictly below its bound, a capped figure above it
          if (bound.lessThan(1n)) expect(magnitude(value).lessThan(bound)).toBe(true)
          else expect(magnitude(value).greaterThan(bound)).toBe(true)
          return
        }
        expect(magnitude(shown).greaterThan(magnitude(value))).toBe(false)
        expect(magnitude(value).subtract(magnitude(shown)).lessThan(unit)).toBe(true)
        if (!shown.equalTo(0n)) expect(shown.lessThan(0n)).toBe(value.lessThan(0n))
      }),
    )
  })

  test('parse-back is monotonic', () => {
    fc.assert(
      fc.property(fractions, fractions, (a, b) => {
        const [low, high] = a.lessThan(b) ? [a, b] : [b, a]
        const shownLow = parseShown(formatNumber(low, { locale: 'en-US', significantDigits: 4 }))
        const shownHigh = parseShown(formatNumber(high, { locale: 'en-US', significantDigits: 4 }))
        expect(shownLow.value.greaterThan(shownHigh.value)).toBe(false)
      }),
    )
  })
})
