/** prepareImage on its own: what re-encoding removes, and which formats it refuses. */
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { prepareImage } from './images'

const square = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#3366cc' } })

describe('prepareImage', () => {
  test('drops an ICC profile, XMP and bytes appended after the image', async () => {
    const tagged = await square(16)
      .png()
      .withIccProfile('p3')
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">secret</x:xmpmeta>')
      .toBuffer()
    const source = await sharp(tagged).metadata()
    expect(source.icc?.length).toBeGreaterThan(0)
    expect(source.xmp?.length).toBeGreaterThan(0)
    const polyglot = Buffer.concat([tagged, Buffer.from('<script>alert(1)</script>')])
    const { original, filetype } = await prepareImage(polyglot)
    expect(filetype).toBe('image/png')
    const stored = await sharp(original).metadata()
    expect(stored.icc).toBeUndefined()
    expect(stored.xmp).toBeUndefined()
    expect(original.includes('<script>')).toBe(false)
    expect(original.includes('secret')).toBe(false)
  })

  test('refuses TIFF and AVIF, which sharp reads but we do not serve: 415', async () => {
    for (const bytes of [await square(8).tiff().toBuffer(), await square(8).avif().toBuffer()]) {
      await expect(prepareImage(bytes)).rejects.toMatchObject({
        statusCode: 415,
        message: 'Only PNG, JPEG, GIF and WebP images are accepted.',
      })
    }
  })

  test('keeps a WebP animation and answers one frame’s height', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
        sharp({ create: { width: 12, height: 10, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    )
    const animated = await sharp(frames, { join: { animated: true } })
      .webp()
      .toBuffer()
    const prepared = await prepareImage(animated)
    expect(prepared).toMatchObject({ filetype: 'image/webp', width: 12, height: 10 })
    expect(await sharp(prepared.original, { animated: true }).metadata()).toMatchObject({
      format: 'webp',
      pages: 3,
    })
  })
})
