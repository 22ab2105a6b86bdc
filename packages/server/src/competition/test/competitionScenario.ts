/**
 * A trading competition on a real local chain: the Ghost world (deployWorld: the DEX with its
 * router and seeded pairs, the profile with teams 1 and 2, the Ghost Squad), plus a
 * GhostTradingCompetition owned by account 0 holding the profile's POINT_ROLE, and one
 * MockV3Aggregator per prize token (CAKE $2.50 and USDT $1 with 8 decimals, GHOST $2 with 8,
 * BUSD $1 with 18). Its manifest file names the competition, so the server indexes it and its
 * routes find it. Six players (dev accounts 10 to 15) hold an active profile, BNB and CAKE:
 * alice, dave, erin and frank in team 1, bob and carol in team 2.
 *
 * The steps of one competition (create, fund, register, the live window, swaps through the
 * router and straight at a pair, publish, claim, cancel, sweep) are calls the tests make in
 * their own order.
 */
import { writeFileSync } from 'node:fs'
import {
  ghostFactoryAbi,
  ghostPairAbi,
  ghostProfileAbi,
  ghostRouterAbi,
  ghostSquadAbi,
  ghostTradingCompetitionAbi,
  ghostTradingCompetitionBytecode,
  mockV3AggregatorAbi,
  mockV3AggregatorBytecode,
  wbnbAbi,
} from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { COMPETITION_TIER_COUNT } from '@ghost/sdk'
import {
  type Address,
  erc20Abi,
  erc721Abi,
  type Hex,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
  toHex,
} from 'viem'
import { type MarketChain, startMarketChain } from '../../market/test/marketFixture'
import { deployed, send as sendCall } from '../../test/chainCalls'

/** Sends a call and waits for its block; a transaction that reverts on chain fails the step. */
const send: typeof sendCall = async (client, call) => {
  const receipt = await sendCall(client, call)
  if (receipt.status !== 'success') {
    throw new Error(`${call.functionName} reverted in ${receipt.transactionHash}`)
  }
  return receipt
}

export const PLAYER_NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'] as const
export type PlayerName = (typeof PLAYER_NAMES)[number]

/** Each player's dev account and profile team. */
export const PLAYERS: Record<PlayerName, { account: number; team: number }> = {
  alice: { account: 10, team: 1 },
  bob: { account: 11, team: 2 },
  carol: { account: 12, team: 2 },
  dave: { account: 13, team: 1 },
  erin: { account: 14, team: 1 },
  frank: { account: 15, team: 1 },
}

/** The feeds: decimals and answer, CAKE first, then GHOST, BUSD, USDT. */
export const FEEDS = [
  { decimals: 8, answer: 250_000_000n },
  { decimals: 8, answer: 200_000_000n },
  { decimals: 18, answer: 10n ** 18n },
  { decimals: 8, answer: 100_000_000n },
] as const

const USD = 10n ** 18n

/**
 * The twelve tiers (the sdk's rules): the winning team's top ten $60 and 100 points, the second
 * team's $30 and 50 points, everyone else who traded $6 and 10 points.
 */
export const TIERS = Array.from({ length: COMPETITION_TIER_COUNT }, (_, tier) => {
  if (tier === 0) return { usdPrize: 60n * USD, points: 100n }
  if (tier === 4) return { usdPrize: 30n * USD, points: 50n }
  return { usdPrize: 6n * USD, points: 10n }
})

export const CLAIM_DURATION = 30n * 86_400n
export const MAX_PRICE_AGE = 365n * 86_400n
export const CAMPAIGN_ID = 35n
/** What each competition is funded with, per token: far more than its prizes. */
export const FUNDING = [
  parseEther('1000'),
  parseEther('1000'),
  parseEther('1000'),
  parseEther('1000'),
] as const

export type CompetitionChain = MarketChain & {
  competition: Address
  router: Address
  factory: Address
  wbnb: Address
  /** CAKE, GHOST, BUSD, USDT. */
  tokens: readonly [Address, Address, Address, Address]
  feeds: readonly [Address, Address, Address, Address]
  /** Account 0: deploys and owns everything. */
  admin: AnvilClient
  players: Record<PlayerName, AnvilClient>
}

/** An active profile in `team` for `user`, paid with CAKE the admin gives it. */
async function createProfile(chain: MarketChain, user: AnvilClient, team: number): Promise<void> {
  const { admin, profile, squad } = chain.world
  const me = user.account.address
  const cake = chain.manifest.tokens.CAKE
  const cost = await admin.readContract({
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'numberCakeToRegister',
  })
  await send(admin, { address: cake, abi: erc20Abi, functionName: 'transfer', args: [me, cost] })
  await send(user, {
    address: cake,
    abi: erc20Abi,
    functionName: 'approve',
    args: [profile, maxUint256],
  })
  const minted = await send(admin, {
    address: squad,
    abi: ghostSquadAbi,
    functionName: 'mint',
    args: [me, `ipfs://competition-avatar-${me}`],
  })
  const [transfer] = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: minted.logs })
  if (!transfer) throw new Error('the Ghost Squad mint announced no Transfer')
  await send(user, {
    address: squad,
    abi: ghostSquadAbi,
    functionName: 'setApprovalForAll',
    args: [profile, true],
  })
  await send(user, {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'createProfile',
    args: [BigInt(team), squad, transfer.args.tokenId],
  })
}

/** The world, the competition contract and its feeds, and the players with their profiles. */
export async function startCompetitionChain(): Promise<CompetitionChain> {
  const chain = await startMarketChain()
  try {
    const admin = chain.world.admin
    const { manifest } = chain
    const competition = await deployed(
      admin,
      ghostTradingCompetitionAbi,
      ghostTradingCompetitionBytecode,
      [chain.world.profile, admin.account.address],
    )
    await send(admin, {
      address: chain.world.profile,
      abi: ghostProfileAbi,
      functionName: 'grantRole',
      args: [keccak256(toHex('POINT_ROLE')), competition],
    })
    const feeds: Address[] = []
    for (const { decimals, answer } of FEEDS) {
      feeds.push(
        await deployed(admin, mockV3AggregatorAbi, mockV3AggregatorBytecode, [decimals, answer]),
      )
    }
    const tokens = [
      manifest.tokens.CAKE,
      manifest.tokens.GHOST,
      manifest.tokens.BUSD,
      manifest.tokens.USDT,
    ] as const
    for (const token of tokens) {
      await send(admin, {
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [competition, maxUint256],
      })
    }
    const withCompetition: Manifest = {
      ...manifest,
      contracts: { ...manifest.contracts, TradingCompetition: competition },
    }
    writeFileSync(chain.manifestPath, JSON.stringify(withCompetition, null, 2))

    const players = {} as Record<PlayerName, AnvilClient>
    for (const name of PLAYER_NAMES) {
      const { account, team } = PLAYERS[name]
      const player = anvilClient(chain.url, devAccount(account))
      await admin.setBalance({ address: player.account.address, value: parseEther('10000') })
      await createProfile(chain, player, team)
      players[name] = player
    }
    const [feed0, feed1, feed2, feed3] = feeds
    if (!feed0 || !feed1 || !feed2 || !feed3) throw new Error('four feeds')
    return {
      ...chain,
      manifest: withCompetition,
      competition,
      router: manifest.contracts.Router,
      factory: manifest.contracts.Factory,
      wbnb: manifest.contracts.WBNB,
      tokens,
      feeds: [feed0, feed1, feed2, feed3],
      admin,
      players,
    }
  } catch (error) {
    await chain.stop()
    throw error
  }
}

const DEADLINE = 2n ** 40n

/** One competition's steps and the trades around it, as the owner and the players make them. */
export function competitionCalls(chain: CompetitionChain) {
  const { admin, competition } = chain
  const contract = { address: competition, abi: ghostTradingCompetitionAbi } as const
  const read = {
    competition: (id: bigint) =>
      admin.readContract({ ...contract, functionName: 'getCompetition', args: [id] }),
    count: () => admin.readContract({ ...contract, functionName: 'competitionCount' }),
    tierCounts: (id: bigint) =>
      admin.readContract({ ...contract, functionName: 'getTierCounts', args: [id] }),
    tierClaims: (id: bigint) =>
      admin.readContract({ ...contract, functionName: 'getTierClaims', args: [id] }),
    tierPrizes: (id: bigint) =>
      admin.readContract({ ...contract, functionName: 'getTierPrizes', args: [id] }),
    funded: (id: bigint) =>
      admin.readContract({ ...contract, functionName: 'getFunded', args: [id] }),
    swept: (id: bigint) =>
      admin.readContract({ ...contract, functionName: 'getSwept', args: [id] }),
    claimed: (id: bigint) =>
      admin.readContract({ ...contract, functionName: 'getClaimed', args: [id] }),
    registeredTeam: (id: bigint, user: Address) =>
      admin.readContract({ ...contract, functionName: 'registeredTeam', args: [id, user] }),
    hasClaimed: (id: bigint, user: Address) =>
      admin.readContract({ ...contract, functionName: 'hasClaimed', args: [id, user] }),
  }
  return {
    read,
    /** A new competition with the scenario's tiers, funded; answers its id. */
    async create(): Promise<bigint> {
      const receipt = await send(admin, {
        ...contract,
        functionName: 'createCompetition',
        args: [chain.tokens, chain.feeds, TIERS, CLAIM_DURATION, MAX_PRICE_AGE, CAMPAIGN_ID],
      })
      const [created] = parseEventLogs({
        abi: ghostTradingCompetitionAbi,
        eventName: 'CompetitionCreated',
        logs: receipt.logs,
      })
      if (!created) throw new Error('createCompetition announced nothing')
      await send(admin, { ...contract, functionName: 'fund', args: [created.args.id, FUNDING] })
      return created.args.id
    },
    register: (player: AnvilClient, id: bigint) =>
      send(player, { ...contract, functionName: 'register', args: [id] }),
    startLive: (id: bigint) => send(admin, { ...contract, functionName: 'startLive', args: [id] }),
    endLive: (id: bigint) => send(admin, { ...contract, functionName: 'endLive', args: [id] }),
    publish: (id: bigint, root: Hex, tierCounts: readonly number[]) =>
      send(admin, { ...contract, functionName: 'publishResults', args: [id, root, tierCounts] }),
    cancel: (id: bigint) => send(admin, { ...contract, functionName: 'cancel', args: [id] }),
    /** Everything the competition holds back to the owner (after a cancellation). */
    sweep: (id: bigint) =>
      send(admin, { ...contract, functionName: 'sweep', args: [id, admin.account.address] }),
    claim: (player: AnvilClient, id: bigint, tier: number, proof: readonly Hex[]) =>
      send(player, { ...contract, functionName: 'claim', args: [id, tier, proof] }),
    /** BNB for the path's last token through the router: one Swap per hop, sender the router. */
    swapThroughRouter: (player: AnvilClient, path: readonly Address[], bnb: bigint) =>
      send(player, {
        address: chain.router,
        abi: ghostRouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, path, player.account.address, DEADLINE],
        value: bnb,
      }),
    /**
     * BNB for `token` straight at their pair, without the router: wrap, transfer the WBNB in,
     * call the pair's swap for what the reserves give. The Swap's sender is the player.
     */
    async swapAtPair(
      player: AnvilClient,
      token: Address,
      bnb: bigint,
    ): Promise<TransactionReceipt> {
      const pair = await admin.readContract({
        address: chain.factory,
        abi: ghostFactoryAbi,
        functionName: 'getPair',
        args: [chain.wbnb, token],
      })
      const [, out] = await admin.readContract({
        address: chain.router,
        abi: ghostRouterAbi,
        functionName: 'getAmountsOut',
        args: [bnb, [chain.wbnb, token]],
      })
      if (out === undefined) throw new Error('getAmountsOut gave no amount')
      await send(player, {
        address: chain.wbnb,
        abi: wbnbAbi,
        functionName: 'deposit',
        args: [],
        value: bnb,
      })
      await send(player, {
        address: chain.wbnb,
        abi: wbnbAbi,
        functionName: 'transfer',
        args: [pair, bnb],
      })
      const token0 = await admin.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'token0',
      })
      const wbnbIsToken0 = token0.toLowerCase() === chain.wbnb.toLowerCase()
      return send(player, {
        address: pair,
        abi: ghostPairAbi,
        functionName: 'swap',
        args: [wbnbIsToken0 ? 0n : out, wbnbIsToken0 ? out : 0n, player.account.address, '0x'],
      })
    },
    /** Moves the clock, so the next block is `seconds` later than it would have been. */
    warp: (seconds: number) => admin.increaseTime({ seconds }),
  }
}

export type CompetitionCalls = ReturnType<typeof competitionCalls>
