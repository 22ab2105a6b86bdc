/**
 * Competition 0's seeded past in a fresh local world (startDevnet): 10, 11 and 13 registered
 * with their profiles' teams after the NFT seed made the profiles, a live window in the last
 * minutes before the present in which only 10 and 11 traded, through the router (valued here by
 * a naive model at the plan's prices: about $2,700 and $5,400), the competition left calculating;
 * competition 1 in registration; the pairs the window moved back at the plan's prices; the
 * competition spec's trader with a profile and only BNB. Then what `npm start` does with it: the
 * keeper publishes the ranking (served by a stand-in for the server, built from that naive
 * model), and 11 and 10 claim.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ghostPairAbi, ghostProfileAbi, ghostTradingCompetitionAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getCompetitionContracts, getNftContracts } from '@ghost/contracts/manifest'
import { buildCompetitionTree } from '@ghost/sdk/competition/merkle'
import { type Address, erc20Abi, getAddress } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { write } from './chainWriter'
import { startCompetitionKeeper } from './competitionKeeper'
import { readCompetition } from './competitionResults'
import { devWriter, readCompleteManifest } from './startDevnet'
import { serveApi } from './testing/competitionWorld'
import { setUpSeededDevnet } from './testing/localWorld'
import { PAIRS } from './worldPlan'

const seeded = setUpSeededDevnet('competition-seed')
let competition: Address
/** Every Swap event of the seeded pairs, with its block time and transaction sender. */
let swaps: {
  pair: string
  from: Address
  sender: Address
  time: bigint
  amountsIn: [bigint, bigint]
  token0: Address
}[]

const PLAN_USD: Record<string, number> = {
  BNB: 600,
  USDT: 1,
  BUSD: 1,
  GHOST: 2,
  CAKE: 2.5,
  DEEP: 0.1,
}

beforeAll(async () => {
  const contracts = getCompetitionContracts(seeded.devnet.manifest)
  if (!contracts) throw new Error('no trading competition in the manifest')
  competition = contracts.TradingCompetition
  const { client } = seeded
  const pairs = seeded.devnet.manifest.pairs ?? {}
  // the last hour's blocks hold the window (the NFT market's half hour and the present)
  const latest = await client.getBlock({ blockTag: 'latest' })
  const from = latest.number > 400n ? latest.number - 400n : 0n
  swaps = []
  for (const [name, pair] of Object.entries(pairs)) {
    const token0 = getAddress(
      await client.readContract({ address: pair, abi: ghostPairAbi, functionName: 'token0' }),
    )
    const events = await client.getContractEvents({
      address: pair,
      abi: ghostPairAbi,
      eventName: 'Swap',
      fromBlock: from,
    })
    for (const event of events) {
      const [transaction, block] = await Promise.all([
        client.getTransaction({ hash: event.transactionHash }),
        client.getBlock({ blockNumber: event.blockNumber }),
      ])
      swaps.push({
        pair: name,
        from: getAddress(transaction.from),
        sender: getAddress(event.args.sender as Address),
        time: block.timestamp,
        amountsIn: [event.args.amount0In ?? 0n, event.args.amount1In ?? 0n],
        token0,
      })
    }
  }
})

const at = () => ({ address: competition, abi: ghostTradingCompetitionAbi }) as const
const read = (id: bigint) => readCompetition(seeded.client, competition, id)
const team = (id: bigint, index: number) =>
  seeded.client.readContract({
    ...at(),
    functionName: 'registeredTeam',
    args: [id, devAccount(index).address],
  })

/** A swap's value by the plan's prices: what went into the pair (the subgraphs' rule, roughly). */
function naiveUsd(swap: (typeof swaps)[number]): number {
  const [symbolA, symbolB] = swap.pair.split('-') as [string, string]
  const { manifest } = seeded.devnet
  const addressOf = (symbol: string) =>
    symbol === 'BNB' ? manifest.contracts.WBNB : manifest.tokens[symbol]
  const symbol0 = addressOf(symbolA) === swap.token0 ? symbolA : symbolB
  const symbol1 = symbol0 === symbolA ? symbolB : symbolA
  return (
    (Number(swap.amountsIn[0]) / 1e18) * (PLAN_USD[symbol0] ?? 0) +
    (Number(swap.amountsIn[1]) / 1e18) * (PLAN_USD[symbol1] ?? 0)
  )
}

describe('competition 0, seeded', () => {
  test('10, 11 and 13 registered in teams 1, 2 and 1 (their profiles’); 48 did not; it is calculating', async () => {
    const zero = await read(0n)
    expect(zero.phase).toBe('calculating')
    expect(zero.registrantCount).toBe(3)
    expect(await Promise.all([team(0n, 10), team(0n, 11), team(0n, 13), team(0n, 48)])).toEqual([
      1n,
      2n,
      1n,
      0n,
    ])
  })

  test('its live window closed in the minutes before the present, after the registrations', async () => {
    const zero = await read(0n)
    const now = (await seeded.client.getBlock({ blockTag: 'latest' })).timestamp
    expect(zero.liveStart).toBeLessThan(zero.liveEnd)
    expect(zero.liveEnd).toBeLessThanOrEqual(now)
    expect(now - zero.liveStart).toBeLessThan(30n * 60n)
    const registered = await seeded.client.getContractEvents({
      ...at(),
      eventName: 'Registered',
      args: { id: 0n },
      fromBlock: 0n,
    })
    expect(registered.map((event) => event.args.user)).toEqual(
      [10, 11, 13].map((i) => devAccount(i).address),
    )
    const last = registered.at(-1)
    if (!last) throw new Error('no registration')
    expect(
      (await seeded.client.getBlock({ blockNumber: last.blockNumber })).timestamp,
    ).toBeLessThan(zero.liveStart)
  })

  test('in the window only 10 and 11 traded, through the router: 10 twice (about $2,700), 11 in three hops (about $5,400); 13 not at all', async () => {
    const zero = await read(0n)
    const router = seeded.devnet.manifest.contracts.Router
    const inWindow = swaps.filter((swap) => swap.time >= zero.liveStart && swap.time < zero.liveEnd)
    expect(new Set(inWindow.map((swap) => swap.sender))).toEqual(new Set([router]))
    const of = (index: number) => inWindow.filter((swap) => swap.from === devAccount(index).address)
    expect([of(10).length, of(11).length, of(13).length]).toEqual([2, 3, 0])
    expect(inWindow).toHaveLength(5)
    const volume = (index: number) => of(index).reduce((sum, swap) => sum + naiveUsd(swap), 0)
    expect(volume(10) / 2_700).toBeGreaterThan(0.97)
    expect(volume(10) / 2_700).toBeLessThan(1.03)
    expect(volume(11) / 5_400).toBeGreaterThan(0.97)
    expect(volume(11) / 5_400).toBeLessThan(1.03)
  })

  test('after the window no registrant traded, and the moved pairs are back at the plan’s prices', async () => {
    const zero = await read(0n)
    const after = swaps.filter((swap) => swap.time >= zero.liveEnd)
    expect(after.every((swap) => swap.from === devAccount(0).address)).toBe(true)
    const { manifest } = seeded.devnet
    for (const key of ['BNB-USDT', 'USDT-BUSD', 'GHOST-BNB', 'CAKE-GHOST']) {
      const planned = PAIRS.find(([a, b]) => `${a}-${b}` === key)
      const pair = manifest.pairs?.[key]
      if (!planned || !pair) throw new Error(`no ${key}`)
      const [symbolA, , amountA, amountB] = planned
      const [[reserve0, reserve1], token0] = await Promise.all([
        seeded.client.readContract({
          address: pair,
          abi: ghostPairAbi,
          functionName: 'getReserves',
        }),
        seeded.client.readContract({ address: pair, abi: ghostPairAbi, functionName: 'token0' }),
      ])
      const tokenA = symbolA === 'BNB' ? manifest.contracts.WBNB : manifest.tokens[symbolA]
      const [reserveA, reserveB] =
        getAddress(token0) === tokenA ? [reserve0, reserve1] : [reserve1, reserve0]
      const price = Number(reserveB) / Number(reserveA)
      expect(price / (Number(amountB) / Number(amountA)), key).toBeCloseTo(1, 4)
    }
  })

  test('competition 1 is in registration, with nobody registered', async () => {
    const one = await read(1n)
    expect([one.phase, one.registrantCount, one.liveStart]).toEqual(['registration', 0, 0n])
  })

  test('the competition spec’s trader (48) has an active profile in team 2, and no CAKE or other token left', async () => {
    const nft = getNftContracts(seeded.devnet.manifest)
    if (!nft) throw new Error('no profile')
    const trader = devAccount(48).address
    const [, , teamId, , , isActive] = await seeded.client.readContract({
      address: nft.Profile,
      abi: ghostProfileAbi,
      functionName: 'getUserProfile',
      args: [trader],
    })
    expect([teamId, isActive]).toEqual([2n, true])
    for (const token of Object.values(seeded.devnet.manifest.tokens)) {
      expect(
        await seeded.client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [trader],
        }),
      ).toBe(0n)
    }
  })
})

describe('what npm start does with it', () => {
  test('the keeper publishes 11 in tier 0 and 10 in tier 4 (13 traded nothing), and both claim', async () => {
    const zero = await read(0n)
    const api = await serveApi()
    try {
      // the naive model's ranking: team 2 (11) first, team 1 (10, then 13 with nothing) second
      const winners = [
        {
          account: devAccount(11).address.toLowerCase(),
          teamId: 2,
          volume: '5400',
          rankInTeam: 1,
          teamRank: 1,
          tier: 0,
        },
        {
          account: devAccount(10).address.toLowerCase(),
          teamId: 1,
          volume: '2700',
          rankInTeam: 1,
          teamRank: 2,
          tier: 4,
        },
      ]
      const tree = buildCompetitionTree(0n, winners)
      api.answers.set('/v1/1337/competition/competitions/0/results', {
        status: 200,
        body: {
          competitionId: 0,
          liveStart: Number(zero.liveStart),
          liveEnd: Number(zero.liveEnd),
          root: tree.root,
          publishedRoot: null,
          tierCounts: [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
          winners,
        },
      })
      const lines: string[] = []
      const keeper = startCompetitionKeeper({
        rpcUrl: seeded.devnet.anvil.url,
        manifest: seeded.devnet.manifest,
        apiUrl: api.url,
        pollMs: 3_600_000,
        log: (line) => lines.push(line),
      })
      await keeper.stop()
      expect(lines.at(-1)).toMatch(/competition: competition 0: results published, 2 winners/)
      expect((await read(0n)).phase).toBe('claim')
      for (const index of [11, 10]) {
        const claim = tree.claims.get(devAccount(index).address.toLowerCase())
        if (!claim) throw new Error(`no leaf for ${index}`)
        const cake = () =>
          seeded.client.readContract({
            address: seeded.devnet.manifest.tokens.CAKE,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [devAccount(index).address],
          })
        const before = await cake()
        await write(devWriter(seeded.devnet.anvil.url, index), {
          ...at(),
          functionName: 'claim',
          args: [0n, claim.tier, claim.proof],
        })
        // tier 0 pays $300 of CAKE, tier 4 $150: at about $2.50, 120 and 60 CAKE
        const received = Number((await cake()) - before) / 1e18
        expect(received / (index === 11 ? 120 : 60)).toBeCloseTo(1, 2)
      }
    } finally {
      await api.close()
    }
  })
})

test('a manifest from before issue 35 (no competition, auction or migration, or one group of them missing) is not a complete world: npm start deploys again', () => {
  const path = join(seeded.dir, 'before-issue-35.json')
  const groups = [
    ['TradingCompetition'],
    ['FarmAuction'],
    ['LegacyFactory', 'LegacyMasterChef', 'Migrator'],
  ]
  const without = (names: readonly string[]) => {
    const contracts = Object.fromEntries(
      Object.entries(seeded.devnet.manifest.contracts).filter(([name]) => !names.includes(name)),
    )
    writeFileSync(path, JSON.stringify({ ...seeded.devnet.manifest, contracts }))
  }
  without(groups.flat())
  expect(readCompleteManifest(path)).toBeUndefined()
  for (const group of groups) {
    without(group)
    expect(readCompleteManifest(path), group.join()).toBeUndefined()
  }
  without([])
  expect(readCompleteManifest(path)).toEqual(seeded.devnet.manifest)
})
