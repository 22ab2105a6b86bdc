import type { Kysely } from 'kysely'
import type { Hash } from 'viem'
import { createCheckpointStore } from '../db/checkpointStore'
import type { Database } from '../db/schema'

/** The last block whose events are stored, with its hash to tell whether the chain still has it. */
export type Checkpoint = { number: bigint; hash: Hash }

/** Reads a chain's stored checkpoint, or undefined before its first range. */
export function createCheckpointReader({
  db,
  chainId,
}: {
  db: Kysely<Database>
  chainId: number
}): () => Promise<Checkpoint | undefined> {
  const checkpoints = createCheckpointStore({ db })
  return async () => {
    const row = await checkpoints.getCheckpoint({ chainId })
    return row ? { number: row.block_number, hash: row.block_hash as Hash } : undefined
  }
}
