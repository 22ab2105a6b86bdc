/**
 * The demo world's NFT art, drawn from a seed so every fresh world has the same images, the same
 * bytes and therefore the same IPFS CIDs: Ghost Squad ghosts (a character built from traits) and
 * a creator collection's abstract compositions, each with the attributes the market's trait
 * filters read, and the token metadata JSON that points at the image.
 */
import { createRandom, type Random } from './random'

/** OpenSea-style attribute; `display_type` 'number' shows the value as a stat. */
export type NftAttribute = {
  trait_type: string
  value: string | number
  display_type?: 'number' | 'boost_number' | 'boost_percentage' | undefined
}

export type NftArt = {
  /** A complete SVG document (UTF-8), under 2 kB. */
  svg: string
  attributes: NftAttribute[]
}

export type NftMetadata = {
  name: string
  description: string
  /** `ipfs://{cid}` of the image. */
  image: string
  attributes: NftAttribute[]
}

type Named = readonly [name: string, colour: string]

const BACKGROUNDS: readonly Named[] = [
  ['Midnight', '#1f2340'],
  ['Mint', '#b8f2e6'],
  ['Peach', '#ffd6ba'],
  ['Lavender', '#d9c8ff'],
  ['Sky', '#bde0fe'],
  ['Graveyard', '#5c6b73'],
]
const BODIES: readonly Named[] = [
  ['Classic', '#f8f9fa'],
  ['Ectoplasm', '#9ef01a'],
  ['Pumpkin', '#ff9f1c'],
  ['Phantom', '#7b2cbf'],
  ['Frost', '#90e0ef'],
]
const EYES = ['Round', 'Sleepy', 'Wink', 'Angry', 'Starry'] as const
const HATS = ['None', 'Crown', 'Cap', 'Halo', 'Witch Hat', 'Bow'] as const

/** Weighted so some traits are rarer than others, as in a real collection. */
const HAT_WEIGHTS = [5, 1, 3, 2, 2, 3]

function choose<T>(random: Random, items: readonly T[], weights?: readonly number[]): T {
  const index = weights
    ? random.pick(weights)
    : Math.min(items.length - 1, Math.floor(random.next() * items.length))
  return items[index] as T
}

function eyesSvg(kind: (typeof EYES)[number]): string {
  switch (kind) {
    case 'Round':
      return '<circle cx="84" cy="95" r="8"/><circle cx="116" cy="95" r="8"/>'
    case 'Sleepy':
      return '<path d="M76 96h16M108 96h16" stroke="#222" stroke-width="4"/>'
    case 'Wink':
      return '<circle cx="84" cy="95" r="8"/><path d="M108 96h16" stroke="#222" stroke-width="4"/>'
    case 'Angry':
      return '<path d="M76 86l16 6M124 86l-16 6" stroke="#222" stroke-width="4"/><circle cx="85" cy="99" r="6"/><circle cx="115" cy="99" r="6"/>'
    case 'Starry':
      return '<path d="M84 87l3 6 6 2-6 2-3 6-3-6-6-2 6-2zM116 87l3 6 6 2-6 2-3 6-3-6-6-2 6-2z" fill="#ffd60a"/>'
  }
}

function hatSvg(kind: (typeof HATS)[number]): string {
  switch (kind) {
    case 'None':
      return ''
    case 'Crown':
      return '<path d="M76 58l8-22 16 14 16-14 8 22z" fill="#ffd60a"/>'
    case 'Cap':
      return '<path d="M66 62a34 24 0 0 1 68 0z" fill="#e63946"/><path d="M120 60h32v6h-32z" fill="#e63946"/>'
    case 'Halo':
      return '<ellipse cx="100" cy="36" rx="26" ry="7" fill="none" stroke="#ffd60a" stroke-width="5"/>'
    case 'Witch Hat':
      return '<path d="M64 62h72l-30-46z" fill="#2b2d42"/><path d="M76 56h48v6h-48z" fill="#9d4edd"/>'
    case 'Bow':
      return '<path d="M100 52l-22-12v24zM100 52l22-12v24z" fill="#ff70a6"/>'
  }
}

/**
 * A Ghost Squad ghost: background, body colour, eyes, hat and a "Power" stat; the body is the
 * character, numbered 0–4 in `otherId`.
 */
export function ghostSquadArt(seed: number): NftArt {
  const random = createRandom(seed)
  const [backgroundName, background] = choose(random, BACKGROUNDS)
  const bodyIndex = Math.floor(random.next() * BODIES.length)
  const [bodyName, body] = BODIES[bodyIndex] as Named
  const eyes = choose(random, EYES)
  const hat = choose(random, HATS, HAT_WEIGHTS)
  const power = 1 + Math.floor(random.next() * 100)
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400">',
    `<rect width="200" height="200" fill="${background}"/>`,
    '<ellipse cx="100" cy="178" rx="44" ry="7" fill="#000" opacity=".2"/>',
    `<path d="M58 166V96a42 42 0 0 1 84 0v70l-14-10-14 10-14-10-14 10-14-10z" fill="${body}" stroke="#222" stroke-width="3"/>`,
    `<g fill="#222">${eyesSvg(eyes)}</g>`,
    '<ellipse cx="100" cy="120" rx="7" ry="5" fill="#222"/>',
    hatSvg(hat),
    '</svg>',
  ].join('')
  return {
    svg,
    attributes: [
      { trait_type: 'Background', value: backgroundName },
      { trait_type: 'Body', value: bodyName },
      { trait_type: 'Eyes', value: eyes },
      { trait_type: 'Hat', value: hat },
      { trait_type: 'Power', value: power, display_type: 'number' },
      // The character, as PancakeBunnies' bunnyId: the index reads it as the NFT's otherId.
      { trait_type: 'otherId', value: bodyIndex, display_type: 'number' },
    ],
  }
}

const PALETTES: readonly (readonly [string, readonly string[]])[] = [
  ['Sunset', ['#ff595e', '#ffca3a', '#ff924c', '#6a4c93']],
  ['Ocean', ['#03045e', '#0077b6', '#00b4d8', '#caf0f8']],
  ['Forest', ['#283618', '#606c38', '#dda15e', '#fefae0']],
  ['Neon', ['#f72585', '#7209b7', '#4cc9f0', '#b5179e']],
]
const SHAPES = ['Circle', 'Square', 'Triangle'] as const

function shapeSvg(kind: (typeof SHAPES)[number], x: number, y: number, size: number, fill: string) {
  switch (kind) {
    case 'Circle':
      return `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}"/>`
    case 'Square':
      return `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" fill="${fill}" transform="rotate(${(x + y) % 90} ${x} ${y})"/>`
    case 'Triangle':
      return `<path d="M${x} ${y - size / 2}l${size / 2} ${size}h-${size}z" fill="${fill}"/>`
  }
}

/**
 * A creator collection's piece: overlapping shapes in one palette, so it looks nothing like the
 * ghosts. Attributes: Palette, Dominant Shape, a "Shapes" count and a "Complexity" boost.
 */
export function abstractArt(seed: number): NftArt {
  const random = createRandom(seed)
  const [paletteName, colours] = choose(random, PALETTES)
  const dominant = choose(random, SHAPES)
  const count = 3 + Math.floor(random.next() * 5)
  const shapes: string[] = []
  for (let i = 0; i < count; i++) {
    const kind = i % 2 === 0 ? dominant : choose(random, SHAPES)
    const x = 30 + Math.floor(random.next() * 140)
    const y = 30 + Math.floor(random.next() * 140)
    const size = 24 + 2 * Math.floor(random.next() * 30)
    shapes.push(shapeSvg(kind, x, y, size, colours[1 + (i % 3)] as string))
  }
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400">',
    `<rect width="200" height="200" fill="${colours[0]}"/>`,
    `<g opacity=".85">${shapes.join('')}</g>`,
    '</svg>',
  ].join('')
  return {
    svg,
    attributes: [
      { trait_type: 'Palette', value: paletteName },
      { trait_type: 'Dominant Shape', value: dominant },
      { trait_type: 'Shapes', value: count, display_type: 'number' },
      { trait_type: 'Complexity', value: count * 10, display_type: 'boost_percentage' },
    ],
  }
}

/** The token metadata the token URI points at; the image is given by its CID. */
export function nftMetadata(parameters: {
  name: string
  description: string
  imageCid: string
  attributes: readonly NftAttribute[]
}): NftMetadata {
  return {
    name: parameters.name,
    description: parameters.description,
    image: `ipfs://${parameters.imageCid}`,
    attributes: parameters.attributes.map((attribute) =>
      attribute.display_type === undefined
        ? { trait_type: attribute.trait_type, value: attribute.value }
        : { ...attribute },
    ),
  }
}

const encoder = new TextEncoder()

/** The bytes stored and hashed: fixed key order (as built above), no whitespace. */
export function encodeJson(value: NftMetadata): Uint8Array {
  return encoder.encode(JSON.stringify(value))
}

export function encodeSvg(art: NftArt): Uint8Array {
  return encoder.encode(art.svg)
}
