import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  getFallbackLogo,
  getLocalLogoPath,
  getLogoUrl,
  getTokenLogo,
  LOCAL_LOGO_SYMBOLS,
} from './getTokenLogo'

const A = '0x000000000000000000000000000000000000dEaD'
const B = '0x55d398326f99059fF775485246999027B3197955'

function svgOf(dataUrl: string): string {
  expect(dataUrl.startsWith('data:image/svg+xml,')).toBe(true)
  return decodeURIComponent(dataUrl.slice('data:image/svg+xml,'.length))
}

describe('getFallbackLogo', () => {
  test('the same token always gets the same badge', () => {
    expect(getFallbackLogo(A, 'ULP')).toBe(getFallbackLogo(A, 'ULP'))
    expect(getFallbackLogo(A.toLowerCase(), 'ULP')).toBe(getFallbackLogo(A, 'ULP'))
  })

  test('other addresses get other colours', () => {
    const fill = (address: string) =>
      /fill="(hsl[^"]+)"/.exec(svgOf(getFallbackLogo(address, 'X')))?.[1]
    expect(fill(A)).not.toBe(fill(B))
  })

  test("the symbol's first two letters, upper case and escaped", () => {
    expect(svgOf(getFallbackLogo(A, 'ulp'))).toContain('>UL</text>')
    expect(svgOf(getFallbackLogo(A, '<b>'))).toContain('>&#60;B</text>')
    expect(svgOf(getFallbackLogo(A, undefined))).toContain('>?</text>')
    expect(svgOf(getFallbackLogo(A, '  '))).toContain('>?</text>')
  })
})

describe('getLogoUrl', () => {
  test.each([
    ['https://tokens.example/usdt.png', 'https://tokens.example/usdt.png'],
    ['http://tokens.example/usdt.png', 'http://tokens.example/usdt.png'],
    ['/tokens/usdt.svg', '/tokens/usdt.svg'],
    ['ipfs://QmLogo', 'https://ipfs.io/ipfs/QmLogo'],
    ['ipfs://ipfs/QmLogo/logo.png', 'https://ipfs.io/ipfs/QmLogo/logo.png'],
    ['ftp://x/logo.png', undefined],
    ['javascript:alert(1)', undefined],
    [undefined, undefined],
  ])('%s → %s', (uri, url) => {
    expect(getLogoUrl(uri)).toBe(url)
  })
})

describe('getTokenLogo', () => {
  test("the native coin wears BNB's drawing", () => {
    expect(getTokenLogo({ address: undefined, symbol: 'BNB' })).toEqual(['/tokens/bnb.svg'])
  })

  test("the list's logo first, then the deployment's drawing, then the badge", () => {
    expect(
      getTokenLogo({
        address: B,
        symbol: 'USDT',
        listLogoURI: 'ipfs://QmUsdt',
        isDeploymentToken: true,
      }),
    ).toEqual(['https://ipfs.io/ipfs/QmUsdt', '/tokens/usdt.svg', getFallbackLogo(B, 'USDT')])
  })

  test("a stranger's token named like a demo token gets only the badge", () => {
    expect(getTokenLogo({ address: A, symbol: 'USDT' })).toEqual([getFallbackLogo(A, 'USDT')])
  })

  test('local drawings exist only for the demo symbols', () => {
    expect(getLocalLogoPath('wbnb')).toBe('/tokens/wbnb.svg')
    expect(getLocalLogoPath('ULP')).toBeUndefined()
  })
})

test('every local drawing ships in public/tokens', () => {
  for (const symbol of LOCAL_LOGO_SYMBOLS) {
    const file = new URL(`../../../public${getLocalLogoPath(symbol)}`, import.meta.url)
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  }
})
