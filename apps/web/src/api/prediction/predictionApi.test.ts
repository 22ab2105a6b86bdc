// @vitest-environment node
/**
 * The prediction API's decoders on well-formed and malformed answers, and the client over real
 * HTTP (a local server answering fixture JSON): the paths and queries it asks, a 404 read as
 * "none", and every malformed answer — not JSON, a wrong type, an unknown enum value — arriving
 * as one NftApiError that names the field, never a crash or a half-decoded object.
 */
import { QueryClient } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DecodeError } from '../decode'
import { NftApiError } from '../nfts/NftApiError'
import type { NftApiClient } from '../nfts/nftApiClient'
import {
  type FixtureAnswer,
  type FixtureServer,
  fixtureApiClient,
  serveFixtureApi,
} from '../test/serveFixtureApi'
import {
  decodePredictionBet,
  decodePredictionBetPage,
  decodePredictionLeaderboard,
  decodePredictionPlayer,
  decodePredictionRound,
  decodePredictionRoundPage,
  getPredictionBets,
  getPredictionLeaderboard,
  getPredictionPlayer,
  getPredictionRound,
  getPredictionRounds,
} from './predictionApi'
import {
  predictionBetsQuery,
  predictionKeys,
  predictionUncollectedQuery,
} from './predictionQueries'
import {
  betPage,
  leaderboard,
  PLAYER,
  predictionBet,
  predictionPlayer,
  predictionRound,
} from './test/fixtures'

describe('decoders', () => {
  test('a round keeps wei and prices as text; an open round has no prices or winner yet', () => {
    const round = decodePredictionRound(predictionRound(5), '')
    expect(round).toEqual(predictionRound(5))
    const open = decodePredictionRound(
      predictionRound(6, {
        state: 'open',
        lockPrice: null,
        closePrice: null,
        lockOracleId: null,
        closeOracleId: null,
        position: null,
        rewardBaseCalAmount: null,
        rewardAmount: null,
        treasuryAmount: null,
      }),
      '',
    )
    expect(open.position).toBeNull()
    expect(decodePredictionRound(predictionRound(7, { position: 'House' }), '').position).toBe(
      'House',
    )
  })

  test.each([
    ['an unknown state', { state: 'settled' }, /^state: expected "open" or "locked"/],
    ['an unknown winner', { position: 'Draw' }, /^position: expected "Bull" or "Bear" or "House"/],
    ['a negative amount', { bullAmount: '-1' }, /^bullAmount: expected a non-negative integer/],
    ['an amount as a number', { totalAmount: 3e18 }, /^totalAmount/],
    ['a time as text', { lockTimestamp: '1700000300' }, /^lockTimestamp/],
    ['a fractional count', { totalBets: 1.5 }, /^totalBets/],
    ['a price with decimals', { lockPrice: '600.5' }, /^lockPrice/],
  ])('a round with %s is refused', (_name, fields, message) => {
    expect(() => decodePredictionRound({ ...predictionRound(5), ...fields }, '')).toThrow(message)
  })

  test('a bet: its address lowercased, every field checked, House is no side', () => {
    const bet = decodePredictionBet(
      predictionBet(5, { user: '0x00000000000000000000000000000000000000D1' }),
      '',
    )
    expect(bet.user).toBe(PLAYER)
    expect(() =>
      decodePredictionBet({ ...predictionBet(5), outcome: 'pending' }, 'bets[0]'),
    ).toThrow(
      /^bets\[0\]\.outcome: expected "running" or "won" or "lost" or "reclaim", got 'pending'/,
    )
    expect(() => decodePredictionBet({ ...predictionBet(5), position: 'House' }, '')).toThrow(
      /^position: expected "Bull" or "Bear", got 'House'/,
    )
    expect(() => decodePredictionBet({ ...predictionBet(5), claimed: 'false' }, '')).toThrow(
      /^claimed: expected true or false/,
    )
    expect(() => decodePredictionBet({ ...predictionBet(5), txHash: '0x12' }, '')).toThrow(
      /^txHash/,
    )
    expect(() => decodePredictionBet({ ...predictionBet(5), round: null }, '')).toThrow(
      /^round: expected an object, got null/,
    )
  })

  test("a bet carrying another epoch's round is refused (it would show the wrong result)", () => {
    expect(() =>
      decodePredictionBet({ ...predictionBet(5), round: predictionRound(6) }, 'bets[1]'),
    ).toThrow(/^bets\[1\]\.round\.epoch: expected epoch 5, got '6'/)
  })

  test('a page: its filter, its bets and the cursor of the next', () => {
    const page = decodePredictionBetPage(betPage([predictionBet(5)], 'uncollected', 'abc'), '')
    expect(page.filter).toBe('uncollected')
    expect(page.nextCursor).toBe('abc')
    expect(() => decodePredictionBetPage(betPage([], 'claimed' as 'all'), '')).toThrow(
      /^filter: expected "all" or "collected" or "uncollected"/,
    )
    expect(() => decodePredictionBetPage(betPage([], 'all', ''), '')).toThrow(/^nextCursor/)
    expect(() =>
      decodePredictionBetPage({ filter: 'all', bets: {}, nextCursor: null }, ''),
    ).toThrow(/^bets: expected a list, got object/)
    expect(() =>
      decodePredictionBetPage(
        betPage([predictionBet(5), { ...predictionBet(4), amount: '1e18' }]),
        '',
      ),
    ).toThrow(/^bets\[1\]\.amount/)
  })

  test('a player: a signed net, a win rate in basis points, no more wins than rounds', () => {
    expect(decodePredictionPlayer(predictionPlayer(PLAYER, { netBnb: '-5' }), '').netBnb).toBe('-5')
    for (const netBnb of ['+5', '1.5', '-0', '', '--1']) {
      expect(() => decodePredictionPlayer(predictionPlayer(PLAYER, { netBnb }), '')).toThrow(
        /^netBnb: expected an integer string/,
      )
    }
    expect(() => decodePredictionPlayer(predictionPlayer(PLAYER, { winRate: 10_001 }), '')).toThrow(
      /^winRate: expected basis points from 0 to 10000/,
    )
    expect(() =>
      decodePredictionPlayer(predictionPlayer(PLAYER, { roundsPlayed: 2, roundsWon: 3 }), ''),
    ).toThrow(/^roundsWon: expected at most roundsPlayed \(2\)/)
  })

  test('a leaderboard: its order and players; a page of rounds', () => {
    const board = decodePredictionLeaderboard(
      leaderboard([predictionPlayer(PLAYER)], 'winRate'),
      '',
    )
    expect(board.players).toHaveLength(1)
    expect(() => decodePredictionLeaderboard({ orderBy: 'luck', players: [] }, '')).toThrow(
      /^orderBy: expected "netBnb" or "winRate" or "roundsPlayed", got 'luck'/,
    )
    const rounds = decodePredictionRoundPage({ data: [predictionRound(2)], nextCursor: '2' }, '')
    expect(rounds.data).toHaveLength(1)
    expect(rounds.nextCursor).toBe('2')
    expect(() =>
      decodePredictionRoundPage(
        { data: [{ ...predictionRound(2), epoch: 2 }], nextCursor: null },
        '',
      ),
    ).toThrow(/^data\[0\]\.epoch/)
    expect(() => decodePredictionRoundPage([predictionRound(2)], '')).toThrow(DecodeError)
  })
})

describe('the client over HTTP', () => {
  let server: FixtureServer
  const answers = new Map<string, FixtureAnswer>()

  beforeAll(async () => {
    server = await serveFixtureApi((url) => answers.get(`${url.pathname}${url.search}`))
  })
  afterAll(async () => {
    await server?.close()
  })

  const client = (): NftApiClient => fixtureApiClient(server)

  test('asks the documented paths and queries, the address lowercased', async () => {
    const base = '/v1/1337/prediction'
    answers.set(`${base}/rounds?limit=2`, {
      json: { data: [predictionRound(2), predictionRound(1)], nextCursor: '1' },
    })
    answers.set(`${base}/rounds/2`, { json: predictionRound(2) })
    answers.set(`${base}/users/${PLAYER}/bets?filter=collected&limit=5&cursor=c1`, {
      json: betPage([predictionBet(2, { claimed: true })], 'collected'),
    })
    answers.set(`${base}/leaderboard?orderBy=roundsPlayed&limit=3`, {
      json: leaderboard([predictionPlayer(PLAYER)], 'roundsPlayed'),
    })
    answers.set(`${base}/players/${PLAYER}`, { json: predictionPlayer(PLAYER) })

    expect((await getPredictionRounds(client(), { limit: 2 })).data).toHaveLength(2)
    expect((await getPredictionRound(client(), 2n))?.epoch).toBe('2')
    const page = await getPredictionBets(client(), PLAYER.toUpperCase().replace('0X', '0x'), {
      filter: 'collected',
      limit: 5,
      cursor: 'c1',
    })
    expect(page.bets[0]?.claimed).toBe(true)
    const board = await getPredictionLeaderboard(client(), { orderBy: 'roundsPlayed', limit: 3 })
    expect(board.orderBy).toBe('roundsPlayed')
    expect((await getPredictionPlayer(client(), PLAYER))?.roundsWon).toBe(6)
  })

  test('a round or player the index does not know is null; other failures throw', async () => {
    expect(await getPredictionRound(client(), 999n)).toBeNull()
    expect(await getPredictionPlayer(client(), `0x${'ee'.repeat(20)}`)).toBeNull()
    answers.set('/v1/1337/prediction/rounds/998', {
      status: 503,
      json: { error: 'UNAVAILABLE', message: 'The index is catching up.' },
    })
    await expect(getPredictionRound(client(), 998n)).rejects.toThrow('The index is catching up.')
  })

  test.each<[string, FixtureAnswer, RegExp]>([
    ['not JSON', { text: '<html>oops</html>' }, /answered HTTP 200 without JSON/],
    [
      'a wrong type',
      { json: { filter: 'all', bets: [{ ...predictionBet(3), amount: 1 }], nextCursor: null } },
      /bets\[0\]\.amount/,
    ],
    [
      'an unknown outcome',
      {
        json: { filter: 'all', bets: [{ ...predictionBet(3), outcome: 'void' }], nextCursor: null },
      },
      /bets\[0\]\.outcome: expected "running"/,
    ],
    [
      'an unknown round state',
      {
        json: betPage([predictionBet(3, { round: predictionRound(3, { state: 'x' as 'ended' }) })]),
      },
      /bets\[0\]\.round\.state/,
    ],
    ['null', { json: null }, /answer: expected an object, got null/],
    ['a list', { json: [] }, /answer: expected an object, got an array/],
  ])(
    'a bets answer that is %s is one NftApiError naming what is wrong',
    async (_name, answer, message) => {
      answers.set(`/v1/1337/prediction/users/${PLAYER}/bets?filter=all`, answer)
      const failure = await getPredictionBets(client(), PLAYER, { filter: 'all' }).catch(
        (error: unknown) => error,
      )
      expect(failure).toBeInstanceOf(NftApiError)
      expect((failure as Error).message).toMatch(message)
    },
  )

  test('the history query pages by cursor; "Collect all" follows every uncollected page', async () => {
    const user = `0x${'ab'.repeat(20)}`
    const base = `/v1/1337/prediction/users/${user}/bets`
    answers.set(`${base}?filter=all&limit=20`, { json: betPage([predictionBet(9)], 'all', 'p2') })
    answers.set(`${base}?filter=all&limit=20&cursor=p2`, { json: betPage([predictionBet(8)]) })
    answers.set(`${base}?filter=uncollected&limit=100`, {
      json: betPage([predictionBet(9)], 'uncollected', 'u2'),
    })
    answers.set(`${base}?filter=uncollected&limit=100&cursor=u2`, {
      json: betPage([predictionBet(4, { outcome: 'reclaim' })], 'uncollected'),
    })
    const queryClient = new QueryClient()
    const history = predictionBetsQuery(client(), user, 'all')
    expect(history.queryKey.slice(0, 5)).toEqual(predictionKeys.player([1337, server.url], user))
    const loaded = await queryClient.fetchInfiniteQuery({ ...history, pages: 3 })
    // the second page ends the list: no third request
    expect(loaded.pages.map((page) => page.bets.map((bet) => bet.epoch))).toEqual([['9'], ['8']])
    expect(loaded.pageParams).toEqual([undefined, 'p2'])
    const uncollected = await queryClient.fetchQuery(predictionUncollectedQuery(client(), user))
    expect(uncollected.map((bet) => bet.epoch)).toEqual(['9', '4'])
  })
})
