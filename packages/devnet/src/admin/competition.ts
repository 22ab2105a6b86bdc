/**
 * The trading competition's operator commands (issue 35; spec §6: admin operations are not
 * screens): create a competition with the plan's tier table (worldPlan COMPETITION_TIERS), fund
 * it, open and close its live window, publish its results (as `npm start`'s keeper does), sweep
 * what nobody claimed, cancel it, a status report, and `competition:verify`, which anyone can run
 * to check published results against the index without trusting the server's ranking.
 *
 * They sign as the competitions' owner (account 0 on the local chain, PRIVATE_KEY elsewhere).
 * The server is `API_URL` or `--api <url>` (default `npm start`'s, http://127.0.0.1:4000). On the
 * local chain `npm start`'s keeper also signs as account 0 while a competition waits for its
 * results; each command takes its nonce from the chain per transaction, so a send that collides
 * with the keeper's fails once and is simply run again.
 */
import { ghostTradingCompetitionAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import { LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import { getCompetitionContracts } from '@ghost/contracts/manifest'
import {
  COMPETITION_TIER_COUNT,
  type CompetitionRanking,
  countTiers,
  describePrizeTier,
  getCompetitionState,
  getLogsInRanges,
  rankCompetition,
} from '@ghost/sdk'
import { buildCompetitionTree } from '@ghost/sdk/competition/merkle'
import {
  type Address,
  erc20Abi,
  formatUnits,
  getAddress,
  type Hex,
  isAddress,
  maxUint256,
  parseEventLogs,
  parseUnits,
  zeroHash,
} from 'viem'
import { write } from '../chainWriter'
import {
  type CompetitionOnChain,
  CompetitionResultsError,
  checkCompetitionResults,
  fetchCompetitionResults,
  publishCheckedResults,
  readCompetition,
} from '../competitionResults'
import {
  competitionCampaignId,
  competitionTiers,
  deployPrizeFeeds,
  four,
} from '../deployCompetition'
import { directSteps } from '../deploySteps'
import { chainNow } from '../lotteryRounds'
import { COMPETITION } from '../worldPlan'
import {
  type AdminCommand,
  type AdminContext,
  AdminError,
  deployed,
  iso,
  refuseExtra,
  serverUnreachable,
  takeApiOption,
  takeOptions,
} from './context'

/** Registrants per `from_in` filter: the GraphQL API's limit of values in one list. */
const FROM_IN_CHUNK = 1000
/** Rows per swaps page: the GraphQL API's `first` cap. */
const SWAPS_PAGE = 1000

function competitionAddress(context: AdminContext): Address {
  return deployed(getCompetitionContracts(context.manifest), 'trading competition')
    .TradingCompetition
}

/** The competition named on the command line, read from the chain. */
async function competitionNamed(
  context: AdminContext,
  command: string,
  text: string | undefined,
): Promise<{ address: Address; competition: CompetitionOnChain }> {
  const address = competitionAddress(context)
  if (text === undefined || !/^(0|[1-9][0-9]*)$/.test(text)) {
    throw new AdminError(
      `${command} needs a competition id (0, 1, …; competition:status lists them)`,
    )
  }
  const id = BigInt(text)
  const count = await context.client.readContract({
    address,
    abi: ghostTradingCompetitionAbi,
    functionName: 'competitionCount',
  })
  if (id >= count) {
    throw new AdminError(
      `There is no competition ${id}: the contract has ${count === 0n ? 'none yet (competition:create makes one)' : `${count} (0 to ${count - 1n})`}`,
    )
  }
  return { address, competition: await readCompetition(context.client, address, id) }
}

async function requireOwner(context: AdminContext, address: Address) {
  const owner = getAddress(
    await context.client.readContract({
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'owner',
    }),
  )
  const signer = getAddress(context.client.account.address)
  if (owner !== signer) {
    throw new AdminError(
      `The competition contract's owner is ${owner}, not the signer ${signer} (set PRIVATE_KEY)`,
    )
  }
}

function requirePhase(
  competition: CompetitionOnChain,
  allowed: readonly CompetitionOnChain['phase'][],
  doing: string,
) {
  if (!allowed.includes(competition.phase)) {
    throw new AdminError(
      `Competition ${competition.id} is in ${competition.phase}: ${doing} only in ${allowed.join(' or ')}`,
    )
  }
}

type TokenInfo = { address: Address; symbol: string; decimals: number }

async function readTokens(context: AdminContext, tokens: readonly Address[]): Promise<TokenInfo[]> {
  return Promise.all(
    tokens.map(async (address) => {
      const at = { address, abi: erc20Abi } as const
      const [symbol, decimals] = await Promise.all([
        context.client.readContract({ ...at, functionName: 'symbol' }),
        context.client.readContract({ ...at, functionName: 'decimals' }),
      ])
      return { address, symbol, decimals }
    }),
  )
}

const amountsText = (amounts: readonly bigint[], tokens: readonly TokenInfo[]) =>
  amounts
    .map((amount, i) => `${formatUnits(amount, tokens[i]?.decimals ?? 18)} ${tokens[i]?.symbol}`)
    .join(', ')

/** USD with 18 decimals, to the cent. */
function usd(wei: bigint): string {
  const cents = wei / 10n ** 16n
  const whole = (cents / 100n).toLocaleString('en-US')
  return `$${whole}.${(cents % 100n).toString().padStart(2, '0')}`
}

function tierText(tier: number): string {
  if (tier >= COMPETITION_TIER_COUNT) return `tier ${tier}`
  const { teamRank, firstRank, lastRank } = describePrizeTier(tier)
  const team = teamRank === 3 ? '3rd-or-below team' : teamRank === 1 ? '1st team' : '2nd team'
  return `tier ${tier} (${team}, #${firstRank}${lastRank === null ? '+' : `–${lastRank}`})`
}

// ─── status ─────────────────────────────────────────────────────────────────────────────────

async function printCompetition(context: AdminContext, address: Address, id: bigint) {
  const { client, print } = context
  const competition = await readCompetition(client, address, id)
  const at = { address, abi: ghostTradingCompetitionAbi } as const
  const [tiers, counts, claims, prizes, funded, claimed, swept, now, tokens] = await Promise.all([
    client.readContract({ ...at, functionName: 'getTiers', args: [id] }),
    client.readContract({ ...at, functionName: 'getTierCounts', args: [id] }),
    client.readContract({ ...at, functionName: 'getTierClaims', args: [id] }),
    client.readContract({ ...at, functionName: 'getTierPrizes', args: [id] }),
    client.readContract({ ...at, functionName: 'getFunded', args: [id] }),
    client.readContract({ ...at, functionName: 'getClaimed', args: [id] }),
    client.readContract({ ...at, functionName: 'getSwept', args: [id] }),
    chainNow(client),
    readTokens(context, competition.tokens),
  ])
  const state = getCompetitionState(competition, now)
  print(
    `Competition ${id} [${state}]: ${competition.registrantCount} registrants; points campaign ${competition.campaignId}`,
  )
  const feeds = await Promise.all(
    competition.feeds.map(async (feed) => {
      const [[, answer, , updatedAt], decimals] = await Promise.all([
        client.readContract({
          address: feed,
          abi: mockV3AggregatorAbi,
          functionName: 'latestRoundData',
        }),
        client.readContract({ address: feed, abi: mockV3AggregatorAbi, functionName: 'decimals' }),
      ])
      return `${formatUnits(answer, decimals)} USD, ${now > updatedAt ? now - updatedAt : 0n}s old (${feed})`
    }),
  )
  for (const [i, token] of tokens.entries()) {
    print(
      `  ${i === 0 ? 'prize token' : 'partner'} ${token.symbol} ${token.address}: feed ${feeds[i]}`,
    )
  }
  print(
    `  live window: ${competition.liveStart === 0n ? 'not opened' : iso(competition.liveStart)} to ${competition.liveEnd === 0n ? (competition.liveStart === 0n ? '—' : 'open') : iso(competition.liveEnd)}`,
  )
  print(
    `  results: ${competition.root === zeroHash ? 'not published' : `root ${competition.root}, claims until ${iso(competition.claimEnd)}`}; claim window ${competition.claimDuration / 86_400n} days, prices at most ${competition.maxPriceAge}s old`,
  )
  for (const [tier, { usdPrize, points }] of tiers.entries()) {
    const prize = prizes[tier]
    const published = competition.root !== zeroHash
    print(
      `  ${tierText(tier)}: ${usd(usdPrize)} and ${points} points${published ? `; ${counts[tier]} winners, ${claims[tier]} claimed; each ${amountsText(prize ?? [], tokens)}` : ''}`,
    )
  }
  print(`  funded: ${amountsText(funded, tokens)}`)
  print(`  claimed: ${amountsText(claimed, tokens)}; swept: ${amountsText(swept, tokens)}`)
}

const status: AdminCommand = {
  name: 'competition:status',
  usage: '[id]',
  description:
    'every competition (or one): state on the chain’s clock, tokens and their feeds’ answers and age, live window (ISO), results root and claim end, each tier’s prize, points, winners and claims, funded, claimed and swept',
  readOnly: true,
  async run(context, args) {
    const [idText, ...extra] = args
    refuseExtra('competition:status', extra)
    const address = competitionAddress(context)
    if (idText !== undefined) {
      const { competition } = await competitionNamed(context, 'competition:status', idText)
      await printCompetition(context, address, competition.id)
      return
    }
    const count = await context.client.readContract({
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'competitionCount',
    })
    if (count === 0n) {
      context.print('No competition yet (competition:create makes one).')
      return
    }
    for (let id = 0n; id < count; id++) {
      if (id > 0n) context.print('')
      await printCompetition(context, address, id)
    }
  },
}

// ─── create, fund ───────────────────────────────────────────────────────────────────────────

/** A manifest symbol or an address, as a token address. */
function tokenOf(context: AdminContext, text: string, what: string): Address {
  const { tokens } = context.manifest
  const symbol = Object.keys(tokens).find((key) => key.toUpperCase() === text.toUpperCase())
  if (symbol) return tokens[symbol] as Address
  if (isAddress(text, { strict: false })) return getAddress(text)
  throw new AdminError(
    `${what} '${text}' is neither a token of the manifest (${Object.keys(tokens).join(', ')}) nor an address`,
  )
}

function listOf(text: string | undefined, count: number, what: string): string[] | undefined {
  if (text === undefined) return undefined
  const items = text.split(',').map((item) => item.trim())
  if (items.length !== count || items.some((item) => item === '')) {
    throw new AdminError(`${what} must be ${count} comma-separated values, not '${text}'`)
  }
  return items
}

function wholeOption(text: string | undefined, option: string, fallback: bigint): bigint {
  if (text === undefined) return fallback
  if (!/^[0-9]+$/.test(text))
    throw new AdminError(`--${option} must be a whole number, not '${text}'`)
  return BigInt(text)
}

const create: AdminCommand = {
  name: 'competition:create',
  usage:
    '[--partners A,B,C] [--feeds cake,a,b,c] [--campaign id] [--claim-days 30] [--max-price-age 86400]',
  description:
    "creates a competition of CAKE and three partner tokens (manifest symbols or addresses; default GHOST,DEEP,BUSD, or COMPETITION_PARTNERS) with the plan's 12 tiers; --feeds (or COMPETITION_FEEDS) are the four tokens' USD feeds, CAKE's first (on chain 1337, when omitted, new mock feeds at the DEX's prices); points campaign default 3501 + id; it starts in registration",
  async run(context, args) {
    const [options, rest] = takeOptions(args, [
      'partners',
      'feeds',
      'campaign',
      'claim-days',
      'max-price-age',
    ])
    const partnersText = options.partners ?? process.env.COMPETITION_PARTNERS
    const feedsText = options.feeds ?? process.env.COMPETITION_FEEDS
    const campaignText = options.campaign
    const claimDays = wholeOption(
      options['claim-days'],
      'claim-days',
      COMPETITION.claimDuration / 86_400n,
    )
    const maxPriceAge = wholeOption(
      options['max-price-age'],
      'max-price-age',
      COMPETITION.maxPriceAge,
    )
    refuseExtra('competition:create', rest)
    if (claimDays === 0n) throw new AdminError('--claim-days must be at least 1')
    if (maxPriceAge === 0n) throw new AdminError('--max-price-age must be at least 1 second')
    const { client, manifest, print } = context
    const address = competitionAddress(context)
    await requireOwner(context, address)
    const partners = (listOf(partnersText, 3, '--partners') ?? [...COMPETITION.partners]).map(
      (text) => tokenOf(context, text, 'The partner token'),
    )
    const tokens = four([manifest.tokens.CAKE, ...partners], 'prize tokens')
    if (new Set(tokens).size !== 4) throw new AdminError('The four prize tokens must differ')
    const infos = await readTokens(context, tokens).catch(() => {
      throw new AdminError('A prize token does not answer as an ERC-20 token')
    })
    let feeds: readonly Address[]
    const feedTexts = listOf(feedsText, 4, '--feeds')
    if (feedTexts) {
      feeds = feedTexts.map((text) => {
        if (!isAddress(text, { strict: false }))
          throw new AdminError(`The feed '${text}' is not an address`)
        return getAddress(text)
      })
    } else if (manifest.chainId === LOCAL_CHAIN_ID) {
      const usdt = manifest.tokens.USDT
      feeds = await deployPrizeFeeds(directSteps(client), client, {
        tokens,
        names: infos.map((token) => `${token.symbol} USD feed`),
        pairs: Object.values(manifest.pairs ?? {}),
        usd: usdt,
      }).catch((error: unknown) => {
        throw new AdminError(error instanceof Error ? error.message : String(error))
      })
      print(`Deployed mock USD feeds at the DEX's prices: ${feeds.join(', ')}`)
    } else {
      throw new AdminError(
        `On chain ${manifest.chainId} name the four tokens' USD feeds (CAKE's first): --feeds or COMPETITION_FEEDS`,
      )
    }
    const id = await client.readContract({
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'competitionCount',
    })
    const campaignId = wholeOption(campaignText, 'campaign', competitionCampaignId(id))
    const receipt = await write(client, {
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'createCompetition',
      args: [
        tokens,
        four(feeds, 'feeds'),
        competitionTiers(),
        claimDays * 86_400n,
        maxPriceAge,
        campaignId,
      ],
    })
    const [created] = parseEventLogs({
      abi: ghostTradingCompetitionAbi,
      eventName: 'CompetitionCreated',
      logs: receipt.logs,
    })
    print(
      `Created competition ${created?.args.id ?? id} of ${infos.map((token) => token.symbol).join(', ')} with ${COMPETITION_TIER_COUNT} tiers, points campaign ${campaignId}, claims for ${claimDays} days: in registration. Fund it (competition:fund) before its results.`,
    )
  },
}

function parseAmount(text: string | undefined, token: TokenInfo): bigint {
  if (text === undefined || !/^[0-9]+(\.[0-9]+)?$/.test(text)) {
    throw new AdminError(
      `competition:fund needs an amount of ${token.symbol} (whole tokens, e.g. 1500 or 0.5), not '${text ?? ''}'`,
    )
  }
  try {
    return parseUnits(text, token.decimals)
  } catch {
    throw new AdminError(`'${text}' is not an amount of ${token.symbol}`)
  }
}

const fund: AdminCommand = {
  name: 'competition:fund',
  usage: '<id> <cake> <partner1> <partner2> <partner3>',
  description:
    'adds prize funding (whole tokens, CAKE then the partners in the competition’s order; 0 for none) from the signer, approving each token first where needed; before the results only',
  async run(context, args) {
    const [idText, ...amountTexts] = args
    const { address, competition } = await competitionNamed(context, 'competition:fund', idText)
    refuseExtra('competition:fund', amountTexts.slice(4))
    await requireOwner(context, address)
    requirePhase(competition, ['registration', 'live', 'calculating'], 'funding is taken')
    const { client, print } = context
    const tokens = await readTokens(context, competition.tokens)
    const amounts = four(
      tokens.map((token, i) => parseAmount(amountTexts[i], token)),
      'amounts',
    )
    if (amounts.every((amount) => amount === 0n))
      throw new AdminError('Nothing to fund: every amount is 0')
    const signer = client.account.address
    for (const [i, token] of tokens.entries()) {
      const amount = amounts[i] ?? 0n
      if (amount === 0n) continue
      const [balance, allowance] = await Promise.all([
        client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [signer],
        }),
        client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [signer, address],
        }),
      ])
      if (balance < amount) {
        throw new AdminError(
          `The signer holds ${formatUnits(balance, token.decimals)} ${token.symbol}, less than ${formatUnits(amount, token.decimals)}`,
        )
      }
      if (allowance < amount) {
        await write(client, {
          address: token.address,
          abi: erc20Abi,
          functionName: 'approve',
          args: [address, maxUint256],
        })
      }
    }
    const receipt = await write(client, {
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'fund',
      args: [competition.id, amounts],
    })
    const [funded] = parseEventLogs({
      abi: ghostTradingCompetitionAbi,
      eventName: 'Funded',
      logs: receipt.logs,
    })
    const total = await client.readContract({
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'getFunded',
      args: [competition.id],
    })
    print(
      `Funded competition ${competition.id} with ${amountsText(funded?.args.amounts ?? amounts, tokens)}`,
    )
    print(`  funded in all: ${amountsText(total, tokens)}`)
  },
}

// ─── phases ─────────────────────────────────────────────────────────────────────────────────

function phaseCommand(
  name: string,
  functionName: 'startLive' | 'endLive' | 'cancel',
  from: readonly CompetitionOnChain['phase'][],
  description: string,
  done: (competition: CompetitionOnChain) => string,
): AdminCommand {
  return {
    name,
    usage: '<id>',
    description,
    async run(context, args) {
      const [idText, ...extra] = args
      refuseExtra(name, extra)
      const { address, competition } = await competitionNamed(context, name, idText)
      await requireOwner(context, address)
      requirePhase(competition, from, `${name} runs`)
      await write(context.client, {
        address,
        abi: ghostTradingCompetitionAbi,
        functionName,
        args: [competition.id],
      })
      context.print(done(await readCompetition(context.client, address, competition.id)))
    },
  }
}

const startLive = phaseCommand(
  'competition:start-live',
  'startLive',
  ['registration'],
  'opens the live window (registration closes): swaps through the router count from this block on',
  (c) =>
    `Competition ${c.id} is live since ${iso(c.liveStart)}, with ${c.registrantCount} registrants.`,
)

const endLive = phaseCommand(
  'competition:end-live',
  'endLive',
  ['live'],
  'closes the live window: the competition waits for its results (npm start’s keeper, or competition:publish)',
  (c) =>
    `Competition ${c.id}'s live window closed at ${iso(c.liveEnd)} (opened ${iso(c.liveStart)}): calculating. Publish once the server's index has passed it (competition:publish).`,
)

const cancel = phaseCommand(
  'competition:cancel',
  'cancel',
  ['registration', 'live', 'calculating'],
  'cancels a competition before its results: no prizes; competition:sweep returns the funding',
  (c) => `Competition ${c.id} is cancelled; competition:sweep ${c.id} <to> returns its funding.`,
)

// ─── publish, sweep ─────────────────────────────────────────────────────────────────────────

const publish: AdminCommand = {
  name: 'competition:publish',
  usage: '<id> [--api <url>]',
  description:
    "what npm start's keeper does: fetches the server's results, rebuilds their tree and checks root and counts, on chain 1337 refreshes the mock feeds from the DEX, checks funding, publishes (or cancels when nobody traded)",
  async run(context, args) {
    const [api, rest] = takeApiOption(args)
    const [idText, ...extra] = rest
    refuseExtra('competition:publish', extra)
    const { address, competition } = await competitionNamed(context, 'competition:publish', idText)
    await requireOwner(context, address)
    requirePhase(competition, ['calculating'], 'results are published')
    const { client, manifest, print } = context
    try {
      const served = await fetchCompetitionResults(api, manifest.chainId, competition.id)
      if (served.status === 'pending') {
        throw new AdminError(
          `The server has no results for competition ${competition.id} yet (${served.httpStatus}: ${served.message}): its index has not passed the live window's end; try again shortly`,
        )
      }
      const tiers = await client.readContract({
        address,
        abi: ghostTradingCompetitionAbi,
        functionName: 'getTiers',
        args: [competition.id],
      })
      const checked = checkCompetitionResults(served.results, competition, tiers.length)
      for (const line of await publishCheckedResults(
        client,
        manifest,
        address,
        competition,
        checked,
      )) {
        print(line)
      }
    } catch (error) {
      if (error instanceof CompetitionResultsError) throw new AdminError(error.message)
      throw error
    }
  },
}

const sweep: AdminCommand = {
  name: 'competition:sweep',
  usage: '<id> <to>',
  description:
    'sends <to> what no winner can claim any more: after the claim window, or everything after a cancellation',
  async run(context, args) {
    const [idText, toText, ...extra] = args
    refuseExtra('competition:sweep', extra)
    const { address, competition } = await competitionNamed(context, 'competition:sweep', idText)
    if (toText === undefined || !isAddress(toText, { strict: false })) {
      throw new AdminError(`competition:sweep needs the address to send to, not '${toText ?? ''}'`)
    }
    await requireOwner(context, address)
    const { client, print } = context
    const now = await chainNow(client)
    if (competition.phase === 'claim' && now < competition.claimEnd) {
      throw new AdminError(
        `Competition ${competition.id}'s claims run until ${iso(competition.claimEnd)}: sweep after that`,
      )
    }
    requirePhase(competition, ['claim', 'cancelled'], 'a sweep runs')
    const receipt = await write(client, {
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'sweep',
      args: [competition.id, getAddress(toText)],
    })
    const [swept] = parseEventLogs({
      abi: ghostTradingCompetitionAbi,
      eventName: 'Swept',
      logs: receipt.logs,
    })
    const tokens = await readTokens(context, competition.tokens)
    print(
      `Swept ${amountsText(swept?.args.amounts ?? [], tokens)} of competition ${competition.id} to ${getAddress(toText)}`,
    )
  },
}

// ─── verify ─────────────────────────────────────────────────────────────────────────────────

type GraphqlAnswer<data> = { data?: data; errors?: { message: string }[] }

async function graphql<data>(api: string, chainId: number, query: string): Promise<data> {
  const url = `${api}/v1/${chainId}/graphql`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query }),
      signal: AbortSignal.timeout(60_000),
    })
  } catch (error) {
    throw serverUnreachable(api, error)
  }
  const text = await response.text()
  let answer: GraphqlAnswer<data>
  try {
    answer = JSON.parse(text) as GraphqlAnswer<data>
  } catch {
    throw new AdminError(
      `The server's GraphQL answer (${response.status}) is not JSON: ${text.slice(0, 200)}`,
    )
  }
  if (answer.errors?.length || !answer.data) {
    throw new AdminError(
      `The server's GraphQL refused the query (${response.status}): ${answer.errors?.map((e) => e.message).join('; ') ?? 'no data'}`,
    )
  }
  return answer.data
}

/** A quoted GraphQL string literal: only addresses, ids and decimal integers are written. */
const literal = (value: string) => JSON.stringify(value)

export type CompetitionVerification = {
  competition: CompetitionOnChain
  registrants: number
  swaps: number
  ranking: CompetitionRanking
  tierCounts: number[]
  /** The tree of the winners the index gives; null when nobody won. */
  root: Hex | null
  publishedCounts: number[]
}

/**
 * Competition `id`'s winners worked out from the index without the server's ranking: the
 * registrants (and their teams, in registration order) from the chain's `Registered` events,
 * each one's volume as the sum of the USD value of its swaps the GraphQL API lists with the
 * router as the Swap's sender, the registrant as the transaction's sender and a time in the live
 * window [liveStart, liveEnd); ranked by the sdk's rankCompetition and put in the sdk's tree.
 */
export async function verifyCompetition(
  context: Pick<AdminContext, 'client' | 'manifest'>,
  api: string,
  id: bigint,
  options: { pageSize?: number | undefined } = {},
): Promise<CompetitionVerification> {
  const pageSize = options.pageSize ?? SWAPS_PAGE
  const { client, manifest } = context
  const address = deployed(
    getCompetitionContracts(manifest),
    'trading competition',
  ).TradingCompetition
  const competition = await readCompetition(client, address, id)
  if (competition.liveEnd === 0n) {
    throw new AdminError(
      `Competition ${id} is in ${competition.phase}: its live window has not closed, so there is nothing final to verify`,
    )
  }
  const tiers = await client.readContract({
    address,
    abi: ghostTradingCompetitionAbi,
    functionName: 'getTiers',
    args: [id],
  })
  if (tiers.length !== COMPETITION_TIER_COUNT) {
    throw new AdminError(
      `Competition ${id} has ${tiers.length} tiers; the sdk's rules give ${COMPETITION_TIER_COUNT}`,
    )
  }
  const registered = await getLogsInRanges({
    fromBlock: BigInt(manifest.startBlock),
    toBlock: await client.getBlockNumber({ cacheTime: 0 }),
    getLogs: (range) =>
      client.getContractEvents({
        address,
        abi: ghostTradingCompetitionAbi,
        eventName: 'Registered',
        args: { id },
        ...range,
      }),
  })
  const registrants = registered.map((event, order) => ({
    account: getAddress(event.args.user as Address).toLowerCase(),
    teamId: Number(event.args.teamId),
    order,
  }))

  const meta = await graphql<{
    _meta: { block: { number: number; timestamp: number | null } | null }
  }>(api, manifest.chainId, '{ _meta { block { number timestamp } } }')
  const head = meta._meta.block
  if (!head || head.timestamp === null || BigInt(head.timestamp) < competition.liveEnd) {
    throw new AdminError(
      `The server's index is at ${head ? `block ${head.number}${head.timestamp === null ? '' : ` (${iso(BigInt(head.timestamp))})`}` : 'no block'}, before the live window's end (${iso(competition.liveEnd)}): verify once it has passed it`,
    )
  }

  const router = manifest.contracts.Router.toLowerCase()
  const volumes = new Map<string, bigint>()
  let swaps = 0
  for (let at = 0; at < registrants.length; at += FROM_IN_CHUNK) {
    const chunk = registrants.slice(at, at + FROM_IN_CHUNK).map((r) => literal(r.account))
    let cursor: string | undefined
    for (;;) {
      const where = [
        `from_in: [${chunk.join(', ')}]`,
        `sender: ${literal(router)}`,
        `timestamp_gte: ${literal(competition.liveStart.toString())}`,
        `timestamp_lt: ${literal(competition.liveEnd.toString())}`,
        ...(cursor === undefined ? [] : [`id_gt: ${literal(cursor)}`]),
      ].join(', ')
      const page = await graphql<{ swaps: { id: string; from: string; amountUSD: string }[] }>(
        api,
        manifest.chainId,
        `{ swaps(first: ${pageSize}, orderBy: id, orderDirection: asc, where: { ${where} }) { id from amountUSD } }`,
      )
      for (const swap of page.swaps) {
        const from = swap.from.toLowerCase()
        let value: bigint
        try {
          value = parseUnits(swap.amountUSD, 18)
        } catch {
          throw new AdminError(
            `The server's swap ${swap.id} has the USD amount '${swap.amountUSD}'`,
          )
        }
        volumes.set(from, (volumes.get(from) ?? 0n) + value)
      }
      swaps += page.swaps.length
      const last = page.swaps.at(-1)
      if (page.swaps.length < pageSize || !last) break
      cursor = last.id
    }
  }
  const ranking = rankCompetition(registrants, volumes)
  const tierCounts = countTiers(ranking.traders)
  const winners = ranking.traders.flatMap((trader) =>
    trader.tier === null ? [] : [{ account: trader.account, tier: trader.tier }],
  )
  const root = winners.length === 0 ? null : buildCompetitionTree(id, winners).root
  const publishedCounts = (
    await client.readContract({
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'getTierCounts',
      args: [id],
    })
  ).map(Number)
  return {
    competition,
    registrants: registrants.length,
    swaps,
    ranking,
    tierCounts,
    root,
    publishedCounts,
  }
}

const verify: AdminCommand = {
  name: 'competition:verify',
  usage: '<id> [--api <url>]',
  description:
    "anyone's check of a competition's results: registrations from the chain's events, each registrant's router swaps in the live window from the server's GraphQL (not its ranking), ranked by the sdk's rules and rebuilt into the tree; compares root and per-tier counts with the chain's and exits 1 when they differ",
  readOnly: true,
  async run(context, args) {
    const [api, rest] = takeApiOption(args)
    const [idText, ...extra] = rest
    refuseExtra('competition:verify', extra)
    const { competition } = await competitionNamed(context, 'competition:verify', idText)
    const result = await verifyCompetition(context, api, competition.id)
    const { print } = context
    const { ranking } = result
    print(
      `Competition ${competition.id} [${competition.phase}], live ${iso(competition.liveStart)} to ${iso(competition.liveEnd)}: ${result.registrants} registrants, ${result.swaps} router swaps by them in the window (${api})`,
    )
    for (const team of ranking.teams) {
      print(
        `  team ${team.teamId}: rank ${team.rank}, ${usd(team.volume)} (${team.members} registered)`,
      )
    }
    for (const trader of ranking.traders) {
      print(
        `  ${trader.account}: team ${trader.teamId} #${trader.rankInTeam}, ${usd(trader.volume)}, ${trader.tier === null ? 'no prize' : tierText(trader.tier)}`,
      )
    }
    print(`  winners per tier: [${result.tierCounts.join(', ')}]`)
    print(`  root from the index: ${result.root ?? 'none (nobody traded)'}`)
    if (competition.phase === 'calculating') {
      print('Not published yet: nothing on the chain to compare.')
      return
    }
    if (competition.phase === 'cancelled' || competition.root === zeroHash) {
      print(
        `Competition ${competition.id} is ${competition.phase}: no results on the chain to compare.`,
      )
      return
    }
    const rootMatches =
      result.root !== null && result.root.toLowerCase() === competition.root.toLowerCase()
    const countsMatch =
      result.publishedCounts.length === result.tierCounts.length &&
      result.publishedCounts.every((count, tier) => count === result.tierCounts[tier])
    print(`  published root: ${competition.root}: ${rootMatches ? 'equal' : 'DIFFERENT'}`)
    print(
      `  published per tier: [${result.publishedCounts.join(', ')}]: ${countsMatch ? 'equal' : 'DIFFERENT'}`,
    )
    if (!rootMatches || !countsMatch) {
      throw new AdminError(
        `Competition ${competition.id}'s published results differ from what the index gives`,
      )
    }
    print('The published results are what the index gives.')
  },
}

export const competitionCommands: readonly AdminCommand[] = [
  status,
  create,
  fund,
  startLive,
  endLive,
  publish,
  verify,
  sweep,
  cancel,
]
