import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { USERNAME_ERROR_MESSAGE, usernameKey, validateUsername } from './username'

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const alphanumeric = fc.constantFrom(...ALPHANUMERIC)
const validName = fc.string({ unit: alphanumeric, minLength: 3, maxLength: 15 })

describe('validateUsername', () => {
  test.each(['abc', 'Ghost42', '123', 'ABCDEFGHIJKLMNO'])('%s is valid', (name) => {
    expect(validateUsername(name)).toEqual({ valid: true, username: name })
  })

  test.each([
    ['', ['must be at least 3 characters']],
    ['ab', ['must be at least 3 characters']],
    ['ABCDEFGHIJKLMNOP', ['must be at most 15 characters']],
    ['gho st', ['may contain only the letters A–Z, a–z and the digits 0–9']],
    ['ghost_1', ['may contain only the letters A–Z, a–z and the digits 0–9']],
    ['Ünïcode', ['may contain only the letters A–Z, a–z and the digits 0–9']],
    ['١٢٣', ['may contain only the letters A–Z, a–z and the digits 0–9']],
    [
      'a👻',
      ['must be at least 3 characters', 'may contain only the letters A–Z, a–z and the digits 0–9'],
    ],
    ['../etc/passwd', ['may contain only the letters A–Z, a–z and the digits 0–9']],
  ])('%j is refused: %j', (name, issues) => {
    expect(validateUsername(name)).toEqual({
      valid: false,
      message: 'Unable to verify username',
      issues,
    })
  })

  test('every string of 3–15 ASCII letters and digits is valid, kept as typed', () => {
    fc.assert(
      fc.property(validName, (name) => {
        expect(validateUsername(name)).toEqual({ valid: true, username: name })
      }),
    )
  })

  test('a valid name is exactly one of 3–15 ASCII letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (name) => {
        const result = validateUsername(name)
        const expected = /^[A-Za-z0-9]{3,15}$/.test(name)
        expect(result.valid).toBe(expected)
        if (!result.valid) {
          expect(result.message).toBe(USERNAME_ERROR_MESSAGE)
          expect(result.issues.length).toBeGreaterThan(0)
        }
      }),
    )
  })

  test('adding a character outside A–Z, a–z, 0–9 anywhere makes a valid name invalid', () => {
    const other = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 1 })
      .filter((char) => !ALPHANUMERIC.includes(char))
    fc.assert(
      fc.property(validName, other, fc.nat(), (name, char, at) => {
        const index = at % (name.length + 1)
        const spoiled = `${name.slice(0, index)}${char}${name.slice(index)}`
        expect(validateUsername(spoiled).valid).toBe(false)
      }),
    )
  })
})

describe('usernameKey', () => {
  test('names differing only in case share a key; others do not', () => {
    expect(usernameKey('Ghost')).toBe(usernameKey('gHOST'))
    fc.assert(
      fc.property(validName, validName, (a, b) => {
        expect(usernameKey(a) === usernameKey(b)).toBe(a.toLowerCase() === b.toLowerCase())
        expect(usernameKey(a.toUpperCase())).toBe(usernameKey(a))
      }),
    )
  })
})
