/**
 * The battle screen's chain tests' world: the NFT world of the other screens' tests
 * (`startNftChainWorld`: Anvil with Multicall, WBNB, a CAKE TestToken, the NFT market with
 * GhostProfile and the Ghost Squad, as the devnet deploys them), three partner tokens (GHOST and
 * DEEP with 18 decimals, USDX with 6), a Chainlink MockV3Aggregator USD feed for each prize token
 * (CAKE $2, GHOST $1, DEEP $0.50, USDX $1), and GhostTradingCompetition deployed by the devnet's
 * `deployCompetition` (owned by account 0, holding the profile's POINT_ROLE), with:
 *
 * - battle 0, finished and paying: WINNER (team 1), RIVAL (team 2) and IDLE (team 1) registered,
 *   the live window opened and closed, the results published with WINNER in tier 0 and RIVAL in
 *   tier 4 (IDLE traded nothing: no leaf), a 30-day claim window;
 * - battle 1, taking registrations.
 *
 * Profiles (a Ghost Squad avatar each, as "Create your profile" makes them): WINNER and IDLE in
 * team 1, RIVAL and PLAYER in team 2, PAUSED's paused; NO_PROFILE has none. Both battles use the
 * tier table of the API fixtures (`competitionTiers`), and are funded with 10,000 of each token.
 * The manifest (the DEX's addresses zero) is also written to `manifestPath`.
 */
import {
  ghostProfileAbi,
  ghostTradingCompetitionAbi,
  mockV3AggregatorAbi,
  mockV3AggregatorBytecode,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
} from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { type ChainWriter, deploy, deployCompetition, devWriter, write } from '@ghost/devnet'
import { buildCompetitionTree, type CompetitionTree } from '@ghost/sdk/competition/merkle'
import { type Address, erc20Abi, maxUint256, parseEther, parseEventLogs, parseUnits } from 'viem'
import { competitionTiers } from '../../../api/competition/test/fixtures'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import {
  createProfileAs,
  deployTestToken,
  localRuntimeConfig,
  type ProfileContracts,
  writeManifestFile,
} from '../../../test/chainFixtures'
import { startNftChainWorld } from '../../../test/chainTestWorld'

export const WINNER = 2
export const RIVAL = 3
export const IDLE = 4
export const PLAYER = 5
export const PAUSED = 6
export const NO_PROFILE = 7

export const TEAMS = { 1: 'Phantom Phalanx', 2: 'Poltergeist Posse' } as const
export const CLAIM_DURATION = 30n * 86_400n
export const CAMPAIGN_ID = 35n

/** The prize tokens, CAKE first, with their decimals and USD prices (8-decimal feeds). */
const PARTNERS = [
  { symbol: 'GHOST', decimals: 18, price: 100_000_000n },
  { symbol: 'DEEP', decimals: 18, price: 50_000_000n },
  { symbol: 'USDX', decimals: 6, price: 100_000_000n },
] as const
const CAKE_PRICE = 200_000_000n

type Four<Item> = readonly [Item, Item, Item, Item]

export type CompetitionChainWorld = {
  anvil: AnvilInstance
  client: AnvilClient
  /** Account 0: deployed everything, owns the competition. */
  deployer: ChainWriter
  competition: Address
  profile: Address
  /** CAKE, GHOST, DEEP, USDX. */
  tokens: Four<Address>
  /** Battle 0's results. */
  results: CompetitionTree
  /** Battle 0's live window and claim end (block times). */
  finished: { liveStart: bigint; liveEnd: bigint; claimEnd: bigint }
  manifest: Manifest
  manifestPath: string
  runtimeConfig(apiUrl: string, rpcUrl?: string): RuntimeConfig
  address(account: number): Address
  /** The owner moves a battle on (`startLive`, `endLive`, `cancel`). */
  operate(name: 'startLive' | 'endLive' | 'cancel', id: bigint): Promise<void>
  balances(account: number): Promise<Four<bigint>>
  stop(): Promise<void>
}

export async function startCompetitionChainWorld(): Promise<CompetitionChainWorld> {
  const base = await startNftChainWorld({ treasury: devAccount(9).address })
  const { anvil, deployer, cake } = base
  const client = anvilClient(anvil.url)
  const { Profile: profile, GhostSquad: squad } = base.nft
  const address = (account: number) => devAccount(account).address

  const partners: Address[] = []
  for (const partner of PARTNERS) {
    partners.push(
      await deployTestToken(deployer, {
        name: partner.symbol,
        symbol: partner.symbol,
        decimals: partner.decimals,
        supply: parseUnits('1000000', partner.decimals),
      }),
    )
  }
  const tokens = [cake, ...partners] as unknown as Four<Address>
  const feeds: Address[] = []
  for (const price of [CAKE_PRICE, ...PARTNERS.map((partner) => partner.price)]) {
    feeds.push(
      await deploy(deployer, {
        abi: mockV3AggregatorAbi,
        bytecode: mockV3AggregatorBytecode,
        args: [8, price],
        name: 'UsdFeed',
      }),
    )
  }
  const { TradingCompetition: competition } = await deployCompetition({ deployer, profile })

  // profiles, each in the account's team
  const teamOf: Record<number, bigint> = {
    [WINNER]: 1n,
    [RIVAL]: 2n,
    [IDLE]: 1n,
    [PLAYER]: 2n,
    [PAUSED]: 1n,
  }
  for (const [account, team] of Object.entries(teamOf)) {
    await createBattleProfile(anvil.url, deployer, { cake, profile, squad }, Number(account), team)
  }
  await write(devWriter(anvil.url, PAUSED), {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'pauseProfile',
  })

  const owner = deployer
  for (const token of tokens) {
    await write(owner, {
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [competition, maxUint256],
    })
  }
  const tiers = competitionTiers(false).map((tier) => ({
    usdPrize: BigInt(tier.usdPrize),
    points: BigInt(tier.points),
  }))
  const funding = [
    parseEther('10000'),
    parseEther('10000'),
    parseEther('10000'),
    parseUnits('10000', 6),
  ] as const
  const create = async (): Promise<bigint> => {
    const receipt = await write(owner, {
      address: competition,
      abi: ghostTradingCompetitionAbi,
      functionName: 'createCompetition',
      args: [
        tokens,
        feeds as unknown as Four<Address>,
        tiers,
        CLAIM_DURATION,
        86_400n,
        CAMPAIGN_ID,
      ],
    })
    const [created] = parseEventLogs({
      abi: ghostTradingCompetitionAbi,
      eventName: 'CompetitionCreated',
      logs: receipt.logs,
    })
    if (!created) throw new Error('createCompetition announced nothing')
    await write(owner, {
      address: competition,
      abi: ghostTradingCompetitionAbi,
      functionName: 'fund',
      args: [created.args.id, funding],
    })
    return created.args.id
  }
  const operate = async (name: 'startLive' | 'endLive' | 'cancel', id: bigint) => {
    await write(owner, {
      address: competition,
      abi: ghostTradingCompetitionAbi,
      functionName: name,
      args: [id],
    })
  }

  // battle 0: three registrants, the live window, the results
  const finishedId = await create()
  for (const account of [WINNER, RIVAL, IDLE]) {
    await write(devWriter(anvil.url, account), {
      address: competition,
      abi: ghostTradingCompetitionAbi,
      functionName: 'register',
      args: [finishedId],
    })
  }
  await operate('startLive', finishedId)
  await client.increaseTime({ seconds: 7 * 86_400 })
  await operate('endLive', finishedId)
  const results = buildCompetitionTree(finishedId, [
    { account: address(WINNER), tier: 0 },
    { account: address(RIVAL), tier: 4 },
  ])
  const tierCounts = Array.from({ length: 12 }, (_, tier) => (tier === 0 || tier === 4 ? 1 : 0))
  // the feeds answer at the present block time: fresh for publication
  for (const [index, feed] of feeds.entries()) {
    await write(owner, {
      address: feed,
      abi: mockV3AggregatorAbi,
      functionName: 'updateAnswer',
      args: [[CAKE_PRICE, ...PARTNERS.map((partner) => partner.price)][index] ?? 0n],
    })
  }
  await write(owner, {
    address: competition,
    abi: ghostTradingCompetitionAbi,
    functionName: 'publishResults',
    args: [finishedId, results.root, tierCounts],
  })
  const stored = await client.readContract({
    address: competition,
    abi: ghostTradingCompetitionAbi,
    functionName: 'getCompetition',
    args: [finishedId],
  })

  // battle 1: taking registrations
  await create()

  const manifest = base.manifestWith({ TradingCompetition: competition })
  const manifestFile = writeManifestFile(manifest, 'ghost-web-competition-')

  return {
    anvil,
    client,
    deployer,
    competition,
    profile,
    tokens,
    results,
    finished: { liveStart: stored.liveStart, liveEnd: stored.liveEnd, claimEnd: stored.claimEnd },
    manifest,
    manifestPath: manifestFile.path,
    runtimeConfig: (apiUrl, rpcUrl = anvil.url) => localRuntimeConfig(rpcUrl, manifest, apiUrl),
    address,
    operate,
    balances: async (account) => {
      const balances = await Promise.all(
        tokens.map((token) =>
          client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address(account)],
          }),
        ),
      )
      return balances as unknown as Four<bigint>
    },
    async stop() {
      await anvil.stop()
      manifestFile.remove()
    },
  }
}

/**
 * Gives dev account `account` an active profile in `team` as "Create your profile" makes it, with
 * 10 CAKE for the fee.
 */
export function createBattleProfile(
  url: string,
  deployer: ChainWriter,
  contracts: ProfileContracts,
  account: number,
  team: bigint,
): Promise<void> {
  return createProfileAs(url, deployer, contracts, account, {
    team,
    cake: parseEther('10'),
    avatarUri: `ipfs://battle-avatar-${account}`,
  })
}
