import {
  getVoteTypedData,
  type ProposalMessageJson,
  type VoteMessage,
  type VoteMessageJson,
  validateVote,
  voteMessageFromJson,
} from '@ghost/sdk'
import { type Kysely, type Selectable, sql } from 'kysely'
import { type Hex, hashTypedData } from 'viem'
import { verifyWalletSignature } from '../auth/verifyWalletSignature'
import type { Database } from '../db/schema'
import {
  ConflictError,
  NotFoundError,
  UnauthorizedError,
  UnprocessableError,
} from '../http/httpErrors'
import { findProposal, type MessageClock, type ProposalRow, scoresJson } from './publishProposal'
import { describeTime, voteErrorMessage } from './ruleMessages'
import type { VotingVoteTable } from './tables'
import { readChainHead, requireVotingContracts, type VotingContext } from './votingContext'
import type { VoteRequestInput } from './votingSchemas'

export type VoteRow = Selectable<VotingVoteTable>

export type VerifiedVote = {
  proposal: ProposalRow
  message: VoteMessage
  /** As signed. */
  json: VoteMessageJson
  signature: Hex
  /** At the proposal's snapshot. */
  power: bigint
}

export function proposalNotFound(id: string, chainId: number): NotFoundError {
  return new NotFoundError(`No proposal ${id} on chain ${chainId}.`)
}

/** Refusal of a vote that is not later than the one already counted (a replay, or older). */
function notLater(voter: string, counted: bigint): ConflictError {
  return new ConflictError(
    `A vote by ${voter} signed at ${describeTime(counted)} is already counted; only a vote signed later replaces it.`,
  )
}

export function findVote(
  db: Kysely<Database>,
  chainId: number,
  proposal: string,
  voter: string,
): Promise<VoteRow | undefined> {
  return db
    .selectFrom('voting_vote')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('proposal', '=', proposal)
    .where('voter', '=', voter)
    .executeTakeFirst()
}

/** The same signed vote as the stored one (an import run again). */
export function isStoredVote(row: VoteRow, json: VoteMessageJson, signature: string): boolean {
  return row.message === JSON.stringify(json) && row.signature === signature
}

/**
 * Every check a signed vote must pass to be counted, cheapest first: its proposal is stored here
 * (404); the voter signed it on this chain (EOA or ERC-1271: 401); the sdk's validateVote on the
 * clock (see MessageClock) — the proposal active, the timestamp inside the window and near the
 * clock, the choice one of the proposal's (422); it is later than the voter's counted vote
 * (409: a replay or an older vote changes nothing); and last the voter's power at the snapshot
 * (none: 422).
 */
export async function verifyVote(
  context: VotingContext,
  input: VoteRequestInput,
  clock: MessageClock,
): Promise<VerifiedVote> {
  const message = voteMessageFromJson(input.message)
  const proposal = await findProposal(context, message.proposal)
  if (!proposal) throw proposalNotFound(message.proposal, context.chainId)
  const signature = input.signature as Hex
  const signed = await verifyWalletSignature({
    client: context.rpc,
    address: message.voter,
    hash: hashTypedData(getVoteTypedData(context.chainId, message)),
    signature,
  })
  const voter = message.voter.toLowerCase()
  if (!signed) {
    throw new UnauthorizedError(
      `The vote is not signed by its voter ${voter} for chain ${context.chainId}.`,
    )
  }
  const now = clock === 'chain' ? (await readChainHead(context.rpc)).timestamp : message.timestamp
  const facts = {
    start: proposal.start_time,
    end: proposal.end_time,
    snapshot: proposal.snapshot,
    now,
    timestamp: message.timestamp,
    voter,
  }
  const rules = {
    proposal: {
      start: proposal.start_time,
      end: proposal.end_time,
      choices: (JSON.parse(proposal.message) as ProposalMessageJson).choices,
    },
    now,
  }
  const problems = validateVote(message, rules)
  if (problems.length > 0)
    throw new UnprocessableError(problems.map((error) => voteErrorMessage(error, facts)).join(' '))
  const counted = await findVote(context.db, context.chainId, proposal.id, voter)
  if (counted && counted.signed_at >= message.timestamp) throw notLater(voter, counted.signed_at)

  const contracts = await requireVotingContracts(context)
  const power = await context.readPower({
    contracts,
    voter: message.voter,
    blockNumber: proposal.snapshot,
  })
  const powerProblems = validateVote(message, { ...rules, power: power.total })
  if (powerProblems.length > 0) {
    throw new UnprocessableError(
      powerProblems.map((error) => voteErrorMessage(error, facts)).join(' '),
    )
  }
  return { proposal, message, json: input.message, signature, power: power.total }
}

/**
 * Counts a verified vote: stores it (in place of the voter's earlier vote) and writes the
 * proposal's tally in the same transaction, so the cached scores always equal the stored votes.
 * The proposal's row is locked first: votes on one proposal are stored one at a time, and a
 * vote that is no longer later than the counted one (another request won) is a 409.
 */
export async function storeVote(
  context: Pick<VotingContext, 'db' | 'chainId'>,
  verified: VerifiedVote,
): Promise<VoteRow> {
  const { chainId } = context
  const { proposal, message } = verified
  const voter = message.voter.toLowerCase()
  return context.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('voting_proposal')
      .select('id')
      .where('chain_id', '=', chainId)
      .where('id', '=', proposal.id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    const counted = await findVote(trx, chainId, proposal.id, voter)
    if (counted && counted.signed_at >= message.timestamp) throw notLater(voter, counted.signed_at)
    const values = {
      choice: message.choice,
      power: verified.power,
      signed_at: message.timestamp,
      message: JSON.stringify(verified.json),
      signature: verified.signature,
    }
    if (counted) {
      await trx
        .updateTable('voting_vote')
        .set({ ...values, updated_at: sql<Date>`now()` })
        .where('chain_id', '=', chainId)
        .where('proposal', '=', proposal.id)
        .where('voter', '=', voter)
        .execute()
    } else {
      await trx
        .insertInto('voting_vote')
        .values({ chain_id: chainId, proposal: proposal.id, voter, ...values })
        .execute()
    }
    await writeTally(trx, chainId, proposal)
    const row = await findVote(trx, chainId, proposal.id, voter)
    if (!row) throw new Error(`vote of ${voter} on ${proposal.id} vanished after its write`)
    return row
  })
}

/** The proposal's cached tally, recomputed from its stored votes (one per voter). */
async function writeTally(
  trx: Kysely<Database>,
  chainId: number,
  proposal: Pick<ProposalRow, 'id' | 'choice_count'>,
): Promise<void> {
  const sums = await trx
    .selectFrom('voting_vote')
    .select((eb) => [
      'choice',
      eb.fn.sum<bigint>('power').as('power'),
      eb.fn.countAll<bigint>().as('voters'),
    ])
    .where('chain_id', '=', chainId)
    .where('proposal', '=', proposal.id)
    .groupBy('choice')
    .execute()
  const scores = Array.from({ length: proposal.choice_count }, () => 0n)
  let total = 0n
  let voters = 0
  for (const sum of sums) {
    const power = BigInt(sum.power)
    // a stored choice is always one of the proposal's (validateVote)
    scores[sum.choice - 1] = power
    total += power
    voters += Number(sum.voters)
  }
  await trx
    .updateTable('voting_proposal')
    .set({
      scores: scoresJson(scores.map(String)),
      scores_total: total,
      votes: voters,
    })
    .where('chain_id', '=', chainId)
    .where('id', '=', proposal.id)
    .execute()
}
