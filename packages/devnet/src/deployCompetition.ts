/**
 * The trading competition (issue 35): GhostTradingCompetition on the world's profile, owned by
 * the deployer (or `owner`), holding the profile's POINT_ROLE (the deploying account is the
 * profile's admin) so a claim gives the tier's points. Competitions live in the contract by id,
 * each with its own tokens and price feeds (`CompetitionCreated`), so the manifest holds only
 * the contract; they are made by `npm run admin -- competition:create` and, locally, here.
 *
 * The local world (`createLocalCompetitions`) adds one Chainlink MockV3Aggregator per prize token
 * (CAKE and the partners of worldPlan COMPETITION), started at the DEX's USD price, and creates
 * and funds competitions 0 and 1 with the plan's tier table; its seed (seedCompetition) plays
 * competition 0's registration and live window.
 */
import {
  ghostProfileAbi,
  ghostTradingCompetitionAbi,
  ghostTradingCompetitionBytecode,
  mockV3AggregatorAbi,
  mockV3AggregatorBytecode,
} from '@ghost/contracts'
import type { ManifestCompetitionContracts } from '@ghost/contracts/manifest'
import { type Address, erc20Abi, maxUint256 } from 'viem'
import type { ChainWriter } from './chainWriter'
import { type DeploySteps, directSteps } from './deploySteps'
import { feedAnswerOf, readDexUsdPrices } from './dexUsdPrices'
import { COMPETITION, COMPETITION_TIERS } from './worldPlan'

export type DeployCompetitionParameters = {
  /** Deploys the contract and grants it POINT_ROLE: the profile's admin. */
  deployer: ChainWriter
  /** The profiles registering needs and the points prizes add to. */
  profile: Address
  /** Runs the competitions (the operator); the deployer when omitted. */
  owner?: Address | undefined
  steps?: DeploySteps | undefined
}

export async function deployCompetition(
  parameters: DeployCompetitionParameters,
): Promise<ManifestCompetitionContracts> {
  const { deployer, profile } = parameters
  const steps = parameters.steps ?? directSteps(deployer)
  const TradingCompetition = await steps.deploy({
    abi: ghostTradingCompetitionAbi,
    bytecode: ghostTradingCompetitionBytecode,
    args: [profile, parameters.owner ?? deployer.account.address],
    name: 'TradingCompetition',
  })
  const pointRole = await deployer.readContract({
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'POINT_ROLE',
  })
  await steps.write('Profile.grantRole(POINT_ROLE, TradingCompetition)', {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'grantRole',
    args: [pointRole, TradingCompetition],
  })
  return { TradingCompetition }
}

/** The plan's tier table as `createCompetition` takes it. */
export function competitionTiers(): { usdPrize: bigint; points: bigint }[] {
  return COMPETITION_TIERS.map(({ usdPrize, points }) => ({ usdPrize, points }))
}

/** The points campaign of competition `id` (worldPlan COMPETITION.campaignIdBase). */
export function competitionCampaignId(id: bigint): bigint {
  return COMPETITION.campaignIdBase + id + 1n
}

/** Four of a kind: the contract's prize tokens, feeds and amounts, CAKE first. */
export type Four<item> = readonly [item, item, item, item]

/** `items` as a four-tuple; throws naming `what` when there are not four. */
export function four<item>(items: readonly item[], what: string): Four<item> {
  const [a, b, c, d] = items
  if (
    items.length !== 4 ||
    a === undefined ||
    b === undefined ||
    c === undefined ||
    d === undefined
  )
    throw new Error(`${what}: four expected (CAKE and three partners), got ${items.length}`)
  return [a, b, c, d]
}

/** The four prize tokens and their feeds, CAKE first. */
export type PrizeTokens = { tokens: Four<Address>; feeds: Four<Address> }

/**
 * Deploys a MockV3Aggregator (COMPETITION.feedDecimals) for each of `tokens`, answering the
 * token's USD price through the DEX's `pairs` (USDT = $1, dexUsdPrices). `names` name the steps.
 */
export async function deployPrizeFeeds(
  steps: DeploySteps,
  reader: Pick<ChainWriter, 'readContract'>,
  parameters: {
    tokens: Four<Address>
    names: readonly string[]
    pairs: readonly Address[]
    usd: Address
  },
): Promise<Four<Address>> {
  const prices = await readDexUsdPrices(reader, { pairs: parameters.pairs, usd: parameters.usd })
  const feeds: Address[] = []
  for (const [i, token] of parameters.tokens.entries()) {
    const price = prices.get(token)
    const name = parameters.names[i] ?? token
    if (!price) throw new Error(`No DEX route prices ${name} in USD`)
    feeds.push(
      await steps.deploy({
        abi: mockV3AggregatorAbi,
        bytecode: mockV3AggregatorBytecode,
        args: [COMPETITION.feedDecimals, feedAnswerOf(price, COMPETITION.feedDecimals)],
        name,
      }),
    )
  }
  return four(feeds, 'prize feeds')
}

/**
 * The local world's competitions: a USD feed per prize token (`{SYMBOL}UsdFeed`), then
 * competitions 0 and 1 created with the plan's tiers, claim window and price age, each funded
 * with COMPETITION.funding. Answers the prize tokens and feeds (the contract's events hold them
 * too).
 */
export async function createLocalCompetitions(parameters: {
  deployer: ChainWriter
  competition: Address
  /** The deploy's tokens by symbol (CAKE, the partners, USDT). */
  tokens: Readonly<Record<string, Address>>
  /** The deploy's seeded pairs (the feeds' prices come from them). */
  pairs: Readonly<Record<string, Address>>
  steps?: DeploySteps | undefined
}): Promise<PrizeTokens> {
  const { deployer, competition, tokens } = parameters
  const steps = parameters.steps ?? directSteps(deployer)
  const symbols = ['CAKE', ...COMPETITION.partners]
  const addresses = symbols.map((symbol) => {
    const address = tokens[symbol]
    if (!address) throw new Error(`the deploy lacks the prize token ${symbol}`)
    return address
  })
  const usd = tokens.USDT
  if (!usd) throw new Error('the deploy lacks USDT, the feeds’ dollar')
  const prizeTokens = four(addresses, 'prize tokens')
  const feeds = await deployPrizeFeeds(steps, deployer, {
    tokens: prizeTokens,
    names: symbols.map((symbol) => `${symbol}UsdFeed`),
    pairs: Object.values(parameters.pairs),
    usd,
  })
  for (const [i, address] of addresses.entries()) {
    await steps.write(`${symbols[i]}.approve(TradingCompetition)`, {
      address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [competition, maxUint256],
    })
  }
  const amounts = four(
    symbols.map((symbol) => COMPETITION.funding[symbol] ?? 0n),
    'funding',
  )
  for (const id of [0n, 1n]) {
    await steps.write(`TradingCompetition.createCompetition(${id})`, {
      address: competition,
      abi: ghostTradingCompetitionAbi,
      functionName: 'createCompetition',
      args: [
        prizeTokens,
        feeds,
        competitionTiers(),
        COMPETITION.claimDuration,
        COMPETITION.maxPriceAge,
        competitionCampaignId(id),
      ],
    })
    await steps.write(`TradingCompetition.fund(${id})`, {
      address: competition,
      abi: ghostTradingCompetitionAbi,
      functionName: 'fund',
      args: [id, amounts],
    })
  }
  return { tokens: prizeTokens, feeds }
}
