/**
 * The Info section against the running world (issue 12): the server indexes the chain, the
 * pages read its GraphQL API. A swap made in the app shows under Transactions and adds its USD
 * value to its pool's 24h volume; a starred token stays on the watchlist across reloads; every
 * Info page renders right to left in Arabic; axe finds nothing serious on /info.
 */
import { ghostFactoryAbi } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { Page } from '@playwright/test'
import { type Address, parseEther } from 'viem'
import { seriousViolations } from '../fixtures/axe'
import { addLiquidityThroughRouter } from '../fixtures/liquidity'
import { amountField, figure, swapCard } from '../fixtures/screens'
import { connectWallet, expect, shownHash, test } from '../fixtures/test'

// Account 33 trades here only, so its nonces are its own (e2e/fixtures/accounts.ts).
test.use({ walletAccount: 33 })
test.describe.configure({ mode: 'serial' })

/** Indexing a new block and the page's next poll of the API take a few seconds each. */
const INDEXED_TIMEOUT = 45_000

/** '$1,234.56' (the first USD figure in `text`) as cents. */
function usdCents(text: string): bigint {
  const match = text.match(/\$([\d,]+)\.(\d\d)/)
  if (!match) throw new Error(`no USD figure in '${text}'`)
  return BigInt(`${match[1]?.replace(/,/g, '')}${match[2]}`)
}

async function waitForFigures(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: INDEXED_TIMEOUT })
  await expect(page.getByText('Error fetching data')).toHaveCount(0)
}

test('a swap in the app is listed under Transactions and adds its USD value to the pool’s 24h volume', async ({
  page,
  world,
  // requested so the injected wallet is installed before the first page load
  wallet: _wallet,
}) => {
  test.setTimeout(180_000)
  const { DEEP: deep, USDT: usdt } = world.manifest.tokens
  if (!deep || !usdt) throw new Error('the world has no DEEP or USDT')
  // DEEP-USDT is a pool only this test trades, made here: other specs swap in the seeded pools
  // while this one runs, and the seeded history's hours leave a rolling 24h window as the clock
  // moves, so a before/after difference there could hold other volume than this swap's.
  // DEEP at $0.10, its price through CAKE; $5,000 a side: deep enough that buying DEEP with 10
  // USDT goes through it rather than USDT > CAKE > DEEP (the lottery's CAKE-USDT pair), which
  // other specs only make dearer (they buy DEEP with CAKE), and shallow enough that no other
  // spec's route to DEEP (swap.spec: 0.5 BNB, BNB > GHOST > CAKE > DEEP) is better through it.
  const me = anvilClient(world.chainUrl, devAccount(33))
  await addLiquidityThroughRouter(
    world,
    me,
    [deep, usdt],
    [parseEther('50000'), parseEther('5000')],
  )
  const pair = (
    await me.readContract({
      address: world.manifest.contracts.Factory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [deep, usdt],
    })
  ).toLowerCase()

  await page.goto(`/swap?inputCurrency=${usdt}&outputCurrency=${deep}`)
  await connectWallet(page)
  await amountField(page, 'From').fill('10')
  await expect(amountField(page, 'To')).not.toHaveValue('')
  await swapCard(page).getByRole('button', { name: 'Swap', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
  await expect(dialog).toContainText('Transaction Submitted')
  const hash = await shownHash(dialog)
  const receipt = await me.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')

  // /info polls the indexed block and refreshes when the indexer reaches the swap's block
  await page.goto('/info')
  const row = page.getByRole('row').filter({ has: page.getByTitle(hash, { exact: true }) })
  await expect(row).toBeVisible({ timeout: INDEXED_TIMEOUT })
  await expect(row).toContainText('Swap USDT for DEEP')
  // the page says up to which block its figures go: at least the swap's
  const indexed = await page.getByText(/^Indexed up to block /).innerText()
  expect(BigInt(indexed.replace(/\D/g, ''))).toBeGreaterThanOrEqual(receipt.blockNumber)
  const swapValue = usdCents(await row.getByRole('cell').nth(1).innerText())
  expect(swapValue).toBeGreaterThan(0n)
  await page.getByRole('button', { name: 'Adds', exact: true }).click()
  await expect(row).toHaveCount(0)
  await page.getByRole('button', { name: 'Swaps', exact: true }).click()
  await expect(row).toBeVisible()

  // The pool page, found through the Info search as a user would
  await page.getByRole('searchbox', { name: 'Search pools or tokens' }).fill('DEEP')
  await page
    .getByRole('link', { name: /^(DEEP\/USDT|USDT\/DEEP)$/ })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/info/pools/${pair}$`))
  await waitForFigures(page)
  // the pool's only swap is this one: its 24h volume is the swap's value (each rounded to the cent)
  const volume = usdCents(
    await figure(page.getByRole('region', { name: 'Pool figures' }), 'Volume 24H').innerText(),
  )
  expect(volume >= swapValue - 1n && volume <= swapValue + 1n).toBe(true)
  // the pool's transactions list it too
  await expect(
    page.getByRole('row').filter({ has: page.getByTitle(hash, { exact: true }) }),
  ).toBeVisible()
})

test('starring a token puts it on the watchlist, and it stays there after a reload', async ({
  page,
  world,
}) => {
  const ghost = (world.manifest.tokens.GHOST as Address).toLowerCase()
  const watchlist = page.getByRole('region', { name: 'Watchlist tokens' })
  await page.goto('/info/tokens')
  await waitForFigures(page)
  await expect(watchlist).toContainText('Saved tokens will appear here')

  await page.getByRole('button', { name: 'Add GHOST to watchlist' }).click()
  await expect(watchlist.getByRole('link', { name: /Ghost Token/ })).toBeVisible()
  // settings are saved a second after the last change (spec §9)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ghost:user-settings')))
    .toContain(ghost)

  await page.reload()
  await waitForFigures(page)
  await expect(watchlist.getByRole('link', { name: /Ghost Token/ })).toBeVisible()
  await page.goto('/info')
  await waitForFigures(page)
  await expect(watchlist.getByRole('link', { name: /Ghost Token/ })).toBeVisible()

  await watchlist.getByRole('button', { name: 'Remove GHOST from watchlist' }).click()
  await expect(watchlist).toContainText('Saved tokens will appear here')
})

test('every Info page renders right to left in Arabic', async ({ page, world }) => {
  const pair = world.manifest.pairs?.['BNB-USDT'] as Address
  const ghost = world.manifest.tokens.GHOST as Address
  await page.addInitScript(() => localStorage.setItem('ghost:language', 'ar-SA'))
  for (const path of [
    '/info',
    '/info/pools',
    '/info/tokens',
    `/info/pools/${pair}`,
    `/info/tokens/${ghost}`,
  ]) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: INDEXED_TIMEOUT })
    await expect(page.getByRole('table').first()).toBeVisible()
    // the Info navigation runs from the right: Overview (first) right of Tokens (last)
    const main = page.getByRole('main')
    const overview = await main.locator('a[href="/info"]').first().boundingBox()
    const tokens = await main.locator('a[href="/info/tokens"]').first().boundingBox()
    expect(overview && tokens && overview.x > tokens.x).toBe(true)
  }
})

test('DEEP, traded only against CAKE, has a USD price: CAKE is a trusted platform token (issue 28)', async ({
  page,
  world,
}) => {
  const deep = (world.manifest.tokens.DEEP as Address).toLowerCase()
  await page.goto('/info/tokens')
  await waitForFigures(page)
  const row = page.getByRole('row').filter({
    has: page.locator(`a[href="/info/tokens/${deep}"]`),
  })
  // the seeded world prices DEEP at $0.10; '-' is a token the index cannot price
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^\$0\.\d+$/, {
    timeout: INDEXED_TIMEOUT,
  })
})

test('a malformed address shows a not-found state, not a crash', async ({ page }) => {
  await page.goto('/info/pools/0x123')
  await expect(page.getByRole('heading', { name: 'Pool not found' })).toBeVisible()
  await expect(page).toHaveTitle('Pool not found | Ghost Info & Analytics')
  await page.goto('/info/tokens/not-a-token')
  await expect(page.getByRole('heading', { name: 'Token not found' })).toBeVisible()
  await page.goto(`/info/tokens/0x${'0'.repeat(39)}1`)
  await expect(page.getByRole('heading', { name: 'Token not found' })).toBeVisible()
  await expect(page).toHaveTitle('Token not found | Ghost Info & Analytics')
})

test('a token or pool page is titled by what it shows', async ({ page, world }) => {
  await page.goto(`/info/tokens/${world.manifest.tokens.GHOST}`)
  await expect(page.getByRole('heading', { name: 'Ghost Token (GHOST)' })).toBeVisible()
  await expect(page).toHaveTitle('GHOST | Ghost Info & Analytics')
  const pair = world.manifest.pairs?.['BNB-USDT']
  if (!pair) throw new Error('the world has no BNB-USDT pair')
  await page.goto(`/info/pools/${pair}`)
  await expect(page).toHaveTitle(/^\w+\/\w+ \| Ghost Info & Analytics$/)
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation on /info (${theme})`, async ({ page }) => {
    await page.addInitScript((dark) => {
      localStorage.setItem('ghost:user-settings', JSON.stringify({ darkTheme: dark }))
    }, theme === 'dark')
    await page.goto('/info')
    await waitForFigures(page)
    expect(await seriousViolations(page)).toEqual([])
  })
}
