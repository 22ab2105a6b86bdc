// @vitest-environment jsdom
/**
 * The farm auction page with the real Ghost server (its own process: PGlite, the indexer with the
 * farm auction module) indexing the world of test/auctionChainWorld.ts: the ranking, the past
 * auction's winner and CAKE burned, and a loser's reclaimable bid are the index's; a bid placed on
 * the page climbs the ranking once the index holds its block, and a reclaim sent from the page
 * leaves the list. The index cannot be rewound, so each test writes as an account no other reads.
 */
import { Fraction } from '@ghost/sdk'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { SpawnedServer } from '../../api/test/spawnGhostServer'
import { getNumberFormat } from '../../components/useNumberFormat'
import { renderAs } from '../../test/chainTestWorld'
import { noRetryQueryClient } from '../../test/screenRouting'
import { screenTestHooks, spawnIndexedGhostServer } from '../../test/screenTestHooks'
import { FarmAuctionPage } from './FarmAuctionPage'
import {
  type AuctionChainWorld,
  BIDDER,
  LOSER,
  PROJECTS,
  RIVAL,
  startAuctionChainWorld,
} from './test/auctionChainWorld'

let world: AuctionChainWorld
let server: SpawnedServer

screenTestHooks(async (stopAfter) => {
  world = stopAfter(await startAuctionChainWorld())
  server = stopAfter(await spawnIndexedGhostServer(world))
})

/** Longer than the fixture tests': the real server answers here. */
const TIMEOUT = { timeout: 60_000 }
const E = 10n ** 18n
const format = getNumberFormat('en-US')
const cake = (wei: bigint) => `${format.significant(new Fraction(wei, E), 'amount')} CAKE`

function render(account: number) {
  return renderAs(world.address(account), <FarmAuctionPage />, {
    config: world.runtimeConfig(server.apiUrl),
    queryClient: noRetryQueryClient(),
  })
}

const rowsOf = async (card: ReturnType<typeof within>) =>
  within(await card.findByRole('table', { name: 'Top bids' }, TIMEOUT))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent)

test('the index’s ranking and past auction; a bid placed on the page takes its place in the ranking', {
  timeout: 240_000,
}, async () => {
  await render(BIDDER)
  const card = within(await screen.findByRole('region', { name: 'Auction #1' }, TIMEOUT))
  await waitFor(
    async () => expect(await rowsOf(card)).toEqual([`#1${PROJECTS[RIVAL]}${cake(60n * E)}Winning`]),
    TIMEOUT,
  )
  const past = within(await screen.findByRole('article', { name: 'Auction #0' }, TIMEOUT))
  expect(past.getByRole('status', { name: 'CAKE burned' }).textContent).toBe(cake(200n * E))
  expect(
    within(past.getByRole('list', { name: 'Winners of Auction #0' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([`${PROJECTS[RIVAL]} ${cake(200n * E)}`])

  fireEvent.input(card.getByLabelText('CAKE to bid'), { target: { value: '70' } })
  const enable = await card.findByRole('button', { name: 'Enable CAKE' }, TIMEOUT)
  await waitFor(() => expect(enable.hasAttribute('disabled')).toBe(false), TIMEOUT)
  fireEvent.click(enable)
  const place = card.getByRole('button', { name: 'Place bid' })
  await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false), TIMEOUT)
  fireEvent.click(place)
  await waitFor(
    async () =>
      expect(await rowsOf(card)).toEqual([
        `#1${PROJECTS[BIDDER]} (you)${cake(70n * E)}Winning`,
        `#2${PROJECTS[RIVAL]}${cake(60n * E)}Winning`,
      ]),
    TIMEOUT,
  )
  // the badge reads the chain and the ranking the index: either may arrive first
  await waitFor(
    () => expect(card.getByRole('status', { name: 'Your bid' }).textContent).toBe('Bid placed'),
    TIMEOUT,
  )
})

test('a loser of the past auction: the index’s reclaimable amount, reclaimed from the page', {
  timeout: 240_000,
}, async () => {
  const loser = world.address(LOSER)
  const before = await world.cakeOf(loser)
  await render(LOSER)
  const reclaim = await screen.findByRole('button', { name: 'Reclaim 100 CAKE' }, TIMEOUT)
  await waitFor(() => expect(reclaim.hasAttribute('disabled')).toBe(false), TIMEOUT)
  fireEvent.click(reclaim)
  await waitFor(
    () => expect(screen.queryByRole('button', { name: /^Reclaim/ })).toBeNull(),
    TIMEOUT,
  )
  const bid = await world.bidOf(0n, loser)
  expect(bid).toEqual({ total: 100n * E, reclaimed: true })
  expect(await world.cakeOf(loser)).toBe(before + 100n * E)
})
