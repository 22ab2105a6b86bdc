/**
 * The NFT market screens against the running world (issue 15, no wallet): the overview shows the
 * seeded collections and listings; Ghost Squad's page filters by a trait with its counts, shows
 * only the items on sale, orders by lowest price (token 12's 0.3 BNB ask first); the activity
 * tab filters by event type; collections sort by their headers; a bad address is not found.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures/test'

/** The index follows the chain within seconds; the screens poll every 10 s. */
const INDEXED_TIMEOUT = 30_000

/** The part of the tokens page this spec reads. */
type CollectionTokens = {
  total: number
  attributesDistribution: Record<string, Record<string, number>>
}

function itemsGrid(page: Page) {
  return page.getByRole('region', { name: 'Items of Ghost Squad' })
}

async function openGhostSquad(page: Page) {
  await page.goto('/nfts/collections')
  await page.getByRole('link', { name: 'Ghost Squad' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ghost Squad' })).toBeVisible()
}

test('the overview shows the seeded collections, listings and activity', async ({ page }) => {
  await page.goto('/nfts')
  await expect(page.getByRole('heading', { level: 1, name: 'NFT Marketplace' })).toBeVisible()
  const newest = page.getByRole('list', { name: 'Newest listings' })
  // six asks and three open lazy orders are seeded
  await expect
    .poll(() => newest.getByRole('listitem').count(), { timeout: INDEXED_TIMEOUT })
    .toBeGreaterThanOrEqual(6)
  await expect(newest.getByRole('link').filter({ hasText: '0.3 BNB' }).first()).toBeVisible()
  const top = page.getByRole('table', { name: 'Top collections' })
  await expect(top.getByRole('link', { name: 'Ghost Squad' })).toBeVisible()
  await expect(top.getByRole('link', { name: 'Spectral Shapes' })).toBeVisible()
  const activity = page.getByRole('table', { name: 'Recent activity' })
  await expect(activity.getByRole('cell', { name: 'New listing' }).first()).toBeVisible()
  await expect(activity.getByRole('cell', { name: 'Bought' }).first()).toBeVisible()
})

test('collections sort by their column headers', async ({ page }) => {
  await page.goto('/nfts/collections')
  const table = page.getByRole('table', { name: 'Collections' })
  await expect(table.getByRole('link', { name: 'Spectral Shapes' })).toBeVisible()
  const volume = table.getByRole('columnheader', { name: 'Volume' })
  await expect(volume).toHaveAttribute('aria-sort', 'descending')
  const floor = table.getByRole('columnheader', { name: 'Floor' })
  await floor.getByRole('button').click()
  await expect(floor).toHaveAttribute('aria-sort', 'descending')
  await floor.getByRole('button').click()
  await expect(floor).toHaveAttribute('aria-sort', 'ascending')
  await table.getByRole('button', { name: 'Collection' }).click()
  const names = await table.getByRole('rowheader').allInnerTexts()
  expect(names.map((name) => name.trim())).toEqual(
    [...names.map((name) => name.trim())].sort((a, b) => a.localeCompare(b)),
  )
})

test('Ghost Squad filters by a trait and shows the counts', async ({ page, world }) => {
  const squad = world.manifest.contracts.GhostSquad?.toLowerCase()
  if (!squad) throw new Error('the world has no Ghost Squad')
  const tokensUrl = `${world.serverUrl}/v1/${world.manifest.chainId}/collections/${squad}/tokens`
  const readTokens = async () => (await (await fetch(tokensUrl)).json()) as CollectionTokens
  const hats = (await readTokens()).attributesDistribution.Hat ?? {}
  const [value] = Object.entries(hats).sort(([, a], [, b]) => a - b)[0] ?? []
  if (value === undefined) throw new Error('Ghost Squad has no Hat trait')
  // Other specs mint Ghost Squad tokens while this one runs, so every count is compared with the
  // index as it is at that moment, never with a figure read at the start.
  const shownTotal = () =>
    page
      .getByText(/^[\d,]+ items$/)
      .first()
      .innerText()
      .then((text) => Number(text.replace(/\D/g, '')))

  await openGhostSquad(page)
  const traits = page.getByRole('region', { name: 'Filter by trait' })
  await traits.getByText('Hat', { exact: true }).click()
  const checkbox = traits.getByRole('checkbox', { name: new RegExp(`^${value} \\d+ `) })
  await expect(checkbox).toBeVisible()
  await checkbox.check()
  await expect
    .poll(
      async () => {
        const count = (await readTokens()).attributesDistribution.Hat?.[value] ?? -1
        const links = await itemsGrid(page).getByRole('link').count()
        return (await shownTotal()) === count && links === count
      },
      { timeout: INDEXED_TIMEOUT },
    )
    .toBe(true)
  await traits.getByRole('button', { name: 'Clear filters' }).click()
  await expect
    .poll(async () => (await shownTotal()) === (await readTokens()).total, {
      timeout: INDEXED_TIMEOUT,
    })
    .toBe(true)
})

test('On Sale shows only the items on sale; Lowest price puts the 0.3 BNB ask first', async ({
  page,
}) => {
  await openGhostSquad(page)
  await page.getByRole('button', { name: 'On Sale' }).click()
  await expect(page.getByRole('button', { name: 'On Sale' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const grid = itemsGrid(page)
  // the seeded asks: tokens 2 (0.9), 8 (1.9), 12 (0.3) and 16 (5 BNB)
  for (const price of ['0.9 BNB', '1.9 BNB', '0.3 BNB', '5 BNB']) {
    await expect(grid.getByRole('link').filter({ hasText: price }).first()).toBeVisible()
  }
  const cards = grid.getByRole('link')
  const count = await cards.count()
  for (let index = 0; index < count; index += 1) {
    await expect(cards.nth(index)).toContainText('BNB')
  }
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' })
  await expect(cards.first()).toContainText('0.3 BNB')
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest price' })
  await expect(cards.last()).toContainText('0.3 BNB')
  await page.getByRole('button', { name: 'All', exact: true }).click()
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Token ID' })
  await expect(cards.first()).toContainText('#1')
})

test('the activity tab filters by event type', async ({ page }) => {
  await openGhostSquad(page)
  await page.getByRole('tab', { name: 'Activity' }).click()
  const table = page.getByRole('table', { name: 'Collection activity' })
  await expect(table.getByRole('cell', { name: 'Bought' }).first()).toBeVisible({
    timeout: INDEXED_TIMEOUT,
  })
  await expect(table.getByRole('cell', { name: 'Modified' }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Cancelled' }).click()
  await expect(page.getByRole('button', { name: 'Cancelled' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const events = table.locator('tbody tr td:nth-child(2)')
  await expect(events).not.toHaveCount(0)
  for (const text of await events.allInnerTexts()) expect(text.trim()).toBe('Cancelled')
  await page.getByRole('button', { name: 'Bought' }).click()
  const both = await events.allInnerTexts()
  expect(new Set(both.map((text) => text.trim()))).toEqual(new Set(['Cancelled', 'Bought']))
  // a collection's trade is a buy and a sale at once: 'Sold' keeps it too
  await page.getByRole('button', { name: 'Cancelled' }).click()
  await page.getByRole('button', { name: 'Bought' }).click()
  await page.getByRole('button', { name: 'Sold' }).click()
  await expect(events.first()).toHaveText('Bought')
  for (const text of await events.allInnerTexts()) expect(text.trim()).toBe('Bought')
})

test('a malformed or unknown collection address shows a not-found message', async ({ page }) => {
  await page.goto('/nfts/collections/0x123')
  await expect(page.getByRole('heading', { level: 1, name: 'Collection not found' })).toBeVisible()
  await page.goto(`/nfts/collections/0x${'0'.repeat(39)}1`)
  await expect(page.getByRole('heading', { level: 1, name: 'Collection not found' })).toBeVisible()
  await page.getByRole('link', { name: 'View all collections' }).click()
  await expect(page).toHaveURL(/\/nfts\/collections$/)
})
