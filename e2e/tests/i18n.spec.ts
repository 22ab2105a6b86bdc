/// <reference lib="dom" />
/**
 * Languages as a user meets them (spec §3, §9): the footer's language menu translates the shell
 * and the page title, Arabic mirrors the layout, the choice survives a reload, English comes back,
 * a browser language is honoured when nothing is saved, and the first paint is already translated.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures/test'

// The browser's language decides the start language when none is saved: pin it.
test.use({ locale: 'en-US' })

async function chooseLanguage(page: Page, buttonName: string, language: string) {
  await page.getByRole('button', { name: buttonName, exact: true }).click()
  await page.getByRole('menuitemradio', { name: language, exact: true }).click()
}

function tradeMenu(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name, exact: true })
}

test('简体中文 and العربية translate the shell, Arabic mirrors it, reloads keep the choice, English restores', async ({
  page,
}) => {
  const html = page.locator('html')
  await page.goto('/swap')
  await expect(tradeMenu(page, 'Trade')).toBeVisible()
  await expect(page).toHaveTitle('Exchange | GHOST')
  await expect(html).toHaveAttribute('lang', 'en-US')
  await expect(html).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('button', { name: 'EN Language', exact: true })).toBeVisible()

  await chooseLanguage(page, 'EN Language', '简体中文')
  await expect(tradeMenu(page, '交易')).toBeVisible()
  await expect(page).toHaveTitle('兑换 | GHOST')
  await expect(html).toHaveAttribute('lang', 'zh-CN')
  await expect(html).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('button', { name: 'ZH-CN 语言', exact: true })).toBeVisible()

  await page.reload()
  await expect(tradeMenu(page, '交易')).toBeVisible()
  await expect(page).toHaveTitle('兑换 | GHOST')

  await chooseLanguage(page, 'ZH-CN 语言', 'العربية')
  await expect(tradeMenu(page, 'تداول')).toBeVisible()
  await expect(page).toHaveTitle('المبادلة | GHOST')
  await expect(page.locator('html[dir=rtl]')).toHaveCount(1)
  await expect(html).toHaveAttribute('lang', 'ar-SA')
  // Mirrored: the logo, first in the top bar, now sits on the right half.
  const logo = await page
    .getByRole('banner')
    .getByRole('link', { name: 'GHOST', exact: true })
    .boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(logo && logo.x > width / 2).toBe(true)

  await page.reload()
  await expect(page.locator('html[dir=rtl]')).toHaveCount(1)
  await expect(tradeMenu(page, 'تداول')).toBeVisible()

  await chooseLanguage(page, 'AR اللغة', 'English')
  await expect(tradeMenu(page, 'Trade')).toBeVisible()
  await expect(page).toHaveTitle('Exchange | GHOST')
  await expect(html).toHaveAttribute('dir', 'ltr')
  await expect(html).toHaveAttribute('lang', 'en-US')
  const logoBack = await page
    .getByRole('banner')
    .getByRole('link', { name: 'GHOST', exact: true })
    .boundingBox()
  expect(logoBack && logoBack.x < width / 2).toBe(true)

  await page.reload()
  await expect(tradeMenu(page, 'Trade')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('ghost:language'))).toBe('en-US')
})

test.describe('a browser set to Traditional Chinese, nothing saved', () => {
  test.use({ locale: 'zh-TW' })

  test('starts in 繁體中文 without saving it', async ({ page }) => {
    await page.goto('/swap')
    await expect(tradeMenu(page, '交易')).toBeVisible()
    await expect(page).toHaveTitle('兌換 | GHOST')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
    expect(await page.evaluate(() => localStorage.getItem('ghost:language'))).toBe(null)
  })
})

test('a saved language is on screen from the first paint, even when its file is slow', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('ghost:language', 'ar-SA')
    const seen: string[] = []
    Object.assign(window, { seenEnglish: seen })
    new MutationObserver(() => {
      const text = document.getElementById('root')?.textContent ?? ''
      if (text.includes('Trade')) seen.push(text)
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await page.route('**/locales/ar-SA.json', async (route) => {
    await new Promise((done) => setTimeout(done, 500))
    await route.continue()
  })
  await page.goto('/swap')
  await expect(tradeMenu(page, 'تداول')).toBeVisible()
  await expect(page.locator('html[dir=rtl]')).toHaveCount(1)
  expect(
    await page.evaluate(() => (window as unknown as { seenEnglish: string[] }).seenEnglish),
  ).toEqual([])
})

test('a locale file that fails to load leaves the language as it was', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.route('**/locales/de-DE.json', (route) => route.fulfill({ status: 503 }))
  await page.goto('/swap')
  await chooseLanguage(page, 'EN Language', 'Deutsch')
  await expect
    .poll(() => errors.some((e) => e.includes('/locales/de-DE.json: HTTP 503')))
    .toBe(true)
  await expect(tradeMenu(page, 'Trade')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  expect(await page.evaluate(() => localStorage.getItem('ghost:language'))).toBe(null)

  // The menu still works for a language whose file loads.
  await chooseLanguage(page, 'EN Language', 'Français')
  await expect(tradeMenu(page, 'Échanger')).toBeVisible()
})
