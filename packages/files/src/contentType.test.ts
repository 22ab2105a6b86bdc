import { describe, expect, test } from 'vitest'
import { JSON_TYPE, OCTET_STREAM, SVG, sniffContentType } from './contentType'

const bytes = (...values: number[]) => Uint8Array.from(values)
const text = (value: string) => new TextEncoder().encode(value)
const ascii = (value: string) => Array.from(value, (char) => char.charCodeAt(0))

describe('sniffContentType', () => {
  test.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
    ['png signature cut short', bytes(0x89, 0x50, 0x4e, 0x47), OCTET_STREAM],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16), 'image/jpeg'],
    ['gif87a', text('GIF87a\x01\x00'), 'image/gif'],
    ['gif89a', text('GIF89a\x01\x00'), 'image/gif'],
    ['webp', bytes(...ascii('RIFF'), 36, 0, 0, 0, ...ascii('WEBPVP8 ')), 'image/webp'],
    [
      'RIFF that is not webp (wav)',
      bytes(...ascii('RIFF'), 36, 0, 0, 0, ...ascii('WAVE')),
      OCTET_STREAM,
    ],
    ['svg', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), SVG],
    ['svg after whitespace and a BOM', text('\uFEFF\n  <svg width="1"></svg>'), SVG],
    ['svg in uppercase', text('<SVG></SVG>'), SVG],
    [
      'svg with an XML declaration, comment and doctype',
      text(
        '<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg/>',
      ),
      SVG,
    ],
    [
      'XML that is not svg',
      text('<?xml version="1.0"?><html><script>1</script></html>'),
      OCTET_STREAM,
    ],
    ['an element merely starting with svg', text('<svgfoo/>'), OCTET_STREAM],
    ['html', text('<html><body><svg></svg></body></html>'), OCTET_STREAM],
    ['json object', text('{"name":"Ghost #1","attributes":[]}'), JSON_TYPE],
    ['json array after whitespace', text('\n [1, 2, 3]'), JSON_TYPE],
    ['broken json', text('{"name":'), OCTET_STREAM],
    ['a json number (not metadata)', text('42'), OCTET_STREAM],
    ['plain text', text('hello world'), OCTET_STREAM],
    ['not utf-8', bytes(0x7b, 0xff, 0xfe, 0x7d), OCTET_STREAM],
    ['empty', bytes(), OCTET_STREAM],
  ])('%s', (_name, input, expected) => {
    expect(sniffContentType(input)).toBe(expected)
  })

  test('the 4 KB head may end inside a multi-byte character', () => {
    // 5 + 2 × 3000 bytes: byte 4096 is the first half of an 'é'
    const svg = text(`<svg>${'é'.repeat(3000)}</svg>`)
    expect(sniffContentType(svg)).toBe(SVG)
  })

  test('an XML file whose <svg starts after the first 4 KB is not taken for svg', () => {
    const late = text(`<?xml version="1.0"?><!--${'x'.repeat(5000)}--><svg/>`)
    expect(sniffContentType(late)).toBe(OCTET_STREAM)
  })
})
