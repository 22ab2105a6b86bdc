/**
 * The voting API's zod schemas: every param, query and body strict (unknown keys refused),
 * every size capped, every number checked to fit what it is encoded as (the EIP-712 types:
 * uint64 times and blocks, uint32 choices), so a request either reaches the rules or is a 400.
 * A signed message passes through unchanged: the server stores and serves it as signed.
 */
import {
  PROPOSAL_STATES,
  PROPOSAL_TYPES,
  type ProposalMessageJson,
  VOTING_BODY_MAX_LENGTH,
  VOTING_CHOICE_MAX_LENGTH,
  VOTING_MAX_CHOICES,
  VOTING_TITLE_MAX_LENGTH,
  type VoteMessageJson,
} from '@ghost/sdk'
import { z } from 'zod'
import { limitQuery } from '../http/pagination'
import { chainIdParam } from '../routes/status'

const UINT32_MAX = 2 ** 32 - 1
const UINT64_MAX = 2n ** 64n - 1n

/**
 * Hard ceilings, above the sdk's rules (which answer 422 with the rule): a request beyond them
 * is not a draft to correct but junk (400).
 */
export const TITLE_CEILING = VOTING_TITLE_MAX_LENGTH * 4
export const BODY_CEILING = VOTING_BODY_MAX_LENGTH * 2
export const CHOICES_CEILING = VOTING_MAX_CHOICES * 4
export const CHOICE_CEILING = VOTING_CHOICE_MAX_LENGTH * 4
/** Hex digits of a signature: a contract wallet's may be longer than an EOA's 65 bytes. */
export const SIGNATURE_CEILING = 4096

export const VOTING_DEFAULT_LIMIT = 20
export const VOTING_MAX_LIMIT = 1000

/** A lone surrogate would be stored as U+FFFD: another text than the one signed. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    // PostgreSQL's text cannot hold it
    .refine((value) => !value.includes('\u0000'), 'must not contain the character U+0000')
    .refine(
      (value) => !LONE_SURROGATE.test(value),
      'must be well-formed Unicode (no lone surrogates)',
    )

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address (0x and 40 hex digits)')

/** 0x lowercase: how addresses and ids are stored and answered. */
const lowercaseAddress = address.transform((value) => value.toLowerCase())

const bytes32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x and 64 hex digits')

/**
 * Unix seconds as a canonical decimal string (no sign, no leading zero): one text per value, and
 * at most 2^53 - 1, so the API's numbers hold them exactly (the type is uint64).
 */
const unixSeconds = z
  .string()
  .regex(/^(0|[1-9]\d{0,15})$/, { message: 'must be unix seconds (decimal digits)', abort: true })
  .refine(
    (value) => BigInt(value) <= BigInt(Number.MAX_SAFE_INTEGER),
    'must be at most 9007199254740991',
  )

/** A block number as a canonical decimal string that fits uint64. */
const blockNumber = z
  .string()
  .regex(/^(0|[1-9]\d{0,19})$/, { message: 'must be a block number (decimal digits)', abort: true })
  .refine((value) => BigInt(value) <= UINT64_MAX, 'must fit in uint64')

const signature = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})+$/, {
    message: 'must be 0x and an even number of hex digits',
    abort: true,
  })
  .max(2 + SIGNATURE_CEILING, `must be at most ${SIGNATURE_CEILING} hex digits`)
  .transform((value) => value.toLowerCase())

/** A proposal message as the author signed it (`ProposalMessageJson`), unchanged. */
export const proposalMessageSchema = z.strictObject({
  author: address,
  title: text(TITLE_CEILING),
  body: text(BODY_CEILING),
  choices: z
    .array(text(CHOICE_CEILING))
    .max(CHOICES_CEILING, `must have at most ${CHOICES_CEILING} entries`),
  start: unixSeconds,
  end: unixSeconds,
  snapshot: blockNumber,
  timestamp: unixSeconds,
}) satisfies z.ZodType<ProposalMessageJson>

/** A vote message as the voter signed it (`VoteMessageJson`), unchanged. */
export const voteMessageSchema = z.strictObject({
  voter: address,
  proposal: bytes32,
  choice: z
    .number()
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(UINT32_MAX, 'must fit in uint32'),
  timestamp: unixSeconds,
}) satisfies z.ZodType<VoteMessageJson>

const chainIdBody = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be a chain id')
  .max(UINT32_MAX, 'must be a chain id')

/** `POST voting/proposals` (`ApiProposalRequest`). */
export const proposalRequestSchema = z.strictObject({
  chainId: chainIdBody,
  message: proposalMessageSchema,
  signature,
})

/** `POST voting/votes` (`ApiVoteRequest`). */
export const voteRequestSchema = z.strictObject({
  chainId: chainIdBody,
  message: voteMessageSchema,
  signature,
})

export type ProposalRequestInput = z.output<typeof proposalRequestSchema>
export type VoteRequestInput = z.output<typeof voteRequestSchema>

export const chainParams = z.strictObject({ chainId: chainIdParam })
export const proposalParams = z.strictObject({
  chainId: chainIdParam,
  id: bytes32.transform((value) => value.toLowerCase()),
})
export const powerParams = z.strictObject({ chainId: chainIdParam, address: lowercaseAddress })

const limit = limitQuery(VOTING_DEFAULT_LIMIT, VOTING_MAX_LIMIT)

/** Where a page of proposals ended: `<rank>_<key>_<id>` (see votingRoutes' order). */
export type ProposalCursor = { rank: number; key: bigint; id: string }

const proposalCursor = z
  .string()
  .regex(/^[0-2]_-?(0|[1-9]\d{0,19})_0x[0-9a-f]{64}$/, {
    message: 'must be a cursor from an earlier page',
    abort: true,
  })
  .transform((value): ProposalCursor => {
    const [rank = '', key = '', id = ''] = value.split('_')
    return { rank: Number(rank), key: BigInt(key), id }
  })

/** Where a page of votes ended: `<power>_<voter>`. */
export type VoteCursor = { power: bigint; voter: string }

const voteCursor = z
  .string()
  .regex(/^(0|[1-9]\d{0,77})_0x[0-9a-f]{40}$/, {
    message: 'must be a cursor from an earlier page',
    abort: true,
  })
  .transform((value): VoteCursor => {
    const [power = '', voter = ''] = value.split('_')
    return { power: BigInt(power), voter }
  })

export const proposalsQuery = z.strictObject({
  state: z
    .enum(PROPOSAL_STATES, { error: `must be one of ${PROPOSAL_STATES.join(', ')}` })
    .optional(),
  type: z.enum(PROPOSAL_TYPES, { error: `must be one of ${PROPOSAL_TYPES.join(', ')}` }).optional(),
  cursor: proposalCursor.optional(),
  limit,
})

export const votesQuery = z.strictObject({ cursor: voteCursor.optional(), limit })

export const powerQuery = z.strictObject({
  block: z
    .string()
    .regex(/^(0|[1-9]\d{0,18})$/, {
      message: 'must be a block number (decimal digits)',
      abort: true,
    })
    .refine((value) => BigInt(value) < 2n ** 63n, 'must be a block number below 2^63')
    .transform(BigInt)
    .optional(),
})

/** Empty queries: the routes without options still refuse unknown keys. */
export const noQuery = z.strictObject({})
