// @vitest-environment jsdom
/**
 * The farm auction page against a real Anvil node through wagmi (a mock connector for a
 * development account), with GhostFarmAuction, its whitelist and two auctions deployed as
 * test/auctionChainWorld.ts describes, and the index's answers served by a local fixture server
 * (the client goes through HTTP and JSON as against the Ghost server; only the answers are the
 * test's): the chain decides the state and what the wallet may send, the answers bring the
 * ranking, the wallet's older bids and the past. Each test runs from a snapshot of the deployed
 * world and undoes what it did.
 */
import { isolated } from '@ghost/contracts/anvil'
import { Fraction } from '@ghost/sdk'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { parseEther } from 'viem'
import { expect, test } from 'vitest'
import {
  farmAuction,
  farmAuctionBid,
  farmAuctionBidder,
  farmAuctionBidderBid,
  farmAuctionDetail,
  farmAuctionPage,
  LP,
} from '../../api/farmAuction/test/fixtures'
import {
  answerByPath,
  type FixtureServer,
  type PathAnswer,
  serveFixtureApi,
} from '../../api/test/serveFixtureApi'
import { getNumberFormat } from '../../components/useNumberFormat'
import { renderAs } from '../../test/chainTestWorld'
import { noRetryQueryClient, WithoutWallet } from '../../test/screenRouting'
import { screenTestHooks } from '../../test/screenTestHooks'
import { FarmAuctionPage } from './FarmAuctionPage'
import {
  type AuctionChainWorld,
  BIDDER,
  LOSER,
  NOT_LISTED,
  PROJECTS,
  RIVAL,
  startAuctionChainWorld,
} from './test/auctionChainWorld'

let world: AuctionChainWorld
let api: FixtureServer
const answers = new Map<string, PathAnswer>()

screenTestHooks(
  async (stopAfter) => {
    world = stopAfter(await startAuctionChainWorld())
    api = stopAfter(await serveFixtureApi(answerByPath(answers)))
  },
  { afterEachTest: () => answers.clear() },
)

const TIMEOUT = { timeout: 30_000 }
const E = 10n ** 18n
const format = getNumberFormat('en-US')
const cake = (wei: bigint) => `${format.significant(new Fraction(wei, E), 'amount')} CAKE`
const BASE = '/v1/1337/farm-auctions'

function render(account: number, ui: ReactNode = <FarmAuctionPage />) {
  return renderAs(world.address(account), ui, {
    config: world.runtimeConfig(api.url),
    queryClient: noRetryQueryClient(),
  })
}

/** Twelve bids on the live auction, the first two winning so far; the 4th is BIDDER's. */
function liveRanking() {
  return Array.from({ length: 12 }, (_, index) => {
    const rank = index + 1
    const bid = farmAuctionBid(rank, 100 + rank, BigInt(200 - rank * 10) * E, {
      isWinner: rank <= 2,
    })
    return rank === 4
      ? { ...bid, account: world.address(BIDDER).toLowerCase(), projectName: PROJECTS[BIDDER] }
      : bid
  })
}

const closedAuction = () =>
  farmAuction(0, {
    burned: (200n * E).toString(),
    totalBids: (300n * E).toString(),
    bidderCount: 2,
    bids: 2,
    winnerCount: 1,
    winners: [
      {
        account: world.address(RIVAL).toLowerCase(),
        projectName: PROJECTS[RIVAL],
        lpToken: LP,
        total: (200n * E).toString(),
      },
    ],
  })

function serveIndex(account: number, standing = farmAuctionBidder(world.address(account))) {
  const live = farmAuction(1, {
    state: 'live',
    startTime: Number(world.live.startTime),
    endTime: Number(world.live.endTime),
    winnerCount: 2,
  })
  answers.set(`${BASE}/auctions/1`, { json: farmAuctionDetail(live, liveRanking()) })
  answers.set(`${BASE}/auctions?limit=10`, { json: farmAuctionPage([live, closedAuction()]) })
  answers.set(`${BASE}/bidders/${world.address(account).toLowerCase()}`, { json: standing })
}

const auctionCard = () => screen.findByRole('region', { name: 'Auction #1' }, TIMEOUT)
const figure = (card: ReturnType<typeof within>, name: string) =>
  card.getByRole('status', { name }).textContent

test('the live auction: its state, countdown and figures from the chain; the top 10 of the index’s ranking with the winners so far; the past auctions with winners and CAKE burned', {
  timeout: 90_000,
}, async () => {
  serveIndex(BIDDER)
  await render(BIDDER)
  const card = within(await auctionCard())
  await waitFor(() => expect(figure(card, 'Status')).toBe('Live'), TIMEOUT)
  // three days long, started a block or two ago
  expect(figure(card, 'Ends in')).toMatch(/^(3d 00h 00m 00s|2d 23h \d\dm \d\ds)$/)
  expect(figure(card, 'Initial bid')).toBe(cake(50n * E))
  expect(figure(card, 'Farms to win')).toBe('2')
  expect(figure(card, 'Total bid')).toBe(cake(60n * E))

  const table = within(await card.findByRole('table', { name: 'Top bids' }, TIMEOUT))
  const rows = table.getAllByRole('row').slice(1)
  expect(rows).toHaveLength(10)
  expect(rows.map((row) => row.textContent)).toEqual(
    liveRanking()
      .slice(0, 10)
      .map(
        (bid) =>
          `#${bid.rank}${bid.projectName}${bid.rank === 4 ? ' (you)' : ''}${cake(BigInt(bid.total))}${bid.isWinner ? 'Winning' : '–'}`,
      ),
  )

  const past = within(await screen.findByRole('article', { name: 'Auction #0' }, TIMEOUT))
  expect(figure(past, 'CAKE burned')).toBe(cake(200n * E))
  expect(
    within(past.getByRole('list', { name: 'Winners of Auction #0' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([`${PROJECTS[RIVAL]} ${cake(200n * E)}`])
  // the live auction is not a past one
  expect(screen.queryByRole('article', { name: 'Auction #1' })).toBeNull()
})

test('a whitelisted wallet sees every rule before the wallet opens; a wrong amount says why; Enable CAKE, then Place bid: the chain holds the bid and the page says Bid placed', {
  timeout: 120_000,
}, async () => {
  await isolated(world.client, async () => {
    serveIndex(BIDDER)
    const bidder = world.address(BIDDER)
    await render(BIDDER)
    const card = within(await auctionCard())
    await card.findByText('Your project: Lantern Labs.', undefined, TIMEOUT)
    for (const rule of [
      'Bids are in CAKE, in multiples of 10 CAKE.',
      'Your first bid must be at least 50 CAKE; later bids add to your total.',
      'The 2 largest totals win a farm for 7 days and their CAKE is burned; every other bidder takes their CAKE back after the close.',
    ]) {
      expect(card.getByText(rule)).toBeTruthy()
    }
    expect(
      card.getByText('Bids are taken while the auction is live, until', { exact: false }),
    ).toBeTruthy()
    const field = card.getByLabelText('CAKE to bid')
    await waitFor(
      () =>
        expect(card.getByText('Balance:', { exact: false }).textContent).toBe(
          `Balance: ${cake(1000n * E)}`,
        ),
      TIMEOUT,
    )
    const place = card.getByRole('button', { name: 'Place bid' })
    fireEvent.input(field, { target: { value: '55' } })
    expect(card.getByRole('alert').textContent).toBe('Bid in multiples of 10 CAKE.')
    expect(place.hasAttribute('disabled')).toBe(true)
    fireEvent.input(field, { target: { value: '40' } })
    expect(card.getByRole('alert').textContent).toBe('Your first bid must be at least 50 CAKE.')
    fireEvent.input(field, { target: { value: '2000' } })
    expect(card.getByRole('alert').textContent).toBe('Insufficient CAKE balance')
    fireEvent.input(field, { target: { value: '70' } })
    expect(card.queryByRole('alert')).toBeNull()

    const enable = await card.findByRole('button', { name: 'Enable CAKE' }, TIMEOUT)
    await waitFor(() => expect(enable.hasAttribute('disabled')).toBe(false), TIMEOUT)
    fireEvent.click(enable)
    await waitFor(
      () => expect(card.queryByRole('button', { name: 'Enable CAKE' })).toBeNull(),
      TIMEOUT,
    )
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false), TIMEOUT)
    fireEvent.click(place)
    await waitFor(() => expect(figure(card, 'Your bid')).toBe('Bid placed'), TIMEOUT)
    const bid = await world.bidOf(1n, bidder)
    expect(bid).toEqual({ total: 70n * E, reclaimed: false })
    await waitFor(() => expect(figure(card, 'Your total')).toBe(cake(70n * E)), TIMEOUT)
    await waitFor(() => expect(figure(card, 'Total bid')).toBe(cake(130n * E)), TIMEOUT)
    // a later bid tops the total up: the first-bid minimum no longer applies
    await card.findByText(
      'You have bid 70 CAKE in this auction; a new bid adds to it.',
      undefined,
      TIMEOUT,
    )
  })
})

test('a wallet off the whitelist and a visitor: no bid form, how to apply with its link', {
  timeout: 90_000,
}, async () => {
  serveIndex(NOT_LISTED)
  await render(NOT_LISTED)
  let card = within(await auctionCard())
  await card.findByText(
    'Only project wallets on the auction’s whitelist can bid. Projects apply to the Ghost team for a place on it.',
    undefined,
    TIMEOUT,
  )
  const link = card.getByRole('link', { name: 'How to apply for a farm auction' })
  expect(link.getAttribute('href')).toBe('https://docs.ghost.exchange')
  expect(card.queryByLabelText('CAKE to bid')).toBeNull()
  expect(card.queryByRole('button', { name: 'Place bid' })).toBeNull()
  cleanup()

  await render(
    NOT_LISTED,
    <WithoutWallet>
      <FarmAuctionPage />
    </WithoutWallet>,
  )
  card = within(await auctionCard())
  expect(card.getByRole('link', { name: 'How to apply for a farm auction' })).toBeTruthy()
  expect(card.getByText('Connect a whitelisted wallet to bid.')).toBeTruthy()
  expect(card.queryByLabelText('CAKE to bid')).toBeNull()
})

test('a loser of a closed auction sees the amount to reclaim and takes it back', {
  timeout: 90_000,
}, async () => {
  await isolated(world.client, async () => {
    const loser = world.address(LOSER)
    serveIndex(
      LOSER,
      farmAuctionBidder(loser, {
        whitelisted: true,
        projectName: PROJECTS[LOSER],
        lpToken: LP,
        bids: [
          farmAuctionBidderBid(
            {
              ...farmAuctionBid(2, 0, 100n * E, { reclaimable: (100n * E).toString() }),
              account: loser.toLowerCase(),
            },
            0,
          ),
        ],
        reclaimable: (100n * E).toString(),
      }),
    )
    const before = await world.cakeOf(loser)
    await render(LOSER)
    const panel = within(await screen.findByRole('region', { name: 'Reclaim your CAKE' }, TIMEOUT))
    const reclaim = panel.getByRole('button', { name: 'Reclaim 100 CAKE' })
    expect(panel.getByText('Auction #0')).toBeTruthy()
    await waitFor(() => expect(reclaim.hasAttribute('disabled')).toBe(false), TIMEOUT)
    fireEvent.click(reclaim)
    await waitFor(async () => {
      const bid = await world.bidOf(0n, loser)
      expect(bid.reclaimed).toBe(true)
    }, TIMEOUT)
    expect(await world.cakeOf(loser)).toBe(before + parseEther('100'))
  })
})

test('malformed answers never crash the page: the chain’s card stays, the index’s parts say they could not be read', {
  timeout: 90_000,
}, async () => {
  answers.set(`${BASE}/auctions/1`, { json: { ...farmAuction(1), bidRanking: 'lots' } })
  answers.set(`${BASE}/auctions?limit=10`, { text: '<html>oops</html>' })
  answers.set(`${BASE}/bidders/${world.address(BIDDER).toLowerCase()}`, { json: { bids: null } })
  await render(BIDDER)
  const card = within(await auctionCard())
  await card.findByText('Could not read the bids. Try again later.', undefined, TIMEOUT)
  expect(figure(card, 'Status')).toBe('Live')
  await screen.findByText('Could not read the past auctions. Try again later.', undefined, TIMEOUT)
  // the bid form is the chain's: still there
  expect(card.getByLabelText('CAKE to bid')).toBeTruthy()
})
