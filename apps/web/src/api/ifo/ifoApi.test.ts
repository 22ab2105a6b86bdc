// @vitest-environment node
/**
 * The IFO API's decoders on well-formed and malformed answers, and the client over real HTTP (a
 * local server answering fixture JSON): the paths and queries it asks, and every malformed answer
 * — not JSON, a wrong type, an unknown enum value, a pool under another's id — arriving as one
 * NftApiError that names the field, never a crash or a half-decoded object.
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
  decodeIfo,
  decodeIfoPage,
  decodeIfoUser,
  decodeIfoUserPage,
  getIfoOfferings,
  getIfoUserSales,
} from './ifoApi'
import { ifoKeys, ifoOfferingsQuery, ifoUserSalesQuery } from './ifoQueries'
import {
  ifoOffering,
  ifoPage,
  ifoPool,
  ifoUser,
  ifoUserPage,
  ifoUserPool,
  SALE,
  VIEWER,
} from './test/fixtures'

describe('decoders', () => {
  test('a sale keeps wei as text, its addresses lowercase, its pools by id', () => {
    const upper = `0x${'A1'.padStart(40, '0')}`
    const sale = decodeIfo(
      ifoOffering(upper, { pools: [ifoPool('unlimited'), ifoPool('basic')] }),
      '',
    )
    expect(sale.address).toBe(SALE)
    expect(sale.pools.map((pool) => [pool.pid, pool.kind])).toEqual([
      [0, 'basic'],
      [1, 'unlimited'],
    ])
    expect(sale).toEqual(ifoOffering())
  })

  test.each([
    ['an unknown phase', { phase: 'ended' }, /^phase: expected "getReady" or "live" or "finished"/],
    ['an amount as a number', { numberPoints: 100 }, /^numberPoints: expected a non-negative/],
    ['a time as text', { startTimestamp: '1700000000' }, /^startTimestamp/],
    ['a time no date can hold', { endTimestamp: 9e15 }, /^endTimestamp: expected a unix time/],
    [
      'an end before its start',
      { startTimestamp: 1_700_000_000, endTimestamp: 1_699_999_999 },
      /^endTimestamp: expected a time after startTimestamp \(1700000000\)/,
    ],
    [
      'a fee above the contract’s cap',
      { feeTiers: [{ minMultiple: 0, feeBps: 101 }] },
      /^feeTiers\[0\]\.feeBps: expected basis points from 0 to 100/,
    ],
    [
      'an unknown pool kind',
      { pools: [ifoPool('basic'), { ...ifoPool('unlimited'), kind: 'vip' }] },
      /^pools\[1\]\.kind: expected "basic" or "unlimited"/,
    ],
    [
      'the basic pool under the unlimited pool’s id',
      { pools: [{ ...ifoPool('basic'), pid: 1 }] },
      /^pools\[0\]\.pid: expected 0 for the basic pool, got number/,
    ],
    [
      'a pool twice',
      { pools: [ifoPool('basic'), ifoPool('basic')] },
      /^pools: expected each pool once/,
    ],
    ['a short hash', { createdTxHash: '0x12' }, /^createdTxHash/],
  ])('a sale with %s is refused', (_name, fields, message) => {
    expect(() => decodeIfo({ ...ifoOffering(), ...fields }, '')).toThrow(message)
  })

  test('a wallet’s part: its pools by id, a harvest with what it paid', () => {
    const harvested = ifoUserPool('unlimited', {
      harvested: true,
      offeringAmount: '4',
      refundAmount: '5',
      feeAmount: '1',
      harvestedAt: 1_700_100_000,
      harvestTxHash: `0x${'cd'.repeat(32)}`,
    })
    const user = decodeIfoUser(ifoUser(SALE, { pools: [harvested, ifoUserPool('basic')] }), '')
    expect(user.pools.map((pool) => pool.pid)).toEqual([0, 1])
    expect(user.pools[1]).toEqual(harvested)
    expect(() =>
      decodeIfoUser({ ...ifoUser(), pools: [{ ...ifoUserPool('basic'), harvested: 'no' }] }, 'x'),
    ).toThrow(/^x\.pools\[0\]\.harvested: expected true or false/)
    expect(() => decodeIfoUser({ ...ifoUser(), user: 'me' }, '')).toThrow(
      /^user: expected an address/,
    )
  })

  test('pages: their entries and the cursor of the next', () => {
    expect(decodeIfoPage(ifoPage([ifoOffering()], 'next'), '').nextCursor).toBe('next')
    expect(() => decodeIfoPage(ifoPage([], ''), '')).toThrow(/^nextCursor: expected a cursor/)
    expect(() => decodeIfoPage({ data: {}, nextCursor: null }, '')).toThrow(
      /^data: expected a list/,
    )
    expect(decodeIfoUserPage(ifoUserPage([ifoUser()]), '').data).toHaveLength(1)
    expect(() =>
      decodeIfoUserPage(ifoUserPage([{ ...ifoUser(), pointsAwarded: -1 } as never]), ''),
    ).toThrow(/^data\[0\]\.pointsAwarded/)
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
    answers.set('/v1/1337/ifo/offerings?limit=2&cursor=c1', {
      json: ifoPage([ifoOffering()], 'c2'),
    })
    answers.set(`/v1/1337/ifo/users/${VIEWER}?limit=3`, { json: ifoUserPage([ifoUser()]) })
    const page = await getIfoOfferings(client(), { limit: 2, cursor: 'c1' })
    expect(page.data[0]?.address).toBe(SALE)
    expect(page.nextCursor).toBe('c2')
    const mine = await getIfoUserSales(client(), VIEWER.toUpperCase().replace('0X', '0x'), {
      limit: 3,
    })
    expect(mine.data[0]?.pools).toHaveLength(2)
  })

  test.each<[string, FixtureAnswer, RegExp]>([
    ['not JSON', { text: '<html>oops</html>' }, /answered HTTP 200 without JSON/],
    [
      'a wrong type',
      { json: { data: [{ ...ifoOffering(), pools: [{ ...ifoPool('basic'), totalAmount: 1 }] }] } },
      /data\[0\]\.pools\[0\]\.totalAmount/,
    ],
    [
      'an unknown phase',
      { json: ifoPage([{ ...ifoOffering(), phase: 'over' as 'live' }]) },
      /data\[0\]\.phase: expected "getReady"/,
    ],
    ['null', { json: null }, /answer: expected an object, got null/],
    [
      'a failure with its message',
      { status: 503, json: { error: 'UNAVAILABLE', message: 'The index is catching up.' } },
      /^The index is catching up\.$/,
    ],
  ])('an offerings answer that is %s is one NftApiError', async (_name, answer, message) => {
    answers.set('/v1/1337/ifo/offerings', answer)
    const failure = await getIfoOfferings(client()).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(NftApiError)
    expect((failure as Error).message).toMatch(message)
  })

  test('the history pages sales by cursor; a wallet’s part follows every page', async () => {
    const user = `0x${'ab'.repeat(20)}`
    const other = `0x${'a2'.padStart(40, '0')}`
    answers.set('/v1/1337/ifo/offerings?limit=20', { json: ifoPage([ifoOffering()], 'p2') })
    answers.set('/v1/1337/ifo/offerings?limit=20&cursor=p2', {
      json: ifoPage([ifoOffering(other)]),
    })
    answers.set(`/v1/1337/ifo/users/${user}?limit=100`, {
      json: ifoUserPage([ifoUser(SALE, { user })], 'u2'),
    })
    answers.set(`/v1/1337/ifo/users/${user}?limit=100&cursor=u2`, {
      json: ifoUserPage([ifoUser(other, { user })]),
    })
    const queryClient = new QueryClient()
    const offerings = ifoOfferingsQuery(client())
    expect(offerings.queryKey.slice(0, 1)).toEqual(ifoKeys.all)
    const loaded = await queryClient.fetchInfiniteQuery({ ...offerings, pages: 3 })
    // the second page ends the list: no third request
    expect(loaded.pages.map((page) => page.data.map((sale) => sale.address))).toEqual([
      [SALE],
      [other],
    ])
    const mine = await queryClient.fetchQuery(ifoUserSalesQuery(client(), user))
    expect(mine.map((entry) => entry.ifo)).toEqual([SALE, other])
  })
})
