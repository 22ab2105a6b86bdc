// @vitest-environment jsdom
/// <reference lib="dom" />
import { describe, expect, test } from 'vitest'
import {
  abstractArt,
  encodeJson,
  encodeSvg,
  ghostSquadArt,
  type NftArt,
  nftMetadata,
} from './nftArt'

const SEEDS = Array.from({ length: 40 }, (_, i) => 0x6057 + i * 7919)

function parseSvg(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml')
}

describe.each([
  ['ghostSquadArt', ghostSquadArt, ['Background', 'Body', 'Eyes', 'Hat', 'Power', 'otherId']],
  ['abstractArt', abstractArt, ['Palette', 'Dominant Shape', 'Shapes', 'Complexity']],
] as const)('%s', (_, draw: (seed: number) => NftArt, traits) => {
  test('the same seed gives the same bytes; different seeds give different pictures', () => {
    for (const seed of SEEDS) expect(encodeSvg(draw(seed))).toEqual(encodeSvg(draw(seed)))
    const distinct = new Set(SEEDS.map((seed) => draw(seed).svg))
    expect(distinct.size).toBeGreaterThan(SEEDS.length * 0.8)
  })

  test('every image is a well-formed SVG document under 2 kB', () => {
    for (const seed of SEEDS) {
      const art = draw(seed)
      expect(encodeSvg(art).length, `seed ${seed}`).toBeLessThan(2048)
      const document = parseSvg(art.svg)
      expect(document.getElementsByTagName('parsererror'), art.svg).toHaveLength(0)
      expect(document.documentElement.tagName).toBe('svg')
      expect(document.documentElement.getAttribute('viewBox')).toBe('0 0 200 200')
    }
  })

  test('attributes name every trait once; numbers carry a display type', () => {
    for (const seed of SEEDS) {
      const { attributes } = draw(seed)
      expect(attributes.map((attribute) => attribute.trait_type)).toEqual([...traits])
      for (const attribute of attributes) {
        expect(typeof attribute.value === 'number').toBe(attribute.display_type !== undefined)
      }
    }
  })

  test('trait values vary across the collection, so filters have something to filter', () => {
    for (const trait of traits) {
      const values = new Set(
        SEEDS.map(
          (seed) =>
            draw(seed).attributes.find((attribute) => attribute.trait_type === trait)?.value,
        ),
      )
      expect(values.size, trait).toBeGreaterThan(1)
    }
  })
})

describe('nftMetadata', () => {
  test('points at the image by CID and keeps the attributes, with the same bytes every time', () => {
    const art = ghostSquadArt(7)
    const build = () =>
      nftMetadata({
        name: 'Ghost Squad #7',
        description: 'A member of the Ghost Squad.',
        imageCid: 'bafkreiexample',
        attributes: art.attributes,
      })
    const metadata = build()
    expect(metadata).toEqual({
      name: 'Ghost Squad #7',
      description: 'A member of the Ghost Squad.',
      image: 'ipfs://bafkreiexample',
      attributes: art.attributes,
    })
    expect(encodeJson(build())).toEqual(encodeJson(metadata))
    expect(JSON.parse(new TextDecoder().decode(encodeJson(metadata)))).toEqual(metadata)
    // Attributes without a display type carry no `display_type` key at all.
    expect(Object.keys(metadata.attributes[0] ?? {})).toEqual(['trait_type', 'value'])
  })
})
