import { getSeedFilePath } from '@ghost/contracts/manifest'
import { proposalMessageFromJson } from '@ghost/sdk'
import { z } from 'zod'
import {
  describeSeedImport,
  importSeedEntries,
  readSeedFile,
  type SeedImportTally,
} from '../deployment/seedFile'
import {
  type SeedFileImport,
  type SeedFileImportParameters,
  startSeedFileImport,
} from '../deployment/startSeedFileImport'
import { NonRetryableError } from '../errors'
import { findVote, isStoredVote, storeVote, verifyVote } from './castVote'
import { findProposal, proposalIdOf, storeProposal, verifyProposal } from './publishProposal'
import { createVotingContext, type VotingContext } from './votingContext'
import { proposalRequestSchema, voteRequestSchema } from './votingSchemas'

/**
 * `deployments/{chainId}.voting.json` (the sdk's VotingSeedFile): each entry is checked on its
 * own, so a malformed one is skipped rather than the file refused.
 */
const fileEntrySchema = z.object({ message: z.unknown(), signature: z.unknown() })
const votingFileSchema = z.object({
  chainId: z.number().int(),
  proposals: z.array(fileEntrySchema),
  votes: z.array(fileEntrySchema),
})

/** Already stored (`known`): by an earlier import, or the POST routes. */
export type ImportTally = SeedImportTally<{ entry: number }>

export type ImportVotingResult = { proposals: ImportTally; votes: ImportTally }

type FileEntry = z.output<typeof fileEntrySchema>

type Outcome = 'imported' | 'known'

function parsed<schema extends z.ZodType>(
  schema: schema,
  entry: FileEntry,
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

async function importProposal(context: VotingContext, entry: FileEntry): Promise<Outcome> {
  const input = parsed(proposalRequestSchema, entry, context.chainId)
  const id = proposalIdOf(context.chainId, proposalMessageFromJson(input.message))
  if (await findProposal(context, id)) return 'known'
  await storeProposal(context, await verifyProposal(context, input, 'signed'))
  return 'imported'
}

async function importVote(context: VotingContext, entry: FileEntry): Promise<Outcome> {
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
  const file = await readSeedFile(path, votingFileSchema, 'a voting seed file')
  if (!file) {
    const none = (): ImportTally => ({ imported: 0, known: 0, skipped: [] })
    return { proposals: none(), votes: none() }
  }
  if (file.chainId !== context.chainId) {
    throw new NonRetryableError(
      `${path} holds proposals for chain ${file.chainId}, not this server's chain ${context.chainId}`,
    )
  }
  const each = (
    entries: readonly FileEntry[],
    kind: 'proposal' | 'vote',
    importOne: (entry: FileEntry) => Promise<Outcome>,
  ) =>
    importSeedEntries({
      entries,
      importOne,
      nameOf: (_, index) => ({ entry: index }),
      onSkip: ({ entry, reason }) => log(`voting file: skipped ${kind} ${entry}: ${reason}`),
    })
  const proposals = await each(file.proposals, 'proposal', (entry) =>
    importProposal(context, entry),
  )
  const votes = await each(file.votes, 'vote', (entry) => importVote(context, entry))
  return { proposals, votes }
}

/**
 * Imports the devnet's voting file (`deployments/{chainId}.voting.json`, beside the manifest)
 * now and whenever it changes (see startSeedFileImport).
 */
export function startVotingFileImport({
  config,
  db,
  log,
  intervalMs,
}: SeedFileImportParameters): SeedFileImport {
  const context = createVotingContext({ config, db })
  const path = getSeedFilePath(config.manifestPath, 'voting')
  return startSeedFileImport({
    name: 'voting file',
    path,
    // until the manifest names the deployment, no power can be read
    ready: async () => (await context.votingContracts()) !== undefined,
    importFile: async () => {
      const { proposals, votes } = await importVotingFile(context, path, (message) =>
        log(message, 'warn'),
      )
      return `proposals ${describeSeedImport(proposals)}; votes ${describeSeedImport(votes)}`
    },
    log,
    intervalMs,
  })
}
