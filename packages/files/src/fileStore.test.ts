import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { computeCid } from '@ghost/sdk'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createFileStore, InvalidCidError } from './fileStore'

const execFileAsync = promisify(execFile)

const HELLO = 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e'
const hello = new TextEncoder().encode('hello world')

let root: string
let dir: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ghost-files-'))
  dir = join(root, 'data', 'ipfs')
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('createFileStore', () => {
  test('put names the file by its CID; get and has find it', async () => {
    const files = createFileStore(dir)
    expect(existsSync(dir)).toBe(false) // created on the first put, not before
    expect(await files.put(hello)).toBe(HELLO)
    expect(await readdir(dir)).toEqual([HELLO])
    expect(new Uint8Array(await readFile(join(dir, HELLO)))).toEqual(hello)
    expect(new Uint8Array((await files.get(HELLO)) ?? [])).toEqual(hello)
    expect(await files.has(HELLO)).toBe(true)
  })

  test('an absent CID: get is null, has is false', async () => {
    const files = createFileStore(dir)
    const absent = await computeCid(new TextEncoder().encode('never stored'))
    expect(await files.get(absent)).toBeNull()
    expect(await files.has(absent)).toBe(false)
    await files.put(hello)
    expect(await files.get(absent)).toBeNull()
  })

  test('other forms of the same CID find the same file', async () => {
    const files = createFileStore(dir)
    await files.put(hello)
    // the same CID in base36: 'k' + its bytes (v1, raw, sha2-256 multihash) as a base-36 number
    const digest = createHash('sha256').update(hello).digest()
    const base36 = `k${BigInt(`0x01551220${digest.toString('hex')}`).toString(36)}`
    expect(await files.has(base36)).toBe(true)
  })

  test('text that is not a CID is refused with InvalidCidError, never a path', async () => {
    const files = createFileStore(dir)
    await files.put(hello)
    for (const text of ['', '../data', `../ipfs/${HELLO}`, `${HELLO}/x`, 'QmNotACid']) {
      await expect(files.get(text)).rejects.toThrow(InvalidCidError)
      await expect(files.has(text)).rejects.toThrow(`Invalid CID: '${text}'`)
    }
  })

  test('storing the same bytes again returns the same CID and leaves one file', async () => {
    const files = createFileStore(dir)
    expect(await files.put(hello)).toBe(HELLO)
    expect(await files.put(Uint8Array.from(hello))).toBe(HELLO)
    expect(await readdir(dir)).toEqual([HELLO])
  })

  test('concurrent puts of the same bytes, from two stores on one folder, leave one whole file', async () => {
    const first = createFileStore(dir)
    const second = createFileStore(dir)
    const image = Uint8Array.from({ length: 256 * 1024 }, (_, index) => (index * 7) % 251)
    const cids = await Promise.all(
      Array.from({ length: 16 }, (_, index) => (index % 2 ? first : second).put(image)),
    )
    const cid = await computeCid(image)
    expect(new Set(cids)).toEqual(new Set([cid]))
    expect(await readdir(dir)).toEqual([cid]) // no temporary file left behind
    expect(new Uint8Array(await readFile(join(dir, cid)))).toEqual(image)
  })

  test('processes storing the same bytes at once leave one whole file', async () => {
    // each child writes the same 1 MiB file 20 times, racing the others' renames
    const script = `
      const { createFileStore } = await import(${JSON.stringify(fileURLToPath(new URL('./fileStore.ts', import.meta.url)))})
      const files = createFileStore(process.argv[1])
      const image = Uint8Array.from({ length: 1 << 20 }, (_, index) => (index * 13) % 251)
      for (let round = 0; round < 20; round++) console.log(await files.put(image))
    `
    const run = () =>
      execFileAsync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir])
    const outputs = await Promise.all([run(), run(), run()])
    const image = Uint8Array.from({ length: 1 << 20 }, (_, index) => (index * 13) % 251)
    const cid = await computeCid(image)
    for (const { stdout } of outputs)
      expect(new Set(stdout.trim().split('\n'))).toEqual(new Set([cid]))
    expect(await readdir(dir)).toEqual([cid])
    expect(new Uint8Array(await readFile(join(dir, cid)))).toEqual(image)
  }, 60_000)

  test('any bytes round-trip under their CID', async () => {
    const files = createFileStore(dir)
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (bytes) => {
        const cid = await files.put(bytes)
        expect(cid).toBe(await computeCid(bytes))
        expect(new Uint8Array((await files.get(cid)) ?? [1])).toEqual(bytes)
      }),
      { numRuns: 50 },
    )
    expect((await readdir(dir)).every((name) => name.startsWith('bafkrei'))).toBe(true)
  })
})
