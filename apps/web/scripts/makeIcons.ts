/**
 * Draws the Ghost mark (a purple ghost with two eyes) into the PNG icons of the web-app manifest
 * and `favicon.ico`, with no image library: the shape is a function of (x, y), sampled 4 × 4 per
 * pixel for smooth edges, and the files are written with node:zlib; `favicon.svg` traces the same
 * shape. Run after changing the mark: `npm run icons -w @ghost/web`.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'

const PRIMARY = [0x76, 0x45, 0xd9] as const
const EYE = [0xff, 0xff, 0xff] as const
const PUBLIC = join(import.meta.dirname, '../public')

/** Colour at (x, y) in the unit square, or undefined outside the mark. Matches favicon.svg. */
function markAt(x: number, y: number, padding: number): readonly number[] | undefined {
  // the mark is drawn in a 0..1 box shrunk by `padding` on each side (maskable icons need room)
  const u = (x - padding) / (1 - 2 * padding)
  const v = (y - padding) / (1 - 2 * padding)
  const eye = (cx: number) => (u - cx) ** 2 + (v - 0.42) ** 2 < 0.07 ** 2
  if (eye(0.39) || eye(0.61)) return EYE
  const head = (u - 0.5) ** 2 + (v - 0.42) ** 2 < 0.32 ** 2
  // three scallops along the hem
  const hem = 0.86 + 0.06 * Math.cos(((u - 0.18) / 0.64) * 3 * 2 * Math.PI)
  const body = u >= 0.18 && u <= 0.82 && v >= 0.42 && v <= hem
  return head || body ? PRIMARY : undefined
}

function render(size: number, padding: number, background?: readonly number[]): Buffer {
  const samples = 4
  const rgba = Buffer.alloc(size * size * 4)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour =
            markAt(
              (px + (sx + 0.5) / samples) / size,
              (py + (sy + 0.5) / samples) / size,
              padding,
            ) ?? background
          if (!colour) continue
          r += colour[0] ?? 0
          g += colour[1] ?? 0
          b += colour[2] ?? 0
          a += 1
        }
      }
      const at = (py * size + px) * 4
      // colour averaged over covered samples, coverage as alpha (straight, not premultiplied)
      rgba[at] = a ? Math.round(r / a) : 0
      rgba[at + 1] = a ? Math.round(g / a) : 0
      rgba[at + 2] = a ? Math.round(b / a) : 0
      rgba[at + 3] = Math.round((a / samples ** 2) * 255)
    }
  }
  return rgba
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function png(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bits per channel
  header[9] = 6 // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0 // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** An .ico holding PNG images (supported by every browser since Windows Vista's format). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry[0] = size % 256 // 0 means 256
    entry[1] = size % 256
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

const icoImages = [16, 32, 48].map((size) => ({ size, data: png(size, render(size, 0.04)) }))
writeFileSync(join(PUBLIC, 'favicon.ico'), ico(icoImages))
for (const size of [192, 512]) {
  writeFileSync(join(PUBLIC, `icon-${size}.png`), png(size, render(size, 0.06)))
  // maskable: the mark inside the central 80 % safe zone, on a full-bleed card background
  writeFileSync(
    join(PUBLIC, `icon-maskable-${size}.png`),
    png(size, render(size, 0.2, [0xff, 0xff, 0xff])),
  )
}
writeFileSync(join(PUBLIC, 'apple-touch-icon.png'), png(180, render(180, 0.12, [0xff, 0xff, 0xff])))

/** The same mark as a path in a 100 × 100 box (head arc, sides, the scalloped hem traced in steps). */
function svg(padding: number): string {
  const k = (value: number) => (padding + value * (1 - 2 * padding)) * 100
  const f = (value: number) => value.toFixed(2)
  const hem: string[] = []
  for (let step = 48; step >= 0; step--) {
    const u = 0.18 + (0.64 * step) / 48
    const v = 0.86 + 0.06 * Math.cos(((u - 0.18) / 0.64) * 3 * 2 * Math.PI)
    hem.push(`L${f(k(u))} ${f(k(v))}`)
  }
  const radius = f(0.32 * (1 - 2 * padding) * 100)
  const eye = 0.07 * (1 - 2 * padding) * 100
  // the head circle meets the sides at u = 0.18 and 0.82, 0.32 from its centre: a half circle
  const body = `M${f(k(0.18))} ${f(k(0.42))}A${radius} ${radius} 0 0 1 ${f(k(0.82))} ${f(k(0.42))}${hem.join('')}Z`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><title>Ghost</title><path fill="#7645d9" d="${body}"/><circle cx="${f(k(0.39))}" cy="${f(k(0.42))}" r="${f(eye)}" fill="#fff"/><circle cx="${f(k(0.61))}" cy="${f(k(0.42))}" r="${f(eye)}" fill="#fff"/></svg>\n`
}
writeFileSync(join(PUBLIC, 'favicon.svg'), svg(0.04))
