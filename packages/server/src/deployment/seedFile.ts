/**
 * Reading a seed file the devnet writes beside the manifest (`getSeedFilePath`) and importing its
 * entries one by one, as the API's writes would take them: the NFT market's signed orders and
 * governance voting's signed proposals and votes.
 */
import { readFile } from 'node:fs/promises'
import type { z } from 'zod'
import { NonRetryableError } from '../errors'

/**
 * The file's JSON checked against `schema`, or undefined when there is no file (nothing to
 * import yet). A file that is not JSON or not the shape is refused whole with a
 * NonRetryableError `{path} is not {what}`; any other failure to read it is thrown as it is.
 */
export async function readSeedFile<schema extends z.ZodType>(
  path: string,
  schema: schema,
  what: string,
): Promise<z.output<schema> | undefined> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  const file = schema.safeParse(json)
  if (!file.success) throw new NonRetryableError(`${path} is not ${what}`)
  return file.data
}

export type SeedImportTally<skipped> = {
  /** Newly stored. */
  imported: number
  /** Already stored (an earlier import, or the API's write). */
  known: number
  /** Refused by a check, each with its reason (logged). */
  skipped: (skipped & { reason: string })[]
}

/** The tally as the import's log line says it: `2 imported, 0 known, 1 skipped`. */
export function describeSeedImport(tally: SeedImportTally<object>): string {
  return `${tally.imported} imported, ${tally.known} known, ${tally.skipped.length} skipped`
}

export type ImportSeedEntriesParameters<entry, skipped> = {
  entries: readonly entry[]
  /** Stores one entry through the API's checks; a refusal is a NonRetryableError. */
  importOne: (entry: entry) => Promise<'imported' | 'known'>
  /** What the tally keeps of a refused entry to name it (its hash, its place in the file). */
  nameOf: (entry: entry, index: number) => skipped
  /** Told of each refused entry, as the tally records it. */
  onSkip: (skipped: skipped & { reason: string }) => void
}

/**
 * Imports each entry in the file's order: one that a check refuses is skipped with its reason,
 * the others stored; anything else (the node, the database) stops the import, to be tried again.
 */
export async function importSeedEntries<entry, skipped extends object>({
  entries,
  importOne,
  nameOf,
  onSkip,
}: ImportSeedEntriesParameters<entry, skipped>): Promise<SeedImportTally<skipped>> {
  const tally: SeedImportTally<skipped> = { imported: 0, known: 0, skipped: [] }
  for (const [index, entry] of entries.entries()) {
    try {
      tally[await importOne(entry)] += 1
    } catch (error) {
      if (!(error instanceof NonRetryableError)) throw error
      const refused = { ...nameOf(entry, index), reason: error.message }
      tally.skipped.push(refused)
      onSkip(refused)
    }
  }
  return tally
}
