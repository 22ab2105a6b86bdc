/**
 * Issue 11's accessibility check: axe finds no serious or critical violation on any route, in
 * the light and the dark theme, on a desktop and on a phone, with a wallet connected (the
 * connected screens hold the most controls) whose profile has a picture, as a returning user's
 * does (issue 28: the avatar changed the top bar). Every rule of axe's WCAG 2.x A and AA sets
 * runs, with axe-core 4.14.
 * Issue 28 also: Escape closes a dialog after a submission, and at 360 px the avatar's top bar
 * fits.
 */
import { devAccount } from '@ghost/contracts/anvil'
import type { Locator, Page } from '@playwright/test'
import { seriousViolations } from '../fixtures/axe'
import { accountButtonWithAvatar, ensureProfileWithAvatar } from '../fixtures/profile'
import { ROUTES } from '../fixtures/routes'
import { amountField, swapCard } from '../fixtures/screens'
import { connectWallet, expect, test } from '../fixtures/test'

// Its own account (e2e/fixtures/accounts.ts): the profile made here and the swap sent here.
test.use({ walletAccount: 39 })

test.beforeAll(async ({ world }) => {
  await ensureProfileWithAvatar(world, devAccount(39).address)
})

const VARIANTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

/** Checks the page as it is now on a desktop and on a phone, the theme given. */
async function expectNoSeriousViolation(page: Page, theme: 'light' | 'dark', where: string) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  for (const [device, viewport] of VARIANTS) {
    await page.setViewportSize(viewport)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect.soft(await seriousViolations(page), `${where}: ${device}, ${theme} theme`).toEqual([])
  }
}

/** The dark theme from the next load on, as the settings store keeps it. */
async function reloadInDarkTheme(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('ghost:user-settings', JSON.stringify({ darkTheme: true }))
  })
  await page.reload()
}

// One route per test (each in both themes, on a desktop and a phone): a sweep of every route in
// one test outgrew any fair timeout on a busy machine, and one failure hid the routes after it.
for (const path of ROUTES) {
  test(`no serious or critical violation on ${path}`, async ({
    page,
    // requested so the injected wallet is installed before the first page load
    wallet: _wallet,
  }) => {
    await page.goto(path)
    await connectWallet(page)
    await accountButtonWithAvatar(page)
    await expectNoSeriousViolation(page, 'light', path)
    await reloadInDarkTheme(page)
    await expectNoSeriousViolation(page, 'dark', path)
  })
}

/** The modals every route's top bar opens, and the swap's token list (the most rows). */
const MODAL_OPENERS: readonly [name: string, opener: (page: Page) => Locator][] = [
  ['Settings', (page) => page.getByRole('banner').getByRole('button', { name: 'Settings' })],
  [
    'Recent Transactions',
    (page) => page.getByRole('banner').getByRole('button', { name: 'Recent Transactions' }),
  ],
  [
    'Select a Token',
    (page) => swapCard(page).getByRole('group', { name: 'From' }).getByRole('button').last(),
  ],
]

test('no serious or critical violation in the modals every route can open', async ({
  page,
  wallet: _wallet,
}) => {
  await page.goto('/swap')
  await connectWallet(page)
  await accountButtonWithAvatar(page)
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await reloadInDarkTheme(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    for (const [device, viewport] of VARIANTS) {
      await page.setViewportSize(viewport)
      for (const [name, opener] of MODAL_OPENERS) {
        await opener(page).click()
        const dialog = page.getByRole('dialog', { name })
        await expect(dialog).toBeVisible()
        await expect
          .poll(() => dialog.evaluate((element) => element.getAnimations().length))
          .toBe(0)
        expect
          .soft(await seriousViolations(page), `${name} modal: ${device}, ${theme} theme`)
          .toEqual([])
        await dialog.getByRole('button', { name: 'Close' }).first().click()
        await expect(dialog).toHaveCount(0)
      }
    }
  }
})

test('Escape closes the swap dialog after the submission, and focus goes on from the swap', async ({
  page,
  world,
  wallet: _wallet,
}) => {
  await page.goto(`/swap?outputCurrency=${world.manifest.tokens.USDT}`)
  await connectWallet(page)
  await amountField(page, 'From').fill('0.01')
  await expect(amountField(page, 'To')).not.toHaveValue('')
  const opener = swapCard(page).getByRole('button', { name: 'Swap', exact: true })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
  await expect(dialog).toContainText('Transaction Submitted', { timeout: 30_000 })
  // the Confirm Swap button the focus was on is gone: focus stays in the dialog
  await expect(dialog).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  // The input cleared, so the Swap button is disabled ('Enter an amount'): focus goes to the
  // nearest control of the swap card, and the keyboard goes on from there.
  await expect(opener).toHaveCount(0)
  await expect(swapCard(page).locator(':focus')).toHaveCount(1)

  // a dialog whose opener stays: focus returns to it
  const settings = page.getByRole('banner').getByRole('button', { name: 'Settings' })
  await settings.click()
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Settings' })).toHaveCount(0)
  await expect(settings).toBeFocused()
})

test('at 360 px the top bar with the avatar fits on every route', async ({
  page,
  wallet: _wallet,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await connectWallet(page)
  for (const path of ROUTES) {
    await page.goto(path)
    // reconnected on load, with the picture
    await accountButtonWithAvatar(page)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // the rightmost edge of anything in the top bar, and how far the bar would scroll
    const bar = await page.getByRole('banner').evaluate((element) => ({
      overflow: element.scrollWidth - element.clientWidth,
      right: Math.max(
        ...Array.from(element.querySelectorAll('*')).map(
          (child) => child.getBoundingClientRect().right,
        ),
      ),
    }))
    expect.soft(bar.overflow, `${path}: the top bar does not scroll`).toBe(0)
    expect.soft(bar.right, `${path}: nothing of the top bar past 360 px`).toBeLessThanOrEqual(360.5)
  }
})
