/**
 * Issue 11's accessibility check: axe finds no serious or critical violation on any route, in
 * the light and the dark theme, on a desktop and on a phone, with a wallet connected (the
 * connected screens hold the most controls). Every rule of axe's WCAG 2.x A and AA sets runs.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ROUTES } from '../fixtures/routes'
import { connectWallet, expect, test } from '../fixtures/test'

// Reads only, with an account no other spec uses (e2e/fixtures/accounts.ts).
test.use({ walletAccount: 29 })

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }))
}

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
    await expectNoSeriousViolation(page, 'light', path)
    await reloadInDarkTheme(page)
    await expectNoSeriousViolation(page, 'dark', path)
  })
}

test('no serious or critical violation in the modals every route can open', async ({
  page,
  wallet: _wallet,
}) => {
  await page.goto('/swap')
  await connectWallet(page)
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await reloadInDarkTheme(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    for (const [device, viewport] of VARIANTS) {
      await page.setViewportSize(viewport)
      for (const name of ['Settings', 'Recent Transactions']) {
        await page.getByRole('banner').getByRole('button', { name }).click()
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
