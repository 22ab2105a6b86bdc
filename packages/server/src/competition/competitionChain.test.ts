/**
 * Acceptance (issue 35): the trading competition's index and API on a local chain with the real
 * contracts (test/competitionScenario.ts), on PGlite and on PostgreSQL. Each database's server
 * indexes the chain while its own competition is played: six players with profiles in two
 * teams, five register (two of them never trade, in an order their addresses do not follow),
 * swaps through the router before, in and after the live window (one of them over two hops), a
 * swap straight at a pair and one by a wallet that never registered. The API's answers at each
 * step are kept and checked against the chain's views and logs, and against volumes worked out
 * here from the chain's Swap logs (their sender, their transaction's sender and their block's
 * time). The results route's winners become the root the operator publishes; each winner
 * claims with the proof the trader route serves, on chain. A reorg of the block that ended a
 * window changes its final results; a cancellation in the window closes it and the sweep is
 * indexed. Then 500 malformed requests answer 4xx only.
 */
import { ghostPairAbi, ghostTradingCompetitionAbi } from '@ghost/contracts'
import { revertTo } from '@ghost/contracts/anvil'
import {
  type ApiCompetition,
  type ApiCompetitionResults,
  type ApiCompetitionStandings,
  type ApiCompetitionUser,
  COMPETITION_PHASES,
  getCompetitionLeaf,
  verifyCompetitionProof,
} from '@ghost/sdk'
import { buildCompetitionTree } from '@ghost/sdk/competition/merkle'
import fc from 'fast-check'
import {
  type Address,
  formatEther,
  getAbiItem,
  type Hash,
  type Hex,
  parseEther,
  type TransactionReceipt,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDexModule } from '../dex/createDexModule'
import { type Answer, startServerFor, type TestServer } from '../market/test/marketFixture'
import { createNftModule } from '../nft/createNftModule'
import { createFileStoreMetadataReader } from '../nft/fileStoreMetadata'
import { createUsernameStore } from '../profiles/usernameStore'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { FUZZ_SEED, fuzzRequestCount, sendFuzzRequests } from '../test/fuzzRequests'
import { LIVE_WINDOW_NOT_OPENED, LIVE_WINDOW_OPEN } from './competitionRoutes'
import { createCompetitionModule } from './createCompetitionModule'
import {
  CAMPAIGN_ID,
  CLAIM_DURATION,
  type CompetitionCalls,
  type CompetitionChain,
  competitionCalls,
  FEEDS,
  FUNDING,
  PLAYER_NAMES,
  PLAYERS,
  type PlayerName,
  startCompetitionChain,
  TIERS,
} from './test/competitionScenario'
import { malformedCompetitionRequest } from './test/malformedCompetitionRequests'

/** Per database target; the brief asks for about 500. */
const REQUESTS = fuzzRequestCount(500)

let chain: CompetitionChain
let calls: CompetitionCalls

beforeAll(async () => {
  chain = await startCompetitionChain()
  calls = competitionCalls(chain)
}, 300_000)

afterAll(async () => {
  await chain?.stop()
})

const lower = (address: string) => address.toLowerCase()
const addressOf = (name: PlayerName) => lower(chain.players[name].account.address)
const sum = (values: readonly bigint[]) => values.reduce((all, value) => all + value, 0n)
const swapEvent = getAbiItem({ abi: ghostPairAbi, name: 'Swap' })

/** Everything one database's story left to check, kept as it was seen at each step. */
type Story = {
  id: bigint
  /** Registrants in the order they registered. */
  registered: PlayerName[]
  /** dave and erin: the one that registered first (its address is the higher). */
  firstIdle: PlayerName
  secondIdle: PlayerName
  swaps: {
    bobBefore: TransactionReceipt
    aliceFirst: TransactionReceipt
    bobTwoHops: TransactionReceipt
    carolAtPair: TransactionReceipt
    frankUnregistered: TransactionReceipt
    aliceSecond: TransactionReceipt
    bobAfter: TransactionReceipt
    aliceAfter: TransactionReceipt
  }
  liveStartBlock: bigint
  liveEndBlock: bigint
  inRegistration: {
    results: Answer
    standings: Answer<ApiCompetitionStandings>
    competition: Answer<ApiCompetition>
  }
  /** After the first swaps in the window, and after alice's second. */
  live: { standings: Answer<ApiCompetitionStandings>; headTime: bigint }[]
  resultsWhileLive: Answer
  ended: {
    standings: Answer<ApiCompetitionStandings>
    results: Answer<ApiCompetitionResults>
    traders: Record<PlayerName, Answer<ApiCompetitionUser>>
  }
  published: {
    competition: Answer<ApiCompetition>
    results: Answer<ApiCompetitionResults>
    traders: Record<PlayerName, Answer<ApiCompetitionUser>>
    receipt: TransactionReceipt
  }
  claims: Partial<Record<PlayerName, TransactionReceipt>>
  claimed: {
    competition: Answer<ApiCompetition>
    traders: Record<PlayerName, Answer<ApiCompetitionUser>>
  }
  /** A second competition whose endLive block a reorg replaced. */
  reorged: {
    id: bigint
    before: Answer<ApiCompetitionResults>
    after: Answer<ApiCompetitionResults>
    aliceSwaps: TransactionReceipt[]
  }
  /** A competition cancelled in its live window, then swept. */
  cancelled: {
    id: bigint
    inWindow: TransactionReceipt
    afterCancel: TransactionReceipt
    cancelReceipt: TransactionReceipt
    sweepReceipt: TransactionReceipt
    standings: Answer<ApiCompetitionStandings>
    results: Answer
    competition: Answer<ApiCompetition>
  }
  /** A competition left in registration. */
  waiting: bigint
}

/** Block times and transaction senders, read once. */
function chainReader() {
  const blocks = new Map<bigint, Promise<bigint>>()
  const senders = new Map<Hash, Promise<string>>()
  return {
    time(blockNumber: bigint): Promise<bigint> {
      let known = blocks.get(blockNumber)
      if (!known) {
        known = chain.client.getBlock({ blockNumber }).then((block) => block.timestamp)
        blocks.set(blockNumber, known)
      }
      return known
    },
    sender(hash: Hash): Promise<string> {
      let known = senders.get(hash)
      if (!known) {
        known = chain.client.getTransaction({ hash }).then((tx) => lower(tx.from))
        senders.set(hash, known)
      }
      return known
    },
  }
}

/**
 * The volumes the rules give, worked out from the chain: every Swap log up to `toBlock` whose
 * sender is the router, whose transaction a registrant sent, in [liveStart, liveEnd) (to the
 * block while the window is open), each valued at the USD amount the DEX index gave that swap.
 */
async function expectedVolumes(
  server: TestServer,
  id: bigint,
  toBlock: bigint,
): Promise<Map<string, bigint>> {
  const reader = chainReader()
  const competition = await chain.client.readContract({
    address: chain.competition,
    abi: ghostTradingCompetitionAbi,
    functionName: 'getCompetition',
    args: [id],
    blockNumber: toBlock,
  })
  const registrants = new Set<string>()
  for (const name of PLAYER_NAMES) {
    const team = await chain.client.readContract({
      address: chain.competition,
      abi: ghostTradingCompetitionAbi,
      functionName: 'registeredTeam',
      args: [id, chain.players[name].account.address],
      blockNumber: toBlock,
    })
    if (team !== 0n) registrants.add(addressOf(name))
  }
  const volumes = new Map<string, bigint>()
  if (competition.liveStart === 0n) return volumes
  const logs = await chain.client.getLogs({
    event: swapEvent,
    fromBlock: BigInt(chain.manifest.startBlock),
    toBlock,
  })
  for (const log of logs) {
    if (lower(log.args.sender ?? '') !== lower(chain.router)) continue
    const from = await reader.sender(log.transactionHash)
    if (!registrants.has(from)) continue
    const time = await reader.time(log.blockNumber)
    if (time < competition.liveStart) continue
    if (competition.liveEnd !== 0n && time >= competition.liveEnd) continue
    const row = await server.database.db
      .selectFrom('dex_swap')
      .select('amount_usd')
      .where('id', '=', `${log.transactionHash}-${log.logIndex}`)
      .executeTakeFirstOrThrow()
    volumes.set(from, (volumes.get(from) ?? 0n) + row.amount_usd)
  }
  return volumes
}

/** The DEX's USD amounts of one transaction's swaps (one per hop). */
async function swapAmounts(server: TestServer, receipt: TransactionReceipt): Promise<bigint[]> {
  const rows = await server.database.db
    .selectFrom('dex_swap')
    .select('amount_usd')
    .where('transaction_hash', '=', receipt.transactionHash)
    .orderBy('log_index')
    .execute()
  return rows.map((row) => row.amount_usd)
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle | undefined
    let server: TestServer
    let story: Story

    const get = <body>(path: string) =>
      server.request<body>('GET', `/v1/1337/competition/competitions${path}`)

    /** Every player's trader answer. */
    async function traders(id: bigint): Promise<Record<PlayerName, Answer<ApiCompetitionUser>>> {
      const answers = {} as Record<PlayerName, Answer<ApiCompetitionUser>>
      for (const name of PLAYER_NAMES) {
        answers[name] = await get<ApiCompetitionUser>(`/${id}/traders/${addressOf(name)}`)
      }
      return answers
    }

    async function headTime(): Promise<bigint> {
      return (await chain.client.getBlock({ blockTag: 'latest' })).timestamp
    }

    /** Plays one competition to its claims, keeping the API's answers at each step. */
    async function playStory(): Promise<Story> {
      const { players } = chain
      const bnbUsdt = [chain.wbnb, chain.tokens[3]] as const
      const bnbUsdtBusd = [chain.wbnb, chain.tokens[3], chain.tokens[2]] as const
      const id = await calls.create()
      // dave and erin never trade: the one with the higher address registers first, so the tie
      // between them can only be broken by registration order
      const [firstIdle, secondIdle] = (['dave', 'erin'] as const)
        .slice()
        .sort((a, b) => (addressOf(a) < addressOf(b) ? 1 : -1)) as [PlayerName, PlayerName]
      const registered: PlayerName[] = ['alice', firstIdle, 'bob', 'carol', secondIdle]
      for (const name of registered) await calls.register(players[name], id)
      await server.synced()
      const inRegistration = {
        results: await get(`/${id}/results`),
        standings: await get<ApiCompetitionStandings>(`/${id}/standings`),
        competition: await get<ApiCompetition>(`/${id}`),
      }

      const bobBefore = await calls.swapThroughRouter(players.bob, bnbUsdt, parseEther('2'))
      await calls.warp(10)
      const liveStartBlock = (await calls.startLive(id)).blockNumber
      await calls.warp(10)
      const aliceFirst = await calls.swapThroughRouter(players.alice, bnbUsdt, parseEther('1'))
      const bobTwoHops = await calls.swapThroughRouter(players.bob, bnbUsdtBusd, parseEther('5'))
      const carolAtPair = await calls.swapAtPair(players.carol, chain.tokens[3], parseEther('3'))
      const frankUnregistered = await calls.swapThroughRouter(
        players.frank,
        bnbUsdt,
        parseEther('4'),
      )
      await server.synced()
      const live = [
        {
          standings: await get<ApiCompetitionStandings>(`/${id}/standings`),
          headTime: await headTime(),
        },
      ]
      const aliceSecond = await calls.swapThroughRouter(players.alice, bnbUsdt, parseEther('0.5'))
      await server.synced()
      live.push({
        standings: await get<ApiCompetitionStandings>(`/${id}/standings`),
        headTime: await headTime(),
      })
      const resultsWhileLive = await get(`/${id}/results`)

      await calls.warp(10)
      const liveEndBlock = (await calls.endLive(id)).blockNumber
      const bobAfter = await calls.swapThroughRouter(players.bob, bnbUsdt, parseEther('1'))
      const aliceAfter = await calls.swapThroughRouter(players.alice, bnbUsdt, parseEther('1'))
      await server.synced()
      const ended = {
        standings: await get<ApiCompetitionStandings>(`/${id}/standings`),
        results: await get<ApiCompetitionResults>(`/${id}/results`),
        traders: await traders(id),
      }

      // The operator's publication: the tree of the API's winners, its counts.
      const tree = buildCompetitionTree(id, ended.results.body.winners)
      const receipt = await calls.publish(id, tree.root, ended.results.body.tierCounts)
      await server.synced()
      const published = {
        competition: await get<ApiCompetition>(`/${id}`),
        results: await get<ApiCompetitionResults>(`/${id}/results`),
        traders: await traders(id),
        receipt,
      }
      const claims: Partial<Record<PlayerName, TransactionReceipt>> = {}
      for (const name of PLAYER_NAMES) {
        const claim = published.traders[name].body.claim
        if (claim) {
          claims[name] = await calls.claim(players[name], id, claim.tier, claim.proof as Hex[])
        }
      }
      await server.synced()
      const claimed = {
        competition: await get<ApiCompetition>(`/${id}`),
        traders: await traders(id),
      }

      // A reorg of the block that ended a window: its results must follow the new chain.
      const reorgedId = await calls.create()
      await calls.register(players.alice, reorgedId)
      await calls.warp(10)
      await calls.startLive(reorgedId)
      await calls.warp(10)
      const aliceSwaps = [await calls.swapThroughRouter(players.alice, bnbUsdt, parseEther('1'))]
      await calls.warp(10)
      const snapshot = await chain.client.snapshot()
      await calls.endLive(reorgedId)
      await server.synced()
      const before = await get<ApiCompetitionResults>(`/${reorgedId}/results`)
      await revertTo(chain.client, snapshot)
      aliceSwaps.push(await calls.swapThroughRouter(players.alice, bnbUsdt, parseEther('2')))
      await calls.warp(10)
      await calls.endLive(reorgedId)
      await server.synced()
      const after = await get<ApiCompetitionResults>(`/${reorgedId}/results`)

      // A cancellation in the live window closes it; the owner then sweeps the funding back.
      const cancelledId = await calls.create()
      await calls.register(players.alice, cancelledId)
      await calls.warp(10)
      await calls.startLive(cancelledId)
      await calls.warp(10)
      const inWindow = await calls.swapThroughRouter(players.alice, bnbUsdt, parseEther('1'))
      await calls.warp(10)
      const cancelReceipt = await calls.cancel(cancelledId)
      const afterCancel = await calls.swapThroughRouter(players.alice, bnbUsdt, parseEther('1'))
      const sweepReceipt = await calls.sweep(cancelledId)
      await server.synced()
      const cancelled = {
        id: cancelledId,
        inWindow,
        afterCancel,
        cancelReceipt,
        sweepReceipt,
        standings: await get<ApiCompetitionStandings>(`/${cancelledId}/standings`),
        results: await get(`/${cancelledId}/results`),
        competition: await get<ApiCompetition>(`/${cancelledId}`),
      }

      const waiting = await calls.create()
      await server.synced()
      return {
        id,
        registered,
        firstIdle,
        secondIdle,
        swaps: {
          bobBefore,
          aliceFirst,
          bobTwoHops,
          carolAtPair,
          frankUnregistered,
          aliceSecond,
          bobAfter,
          aliceAfter,
        },
        liveStartBlock,
        liveEndBlock,
        inRegistration,
        live,
        resultsWhileLive,
        ended,
        published,
        claims,
        claimed,
        reorged: { id: reorgedId, before, after, aliceSwaps },
        cancelled,
        waiting,
      }
    }

    beforeAll(async () => {
      handle = await target.start()
      const readMetadata = createFileStoreMetadataReader(chain.files)
      server = await startServerFor({
        rpcUrl: chain.url,
        manifestPath: chain.manifestPath,
        filesDir: chain.filesDir,
        database: await handle.freshDatabase(),
        modules: (manifest, client) => {
          const modules = [
            createDexModule({ manifest, client }),
            createNftModule({ manifest, client, readMetadata }),
            createCompetitionModule({ manifest, client }),
          ]
          return modules.filter((module) => module !== undefined)
        },
      })
      const usernames = createUsernameStore({ db: server.database.db })
      await usernames.save({ address: addressOf('alice'), username: 'alice35' })
      await usernames.save({ address: addressOf('bob'), username: 'bob35' })
      story = await playStory()
    }, 600_000)

    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    test('the scenario: bob swapped before the window, after it, and in it over two hops', async () => {
      const live = await chain.client.readContract({
        address: chain.competition,
        abi: ghostTradingCompetitionAbi,
        functionName: 'getCompetition',
        args: [story.id],
      })
      const reader = chainReader()
      const at = (receipt: TransactionReceipt) => reader.time(receipt.blockNumber)
      expect(await at(story.swaps.bobBefore)).toBeLessThan(live.liveStart)
      expect(await at(story.swaps.bobAfter)).toBeGreaterThanOrEqual(live.liveEnd)
      expect(await at(story.swaps.aliceSecond)).toBeLessThan(live.liveEnd)
      expect(await swapAmounts(server, story.swaps.bobTwoHops)).toHaveLength(2)
      // carol's swap reached the index, with herself as the sender
      const [carol] = await server.database.db
        .selectFrom('dex_swap')
        .select(['sender', 'from', 'amount_usd'])
        .where('transaction_hash', '=', story.swaps.carolAtPair.transactionHash)
        .execute()
      expect(carol).toMatchObject({ sender: addressOf('carol'), from: addressOf('carol') })
      expect(carol?.amount_usd).toBeGreaterThan(0n)
    })

    test('in registration: no standing volume, results refused with 409', () => {
      const { results, standings, competition } = story.inRegistration
      expect(results.status).toBe(409)
      expect((results.body as { message: string }).message).toBe(LIVE_WINDOW_NOT_OPENED)
      expect(competition.body).toMatchObject({ phase: 'registration', state: 'registration' })
      expect(competition.body.liveStart).toBeNull()
      expect(standings.status).toBe(200)
      expect(standings.body.final).toBe(false)
      expect(standings.body.teams.map((team) => [team.teamId, team.volume, team.members])).toEqual([
        [1, '0', 3],
        [2, '0', 2],
      ])
    })

    test('live standings: the volumes of the window so far, on the head clock; alice grows', async () => {
      const [first, second] = story.live
      if (!first || !second) throw new Error('two live readings')
      for (const reading of [first, second]) {
        expect(reading.standings.status).toBe(200)
        expect(reading.standings.body.final).toBe(false)
        expect(reading.standings.body.asOf).toBe(Number(reading.headTime))
      }
      const volumeOf = (standings: ApiCompetitionStandings, name: PlayerName) =>
        standings.teams
          .flatMap((team) => team.topTraders)
          .find((trader) => trader.account === addressOf(name))?.volume
      const [aliceFirst] = await swapAmounts(server, story.swaps.aliceFirst)
      const [aliceSecond] = await swapAmounts(server, story.swaps.aliceSecond)
      const bobHops = await swapAmounts(server, story.swaps.bobTwoHops)
      expect(volumeOf(first.standings.body, 'alice')).toBe(String(aliceFirst))
      expect(volumeOf(second.standings.body, 'alice')).toBe(
        String((aliceFirst ?? 0n) + (aliceSecond ?? 0n)),
      )
      expect(volumeOf(first.standings.body, 'bob')).toBe(String(sum(bobHops)))
      // the model from the chain agrees at the second reading's block
      const model = await expectedVolumes(server, story.id, story.swaps.aliceSecond.blockNumber)
      expect(volumeOf(second.standings.body, 'alice')).toBe(String(model.get(addressOf('alice'))))
      expect(volumeOf(second.standings.body, 'bob')).toBe(String(model.get(addressOf('bob'))))
    })

    test('results while the window is open: 409 with the reason', () => {
      expect(story.resultsWhileLive.status).toBe(409)
      expect((story.resultsWhileLive.body as { message: string }).message).toBe(LIVE_WINDOW_OPEN)
    })

    test('final standings: the window only, through the router only, every hop, ties by registration', async () => {
      const { standings } = story.ended
      const onChain = await calls.read.competition(story.id)
      expect(standings.status).toBe(200)
      expect(standings.body).toMatchObject({
        competitionId: Number(story.id),
        asOf: Number(onChain.liveEnd),
        final: true,
      })
      const model = await expectedVolumes(server, story.id, story.liveEndBlock)
      const volume = (name: PlayerName) => model.get(addressOf(name)) ?? 0n
      // what counts, by hand: alice's two swaps in the window, bob's two hops; nothing else
      const [aliceFirst, aliceSecond] = [
        ...(await swapAmounts(server, story.swaps.aliceFirst)),
        ...(await swapAmounts(server, story.swaps.aliceSecond)),
      ]
      expect(volume('alice')).toBe((aliceFirst ?? 0n) + (aliceSecond ?? 0n))
      expect(volume('bob')).toBe(sum(await swapAmounts(server, story.swaps.bobTwoHops)))
      expect(volume('carol')).toBe(0n)
      expect(model.has(addressOf('frank'))).toBe(false)
      expect(volume('bob')).toBeGreaterThan(volume('alice'))

      const trader = (
        name: PlayerName,
        rankInTeam: number,
        teamRank: number,
        tier: number | null,
      ) => ({
        account: addressOf(name),
        username: name === 'alice' ? 'alice35' : name === 'bob' ? 'bob35' : null,
        teamId: PLAYERS[name].team,
        volume: String(volume(name)),
        rankInTeam,
        teamRank,
        tier,
      })
      expect(standings.body.teams).toEqual([
        {
          teamId: 2,
          name: expect.any(String),
          rank: 1,
          volume: String(volume('bob')),
          members: 2,
          topTraders: [trader('bob', 1, 1, 0), trader('carol', 2, 1, null)],
        },
        {
          teamId: 1,
          name: expect.any(String),
          rank: 2,
          volume: String(volume('alice')),
          members: 3,
          topTraders: [
            trader('alice', 1, 2, 4),
            trader(story.firstIdle, 2, 2, null),
            trader(story.secondIdle, 3, 2, null),
          ],
        },
      ])
      // the team names are the profile's
      const teamNames = await server.request<{ data: { teamId: number; name: string }[] }>(
        'GET',
        '/v1/1337/teams',
      )
      for (const team of standings.body.teams) {
        expect(team.name).toBe(
          teamNames.body.data.find((each) => each.teamId === team.teamId)?.name,
        )
      }
    })

    test('results: the winners as ranked, the counts per tier, the root their tree gives', async () => {
      const { results } = story.ended
      const onChain = await calls.read.competition(story.id)
      expect(results.status).toBe(200)
      const model = await expectedVolumes(server, story.id, story.liveEndBlock)
      expect(results.body).toMatchObject({
        competitionId: Number(story.id),
        liveStart: Number(onChain.liveStart),
        liveEnd: Number(onChain.liveEnd),
        publishedRoot: null,
        tierCounts: [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
        winners: [
          {
            account: addressOf('bob'),
            teamId: 2,
            volume: String(model.get(addressOf('bob'))),
            rankInTeam: 1,
            teamRank: 1,
            tier: 0,
          },
          {
            account: addressOf('alice'),
            teamId: 1,
            volume: String(model.get(addressOf('alice'))),
            rankInTeam: 1,
            teamRank: 2,
            tier: 4,
          },
        ],
      })
      // the root of the two leaves, hashed as OpenZeppelin's MerkleProof does
      const leaves = [
        getCompetitionLeaf(story.id, addressOf('bob') as Address, 0),
        getCompetitionLeaf(story.id, addressOf('alice') as Address, 4),
      ]
      expect(
        verifyCompetitionProof(results.body.root as Hex, leaves[0] as Hex, [leaves[1] as Hex]),
      ).toBe(true)
      // after publication the same results, now beside the chain's root
      expect(story.published.results.body).toEqual({
        ...results.body,
        publishedRoot: results.body.root,
      })
    })

    test('traders: a non-registrant, a registrant without volume, winners before publication', () => {
      const { traders } = story.ended
      expect(traders.frank.status).toBe(200)
      expect(traders.frank.body).toEqual({
        account: addressOf('frank'),
        registered: false,
        teamId: null,
        standing: null,
        claim: null,
        claimed: false,
      })
      expect(traders.carol.body).toMatchObject({
        registered: true,
        teamId: 2,
        standing: { volume: '0', rankInTeam: 2, teamRank: 1, tier: null },
        claim: null,
        claimed: false,
      })
      // no root on chain yet: no proof
      expect(traders.alice.body).toMatchObject({
        registered: true,
        teamId: 1,
        standing: { tier: 4, username: 'alice35' },
        claim: null,
      })
    })

    test("after publication: each winner's proof verifies against the chain's root and claims on chain", async () => {
      const { competition, traders, receipt } = story.published
      const onChain = await calls.read.competition(story.id)
      expect(receipt.status).toBe('success')
      for (const [name, tier] of [
        ['bob', 0],
        ['alice', 4],
      ] as const) {
        const claim = traders[name].body.claim
        expect(claim?.tier).toBe(tier)
        expect(
          verifyCompetitionProof(
            onChain.root,
            getCompetitionLeaf(story.id, addressOf(name) as Address, tier),
            (claim?.proof ?? []) as Hex[],
          ),
        ).toBe(true)
        expect(story.claims[name]?.status).toBe('success')
        expect(await calls.read.hasClaimed(story.id, chain.players[name].account.address)).toBe(
          true,
        )
        expect(story.claimed.traders[name].body.claimed).toBe(true)
      }
      for (const name of ['carol', 'dave', 'erin', 'frank'] as const) {
        expect(traders[name].body.claim).toBeNull()
        expect(story.claimed.traders[name].body.claimed).toBe(false)
      }
      expect(Object.keys(story.claims).sort()).toEqual(['alice', 'bob'])
      expect(competition.body).toMatchObject({ phase: 'claim', state: 'claim', root: onChain.root })
    })

    test('the competition as its views and logs have it, through publication and claims', async () => {
      const { body } = story.claimed.competition
      const onChain = await calls.read.competition(story.id)
      const [published] = await chain.client.getContractEvents({
        address: chain.competition,
        abi: ghostTradingCompetitionAbi,
        eventName: 'ResultsPublished',
        args: { id: story.id },
        fromBlock: story.published.receipt.blockNumber,
        toBlock: story.published.receipt.blockNumber,
      })
      const created = await chain.client.getContractEvents({
        address: chain.competition,
        abi: ghostTradingCompetitionAbi,
        eventName: 'CompetitionCreated',
        args: { id: story.id },
        fromBlock: BigInt(chain.manifest.startBlock),
      })
      const createdAt = await chain.client.getBlock({ blockNumber: created[0]?.blockNumber ?? 0n })
      const prizes = await calls.read.tierPrizes(story.id)
      const counts = await calls.read.tierCounts(story.id)
      const claims = await calls.read.tierClaims(story.id)
      const four = (values: readonly bigint[]) => values.map(String)
      const expected: ApiCompetition = {
        id: Number(story.id),
        contract: lower(chain.competition),
        phase: COMPETITION_PHASES[onChain.phase] ?? 'registration',
        state: 'claim',
        tokens: chain.tokens.map(lower) as ApiCompetition['tokens'],
        createdAt: Number(createdAt.timestamp),
        liveStart: Number(onChain.liveStart),
        liveEnd: Number(onChain.liveEnd),
        claimEnd: Number(onChain.claimEnd),
        claimDuration: Number(CLAIM_DURATION),
        campaignId: CAMPAIGN_ID.toString(),
        registrants: onChain.registrantCount,
        tiers: TIERS.map((tier, index) => ({
          tier: index,
          usdPrize: tier.usdPrize.toString(),
          points: tier.points.toString(),
          amounts: four(prizes[index] ?? []) as [string, string, string, string],
          winners: counts[index] ?? 0,
          claims: claims[index] ?? 0,
        })),
        root: onChain.root,
        prices: (published?.args.prices ?? []).map((price, index) => ({
          price: price.toString(),
          decimals: FEEDS[index]?.decimals ?? 0,
        })),
        funded: four(await calls.read.funded(story.id)) as ApiCompetition['funded'],
        claimed: four(await calls.read.claimed(story.id)) as ApiCompetition['claimed'],
      }
      expect(body).toEqual(expected)
      expect(body.registrants).toBe(5)
      expect(body.funded).toEqual(FUNDING.map(String))
      expect(body.claimed.every((amount) => BigInt(amount) > 0n)).toBe(true)
      expect(body.tiers[0]).toMatchObject({ winners: 1, claims: 1 })
      expect(body.tiers[4]).toMatchObject({ winners: 1, claims: 1 })
      expect(body.prices?.map((price) => price.decimals)).toEqual([8, 8, 18, 8])
      // before publication: no prices, no amounts, no winners
      expect(story.inRegistration.competition.body).toMatchObject({
        root: null,
        prices: null,
        claimEnd: null,
        claimed: ['0', '0', '0', '0'],
      })
      expect(story.inRegistration.competition.body.tiers[0]).toMatchObject({
        amounts: null,
        winners: null,
        claims: 0,
      })
    })

    test('GraphQL: the competition, its tiers and registrations as the index holds them', async () => {
      const onChain = await calls.read.competition(story.id)
      const claimed = await calls.read.claimed(story.id)
      const response = await server.request<{
        data?: Record<string, unknown>
        errors?: unknown
      }>('POST', '/v1/1337/graphql', {
        json: {
          query: `{
            competition(id: "${lower(chain.competition)}-${story.id}") {
              competitionId phase totalRegistrants liveStart liveEnd root token0 funded0 claimed0
              price2 priceDecimals2
              tiers(orderBy: tier, first: 5) { tier usdPrize points winners claims }
              registrations(orderBy: blockNumber) { account teamId claimedTier }
            }
          }`,
        },
      })
      expect(response.body.errors).toBeUndefined()
      const tier = (index: number, winners: string, claims: string) => ({
        tier: String(index),
        usdPrize: formatEther(TIERS[index]?.usdPrize ?? 0n),
        points: String(TIERS[index]?.points),
        winners,
        claims,
      })
      expect(response.body.data?.competition).toEqual({
        competitionId: String(story.id),
        phase: '3',
        totalRegistrants: '5',
        liveStart: String(onChain.liveStart),
        liveEnd: String(onChain.liveEnd),
        root: onChain.root,
        token0: lower(chain.tokens[0]),
        funded0: formatEther(FUNDING[0]),
        claimed0: formatEther(claimed[0]),
        price2: String(FEEDS[2].answer),
        priceDecimals2: '18',
        tiers: [
          tier(0, '1', '1'),
          tier(1, '0', '0'),
          tier(2, '0', '0'),
          tier(3, '0', '0'),
          tier(4, '1', '1'),
        ],
        registrations: story.registered.map((name) => ({
          account: addressOf(name),
          teamId: String(PLAYERS[name].team),
          claimedTier: name === 'bob' ? '0' : name === 'alice' ? '4' : null,
        })),
      })
    })

    test('the list: newest first, limited on request', async () => {
      const count = Number(await calls.read.count())
      const all = await get<{ data: ApiCompetition[] }>('')
      expect(all.status).toBe(200)
      expect(all.body.data.map((competition) => competition.id)).toEqual(
        Array.from({ length: count }, (_, index) => count - 1 - index),
      )
      const one = await get<{ data: ApiCompetition[] }>('?limit=1')
      expect(one.body.data.map((competition) => competition.id)).toEqual([count - 1])
      expect(one.body.data[0]).toEqual(all.body.data[0])
      for (const limit of ['0', '101', 'x', '1.5']) {
        expect((await get(`?limit=${limit}`)).status).toBe(400)
      }
      expect((await get(`/${count}`)).status).toBe(404)
      expect((await get(`/${count}/standings`)).status).toBe(404)
      expect((await get(`/${count}/results`)).status).toBe(404)
      expect((await get(`/${count}/traders/${addressOf('alice')}`)).status).toBe(404)
    })

    test('a reorg of the block that ended the window: the final results follow the new chain', async () => {
      const { before, after, aliceSwaps } = story.reorged
      const [kept, replacing] = aliceSwaps
      if (!kept || !replacing) throw new Error('two swaps')
      expect(before.status).toBe(200)
      expect(after.status).toBe(200)
      const [keptUsd] = await swapAmounts(server, kept)
      const [replacingUsd] = await swapAmounts(server, replacing)
      expect(before.body.winners.map((winner) => winner.volume)).toEqual([String(keptUsd)])
      expect(after.body.winners.map((winner) => winner.volume)).toEqual([
        String((keptUsd ?? 0n) + (replacingUsd ?? 0n)),
      ])
      // one winner either way: the same leaf, so the same root (and Anvil may even give the new
      // endLive block the old one's time); only the volume tells the two chains apart
      expect(after.body.root).toBe(before.body.root)
    })

    test('a cancellation in the window closes it, refuses results, and the sweep is indexed', async () => {
      const { id, inWindow, afterCancel, cancelReceipt, standings, results, competition } =
        story.cancelled
      const cancelledAt = (await chain.client.getBlock({ blockNumber: cancelReceipt.blockNumber }))
        .timestamp
      expect(standings.body).toMatchObject({
        competitionId: Number(id),
        final: true,
        asOf: Number(cancelledAt),
      })
      const [counted] = await swapAmounts(server, inWindow)
      expect((await swapAmounts(server, afterCancel))[0]).toBeGreaterThan(0n)
      expect(standings.body.teams).toEqual([
        expect.objectContaining({ teamId: 1, volume: String(counted), members: 1 }),
      ])
      expect(results.status).toBe(409)
      expect((results.body as { message: string }).message).toMatch(/was cancelled/)
      expect(competition.body).toMatchObject({ phase: 'cancelled', state: 'cancelled' })
      expect(competition.body.liveEnd).toBeNull()
      const swept = await calls.read.swept(id)
      expect(swept).toEqual(FUNDING)
      const response = await server.request<{ data?: { competition?: Record<string, string> } }>(
        'POST',
        '/v1/1337/graphql',
        {
          json: {
            query: `{ competition(id: "${lower(chain.competition)}-${id}") { phase cancelledAt swept0 swept3 } }`,
          },
        },
      )
      expect(response.body.data?.competition).toEqual({
        phase: '4',
        cancelledAt: String(cancelledAt),
        swept0: formatEther(swept[0]),
        swept3: formatEther(swept[3]),
      })
    })

    test(`${REQUESTS} malformed competition requests answer 4xx only (seed ${FUZZ_SEED})`, async () => {
      const count = Number(await calls.read.count())
      const requests = fc.sample(
        malformedCompetitionRequest({
          ids: Array.from({ length: count }, (_, index) => index),
          inRegistration: Number(story.waiting),
        }),
        { numRuns: REQUESTS, seed: FUZZ_SEED },
      )
      const { offenders, statuses, closedEarly } = await sendFuzzRequests(server.url, requests, {
        label: target.title,
      })
      expect(offenders).toEqual([])
      expect(closedEarly).toEqual([])
      const outside = [...statuses.keys()].filter((status) => status < 400 || status >= 500)
      expect(outside).toEqual([])
      for (const status of [400, 404]) {
        expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(REQUESTS / 20)
      }
      expect(statuses.get(409) ?? 0).toBeGreaterThan(0)
      expect((await server.request('GET', '/health')).status).toBe(200)
    }, 120_000)
  })
}
