import { renameSync, writeFileSync } from 'node:fs'

/**
 * Writes a file whole or not at all: a crash or kill mid-write leaves the previous version (or
 * none), never half of the new one, because a rename within a folder is atomic.
 */
export function writeFileAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, path)
}
