/**
 * The trading competition's admin commands against a deployed world on Anvil (competitions 0 and
 * 1 created and funded by the deploy, in registration), each test from the freshly deployed
 * world, with a stand-in for the API server answering results and GraphQL swaps the test builds
 * from the chain's own Swap events (each valued at the USDT that changed hands). Registrants 1
 * and 3 (team 1) and 2 (team 2); in the live window 1 sells 2 BNB and 2 sells 1 BNB through the
 * router, so 1 wins tier 0 and 2 tier 4. Around them, trades that must not count: 2's big sales
 * before and after the window, 2's trade straight on the pair (not through the router) and a
 * router trade by 4, who is not registered; each would change the ranking if it were counted.
 */
import { ghostPairAbi, ghostTradingCompetitionAbi, wbnbAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { type ApiCompetitionResults, getAmountOut } from '@ghost/sdk'
import { buildCompetitionTree } from '@ghost/sdk/competition/merkle'
import { type Address, erc20Abi, formatUnits, getAddress, parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { write } from '../chainWriter'
import { readCompetition } from '../competitionResults'
import { devWriter } from '../startDevnet'
import {
  competitionOf,
  ownerCall,
  readBnbUsdtSwaps,
  register,
  type SwapRow,
  sellBnb,
  setUpServedApi,
} from '../testing/competitionWorld'
import {
  adminRefuses,
  adminRunner,
  adminSucceeds,
  devKey,
  setUpLocalWorld,
} from '../testing/localWorld'
import { giveProfile } from '../testing/profiles'
import { verifyCompetition } from './competition'

const world = setUpLocalWorld({ eachTestFromDeploy: true })
const admin = adminRunner(world)
const api = setUpServedApi()

const [FIRST, SECOND, IDLE, OUTSIDER] = [1, 2, 3, 4]
const address = (index: number) => devAccount(index).address
const later = (seconds: number) => world.client.increaseTime({ seconds })
const competition = (id = 0n) => readCompetition(world.client, competitionOf(world), id)
const at = () => ({ address: competitionOf(world), abi: ghostTradingCompetitionAbi }) as const
const ok = adminSucceeds(admin)
const refused = adminRefuses(admin)

/** `index` sells `bnb` straight on the BNB-USDT pair, not through the router. */
async function tradeOnPair(index: number, bnb: bigint) {
  const user = devWriter(world.anvil.url, index)
  const { WBNB } = world.manifest.contracts
  const pair = world.manifest.pairs?.['BNB-USDT'] as Address
  await write(user, { address: WBNB, abi: wbnbAbi, functionName: 'deposit', value: bnb })
  await write(user, { address: WBNB, abi: erc20Abi, functionName: 'transfer', args: [pair, bnb] })
  const [[reserve0, reserve1], token0] = await Promise.all([
    world.client.readContract({ address: pair, abi: ghostPairAbi, functionName: 'getReserves' }),
    world.client.readContract({ address: pair, abi: ghostPairAbi, functionName: 'token0' }),
  ])
  const bnbIs0 = getAddress(token0) === WBNB
  const out = getAmountOut({
    amountIn: bnb,
    reserveIn: bnbIs0 ? reserve0 : reserve1,
    reserveOut: bnbIs0 ? reserve1 : reserve0,
  })
  await write(user, {
    address: pair,
    abi: ghostPairAbi,
    functionName: 'swap',
    args: [bnbIs0 ? 0n : out, bnbIs0 ? out : 0n, user.account.address, '0x'],
    // the sdk's margin for a pair's first write in a new second (its price accumulators)
    pairsTouched: 1,
  })
}

/** The scenario of the module comment; answers the live window. */
async function playCompetition(): Promise<{ liveStart: bigint; liveEnd: bigint }> {
  for (const [index, teamId] of [
    [FIRST, 1n],
    [SECOND, 2n],
    [IDLE, 1n],
  ] as const) {
    await giveProfile(world, index, { teamId })
    await register(world, index, 0n)
  }
  // a minute between the steps: blocks in the same second share their time, and a trade in
  // the block time of the window's end is outside it
  await sellBnb(world, SECOND, parseEther('20'))
  await later(60)
  await ownerCall(world, 'startLive', 0n)
  await later(60)
  await sellBnb(world, FIRST, parseEther('2'))
  await sellBnb(world, SECOND, parseEther('1'))
  await tradeOnPair(SECOND, parseEther('10'))
  await sellBnb(world, OUTSIDER, parseEther('5'))
  await later(60)
  await ownerCall(world, 'endLive', 0n)
  await later(60)
  await sellBnb(world, SECOND, parseEther('20'))
  const { liveStart, liveEnd } = await competition()
  return { liveStart, liveEnd }
}

function honestResults(window: { liveStart: bigint; liveEnd: bigint }): ApiCompetitionResults {
  const winners = [
    {
      account: address(FIRST).toLowerCase(),
      teamId: 1,
      volume: '2',
      rankInTeam: 1,
      teamRank: 1,
      tier: 0,
    },
    {
      account: address(SECOND).toLowerCase(),
      teamId: 2,
      volume: '1',
      rankInTeam: 1,
      teamRank: 2,
      tier: 4,
    },
  ]
  return {
    competitionId: 0,
    liveStart: Number(window.liveStart),
    liveEnd: Number(window.liveEnd),
    root: buildCompetitionTree(0n, winners).root,
    publishedRoot: null,
    tierCounts: [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
    winners,
  }
}

const serveResults = (body: unknown, status = 200) =>
  api.answers.set('/v1/1337/competition/competitions/0/results', { status, body })

/**
 * The GraphQL stand-in: `_meta` at `head` and `swaps` filtered as the query asks (from_in, sender,
 * timestamp_gte, timestamp_lt, id_gt), sorted by id, `first` rows; each valued at `value(row)`.
 */
function serveGraphql(rows: SwapRow[], head: bigint, value = (row: SwapRow) => row.usdtAmount) {
  api.graphql = (query) => {
    if (query.includes('_meta')) return { _meta: { block: { number: 1, timestamp: Number(head) } } }
    const text = (name: string) => new RegExp(`${name}: "([^"]*)"`).exec(query)?.[1]
    const fromIn = /from_in: \[([^\]]*)\]/.exec(query)?.[1]
    const accounts = fromIn?.split(',').map((item) => JSON.parse(item.trim()) as string)
    const first = Number(/first: (\d+)/.exec(query)?.[1] ?? 100)
    const [sender, gte, lt, idGt] = [
      text('sender'),
      text('timestamp_gte'),
      text('timestamp_lt'),
      text('id_gt'),
    ]
    const swaps = rows
      .filter(
        (row) =>
          (accounts === undefined || accounts.includes(row.from)) &&
          (sender === undefined || row.sender === sender) &&
          (gte === undefined || row.timestamp >= BigInt(gte)) &&
          (lt === undefined || row.timestamp < BigInt(lt)) &&
          (idGt === undefined || row.id > idGt),
      )
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, first)
      .map((row) => ({ id: row.id, from: row.from, amountUSD: formatUnits(value(row), 18) }))
    return { swaps }
  }
}

describe('competition:status', () => {
  test('lists both competitions in registration: tokens, feeds at the DEX’s prices, the tier table, funding', async () => {
    const out = await ok(['competition:status'])
    expect(out).toMatch(/^Competition 0 \[registration\]: 0 registrants; points campaign 3501/)
    expect(out).toMatch(/Competition 1 \[registration\]: 0 registrants; points campaign 3502/)
    expect(out).toMatch(/prize token CAKE 0x[0-9a-fA-F]{40}: feed 2\.5 USD/)
    expect(out).toMatch(/partner DEEP 0x[0-9a-fA-F]{40}: feed 0\.1 USD/)
    expect(out).toMatch(/tier 0 \(1st team, #1–10\): \$600\.00 and 100 points/)
    expect(out).toMatch(/tier 11 \(3rd-or-below team, #501\+\): \$12\.00 and 5 points/)
    expect(out).toContain('funded: 3000 CAKE, 1250 GHOST, 25000 DEEP, 2500 BUSD')
    expect(out).toContain('live window: not opened')
    await refused(
      ['competition:status', '7'],
      /There is no competition 7: the contract has 2 \(0 to 1\)/,
    )
  })
})

describe('competition:create and competition:fund', () => {
  test('create makes competition 2 with new mock feeds at the DEX’s prices; fund adds exact amounts, approving what needs it', async () => {
    const out = await ok(['competition:create'])
    expect(out).toMatch(/Deployed mock USD feeds/)
    expect(out).toMatch(
      /Created competition 2 of CAKE, GHOST, DEEP, BUSD with 12 tiers, points campaign 3503, claims for 30 days/,
    )
    const created = await competition(2n)
    expect(created.phase).toBe('registration')
    expect([created.claimDuration, created.maxPriceAge]).toEqual([30n * 86_400n, 86_400n])
    const { tokens } = world.manifest
    expect(created.tokens).toEqual([tokens.CAKE, tokens.GHOST, tokens.DEEP, tokens.BUSD])
    expect(new Set([...created.feeds, ...(await competition(0n)).feeds]).size).toBe(8)

    // GHOST's allowance to the contract taken away: fund approves it again
    await write(devWriter(world.anvil.url, 0), {
      address: tokens.GHOST,
      abi: erc20Abi,
      functionName: 'approve',
      args: [competitionOf(world), 0n],
    })
    const funded = await ok(['competition:fund', '2', '100', '12.5', '0', '7'])
    expect(funded).toContain('Funded competition 2 with 100 CAKE, 12.5 GHOST, 0 DEEP, 7 BUSD')
    expect(
      await world.client.readContract({ ...at(), functionName: 'getFunded', args: [2n] }),
    ).toEqual([parseEther('100'), parseEther('12.5'), 0n, parseEther('7')])
  })

  test('create takes partners and feeds by argument (any manifest token, an existing feed)', async () => {
    const feeds = (await competition(0n)).feeds
    await ok([
      'competition:create',
      '--partners',
      'usdt,GHOST,BUSD',
      '--feeds',
      feeds.join(','),
      '--campaign',
      '42',
      '--claim-days',
      '7',
      '--max-price-age',
      '600',
    ])
    const created = await competition(2n)
    const { tokens } = world.manifest
    expect(created.tokens).toEqual([tokens.CAKE, tokens.USDT, tokens.GHOST, tokens.BUSD])
    expect(created.feeds).toEqual(feeds)
    expect([created.campaignId, created.claimDuration, created.maxPriceAge]).toEqual([
      42n,
      7n * 86_400n,
      600n,
    ])
  })

  test('refusals: another signer, three partners not given, CAKE twice, no feeds off chain 1337, nothing or too much to fund, funding after the results', async () => {
    await refused(['competition:create'], /owner is 0x[0-9a-fA-F]{40}, not the signer/, devKey(1))
    await refused(
      ['competition:create', '--partners', 'GHOST,DEEP'],
      /--partners must be 3 comma-separated values/,
    )
    await refused(
      ['competition:create', '--partners', 'CAKE,DEEP,BUSD'],
      /The four prize tokens must differ/,
    )
    const testnet = { ...world.manifest, chainId: 97 }
    const result = await admin(['competition:create'], { manifest: testnet, key: devKey(0) })
    expect(result.code).toBe(1)
    expect(result.err).toMatch(/On chain 97 name the four tokens' USD feeds/)
    await refused(['competition:fund', '0', '0', '0', '0', '0'], /Nothing to fund/)
    await refused(
      ['competition:fund', '0', '9999999999', '0', '0', '0'],
      /The signer holds .* CAKE, less than 9999999999/,
    )
    await refused(
      ['competition:fund', '0', '1', '1', '1'],
      /competition:fund needs an amount of BUSD/,
    )
    await ownerCall(world, 'cancel', 0n)
    await refused(
      ['competition:fund', '0', '1', '0', '0', '0'],
      /Competition 0 is in cancelled: funding is taken only in registration or live or calculating/,
    )
  })
})

describe('the phases: start-live, end-live, cancel, sweep', () => {
  test('start-live then end-live record the window; each refuses out of its phase', async () => {
    await refused(
      ['competition:end-live', '1'],
      /Competition 1 is in registration: competition:end-live runs only in live/,
    )
    expect(await ok(['competition:start-live', '1'])).toMatch(/^Competition 1 is live since \d{4}-/)
    await later(60)
    await refused(
      ['competition:start-live', '1'],
      /is in live: competition:start-live runs only in registration/,
    )
    expect(await ok(['competition:end-live', '1'])).toMatch(
      /Competition 1's live window closed at .*: calculating/,
    )
    const one = await competition(1n)
    expect(one.phase).toBe('calculating')
    expect(one.liveStart).toBeLessThan(one.liveEnd)
    await refused(
      ['competition:cancel', '1'],
      /owner is 0x[0-9a-fA-F]{40}, not the signer/,
      devKey(1),
    )
  })

  test('cancel, then sweep returns all the funding; sweep refuses before (registration) and another signer', async () => {
    await refused(
      ['competition:sweep', '1', address(7)],
      /Competition 1 is in registration: a sweep runs only in claim or cancelled/,
    )
    expect(await ok(['competition:cancel', '1'])).toMatch(/Competition 1 is cancelled/)
    await refused(['competition:cancel', '1'], /is in cancelled/)
    await refused(['competition:sweep', '1', address(7)], /not the signer/, devKey(1))
    const out = await ok(['competition:sweep', '1', address(7)])
    expect(out).toBe(
      `Swept 3000 CAKE, 1250 GHOST, 25000 DEEP, 2500 BUSD of competition 1 to ${address(7)}`,
    )
    expect(
      await world.client.readContract({
        address: (await competition(1n)).tokens[2],
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address(7)],
      }),
    ).toBe(parseEther('25000'))
  })
})

describe('competition:publish', () => {
  test('waits for the server’s index (409), refuses results that do not check out, publishes honest ones', async () => {
    const window = await playCompetition()
    serveResults({ message: 'not indexed yet' }, 409)
    await refused(
      ['competition:publish', '0', '--api', api.url],
      /The server has no results for competition 0 yet \(409: not indexed yet\)/,
    )
    const honest = honestResults(window)
    serveResults({ ...honest, tierCounts: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] })
    await refused(
      ['competition:publish', '0', '--api', api.url],
      /competition 0: the served results count \[2, 0/,
    )
    expect((await competition()).phase).toBe('calculating')
    serveResults(honest)
    const out = await ok(['competition:publish', '0', '--api', api.url])
    expect(out.split('\n').filter((line) => line.startsWith('feed '))).toHaveLength(4)
    expect(out).toMatch(
      /competition 0: results published, 2 winners, root 0x[0-9a-f]{64}; claims until/,
    )
    expect((await competition()).root).toBe(honest.root)
    await refused(
      ['competition:publish', '0', '--api', api.url],
      /Competition 0 is in claim: results are published only in calculating/,
    )
  })
})

describe('competition:verify', () => {
  test('recounts from the chain’s registrations and the index’s router swaps in the window (paged), whatever else was traded', async () => {
    const window = await playCompetition()
    const rows = await readBnbUsdtSwaps(world)
    serveGraphql(rows, window.liveEnd)
    const result = await verifyCompetition(world, api.url, 0n, { pageSize: 1 })
    // 1's and 2's router sales only: not 2's trades before, after or on the pair, nor 4's
    expect(result.swaps).toBe(2)
    const firstSale = rows.find((row) => row.from === address(FIRST).toLowerCase())?.usdtAmount
    const secondSale = rows.filter((row) => row.from === address(SECOND).toLowerCase())[1]
      ?.usdtAmount
    expect(result.ranking.traders.map((t) => [t.account, t.volume, t.tier])).toEqual([
      [address(FIRST).toLowerCase(), firstSale, 0],
      [address(IDLE).toLowerCase(), 0n, null],
      [address(SECOND).toLowerCase(), secondSale, 4],
    ])
    expect(result.root).toBe(honestResults(window).root)
    // one page per swap, and the empty page that ends the list
    expect(api.requests.filter((request) => request.startsWith('POST'))).toHaveLength(1 + 3)
  })

  test('before publication it says so (exit 0); after, equal results exit 0 and a served volume that changes the ranking exits 1', async () => {
    const window = await playCompetition()
    const rows = await readBnbUsdtSwaps(world)
    serveGraphql(rows, window.liveEnd + 10n)
    const before = await ok(['competition:verify', '0', '--api', api.url])
    expect(before).toMatch(/3 registrants, 2 router swaps by them in the window/)
    expect(before).toMatch(/Not published yet: nothing on the chain to compare\.$/)
    serveResults(honestResults(window))
    await ok(['competition:publish', '0', '--api', api.url])
    const after = await ok(['competition:verify', '0', '--api', api.url])
    expect(after).toMatch(/published root: 0x[0-9a-f]{64}: equal/)
    expect(after).toMatch(/The published results are what the index gives\.$/)
    // the index now says 1's sale was worth a cent: 2 ranks first
    const firstSale = rows.find((row) => row.from === address(FIRST).toLowerCase())
    serveGraphql(rows, window.liveEnd, (row) => (row === firstSale ? 10n ** 16n : row.usdtAmount))
    const result = await admin(['competition:verify', '0', '--api', api.url])
    expect(result.code).toBe(1)
    expect(result.out).toMatch(/published root: 0x[0-9a-f]{64}: DIFFERENT/)
    expect(result.err).toMatch(/Competition 0's published results differ from what the index gives/)
  })

  test('refuses while the window is open, and while the index is behind its end; needs no key anywhere', async () => {
    await refused(
      ['competition:verify', '1', '--api', api.url],
      /Competition 1 is in registration: its live window has not closed/,
    )
    const window = await playCompetition()
    serveGraphql(await readBnbUsdtSwaps(world), window.liveEnd - 1n)
    await refused(
      ['competition:verify', '0', '--api', api.url],
      /The server's index is at block 1 .*before the live window's end/,
    )
    serveGraphql(await readBnbUsdtSwaps(world), window.liveEnd)
    const testnet = { ...world.manifest, chainId: 97 }
    const result = await admin(['competition:verify', '0', '--api', api.url], { manifest: testnet })
    expect([result.err, result.code]).toEqual(['', 0])
    expect(result.out).toMatch(/Not published yet/)
  })
})
