import { describe, expect, test } from 'vitest'
import { Fraction } from '../amounts/fraction'
import { formatRoi } from './formatRoi'

describe('formatRoi', () => {
  test('ROI: 2 decimals with separators, none above 1,000,000', () => {
    expect(formatRoi(new Fraction(1234567n, 100n))).toBe('12,345.67')
    expect(formatRoi(new Fraction(1_000_000n))).toBe('1,000,000.00')
    expect(formatRoi(new Fraction(100_000_001n, 100n))).toBe('1,000,000')
    expect(formatRoi(new Fraction(5n, 1000n))).toBe('0.01')
    expect(formatRoi(new Fraction(1234567n, 100n), 'de-DE')).toBe('12.345,67')
    expect(formatRoi(new Fraction(10n ** 200n))).toBe('>999.9T')
  })
})
