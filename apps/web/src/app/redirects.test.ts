import { describe, expect, test } from 'vitest'
import {
  getAddRedirect,
  getProfileRedirect,
  getRemoveRedirect,
  getSwapOutputRedirect,
} from './redirects'

const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('getAddRedirect', () => {
  test.each([
    ['/add', `${A}-${B}`, undefined, `/add/${A}/${B}`],
    ['/add', `BNB-${B}`, undefined, `/add/BNB/${B}`],
    ['/create', `${A}-BNB`, undefined, `/create/${A}/BNB`],
    ['/add', A, A.toLowerCase(), `/add/${A}`],
    ['/add', 'BNB', 'bnb', '/add/BNB'],
    ['/add', A, B, undefined],
    ['/add', A, undefined, undefined],
    ['/add', undefined, undefined, undefined],
    ['/add', `${A}-0x12`, undefined, undefined],
    ['/add', 'ETH-BNB', undefined, undefined],
  ] as const)('%s %s %s → %s', (base, a, b, expected) => {
    expect(getAddRedirect(base, a, b)).toBe(expected)
  })
})

describe('getRemoveRedirect', () => {
  test('two hyphen-joined addresses become two path segments', () => {
    expect(getRemoveRedirect(`${A}-${B}`)).toBe(`/remove/${A}/${B}`)
  })
  test.each([[`BNB-${B}`], [A], ['garbage'], [undefined]])('%s goes to /pool', (tokens) => {
    expect(getRemoveRedirect(tokens)).toBe('/pool')
  })
})

test('getSwapOutputRedirect moves the path segment into the query, keeping other parameters', () => {
  expect(getSwapOutputRedirect(B, '?exactAmount=1')).toBe(`/swap?exactAmount=1&outputCurrency=${B}`)
  expect(getSwapOutputRedirect('BNB', '')).toBe('/swap?outputCurrency=BNB')
})

test('getProfileRedirect lowercases the connected account', () => {
  expect(getProfileRedirect(A)).toBe(`/nfts/profile/${A.toLowerCase()}`)
  expect(getProfileRedirect(undefined)).toBe('/nfts/profile')
})
