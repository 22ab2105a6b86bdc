import { readFile } from 'node:fs/promises'
import { proposalMessageFromJson } from '@ghost/sdk'
import { z } from 'zod'
import { NonRetryableError } from '../errors'
import { findVote, isStoredVote, storeVote, verifyVote } from './castVote'
import { findProposal, proposalIdOf, storeProposal, verifyProposal } from './publishProposal'
import type { VotingContext } from './votingContext'
import { proposalRequestSchema, voteRequestSchema } from './votingSchemas'

/**
 * `deployments/{chainId}.voting.json` (the sdk's VotingSeedFile): each entry is checked on its
 * own, so a malformed one is skipped rather than the file refused.
 */
const votingFileSchema = z.object({
  chainId: z.number().int(),
  proposals: z.array(z.object({ message: z.unknown(), signature: z.unknown() })),
  votes: z.array(z.object({ message: z.unknown(), signature: z.unknown() })),
})

/**
 * The voting file beside the manifest, named as the orders file is:
 * `deployments/1337.json` → `deployments/1337.voting.json`.
 */
export function votingFilePath(manifestPath: string): string {
  return manifestPath.replace(/(\.json)?$/, '.voting.json')
}

export type ImportTally = {
  /** Newly stored. */
  imported: number
  /** Already stored (an earlier import, or the POST routes). */
  known: number
  /** Refused by a check, each with its reason (logged). */
  skipped: { entry: number; reason: string }[]
}

export type ImportVotingResult = { proposals: ImportTally; votes: ImportTally }

type Outcome = 'imported' | 'known'

function parsed<schema extends z.ZodType>(
  schema: schema,
  entry: { message: unknown; signature: unknown },
  chainId: number,
): z.output<schema> {
  const result = schema.safeParse({ chainId, ...entry })
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new NonRetryableError(
      `malformed: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}`,
    )
  }
  return result.data
}

async function importProposal(
  context: VotingContext,
  entry: { message: unknown; signature: unknown },
): Promise<Outcome> {
  const input = parsed(proposalRequestSchema, entry, context.chainId)
  const id = proposalIdOf(context.chainId, proposalMessageFromJson(input.message))
  if (await findProposal(context, id)) return 'known'
  await storeProposal(context, await verifyProposal(context, input, 'signed'))
  return 'imported'
}

async function importVote(
  context: VotingContext,
  entry: { message: unknown; signature: unknown },
): Promise<Outcome> {
  const input = parsed(voteRequestSchema, entry, context.chainId)
  const stored = await findVote(
    context.db,
    context.chainId,
    input.message.proposal.toLowerCase(),
    input.message.voter.toLowerCase(),
  )
  if (stored && isStoredVote(stored, input.message, input.signature)) return 'known'
  await storeVote(context, await verifyVote(context, input, 'signed'))
  return 'imported'
}

async function importEach(
  entries: { message: unknown; signature: unknown }[],
  kind: 'proposal' | 'vote',
  importOne: (entry: { message: unknown; signature: unknown }) => Promise<Outcome>,
  log: (message: string) => void,
): Promise<ImportTally> {
  const tally: ImportTally = { imported: 0, known: 0, skipped: [] }
  for (const [index, entry] of entries.entries()) {
    try {
      tally[await importOne(entry)] += 1
    } catch (error) {
      // a refusal of this entry; anything else (the node, the database) stops the import
      if (!(error instanceof NonRetryableError)) throw error
      const reason = error.message
      tally.skipped.push({ entry: index, reason })
      log(`voting file: skipped ${kind} ${index}: ${reason}`)
    }
  }
  return tally
}

/**
 * Imports the devnet's signed proposals and votes (the seed's past) through the same checks as
 * the POST routes, but each judged at its own signed `timestamp` rather than the chain's clock:
 * a proposal's start after its timestamp, a vote inside its proposal's window then. The
 * snapshot must still be at or before the node's latest block, and every power is read from the
 * chain. Proposals first, then votes in the file's order (a later vote replaces an earlier one
 * as a POST would). A refused entry is skipped and logged; importing again changes nothing. A
 * missing file imports nothing; a file for another chain is refused whole; a node that does not
 * answer throws (retry later).
 */
export async function importVotingFile(
  context: VotingContext,
  path: string,
  log: (message: string) => void = () => {},
): Promise<ImportVotingResult> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      const none = (): ImportTally => ({ imported: 0, known: 0, skipped: [] })
      return { proposals: none(), votes: none() }
    }
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  const file = votingFileSchema.safeParse(json)
  if (!file.success) throw new NonRetryableError(`${path} is not a voting seed file`)
  if (file.data.chainId !== context.chainId) {
    throw new NonRetryableError(
      `${path} holds proposals for chain ${file.data.chainId}, not this server's chain ${context.chainId}`,
    )
  }
  const proposals = await importEach(
    file.data.proposals,
    'proposal',
    (entry) => importProposal(context, entry),
    log,
  )
  const votes = await importEach(
    file.data.votes,
    'vote',
    (entry) => importVote(context, entry),
    log,
  )
  return { proposals, votes }
}
