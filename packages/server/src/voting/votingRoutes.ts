import {
  type ApiProposal,
  type ApiProposalPage,
  type ApiRecount,
  type ApiVote,
  type ApiVotePage,
  type ApiVotingConfig,
  type ApiVotingPower,
  type ProposalMessageJson,
  proposalMessageFromJson,
  RecountProposalError,
  recountProposal,
  type VoteMessageJson,
} from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import { type RawBuilder, sql } from 'kysely'
import type { Address, Hex } from 'viem'
import { RetryableError } from '../errors'
import { UnprocessableError } from '../http/httpErrors'
import { cursorPage } from '../http/pagination'
import { addRoute, RequestValidationError } from '../http/route'
import { proposalNotFound, storeVote, verifyVote } from './castVote'
import {
  findProposal,
  proposalAlreadyPublished,
  proposalIdOf,
  storeProposal,
  verifyProposal,
} from './publishProposal'
import { toApiProposal, toApiVote, toApiVotingPower } from './votingApi'
import {
  assertVotingChain,
  readChainHead,
  requireVotingContracts,
  type VotingContext,
} from './votingContext'
import {
  chainParams,
  noQuery,
  powerParams,
  powerQuery,
  proposalParams,
  proposalRequestSchema,
  proposalsQuery,
  voteRequestSchema,
  votesQuery,
} from './votingSchemas'

/** 400 when the body names another chain than the route's (the wallet signed for that one). */
function assertBodyChain(context: VotingContext, chainId: number): void {
  if (chainId === context.chainId) return
  throw new RequestValidationError([
    {
      in: 'body',
      path: ['chainId'],
      code: 'custom',
      message: `must be this route's chain ${context.chainId}, not ${chainId}: sign the message on chain ${context.chainId}`,
    },
  ])
}

/** A numeric parameter both drivers send alike. */
const numeric = (value: bigint) => sql<bigint>`cast(${value.toString()} as numeric)`

/**
 * The proposals' one order (the list with or without a state): active first, the soonest to end
 * first; then pending, the soonest to start first; then closed, the latest to end first; ties by
 * id. `rank` and `key` are that order's two figures on the clock `now`, and a page's cursor is
 * `<rank>_<key>_<id>` of its last proposal.
 */
function proposalOrder(now: bigint): { rank: RawBuilder<number>; key: RawBuilder<bigint> } {
  const at = numeric(now)
  return {
    rank: sql<number>`(case when ${at} < start_time then 1 when ${at} < end_time then 0 else 2 end)`,
    key: sql<bigint>`(case when ${at} < start_time then start_time when ${at} < end_time then end_time else -end_time end)`,
  }
}

/**
 * Governance voting under `/v1/{chainId}/voting` (issue 34): the configuration, proposals listed
 * by state and type, one proposal with its cached tally, its votes by power, a recount from the
 * stored signed messages and the chain, anyone's voting power at a block, and the two signed
 * writes (a proposal, a vote), each verified before it is stored (see verifyProposal,
 * verifyVote). States are read on the chain's clock: the node's latest block time.
 */
export function addVotingRoutes(app: FastifyInstance, context: VotingContext): void {
  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/voting/config',
    params: chainParams,
    query: noQuery,
    handler({ params }): ApiVotingConfig {
      assertVotingChain(context, params.chainId)
      return { minProposalPower: context.minProposalPower.toString(), admins: [...context.admins] }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/voting/proposals',
    params: chainParams,
    query: proposalsQuery,
    async handler({ params, query }): Promise<ApiProposalPage> {
      assertVotingChain(context, params.chainId)
      const now = (await readChainHead(context.rpc)).timestamp
      const at = numeric(now)
      const { rank, key } = proposalOrder(now)
      let select = context.db
        .selectFrom('voting_proposal')
        .selectAll()
        .select([rank.as('rank'), key.as('sort_key')])
        .where('chain_id', '=', context.chainId)
      if (query.type !== undefined) select = select.where('type', '=', query.type)
      if (query.state === 'pending') select = select.where(sql<boolean>`${at} < start_time`)
      if (query.state === 'active')
        select = select.where(sql<boolean>`start_time <= ${at} and ${at} < end_time`)
      if (query.state === 'closed') select = select.where(sql<boolean>`end_time <= ${at}`)
      const { cursor } = query
      if (cursor !== undefined) {
        select = select.where(
          sql<boolean>`(${rank}, ${key}, id) > (${cursor.rank}::integer, ${numeric(cursor.key)}, ${cursor.id})`,
        )
      }
      const rows = await select
        .orderBy('rank')
        .orderBy('sort_key')
        .orderBy('id')
        .limit(query.limit + 1)
        .execute()
      const { page, nextCursor } = cursorPage(
        rows,
        query.limit,
        (last) => `${last.rank}_${last.sort_key}_${last.id}`,
      )
      return { data: page.map((row) => toApiProposal(row, now)), nextCursor }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/voting/proposals/:id',
    params: proposalParams,
    query: noQuery,
    async handler({ params }): Promise<ApiProposal> {
      assertVotingChain(context, params.chainId)
      const row = await findProposal(context, params.id)
      if (!row) throw proposalNotFound(params.id, context.chainId)
      return toApiProposal(row, (await readChainHead(context.rpc)).timestamp)
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/voting/proposals/:id/votes',
    params: proposalParams,
    query: votesQuery,
    async handler({ params, query }): Promise<ApiVotePage> {
      assertVotingChain(context, params.chainId)
      const proposal = await findProposal(context, params.id)
      if (!proposal) throw proposalNotFound(params.id, context.chainId)
      let select = context.db
        .selectFrom('voting_vote')
        .selectAll()
        .where('chain_id', '=', context.chainId)
        .where('proposal', '=', params.id)
      const { cursor } = query
      if (cursor !== undefined) {
        select = select.where((eb) =>
          eb.or([
            eb('power', '<', cursor.power),
            eb.and([eb('power', '=', cursor.power), eb('voter', '>', cursor.voter)]),
          ]),
        )
      }
      const rows = await select
        .orderBy('power', 'desc')
        .orderBy('voter')
        .limit(query.limit + 1)
        .execute()
      const { page, nextCursor } = cursorPage(
        rows,
        query.limit,
        (last) => `${last.power}_${last.voter}`,
      )
      return { data: page.map(toApiVote), nextCursor }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/voting/proposals/:id/recount',
    params: proposalParams,
    query: noQuery,
    // every vote's signature and power are read from the node again
    rateLimit: context.writeRateLimit,
    async handler({ params }): Promise<ApiRecount> {
      assertVotingChain(context, params.chainId)
      const proposal = await findProposal(context, params.id)
      if (!proposal) throw proposalNotFound(params.id, context.chainId)
      const contracts = await requireVotingContracts(context)
      const votes = await context.db
        .selectFrom('voting_vote')
        .select(['message', 'signature'])
        .where('chain_id', '=', context.chainId)
        .where('proposal', '=', proposal.id)
        .orderBy('voter')
        .execute()
      let recount: Awaited<ReturnType<typeof recountProposal>>
      try {
        recount = await recountProposal({
          client: context.rpc,
          chainId: context.chainId,
          proposal: {
            message: JSON.parse(proposal.message) as ProposalMessageJson,
            signature: proposal.signature as Hex,
          },
          votes: votes.map((vote) => ({
            message: JSON.parse(vote.message) as VoteMessageJson,
            signature: vote.signature as Hex,
          })),
          sources: contracts,
        })
      } catch (error) {
        if (error instanceof RecountProposalError) {
          throw new UnprocessableError(`The recount refused the proposal: ${error.message}.`)
        }
        throw new RetryableError(
          'The chain node could not answer the recount; try again (old blocks need an archive node).',
          { cause: error },
        )
      }
      const scores = recount.scores.map(String)
      return {
        proposal: proposal.id,
        scores,
        scoresTotal: recount.scoresTotal.toString(),
        voters: recount.voters,
        rejected: recount.rejected,
        matchesStored:
          scores.length === proposal.scores.length &&
          scores.every((score, index) => score === proposal.scores[index]) &&
          recount.scoresTotal === proposal.scores_total &&
          recount.voters === proposal.votes,
      }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/voting/power/:address',
    params: powerParams,
    query: powerQuery,
    // each new block costs a read per pair, pool and farm on the node: limited like the recount
    rateLimit: context.writeRateLimit,
    async handler({ params, query }): Promise<ApiVotingPower> {
      assertVotingChain(context, params.chainId)
      const head = await readChainHead(context.rpc)
      const blockNumber = query.block ?? head.number
      if (blockNumber > head.number) {
        throw new RequestValidationError([
          {
            in: 'query',
            path: ['block'],
            code: 'custom',
            message: `must not be after the chain's latest block ${head.number}`,
          },
        ])
      }
      const contracts = await requireVotingContracts(context)
      const power = await context.readPower({
        contracts,
        voter: params.address as Address,
        blockNumber,
      })
      return toApiVotingPower(params.address, blockNumber, power)
    },
  })

  addRoute(app, {
    method: 'POST',
    url: '/v1/:chainId/voting/proposals',
    params: chainParams,
    query: noQuery,
    body: proposalRequestSchema,
    rateLimit: context.writeRateLimit,
    async handler({ params, body, reply }): Promise<ApiProposal> {
      assertVotingChain(context, params.chainId)
      assertBodyChain(context, body.chainId)
      const id = proposalIdOf(context.chainId, proposalMessageFromJson(body.message))
      if (await findProposal(context, id)) throw proposalAlreadyPublished(id)
      const verified = await verifyProposal(context, body, 'chain')
      const row = await storeProposal(context, verified)
      reply.code(201)
      return toApiProposal(row, verified.head.timestamp)
    },
  })

  addRoute(app, {
    method: 'POST',
    url: '/v1/:chainId/voting/votes',
    params: chainParams,
    query: noQuery,
    body: voteRequestSchema,
    rateLimit: context.writeRateLimit,
    async handler({ params, body, reply }): Promise<ApiVote> {
      assertVotingChain(context, params.chainId)
      assertBodyChain(context, body.chainId)
      const verified = await verifyVote(context, body, 'chain')
      const row = await storeVote(context, verified)
      reply.code(201)
      return toApiVote(row)
    },
  })
}
