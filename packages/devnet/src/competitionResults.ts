/**
 * Publishing a trading competition's results (issue 35), shared by the local keeper
 * (competitionKeeper) and `npm run admin -- competition:publish`:
 *
 * 1. ask the server for the winners as its index counts them (`GET
 *    /v1/{chainId}/competition/competitions/{id}/results`; 409, 425 and 503 mean the index has
 *    not reached the end of the live window yet, and 404 that it has not reached the
 *    competition's creation: it is asked only about competitions the chain has);
 * 2. check the answer rather than trust it: the window is the chain's, every winner is named
 *    once with a tier the competition has, the per-tier counts are the winners' and the root is
 *    the one the sdk's tree (`buildCompetitionTree`) gives those winners; a mismatch is refused;
 * 3. on chain 1337, push each prize token's DEX price to its mock feed (the world's oracle
 *    stand-in), so publication reads fresh prices;
 * 4. check the feeds are fresh and the funding covers every winner's prize at their prices
 *    (the contract refuses otherwise; this says what is missing);
 * 5. `publishResults(id, root, tierCounts)`, or `cancel(id)` when nobody won.
 *
 * Anyone can check the result from the index independently: `competition:verify`.
 */
import { ghostTradingCompetitionAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import { LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import {
  type ApiCompetitionResults,
  COMPETITION_PHASES,
  type CompetitionPhase,
  getTierPrizeAmounts,
} from '@ghost/sdk'
import { buildCompetitionTree } from '@ghost/sdk/competition/merkle'
import { type Address, erc20Abi, getAddress, type Hex, isAddress, isHex } from 'viem'
import { type ChainWriter, write } from './chainWriter'
import { type Four, four } from './deployCompetition'
import { feedAnswerOf, readDexUsdPrices } from './dexUsdPrices'

type Reader = Pick<ChainWriter, 'readContract' | 'getBlock'>

/** A competition as the contract stores it, with its phase named as the sdk names it. */
export type CompetitionOnChain = {
  id: bigint
  tokens: Four<Address>
  feeds: Four<Address>
  phase: CompetitionPhase
  registrantCount: number
  liveStart: bigint
  liveEnd: bigint
  claimEnd: bigint
  claimDuration: bigint
  maxPriceAge: bigint
  /** Zero until the results are published. */
  root: Hex
  campaignId: bigint
}

export async function readCompetition(
  reader: Pick<ChainWriter, 'readContract'>,
  address: Address,
  id: bigint,
): Promise<CompetitionOnChain> {
  const stored = await reader.readContract({
    address,
    abi: ghostTradingCompetitionAbi,
    functionName: 'getCompetition',
    args: [id],
  })
  const phase = COMPETITION_PHASES[stored.phase]
  if (phase === undefined) throw new Error(`competition ${id} has an unknown phase ${stored.phase}`)
  return {
    id,
    tokens: four(stored.tokens, `competition ${id}'s tokens`),
    feeds: four(stored.feeds, `competition ${id}'s feeds`),
    phase,
    registrantCount: stored.registrantCount,
    liveStart: stored.liveStart,
    liveEnd: stored.liveEnd,
    claimEnd: stored.claimEnd,
    claimDuration: stored.claimDuration,
    maxPriceAge: stored.maxPriceAge,
    root: stored.root,
    campaignId: stored.campaignId,
  }
}

/** A refusal of the served results, or of publishing them: says what to look at. */
export class CompetitionResultsError extends Error {
  override name = 'CompetitionResultsError'
}

/**
 * Statuses with which the server says its index has not got to the results yet: the window not
 * closed in its index (409), its index behind the window's end (503, or 425), or the
 * competition not indexed at all yet (404: a fresh server indexing from the deploy's block).
 */
const NOT_YET = new Set([404, 409, 425, 503])

export type ServedResults =
  | { status: 'ready'; results: ApiCompetitionResults }
  | { status: 'pending'; httpStatus: number; message: string }

/** The server's results of competition `id`, or why it has none yet. */
export async function fetchCompetitionResults(
  apiUrl: string,
  chainId: number,
  id: bigint,
): Promise<ServedResults> {
  const path = `/v1/${chainId}/competition/competitions/${id}/results`
  let response: Response
  try {
    response = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(30_000),
    })
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
    throw new CompetitionResultsError(
      `the server at ${apiUrl} cannot be reached (${cause instanceof Error ? cause.message : String(cause)})`,
    )
  }
  const text = await response.text()
  if (response.ok) {
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new CompetitionResultsError(`the server's answer to GET ${path} is not JSON`)
    }
    return { status: 'ready', results: parseResults(json, path) }
  }
  let message = text.slice(0, 200)
  try {
    const body = JSON.parse(text) as { message?: unknown }
    if (typeof body.message === 'string') message = body.message
  } catch {
    // not JSON: the start of the text says what there is to say
  }
  if (NOT_YET.has(response.status)) {
    return { status: 'pending', httpStatus: response.status, message }
  }
  throw new CompetitionResultsError(
    `the server answered ${response.status} to GET ${path}: ${message}`,
  )
}

/** The served JSON as ApiCompetitionResults, every field checked (it is not trusted). */
function parseResults(json: unknown, path: string): ApiCompetitionResults {
  const fail = (what: string): never => {
    throw new CompetitionResultsError(`the server's answer to GET ${path} is malformed: ${what}`)
  }
  const record = (value: unknown, what: string): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : fail(`${what} is not an object`)
  const integer = (value: unknown, what: string): number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? value
      : fail(`${what} is not a whole number`)
  const hash = (value: unknown, what: string): string | null =>
    value === null
      ? null
      : typeof value === 'string' && isHex(value) && value.length === 66
        ? value
        : fail(`${what} is not a 32-byte hex string or null`)
  const body = record(json, 'the answer')
  if (!Array.isArray(body.tierCounts)) fail('tierCounts is not a list')
  if (!Array.isArray(body.winners)) fail('winners is not a list')
  return {
    competitionId: integer(body.competitionId, 'competitionId'),
    liveStart: integer(body.liveStart, 'liveStart'),
    liveEnd: integer(body.liveEnd, 'liveEnd'),
    root: hash(body.root, 'root'),
    publishedRoot: hash(body.publishedRoot, 'publishedRoot'),
    tierCounts: (body.tierCounts as unknown[]).map((count, i) =>
      integer(count, `tierCounts[${i}]`),
    ),
    winners: (body.winners as unknown[]).map((value, i) => {
      const winner = record(value, `winners[${i}]`)
      const { account, volume } = winner
      if (typeof account !== 'string' || !isAddress(account, { strict: false })) {
        fail(`winners[${i}].account is not an address`)
      }
      if (typeof volume !== 'string' || !/^[0-9]+$/.test(volume)) {
        fail(`winners[${i}].volume is not a whole number string`)
      }
      return {
        account: String(account),
        teamId: integer(winner.teamId, `winners[${i}].teamId`),
        volume: String(volume),
        rankInTeam: integer(winner.rankInTeam, `winners[${i}].rankInTeam`),
        teamRank: integer(winner.teamRank, `winners[${i}].teamRank`),
        tier: integer(winner.tier, `winners[${i}].tier`),
      }
    }),
  }
}

/** What gets published: the root (null when nobody won: the competition is cancelled). */
export type CheckedResults = {
  root: Hex | null
  tierCounts: number[]
  winners: { account: Address; tier: number }[]
}

/**
 * Checks the served results against the chain and against themselves (see the module comment)
 * and answers what to publish; a CompetitionResultsError names the first mismatch.
 */
export function checkCompetitionResults(
  results: ApiCompetitionResults,
  competition: CompetitionOnChain,
  tierCount: number,
): CheckedResults {
  const id = competition.id
  const refuse = (what: string): never => {
    throw new CompetitionResultsError(
      `competition ${id}: the served results ${what}: not published`,
    )
  }
  if (BigInt(results.competitionId) !== id) refuse(`are competition ${results.competitionId}'s`)
  if (
    BigInt(results.liveStart) !== competition.liveStart ||
    BigInt(results.liveEnd) !== competition.liveEnd
  ) {
    refuse(
      `count the window ${results.liveStart}–${results.liveEnd}, the chain's is ${competition.liveStart}–${competition.liveEnd}`,
    )
  }
  const seen = new Set<string>()
  const counts = new Array<number>(tierCount).fill(0)
  const winners = results.winners.map(({ account, tier }) => {
    const key = account.toLowerCase()
    if (seen.has(key)) refuse(`name ${account} twice`)
    seen.add(key)
    if (tier >= tierCount) refuse(`give ${account} tier ${tier}, of ${tierCount}`)
    counts[tier] = (counts[tier] ?? 0) + 1
    return { account: getAddress(account), tier }
  })
  if (winners.length > competition.registrantCount) {
    refuse(`have ${winners.length} winners, of ${competition.registrantCount} registrants`)
  }
  if (
    results.tierCounts.length !== tierCount ||
    results.tierCounts.some((count, tier) => count !== counts[tier])
  ) {
    refuse(
      `count [${results.tierCounts.join(', ')}] per tier, their winners [${counts.join(', ')}]`,
    )
  }
  if (winners.length === 0) {
    if (results.root !== null) refuse(`have no winner but the root ${results.root}`)
    return { root: null, tierCounts: counts, winners }
  }
  const { root } = buildCompetitionTree(id, winners)
  if (results.root === null || results.root.toLowerCase() !== root.toLowerCase()) {
    refuse(`have the root ${results.root}, their winners' tree gives ${root}`)
  }
  return { root, tierCounts: counts, winners }
}

/**
 * Chain 1337 only: pushes each prize token's DEX price (through USDT, dexUsdPrices) to its mock
 * feed. Answers one line per feed.
 */
export async function refreshLocalFeeds(
  writer: ChainWriter,
  manifest: Manifest,
  competition: CompetitionOnChain,
): Promise<string[]> {
  if (manifest.chainId !== LOCAL_CHAIN_ID) return []
  const prices = await readDexUsdPrices(writer, {
    pairs: Object.values(manifest.pairs ?? {}),
    usd: manifest.tokens.USDT,
  })
  const lines: string[] = []
  for (const [i, token] of competition.tokens.entries()) {
    const feed = competition.feeds[i] as Address
    const price = prices.get(getAddress(token))
    if (!price) throw new CompetitionResultsError(`no DEX route prices ${token} in USD`)
    const decimals = await writer.readContract({
      address: feed,
      abi: mockV3AggregatorAbi,
      functionName: 'decimals',
    })
    const answer = feedAnswerOf(price, decimals)
    await write(writer, {
      address: feed,
      abi: mockV3AggregatorAbi,
      functionName: 'updateAnswer',
      args: [answer],
    })
    lines.push(`feed ${feed} of ${token}: ${formatAnswer(answer, decimals)} USD from the DEX`)
  }
  return lines
}

function formatAnswer(answer: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals)
  const fraction = (answer % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction === '' ? `${answer / unit}` : `${answer / unit}.${fraction}`
}

/**
 * What publication would pay at the feeds' answers now: refuses a stale or non-positive answer
 * and a token whose funding falls short of its winners' prizes (naming how much is missing).
 */
export async function checkPublishable(
  reader: Reader,
  address: Address,
  competition: CompetitionOnChain,
  checked: CheckedResults,
): Promise<void> {
  const id = competition.id
  const now = (await reader.getBlock({ blockTag: 'latest' })).timestamp
  const prices = await Promise.all(
    competition.feeds.map(async (feed, i) => {
      const [[, answer, , updatedAt], feedDecimals, tokenDecimals] = await Promise.all([
        reader.readContract({
          address: feed,
          abi: mockV3AggregatorAbi,
          functionName: 'latestRoundData',
        }),
        reader.readContract({ address: feed, abi: mockV3AggregatorAbi, functionName: 'decimals' }),
        reader.readContract({
          address: competition.tokens[i] as Address,
          abi: erc20Abi,
          functionName: 'decimals',
        }),
      ])
      if (answer <= 0n) {
        throw new CompetitionResultsError(`competition ${id}: the feed ${feed} answers ${answer}`)
      }
      if (updatedAt < now && now - updatedAt > competition.maxPriceAge) {
        throw new CompetitionResultsError(
          `competition ${id}: the feed ${feed}'s answer is ${now - updatedAt}s old, more than the ${competition.maxPriceAge}s publication accepts`,
        )
      }
      return { price: answer, feedDecimals, tokenDecimals }
    }),
  )
  const [tiers, funded] = await Promise.all([
    reader.readContract({
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'getTiers',
      args: [id],
    }),
    reader.readContract({
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'getFunded',
      args: [id],
    }),
  ])
  const owed = [0n, 0n, 0n, 0n]
  for (const [tier, { usdPrize }] of tiers.entries()) {
    const count = BigInt(checked.tierCounts[tier] ?? 0)
    if (count === 0n) continue
    const amounts = getTierPrizeAmounts(usdPrize, four(prices, 'prices'))
    for (const [i, amount] of amounts.entries()) owed[i] = (owed[i] ?? 0n) + amount * count
  }
  const short = owed.flatMap((amount, i) => {
    const have = funded[i] ?? 0n
    return amount > have ? [`${amount - have} more of ${competition.tokens[i]}`] : []
  })
  if (short.length > 0) {
    throw new CompetitionResultsError(
      `competition ${id} is underfunded for its winners' prizes at the feeds' prices: fund ${short.join(', ')} (competition:fund)`,
    )
  }
}

/**
 * The whole publishing step (the module comment's 3–5) for checked results: answers what it did,
 * one line each.
 */
export async function publishCheckedResults(
  writer: ChainWriter,
  manifest: Manifest,
  address: Address,
  competition: CompetitionOnChain,
  checked: CheckedResults,
): Promise<string[]> {
  const id = competition.id
  if (checked.root === null) {
    await write(writer, {
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'cancel',
      args: [id],
    })
    return [
      `competition ${id}: no registrant traded in the live window; cancelled (sweep returns its funding)`,
    ]
  }
  const lines = await refreshLocalFeeds(writer, manifest, competition)
  await checkPublishable(writer, address, competition, checked)
  await write(writer, {
    address,
    abi: ghostTradingCompetitionAbi,
    functionName: 'publishResults',
    args: [id, checked.root, checked.tierCounts],
  })
  const claimEnd = (await readCompetition(writer, address, id)).claimEnd
  lines.push(
    `competition ${id}: results published, ${checked.winners.length} winners, root ${checked.root}; claims until ${new Date(Number(claimEnd) * 1000).toISOString()}`,
  )
  return lines
}
