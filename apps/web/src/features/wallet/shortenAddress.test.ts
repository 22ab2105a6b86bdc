import { expect, test } from 'vitest'
import { shortenAddress } from './shortenAddress'

test('keeps 0x, the first four and the last four hex characters', () => {
  expect(shortenAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x7099…79C8')
})

test('an address without 0x keeps four characters on each side', () => {
  expect(shortenAddress('70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('7099…79C8')
})

test('a string too short to shorten comes back unchanged', () => {
  expect(shortenAddress('0x12345678')).toBe('0x12345678')
  expect(shortenAddress('0x123456789')).toBe('0x1234…6789')
})
