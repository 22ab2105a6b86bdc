/**
 * Numbers as a reader of each language meets them (issue 11): the same farm figures in English,
 * German and Arabic, each with its own separators and percent sign, Latin digits throughout, and
 * every digit on hover.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures/test'

test.use({ locale: 'en-US' })

async function chooseLanguage(page: Page, buttonName: string, language: string) {
  await page.getByRole('button', { name: buttonName, exact: true }).click()
  await page.getByRole('menuitemradio', { name: language, exact: true }).click()
}

/** The figure's digits alone: what must not change from one language to another. */
async function digitsOf(figure: Locator): Promise<string> {
  return ((await figure.textContent()) ?? '').replace(/[^\d]/g, '')
}

test('a farm card reads 1,234.56 in English, 1.234,56 in German and Latin digits in Arabic', async ({
  page,
}) => {
  await page.goto('/farms')
  const card = page.getByRole('article').first()
  const apr = card.getByRole('status', { name: 'APR' })
  await expect(apr).toHaveText(/^(\d{1,3}(,\d{3})*\.\d{2}|>1,000,000)%$/)
  await expect(apr).toHaveAttribute('title', /^[\d,.]+%$/)
  const liquidity = card.getByRole('status', { name: 'Total Liquidity' })
  await expect(liquidity).toHaveText(/^\$\d{1,3}(,\d{3})+$/)
  const aprDigits = await digitsOf(apr)
  const liquidityDigits = await digitsOf(liquidity)

  await chooseLanguage(page, 'EN Language', 'Deutsch')
  await expect(apr).toHaveText(/^(\d{1,3}(\.\d{3})*,\d{2}|>1\.000\.000)\u00a0%$/)
  const liquidityDe = card.getByRole('status', { name: 'Gesamtliquidität' })
  await expect(liquidityDe).toHaveText(/^\$\d{1,3}(\.\d{3})+$/)
  expect(await digitsOf(apr)).toBe(aprDigits)
  expect(await digitsOf(liquidityDe)).toBe(liquidityDigits)

  await chooseLanguage(page, 'DE Sprache', 'العربية')
  await expect(apr).toHaveText(/^(\d{1,3}(,\d{3})*\.\d{2}|>1,000,000)٪$/)
  const liquidityAr = card.getByRole('status', { name: 'إجمالي السيولة' })
  await expect(liquidityAr).toHaveText(/^\$\d{1,3}(,\d{3})+$/)
  expect(await digitsOf(apr)).toBe(aprDigits)
  expect(await digitsOf(liquidityAr)).toBe(liquidityDigits)
})
