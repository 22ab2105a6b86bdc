/**
 * The Rewards screen with the devnet's seeded programmes (a ghost pot deposit, the 'Spectral
 * Shapes Holders' share pot, the 'Ghost Squad Treasury' fee manager): reachable from the menu,
 * what a visitor without a wallet sees, the history lists from the API, and at 360 px in Arabic
 * with the dark theme: no sideways scroll and no serious axe violation with a history open.
 * Reads only (account 30's wallet, e2e/fixtures/accounts.ts).
 */
import { seriousViolations } from '../fixtures/axe'
import { reloadInArabicDark } from '../fixtures/screens'
import { connectWallet, expect, test } from '../fixtures/test'

test.use({ walletAccount: 30 })

test('Earn → Rewards lists the three kinds of programme; without a wallet the public values and a connect prompt', async ({
  page,
}) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Earn' }).click()
  await nav.getByRole('link', { name: 'Rewards', exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/rewards')
  await expect(page).toHaveTitle(/^Rewards \| GHOST/)
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible()
  await expect(page.getByText('Connect your wallet to see your levels')).toBeVisible()
  const ghostPot = page
    .getByRole('region', { name: 'Ghost Pot' })
    .getByRole('article', { name: 'Ghost Pot' })
  await expect(ghostPot.getByRole('status', { name: 'Total level' })).toHaveText(/^[1-9][\d,]*$/)
  await expect(ghostPot.getByRole('status', { name: 'Pending reward' })).toHaveCount(0)
  await expect(ghostPot.getByRole('button', { name: 'Harvest' })).toBeDisabled()
  await expect(ghostPot.getByText('Connect your wallet to harvest.')).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Share Pots' })
      .getByRole('article', { name: 'Spectral Shapes Holders' }),
  ).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Fee Managers' })
      .getByRole('article', { name: 'Ghost Squad Treasury' }),
  ).toBeVisible()
  // the seeded deposit is in the ghost pot's history
  await ghostPot.getByText('History', { exact: true }).click()
  const deposits = ghostPot.getByRole('table', { name: 'Deposits' })
  await expect(deposits.getByRole('row').filter({ hasText: 'Deposit' }).first()).toBeVisible()
})

test('at 360 px in Arabic and the dark theme: no sideways scroll, axe clean with a history open', async ({
  page,
  wallet: _wallet,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/rewards')
  await connectWallet(page)
  await reloadInArabicDark(page)
  await expect(page.getByRole('banner').getByRole('button', { name: /^0x/ })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.locator('.rewards-details summary').first().click()
  await expect(page.locator('.rewards-details table').first()).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  expect(await seriousViolations(page)).toEqual([])
})
