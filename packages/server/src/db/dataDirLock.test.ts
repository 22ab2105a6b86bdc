import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { DataDirLockedError } from '../errors'
import { acquireDataDirLock } from './dataDirLock'

const root = mkdtempSync(join(tmpdir(), 'ghost-lock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('acquireDataDirLock', () => {
  test('one holder at a time; release frees the folder', () => {
    const dataDir = join(root, 'a', 'pglite')
    const lock = acquireDataDirLock(dataDir)
    expect(lock.path).toBe(`${dataDir}.lock`)
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid)
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError)
    lock.release()
    expect(existsSync(lock.path)).toBe(false)
    acquireDataDirLock(dataDir).release()
  })

  test('a lock left by a process that is gone is taken over', () => {
    const dataDir = join(root, 'b')
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: gone, token: 'old', startedAt: 'x' }))
    const lock = acquireDataDirLock(dataDir)
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  test('a half-written lock file is treated as stale', () => {
    const dataDir = join(root, 'c')
    writeFileSync(`${dataDir}.lock`, '{"pid":')
    acquireDataDirLock(dataDir).release()
  })

  test('release leaves a lock that someone else has taken since', () => {
    const dataDir = join(root, 'd')
    const lock = acquireDataDirLock(dataDir)
    const other = JSON.stringify({ pid: process.pid, token: 'other', startedAt: 'x' })
    writeFileSync(lock.path, other)
    lock.release()
    expect(readFileSync(lock.path, 'utf8')).toBe(other)
  })
})
