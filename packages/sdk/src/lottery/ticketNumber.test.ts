import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  finalNumberFromRandomWord,
  formatTicketNumber,
  matchedDigits,
  parseTicketNumber,
  ticketDigits,
} from './ticketNumber'

const ticketNumber = fc.integer({ min: 0, max: 999_999 })

/** Leading characters two strings share, counted on the shown six digits. */
function sharedPrefix(a: string, b: string): number {
  let k = 0
  while (k < a.length && a[k] === b[k]) k++
  return k
}

describe('matchedDigits', () => {
  test('hand-worked pairs: digits count from the first, leading zeros included', () => {
    expect(matchedDigits(123456, 123456)).toBe(6)
    expect(matchedDigits(123456, 123450)).toBe(5)
    expect(matchedDigits(123456, 123999)).toBe(3)
    // five of six digits equal, but the first differs: nothing
    expect(matchedDigits(923456, 123456)).toBe(0)
    // '012345' against '123450'
    expect(matchedDigits(12345, 123450)).toBe(0)
    // '000005' against '000006'
    expect(matchedDigits(5, 6)).toBe(5)
    // '000000' against '099999'
    expect(matchedDigits(0, 99_999)).toBe(1)
    expect(matchedDigits(100_000, 199_999)).toBe(1)
  })

  test('is the shared prefix of the six shown digits, whichever comes first', () => {
    fc.assert(
      fc.property(ticketNumber, ticketNumber, (a, b) => {
        const expected = sharedPrefix(String(a).padStart(6, '0'), String(b).padStart(6, '0'))
        expect(matchedDigits(a, b)).toBe(expected)
        expect(matchedDigits(b, a)).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })

  test('numbers outside 0..999999 are refused', () => {
    expect(() => matchedDigits(1_000_000, 0)).toThrow(RangeError)
    expect(() => matchedDigits(0, -1)).toThrow(RangeError)
    expect(() => matchedDigits(1.5, 1)).toThrow(RangeError)
  })
})

describe('formatTicketNumber, parseTicketNumber, ticketDigits', () => {
  test('six digits with leading zeros', () => {
    expect(formatTicketNumber(12_345)).toBe('012345')
    expect(formatTicketNumber(0)).toBe('000000')
    expect(formatTicketNumber(999_999)).toBe('999999')
    expect(ticketDigits(12_345)).toEqual([0, 1, 2, 3, 4, 5])
    expect(ticketDigits(907_001)).toEqual([9, 0, 7, 0, 0, 1])
    for (const bad of [1_000_000, -1, 0.5]) {
      expect(() => formatTicketNumber(bad)).toThrow(RangeError)
      expect(() => ticketDigits(bad)).toThrow(RangeError)
    }
  })

  test('parses exactly six ASCII digits and nothing else', () => {
    expect(parseTicketNumber('012345')).toBe(12_345)
    expect(parseTicketNumber('000000')).toBe(0)
    expect(parseTicketNumber('999999')).toBe(999_999)
    for (const text of [
      '',
      '12345',
      '1234567',
      ' 12345',
      '012345 ',
      '+12345',
      '-12345',
      '12.345',
      '1e+05',
      '0x1234',
      '12 345',
      '١٢٣٤٥٦', // Arabic-Indic digits
      '１２３４５６', // full-width digits
      '012345\n',
    ]) {
      expect(parseTicketNumber(text)).toBeUndefined()
    }
  })

  test('every number round-trips through its text and its digits', () => {
    fc.assert(
      fc.property(ticketNumber, (n) => {
        const text = formatTicketNumber(n)
        expect(text).toHaveLength(6)
        expect(parseTicketNumber(text)).toBe(n)
        const digits = ticketDigits(n)
        expect(digits).toHaveLength(6)
        expect(digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true)
        expect(digits.reduce((value, d) => value * 10 + d, 0)).toBe(n)
      }),
      { numRuns: 300 },
    )
  })

  test('whatever text parses is the canonical six-digit form of its number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 8 }), fc.stringMatching(/^[0-9]{5,7}$/)),
        (text) => {
          const n = parseTicketNumber(text)
          if (n !== undefined) expect(formatTicketNumber(n)).toBe(text)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('finalNumberFromRandomWord', () => {
  test('the last six decimal digits of the VRF word', () => {
    expect(finalNumberFromRandomWord(0n)).toBe(0)
    expect(finalNumberFromRandomWord(1_000_000n)).toBe(0)
    expect(finalNumberFromRandomWord(1_234_567n)).toBe(234_567)
    // 2^256 - 1 = …457584007913129639935
    expect(finalNumberFromRandomWord(2n ** 256n - 1n)).toBe(639_935)
    expect(() => finalNumberFromRandomWord(-1n)).toThrow(RangeError)
    expect(() => finalNumberFromRandomWord(2n ** 256n)).toThrow(RangeError)
  })

  test('agrees with the word written out in decimal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (word) => {
        expect(finalNumberFromRandomWord(word)).toBe(Number(word.toString().slice(-6)))
      }),
      { numRuns: 200 },
    )
  })
})
