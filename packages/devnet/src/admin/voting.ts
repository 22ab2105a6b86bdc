/**
 * Governance voting's operator commands (issue 34): the proposals as the server serves them,
 * and a recount of one that trusts nothing the server computed: it fetches the proposal and
 * every vote as signed, then checks each signature again and reads each voter's power from the
 * chain at the snapshot block (the sdk's `recountProposal`), with the sources the manifest names
 * (CAKE, the factory's pairs, every SmartChefN pool, MasterChef's farms). They sign nothing, so
 * they run on any chain without PRIVATE_KEY; the recount needs a node that answers reads at old
 * blocks (an archive node, or one that keeps the state back to the snapshot).
 *
 * The server is `API_URL` or `--api <url>` (default `npm start`'s, http://127.0.0.1:4000).
 */
import { getVotingPowerContracts } from '@ghost/contracts/manifest'
import {
  type ApiProposal,
  type ApiVote,
  type ApiVotingConfig,
  PROPOSAL_STATES,
  PROPOSAL_TYPES,
  type Recount,
  recountProposal,
} from '@ghost/sdk'
import type { Hex } from 'viem'
import {
  type AdminCommand,
  type AdminContext,
  AdminError,
  cakeAmount,
  iso,
  refuseExtra,
  serverUnreachable,
  takeApiOption,
  takeOption,
} from './context'

/** `part` of `whole` as a percentage with two decimals, rounded down (0.00% of nothing). */
function share(part: bigint, whole: bigint): string {
  if (whole === 0n) return '0.00%'
  const bps = (part * 10_000n) / whole
  return `${bps / 100n}.${(bps % 100n).toString().padStart(2, '0')}%`
}

/** GETs `path` of the voting API as JSON; a refusal or an unreachable server is an AdminError. */
async function getJson<answer>(api: string, path: string): Promise<answer> {
  let response: Response
  try {
    response = await fetch(`${api}${path}`, { headers: { accept: 'application/json' } })
  } catch (error) {
    throw serverUnreachable(api, error)
  }
  const text = await response.text()
  if (!response.ok) {
    let message = text.slice(0, 200)
    try {
      const body = JSON.parse(text) as { message?: unknown }
      if (typeof body.message === 'string') message = body.message
    } catch {
      // not JSON: the start of the text says what there is to say
    }
    throw new AdminError(`The server answered ${response.status} to GET ${path}: ${message}`)
  }
  try {
    return JSON.parse(text) as answer
  } catch {
    throw new AdminError(`The server's answer to GET ${path} is not JSON`)
  }
}

/** Every page of a paged list, following `nextCursor`. */
async function getAllPages<item>(
  api: string,
  path: string,
  query: Record<string, string>,
): Promise<item[]> {
  const items: item[] = []
  let cursor: string | null = null
  do {
    const search = new URLSearchParams(query)
    if (cursor !== null) search.set('cursor', cursor)
    const text = search.toString()
    const page: { data: item[]; nextCursor: string | null } = await getJson(
      api,
      text === '' ? path : `${path}?${text}`,
    )
    items.push(...page.data)
    cursor = page.nextCursor
  } while (cursor !== null)
  return items
}

const votingPath = (context: AdminContext) => `/v1/${context.manifest.chainId}/voting`

const status: AdminCommand = {
  name: 'voting:status',
  usage: '[--state pending|active|closed] [--type core|community] [--api <url>]',
  description:
    "the server's proposals (active first, then pending, then closed): type, state on the chain's clock, window (ISO), snapshot, author, votes, each choice's power",
  readOnly: true,
  async run(context, args) {
    const [api, afterApi] = takeApiOption(args)
    const [state, afterState] = takeOption(afterApi, 'state')
    const [type, rest] = takeOption(afterState, 'type')
    refuseExtra('voting:status', rest)
    if (state !== undefined && !(PROPOSAL_STATES as readonly string[]).includes(state)) {
      throw new AdminError(`--state must be one of ${PROPOSAL_STATES.join(', ')}`)
    }
    if (type !== undefined && !(PROPOSAL_TYPES as readonly string[]).includes(type)) {
      throw new AdminError(`--type must be one of ${PROPOSAL_TYPES.join(', ')}`)
    }
    const base = votingPath(context)
    const config = await getJson<ApiVotingConfig>(api, `${base}/config`)
    const query: Record<string, string> = {}
    if (state !== undefined) query.state = state
    if (type !== undefined) query.type = type
    const proposals = await getAllPages<ApiProposal>(api, `${base}/proposals`, query)
    const { print } = context
    print(
      `Voting on chain ${context.manifest.chainId} (${api}): publishing needs ${cakeAmount(BigInt(config.minProposalPower))}; core authors: ${config.admins.join(', ') || 'none'}`,
    )
    if (proposals.length === 0) {
      print(`No ${[state, type].filter((word) => word !== undefined).join(' ')} proposals.`)
      return
    }
    for (const [i, proposal] of proposals.entries()) {
      print('')
      print(`${i + 1}. [${proposal.state}, ${proposal.type}] ${proposal.title}`)
      print(`   id ${proposal.id}`)
      print(
        `   by ${proposal.author} (${cakeAmount(BigInt(proposal.authorPower))} at the snapshot); ${iso(BigInt(proposal.start))} to ${iso(BigInt(proposal.end))}; snapshot block ${proposal.snapshot}`,
      )
      const total = BigInt(proposal.scoresTotal)
      for (const [choice, label] of proposal.choices.entries()) {
        const score = BigInt(proposal.scores[choice] ?? '0')
        print(`   ${choice + 1}. ${label}: ${cakeAmount(score)} (${share(score, total)})`)
      }
      print(
        `   ${proposal.votes} ${proposal.votes === 1 ? 'vote' : 'votes'}, ${cakeAmount(total)} in all`,
      )
    }
  },
}

export type ServedRecount = {
  proposal: ApiProposal
  votes: ApiVote[]
  recount: Recount
  /** Per choice (index 0 is choice 1): whether the recount equals the served score. */
  matches: boolean[]
  totalMatches: boolean
}

/**
 * Fetches a proposal and all its votes from the voting API at `api` and recounts them from the
 * signed messages and the chain (see the module comment), never from the served figures.
 */
export async function recountServedProposal(
  context: Pick<AdminContext, 'client' | 'manifest'>,
  api: string,
  id: string,
): Promise<ServedRecount> {
  const base = `/v1/${context.manifest.chainId}/voting/proposals/${id}`
  const proposal = await getJson<ApiProposal>(api, base)
  const votes = await getAllPages<ApiVote>(api, `${base}/votes`, {})
  const recount = await recountProposal({
    client: context.client,
    chainId: context.manifest.chainId,
    proposal: { message: proposal.message, signature: proposal.signature as Hex },
    votes: votes.map((vote) => ({ message: vote.message, signature: vote.signature as Hex })),
    sources: getVotingPowerContracts(context.manifest),
  })
  if (recount.proposalId.toLowerCase() !== id.toLowerCase()) {
    throw new AdminError(
      `The server served another proposal for ${id}: its signed message is proposal ${recount.proposalId}`,
    )
  }
  const matches = recount.scores.map((score, choice) => {
    const served = proposal.scores[choice]
    return served !== undefined && BigInt(served) === score
  })
  const totalMatches =
    proposal.scores.length === recount.scores.length &&
    BigInt(proposal.scoresTotal) === recount.scoresTotal
  return { proposal, votes, recount, matches, totalMatches }
}

const recount: AdminCommand = {
  name: 'voting:recount',
  usage: '<proposalId> [--api <url>]',
  description:
    "recounts a proposal from the server's signed messages and the chain at its snapshot (signatures checked again, every voter's power read), prints each choice's power against the served scores; exits 1 when they differ",
  readOnly: true,
  async run(context, args) {
    const [api, rest] = takeApiOption(args)
    const [id, ...extra] = rest
    refuseExtra('voting:recount', extra)
    if (id === undefined || !/^0x[0-9a-fA-F]{64}$/.test(id)) {
      throw new AdminError(
        'voting:recount needs a proposal id: 0x and 64 hex digits (voting:status lists them)',
      )
    }
    const result = await recountServedProposal(context, api, id.toLowerCase())
    const { proposal, votes, recount: counted, matches, totalMatches } = result
    const { print } = context
    print(`[${proposal.state}, ${proposal.type}] ${proposal.title}`)
    print(
      `Recounted from ${votes.length} served ${votes.length === 1 ? 'vote' : 'votes'} and the chain at snapshot block ${proposal.snapshot}: ${counted.voters} counted`,
    )
    for (const [choice, label] of proposal.choices.entries()) {
      const score = counted.scores[choice] ?? 0n
      const served = proposal.scores[choice]
      print(
        `  ${choice + 1}. ${label}: ${cakeAmount(score)} (${share(score, counted.scoresTotal)}); served ${served === undefined ? 'nothing' : cakeAmount(BigInt(served))}: ${matches[choice] ? 'equal' : 'DIFFERENT'}`,
      )
    }
    print(
      `  total: ${cakeAmount(counted.scoresTotal)}; served ${cakeAmount(BigInt(proposal.scoresTotal))}: ${totalMatches ? 'equal' : 'DIFFERENT'}`,
    )
    for (const vote of votes) {
      const power = counted.powers[vote.voter.toLowerCase()]
      if (power !== undefined && power !== BigInt(vote.power)) {
        print(
          `  ${vote.voter}: power ${cakeAmount(power)} at the snapshot, served ${cakeAmount(BigInt(vote.power))}`,
        )
      }
    }
    for (const rejected of counted.rejected) {
      print(`  not counted: ${rejected.voter} (${rejected.reason})`)
    }
    if (!totalMatches || matches.some((match) => !match)) {
      throw new AdminError(
        `The recount of ${proposal.id} differs from the scores the server serves`,
      )
    }
    print('The recount equals the scores the server serves.')
  },
}

export const votingCommands: readonly AdminCommand[] = [status, recount]
