/**
 * The local competition keeper against a deployed world on Anvil (competitions 0 and 1 created
 * and funded by the deploy, in registration), each test from the freshly deployed world, and a
 * stand-in for the API server serving results the test builds itself. Registrants 1 and 3 (team
 * 1) and 2 (team 2); 1 sells 2 BNB and 2 sells 1 BNB in the live window, 3 does not trade: team 1
 * ranks first on 1's volume, so 1 wins tier 0 and 2 tier 4 (the second team's #1–10).
 *
 * The keeper publishes only results that check out, after pushing the DEX's prices to the four
 * mock feeds; the winners then claim with the tree's proofs (the contract checks them) and get
 * the prizes the test works out by hand; a tampered root, miscounted tiers, another window or a
 * winner named twice are refused with nothing sent; no winner cancels; an index that is not
 * there yet (409) is waited for.
 */
import { ghostTradingCompetitionAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import type { ApiCompetitionResults } from '@ghost/sdk'
import { buildCompetitionTree } from '@ghost/sdk/competition/merkle'
import { type Address, erc20Abi, parseEther, zeroHash } from 'viem'
import { describe, expect, test } from 'vitest'
import { write } from './chainWriter'
import { type CompetitionKeeper, startCompetitionKeeper } from './competitionKeeper'
import { readCompetition } from './competitionResults'
import { devWriter } from './startDevnet'
import {
  competitionOf,
  ownerCall,
  register,
  sellBnb,
  setUpServedApi,
} from './testing/competitionWorld'
import { setUpLocalWorld } from './testing/localWorld'
import { giveProfile } from './testing/profiles'

const world = setUpLocalWorld({ eachTestFromDeploy: true })
const api = setUpServedApi()

const ID = 0n
const RESULTS_PATH = `/v1/1337/competition/competitions/${ID}/results`
const [FIRST, SECOND, IDLE] = [1, 2, 3]
const address = (index: number) => devAccount(index).address

/**
 * A keeper whose loop has looked once, before the test sets anything up (so that look finds
 * nothing to do), and stopped: the test then ticks it by hand.
 */
async function keeper(lines: string[] = []): Promise<CompetitionKeeper> {
  const started = startCompetitionKeeper({
    rpcUrl: world.anvil.url,
    manifest: world.manifest,
    apiUrl: api.url,
    pollMs: 3_600_000,
    log: (line) => lines.push(line),
  })
  await started.stop()
  return started
}

/** Registers 1, 3 (team 1) and 2 (team 2), opens the window, 1 and 2 trade, closes it. */
async function playCompetition(): Promise<{ liveStart: bigint; liveEnd: bigint }> {
  await giveProfile(world, FIRST, { teamId: 1n })
  await giveProfile(world, SECOND, { teamId: 2n })
  await giveProfile(world, IDLE, { teamId: 1n })
  for (const index of [FIRST, SECOND, IDLE]) await register(world, index, ID)
  await ownerCall(world, 'startLive', ID)
  await sellBnb(world, FIRST, parseEther('2'))
  await sellBnb(world, SECOND, parseEther('1'))
  await ownerCall(world, 'endLive', ID)
  const { liveStart, liveEnd } = await readCompetition(world.client, competitionOf(world), ID)
  return { liveStart, liveEnd }
}

/** The honest results of playCompetition, as the server would serve them. */
function honestResults(window: { liveStart: bigint; liveEnd: bigint }): ApiCompetitionResults {
  const winners = [
    { account: address(FIRST), teamId: 1, volume: '2', rankInTeam: 1, teamRank: 1, tier: 0 },
    { account: address(SECOND), teamId: 2, volume: '1', rankInTeam: 1, teamRank: 2, tier: 4 },
  ].map((winner) => ({ ...winner, account: winner.account.toLowerCase() }))
  const tierCounts = [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]
  return {
    competitionId: Number(ID),
    liveStart: Number(window.liveStart),
    liveEnd: Number(window.liveEnd),
    root: buildCompetitionTree(ID, winners).root,
    publishedRoot: null,
    tierCounts,
    winners,
  }
}

const serve = (body: unknown, status = 200) => api.answers.set(RESULTS_PATH, { status, body })
const competition = () => readCompetition(world.client, competitionOf(world), ID)
const nonceOf0 = () => world.client.getTransactionCount({ address: address(0) })

describe('the competition keeper', () => {
  test('leaves competitions in registration alone and asks the server nothing', async () => {
    const lines: string[] = []
    const started = await keeper(lines)
    expect(await started.tick()).toEqual([])
    expect(api.requests).toEqual([])
    expect((await competition()).phase).toBe('registration')
  })

  test('waits while the server answers 409 (its index is not at the window’s end): one line, nothing sent', async () => {
    const started = await keeper()
    await playCompetition()
    serve({ message: 'the index has not reached the live window’s end' }, 409)
    const nonce = await nonceOf0()
    const first = await started.tick()
    expect(first).toHaveLength(1)
    expect(first[0]).toMatch(/competition 0 is calculating; waiting .*409/)
    expect(await started.tick()).toEqual([])
    expect(api.requests).toEqual([`GET ${RESULTS_PATH}`, `GET ${RESULTS_PATH}`])
    expect(await nonceOf0()).toBe(nonce)
    expect((await competition()).phase).toBe('calculating')
  })

  test('publishes checked results at the DEX’s prices; the winners claim the prizes worked out by hand', async () => {
    const started = await keeper()
    const window = await playCompetition()
    const results = honestResults(window)
    serve(results)
    const lines = await started.tick()
    expect(lines.at(-1)).toMatch(/competition 0: results published, 2 winners/)
    const published = await competition()
    expect(published.phase).toBe('claim')
    expect(published.root).toBe(results.root)
    const at = { address: competitionOf(world), abi: ghostTradingCompetitionAbi } as const
    expect(
      await world.client.readContract({ ...at, functionName: 'getTierCounts', args: [ID] }),
    ).toEqual(results.tierCounts)
    // the feeds answer the DEX now: CAKE from CAKE-USDT (untouched: 10,000 / 4,000 = 2.5), BUSD
    // from USDT-BUSD (1), DEEP from DEEP-CAKE (40,000 / 1,000,000 CAKE = 0.1), GHOST through
    // BNB, whose price the two sales moved
    const answers = await Promise.all(
      published.feeds.map(
        async (feed) =>
          (
            await world.client.readContract({
              address: feed,
              abi: mockV3AggregatorAbi,
              functionName: 'latestRoundData',
            })
          )[1],
      ),
    )
    expect([answers[0], answers[2], answers[3]]).toEqual([250_000_000n, 10_000_000n, 100_000_000n])
    expect(answers[1]).toBeLessThan(200_000_000n)
    expect(lines.filter((line) => line.startsWith('feed '))).toHaveLength(4)

    // tier 0: $600, half in CAKE at $2.50 = 120 CAKE, a sixth in BUSD at $1 = 100 BUSD, a sixth in
    // DEEP at $0.10 = 1,000 DEEP
    const tree = buildCompetitionTree(ID, results.winners)
    const claimAs = async (index: number) => {
      const claim = tree.claims.get(address(index).toLowerCase())
      if (!claim) throw new Error(`no leaf for ${index}`)
      const before = await balances(published.tokens, index)
      await write(devWriter(world.anvil.url, index), {
        ...at,
        functionName: 'claim',
        args: [ID, claim.tier, claim.proof],
      })
      const after = await balances(published.tokens, index)
      return after.map((amount, i) => amount - (before[i] ?? 0n))
    }
    const first = await claimAs(FIRST)
    expect([first[0], first[2], first[3]]).toEqual([
      parseEther('120'),
      parseEther('1000'),
      parseEther('100'),
    ])
    // tier 4: $300, so half of tier 0's
    const second = await claimAs(SECOND)
    expect([second[0], second[2], second[3]]).toEqual([
      parseEther('60'),
      parseEther('500'),
      parseEther('50'),
    ])
    expect(second[1]).toBe((first[1] ?? 0n) / 2n)
  })

  test('refuses a root its winners’ tree does not give, miscounted tiers, another window or a winner named twice, each with its reason; nothing sent', async () => {
    const started = await keeper()
    const window = await playCompetition()
    const honest = honestResults(window)
    const nonce = await nonceOf0()
    const other = buildCompetitionTree(ID, [{ account: address(IDLE), tier: 0 }]).root
    const twice = [
      ...honest.winners,
      { ...(honest.winners[0] as ApiCompetitionResults['winners'][number]), tier: 1 },
    ]
    const tampered: [ApiCompetitionResults, RegExp][] = [
      [{ ...honest, root: other }, /the root .* their winners' tree gives/],
      [{ ...honest, tierCounts: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }, /count \[2, 0/],
      [{ ...honest, liveEnd: honest.liveEnd + 60 }, /count the window/],
      [{ ...honest, winners: twice, tierCounts: [1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0] }, /twice/],
    ]
    for (const [served, reason] of tampered) {
      serve(served)
      await expect(started.tick()).rejects.toThrow(reason)
    }
    expect(await nonceOf0()).toBe(nonce)
    expect((await competition()).phase).toBe('calculating')
    expect((await competition()).root).toBe(zeroHash)
  })

  test('cancels a competition in which no registrant traded', async () => {
    const started = await keeper()
    await giveProfile(world, IDLE, { teamId: 1n })
    await register(world, IDLE, ID)
    await ownerCall(world, 'startLive', ID)
    await ownerCall(world, 'endLive', ID)
    const { liveStart, liveEnd } = await competition()
    serve({
      competitionId: 0,
      liveStart: Number(liveStart),
      liveEnd: Number(liveEnd),
      root: null,
      publishedRoot: null,
      tierCounts: new Array(12).fill(0),
      winners: [],
    })
    const lines = await started.tick()
    expect(lines).toEqual([
      expect.stringMatching(/competition 0: no registrant traded .*cancelled/),
    ])
    expect((await competition()).phase).toBe('cancelled')
  })

  test('a competition the server’s index has not reached (404) is waited for too', async () => {
    const started = await keeper()
    await playCompetition()
    serve({ message: 'No competition 0 in the index' }, 404)
    expect(await started.tick()).toEqual([
      expect.stringMatching(
        /waiting for the server's index \(404: No competition 0 in the index\)/,
      ),
    ])
    expect((await competition()).phase).toBe('calculating')
  })

  test('a server that fails (500) is one log line from the loop, and a retry', async () => {
    await playCompetition()
    serve({ message: 'boom' }, 500)
    const lines: string[] = []
    const started = startCompetitionKeeper({
      rpcUrl: world.anvil.url,
      manifest: world.manifest,
      apiUrl: api.url,
      pollMs: 20,
      log: (line) => lines.push(line),
    })
    await expect.poll(() => api.requests.length).toBeGreaterThanOrEqual(3)
    await started.stop()
    expect(lines).toEqual([
      expect.stringMatching(/^competition keeper: the server answered 500 .*boom \(retrying\)$/),
    ])
  })
})

async function balances(tokens: readonly Address[], index: number): Promise<bigint[]> {
  return Promise.all(
    tokens.map((token) =>
      world.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address(index)],
      }),
    ),
  )
}
