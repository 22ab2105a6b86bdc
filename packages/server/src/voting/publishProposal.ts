import {
  getProposalTypedData,
  type ProposalMessage,
  type ProposalMessageJson,
  type ProposalType,
  proposalMessageFromJson,
  VOTING_TIMESTAMP_TOLERANCE_SECONDS,
  validateProposal,
} from '@ghost/sdk'
import { type Selectable, sql } from 'kysely'
import { type Hex, hashTypedData } from 'viem'
import { verifyWalletSignature } from '../auth/verifyWalletSignature'
import { ConflictError, UnauthorizedError, UnprocessableError } from '../http/httpErrors'
import { isUniqueViolation } from '../market/uniqueViolation'
import { proposalErrorMessage, proposalTimestampMessage } from './ruleMessages'
import type { VotingProposalTable } from './tables'
import {
  type ChainHead,
  readChainHead,
  requireVotingContracts,
  type VotingContext,
} from './votingContext'
import type { ProposalRequestInput } from './votingSchemas'

/**
 * Whose clock judges a message: the chain's (a POST: its latest block's time, and the message's
 * timestamp must be near it), or the message's own timestamp (the seed file's past).
 */
export type MessageClock = 'chain' | 'signed'

export type VerifiedProposal = {
  /** The EIP-712 digest (sdk getProposalId), lowercase. */
  id: Hex
  message: ProposalMessage
  /** As signed. */
  json: ProposalMessageJson
  signature: Hex
  type: ProposalType
  authorPower: bigint
  /** The node's latest block when it was judged. */
  head: ChainHead
}

/** The proposal's id (its EIP-712 digest on the request's chain). */
export function proposalIdOf(chainId: number, message: ProposalMessage): Hex {
  return hashTypedData(getProposalTypedData(chainId, message))
}

/**
 * Every check a signed proposal must pass to be published, cheapest first: the author's
 * signature of the message on this chain (an EOA, or a contract wallet through ERC-1271: 401),
 * then the rules (422, every broken rule named): the sdk's validateProposal on the clock (see
 * MessageClock) with the node's latest block bounding the snapshot, the message's timestamp near
 * the chain's clock, and last — the only costly check — the author's voting power at the
 * snapshot against the minimum. The chain id and the duplicate are the caller's.
 */
export async function verifyProposal(
  context: VotingContext,
  input: ProposalRequestInput,
  clock: MessageClock,
): Promise<VerifiedProposal> {
  const message = proposalMessageFromJson(input.message)
  const id = proposalIdOf(context.chainId, message)
  const signature = input.signature as Hex
  const signed = await verifyWalletSignature({
    client: context.rpc,
    address: message.author,
    hash: id,
    signature,
  })
  if (!signed) {
    throw new UnauthorizedError(
      `The proposal is not signed by its author ${message.author.toLowerCase()} for chain ${context.chainId}.`,
    )
  }
  const head: ChainHead = await readChainHead(context.rpc)
  const now = clock === 'chain' ? head.timestamp : message.timestamp
  const facts = { snapshot: message.snapshot, start: message.start, now }
  const rules = { now, latestBlock: head.number, minPower: context.minProposalPower }
  const problems = validateProposal(message, rules).map((error) =>
    proposalErrorMessage(error, facts),
  )
  const distance = message.timestamp > now ? message.timestamp - now : now - message.timestamp
  if (distance > BigInt(VOTING_TIMESTAMP_TOLERANCE_SECONDS))
    problems.push(proposalTimestampMessage(message.timestamp, now))
  if (problems.length > 0) throw new UnprocessableError(problems.join(' '))

  const contracts = await requireVotingContracts(context)
  const power = await context.readPower({
    contracts,
    voter: message.author,
    blockNumber: message.snapshot,
  })
  const powerProblems = validateProposal(message, { ...rules, power: power.total }).map((error) =>
    proposalErrorMessage(error, facts),
  )
  if (powerProblems.length > 0) throw new UnprocessableError(powerProblems.join(' '))
  const author = message.author.toLowerCase()
  return {
    id,
    message,
    json: input.message,
    signature,
    type: context.admins.includes(author) ? 'core' : 'community',
    authorPower: power.total,
    head,
  }
}

export function proposalAlreadyPublished(id: string): ConflictError {
  return new ConflictError(`Proposal ${id} is already published.`)
}

/** A stored proposal as read. */
export type ProposalRow = Selectable<VotingProposalTable>

/** The stored proposal, or undefined. */
export function findProposal(
  context: Pick<VotingContext, 'db' | 'chainId'>,
  id: string,
): Promise<ProposalRow | undefined> {
  return context.db
    .selectFrom('voting_proposal')
    .selectAll()
    .where('chain_id', '=', context.chainId)
    .where('id', '=', id)
    .executeTakeFirst()
}

/** A JSON array for the jsonb column: text cast, so both drivers store the same value. */
export const scoresJson = (scores: readonly string[]) =>
  sql<string[]>`cast(${JSON.stringify(scores)} as jsonb)`

/**
 * Stores a verified proposal with no votes (scores all zero). A proposal published meanwhile
 * (the same id: the same signed message) is a 409.
 */
export async function storeProposal(
  context: Pick<VotingContext, 'db' | 'chainId'>,
  verified: VerifiedProposal,
): Promise<ProposalRow> {
  const { message } = verified
  try {
    await context.db
      .insertInto('voting_proposal')
      .values({
        chain_id: context.chainId,
        id: verified.id,
        author: message.author.toLowerCase(),
        type: verified.type,
        start_time: message.start,
        end_time: message.end,
        snapshot: message.snapshot,
        choice_count: message.choices.length,
        author_power: verified.authorPower,
        scores: scoresJson(message.choices.map(() => '0')),
        scores_total: 0n,
        votes: 0,
        message: JSON.stringify(verified.json),
        signature: verified.signature,
      })
      .execute()
  } catch (error) {
    if (isUniqueViolation(error)) throw proposalAlreadyPublished(verified.id)
    throw error
  }
  const row = await findProposal(context, verified.id)
  if (!row) throw new Error(`proposal ${verified.id} vanished after its insert`)
  return row
}
