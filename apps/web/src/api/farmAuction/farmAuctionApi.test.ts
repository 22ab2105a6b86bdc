// @vitest-environment node
/**
 * The farm auctions API's decoders on well-formed and malformed answers, and the client over real
 * HTTP (a local server answering fixture JSON): the paths and queries it asks, and every malformed
 * answer — not JSON, a wrong type, an unknown state, a ranking out of order, another auction or
 * wallet than the one asked — arriving as one NftApiError that names the field.
 */
import { QueryClient } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { NftApiError } from '../nfts/NftApiError'
import type { NftApiClient } from '../nfts/nftApiClient'
import {
  type FixtureAnswer,
  type FixtureServer,
  fixtureApiClient,
  serveFixtureApi,
} from '../test/serveFixtureApi'
import {
  decodeFarmAuction,
  decodeFarmAuctionBidderOf,
  decodeFarmAuctionDetailOf,
  decodeFarmAuctionPage,
  getFarmAuction,
  getFarmAuctionBidder,
  getFarmAuctions,
} from './farmAuctionApi'
import { farmAuctionKeys, farmAuctionsQuery } from './farmAuctionQueries'
import {
  bidderAddress,
  farmAuction,
  farmAuctionBid,
  farmAuctionBidder,
  farmAuctionBidderBid,
  farmAuctionDetail,
  farmAuctionPage,
  LP,
  WEI,
} from './test/fixtures'

const winner = { account: bidderAddress(1), projectName: 'Lantern Labs', lpToken: LP, total: '5' }

describe('decoders', () => {
  test('an auction keeps wei as text and its addresses lowercase', () => {
    const upper = { ...winner, account: bidderAddress(1).toUpperCase().replace('0X', '0x') }
    const auction = decodeFarmAuction(farmAuction(3, { winners: [upper] }), '')
    expect(auction).toEqual(farmAuction(3, { winners: [winner] }))
    expect(auction.initialBidAmount).toBe((100n * WEI).toString())
  })

  test.each([
    [
      'an unknown state',
      { state: 'over' },
      /^state: expected "pending" or "live" or "ended" or "closed"/,
    ],
    ['an amount as a number', { burned: 5 }, /^burned: expected a non-negative integer string/],
    ['a time as text', { startTime: '1700000000' }, /^startTime/],
    [
      'an end before its start',
      { startTime: 1_700_000_000, endTime: 1_700_000_000 },
      /^endTime: expected a time after startTime/,
    ],
    [
      'winners while live',
      { state: 'live', winners: [winner] },
      /^winners: expected none before the close/,
    ],
    [
      'more winners than it awards',
      { winnerCount: 1, winners: [winner, { ...winner, account: bidderAddress(2) }] },
      /^winners: expected at most 1 winners/,
    ],
    [
      'a winner without an address',
      { winners: [{ ...winner, account: 'me' }] },
      /^winners\[0\]\.account/,
    ],
    ['a short hash', { startedTxHash: '0x12' }, /^startedTxHash/],
  ])('an auction with %s is refused', (_name, fields, message) => {
    expect(() => decodeFarmAuction({ ...farmAuction(1), ...fields }, '')).toThrow(message)
  })

  test('a detail: the auction asked for, its bids ranked 1, 2, 3… each wallet once', () => {
    const bids = [farmAuctionBid(1, 2, 300n * WEI), farmAuctionBid(2, 1, 100n * WEI)]
    const detail = decodeFarmAuctionDetailOf(4)(farmAuctionDetail(farmAuction(4), bids), '')
    expect(detail.bidRanking.map((bid) => bid.account)).toEqual([
      bidderAddress(2),
      bidderAddress(1),
    ])
    expect(() => decodeFarmAuctionDetailOf(5)(farmAuctionDetail(farmAuction(4), bids), '')).toThrow(
      /^id: expected auction 5, got number/,
    )
    expect(() =>
      decodeFarmAuctionDetailOf(4)(farmAuctionDetail(farmAuction(4), [...bids].reverse()), ''),
    ).toThrow(/^bidRanking\[0\]\.rank: expected rank 1/)
    expect(() =>
      decodeFarmAuctionDetailOf(4)(
        farmAuctionDetail(farmAuction(4), [bids[0] as never, { ...bids[0], rank: 2 } as never]),
        '',
      ),
    ).toThrow(/^bidRanking\[1\]\.account: expected each wallet once/)
    expect(() => decodeFarmAuctionDetailOf(4)(farmAuction(4), '')).toThrow(
      /^bidRanking: expected a list/,
    )
  })

  test('a wallet’s standing: the wallet asked for, and only its own bids', () => {
    const me = bidderAddress(7)
    const bid = farmAuctionBidderBid(farmAuctionBid(3, 7, 50n * WEI, { reclaimable: '50' }), 2)
    const standing = decodeFarmAuctionBidderOf(me.toUpperCase().replace('0X', '0x'))(
      farmAuctionBidder(me, { bids: [bid], reclaimable: '50' }),
      '',
    )
    expect(standing.bids[0]?.auctionId).toBe(2)
    expect(() => decodeFarmAuctionBidderOf(bidderAddress(8))(farmAuctionBidder(me), '')).toThrow(
      /^account: expected 0x0+8/,
    )
    expect(() =>
      decodeFarmAuctionBidderOf(me)(
        farmAuctionBidder(me, {
          bids: [farmAuctionBidderBid(farmAuctionBid(1, 9, 10n * WEI), 2)],
        }),
        '',
      ),
    ).toThrow(/^bids\[0\]\.account/)
    expect(() =>
      decodeFarmAuctionBidderOf(me)(
        farmAuctionBidder(me, { bids: [{ ...bid, auctionState: 'gone' as 'live' }] }),
        '',
      ),
    ).toThrow(/^bids\[0\]\.auctionState/)
  })

  test('pages: their entries and the cursor of the next', () => {
    expect(decodeFarmAuctionPage(farmAuctionPage([farmAuction(1)], '1'), '').nextCursor).toBe('1')
    expect(() => decodeFarmAuctionPage({ data: {}, nextCursor: null }, '')).toThrow(
      /^data: expected a list/,
    )
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
    const me = bidderAddress(0xab)
    answers.set('/v1/1337/farm-auctions/auctions?limit=2&cursor=5', {
      json: farmAuctionPage([farmAuction(4)], '4'),
    })
    answers.set('/v1/1337/farm-auctions/auctions/4', {
      json: farmAuctionDetail(farmAuction(4), []),
    })
    answers.set(`/v1/1337/farm-auctions/bidders/${me}`, { json: farmAuctionBidder(me) })
    const page = await getFarmAuctions(client(), { limit: 2, cursor: '5' })
    expect(page.data.map((auction) => auction.id)).toEqual([4])
    expect((await getFarmAuction(client(), 4)).bidRanking).toEqual([])
    const standing = await getFarmAuctionBidder(client(), me.toUpperCase().replace('0X', '0x'))
    expect(standing.whitelisted).toBe(false)
  })

  test.each<[string, FixtureAnswer, RegExp]>([
    ['not JSON', { text: '<html>oops</html>' }, /answered HTTP 200 without JSON/],
    ['null', { json: null }, /answer: expected an object, got null/],
    [
      'a ranking with a total as a number',
      {
        json: farmAuctionDetail(farmAuction(1), [
          { ...farmAuctionBid(1, 1, 10n), total: 10 } as never,
        ]),
      },
      /bidRanking\[0\]\.total/,
    ],
    [
      'a failure with its message',
      { status: 503, json: { error: 'UNAVAILABLE', message: 'The index is catching up.' } },
      /^The index is catching up\.$/,
    ],
  ])('an auction answer that is %s is one NftApiError', async (_name, answer, message) => {
    answers.set('/v1/1337/farm-auctions/auctions/1', answer)
    const failure = await getFarmAuction(client(), 1).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(NftApiError)
    expect((failure as Error).message).toMatch(message)
  })

  test('the history pages auctions by cursor, under the one key prefix', async () => {
    answers.set('/v1/1337/farm-auctions/auctions?limit=10', {
      json: farmAuctionPage([farmAuction(3)], '3'),
    })
    answers.set('/v1/1337/farm-auctions/auctions?limit=10&cursor=3', {
      json: farmAuctionPage([farmAuction(2)]),
    })
    const options = farmAuctionsQuery(client())
    expect(options.queryKey.slice(0, 1)).toEqual(farmAuctionKeys.all)
    const loaded = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 3 })
    expect(loaded.pages.map((page) => page.data.map((auction) => auction.id))).toEqual([[3], [2]])
  })
})
