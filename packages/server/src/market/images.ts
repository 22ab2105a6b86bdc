/**
 * What an uploaded image becomes before it is stored: its type read from its bytes (never from
 * its name or declared type), its pixels re-encoded by sharp so that no metadata (EXIF, GPS,
 * XMP, comments) and no trailing bytes survive, and a small WebP thumbnail.
 */

import { sniffContentType } from '@ghost/files'
import sharp, { type Metadata } from 'sharp'
import { UnprocessableError, UnsupportedMediaTypeError } from '../http/httpErrors'

/** Pixels of every frame together: a few MB of compressed data can decode to gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000
/** The thumbnail fits inside this square (never enlarged). */
export const THUMBNAIL_SIZE = 320

const FORMATS = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const

export type ImageType = keyof typeof FORMATS

export type PreparedImage = {
  /** The re-encoded original: same format, same pixels (turned upright), no metadata. */
  original: Buffer
  thumbnail: Buffer
  filetype: ImageType
  width: number
  /** Of one frame, for an animation. */
  height: number
}

const UNSUPPORTED = 'Only PNG, JPEG, GIF and WebP images are accepted'

function isImageType(type: string): type is ImageType {
  return Object.hasOwn(FORMATS, type)
}

const damaged = (format: string) =>
  new UnprocessableError(
    `The ${format.toUpperCase()} image could not be decoded; it may be truncated or damaged.`,
  )

async function readMetadata(bytes: Uint8Array, format: string): Promise<Metadata> {
  try {
    // only the header is read here; the pixel limit is checked on its dimensions below
    return await sharp(bytes, { animated: true, limitInputPixels: false }).metadata()
  } catch {
    throw damaged(format)
  }
}

/**
 * Checks and re-encodes an upload. 415 unless its first bytes are PNG, JPEG, GIF or WebP (an SVG,
 * a script named x.png, anything else) and sharp reads the same format; 422 for an image sharp
 * cannot decode or with more than MAX_INPUT_PIXELS pixels in all its frames.
 */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  const filetype = sniffContentType(bytes)
  if (!isImageType(filetype)) throw new UnsupportedMediaTypeError(`${UNSUPPORTED}.`)
  const format = FORMATS[filetype]
  const metadata = await readMetadata(bytes, format)
  if (metadata.format !== format) throw new UnsupportedMediaTypeError(`${UNSUPPORTED}.`)
  const frameHeight = metadata.pageHeight ?? metadata.height
  const pixels = metadata.width * frameHeight * (metadata.pages ?? 1)
  if (pixels > MAX_INPUT_PIXELS) {
    throw new UnprocessableError(
      `The image has ${pixels} pixels in all its frames; at most ${MAX_INPUT_PIXELS} are accepted.`,
    )
  }
  try {
    // animated: keep every frame of a GIF or WebP animation; autoOrient applies the EXIF
    // orientation to the pixels, since the EXIF itself is dropped (sharp keeps none by default)
    const original = await sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .toFormat(format)
      .toBuffer()
    const thumbnail = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp()
      .toBuffer()
    const stored = await sharp(original, { animated: true }).metadata()
    return {
      original,
      thumbnail,
      filetype,
      width: stored.width,
      height: stored.pageHeight ?? stored.height,
    }
  } catch {
    throw damaged(format)
  }
}
