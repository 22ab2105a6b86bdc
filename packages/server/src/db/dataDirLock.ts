import { randomUUID } from 'node:crypto'
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import { DataDirLockedError } from '../errors'

export type DataDirLock = {
  /** The lock file, beside the data folder (`<dataDir>.lock`). */
  path: string
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void
}

type LockOwner = { pid: number; token: string; startedAt: string }

function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>
    if (typeof owner.pid !== 'number' || typeof owner.token !== 'string') return undefined
    return { pid: owner.pid, token: owner.token, startedAt: String(owner.startedAt) }
  } catch {
    // Unreadable or half-written: treated like a lock left by a crashed process.
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function tryCreate(path: string, owner: LockOwner): boolean {
  let fd: number
  try {
    fd = openSync(path, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, JSON.stringify(owner))
  } finally {
    closeSync(fd)
  }
  return true
}

/**
 * Claims a PGlite data folder for this process. PGlite is Postgres in one process with no
 * postmaster to arbitrate, so two processes writing the same folder would corrupt it; this lock
 * file turns that into a clear error. A lock whose process is gone (crash, SIGKILL) is taken over.
 * The same process opening the folder twice is refused too.
 *
 * @example
 * const lock = acquireDataDirLock('/repo/.data/pglite')
 * // … open PGlite …
 * lock.release()
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = `${dataDir}.lock`
  mkdirSync(dirname(path), { recursive: true })
  const owner: LockOwner = {
    pid: process.pid,
    token: randomUUID(),
    startedAt: new Date().toISOString(),
  }

  // Two rounds: the second follows the removal of a stale lock. Two processes that both find the
  // same stale lock at the same instant could both win; a crash followed by a simultaneous double
  // start is rare enough on a developer machine to accept.
  for (let round = 0; round < 2; round++) {
    if (tryCreate(path, owner)) {
      let released = false
      return {
        path,
        release() {
          if (released) return
          released = true
          if (readOwner(path)?.token === owner.token) unlinkSync(path)
        },
      }
    }
    const holder = readOwner(path)
    if (holder && isAlive(holder.pid)) {
      const who = holder.pid === process.pid ? 'this process' : `process ${holder.pid}`
      throw new DataDirLockedError(`The PGlite data folder ${dataDir} is in use by ${who}.`, {
        metaMessages: [
          `Locked since ${holder.startedAt} (lock file ${path}).`,
          'Stop the other server, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).',
        ],
      })
    }
    try {
      unlinkSync(path)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  throw new DataDirLockedError(
    `The PGlite data folder ${dataDir} is being claimed by another process.`,
    {
      metaMessages: ['Try again in a moment.'],
    },
  )
}
