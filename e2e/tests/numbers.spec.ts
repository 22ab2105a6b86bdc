/**
 * Numbers as a reader of each language meets them (issue 11): the same farm figures in English,
 * German and Arabic, each with its own separators and percent sign, Latin digits throughout, and
 * every digit on hover. And on every route, with the (read-only) visitor's wallet connected, no
 * figure shows more decimals than the formatter's places give (issue 28: a reward read
 * '0.066666666666666666 BNB').
 */
import type { Locator, Page } from '@playwright/test'
import { ROUTES } from '../fixtures/routes'
import { connectWallet, expect, test } from '../fixtures/test'

test.use({ locale: 'en-US' })

async function chooseLanguage(page: Page, buttonName: string, language: string) {
  await page.getByRole('button', { name: buttonName, exact: true }).click()
  await page.getByRole('menuitemradio', { name: language, exact: true }).click()
}

/**
 * The figure's value read the way the language writes it: `group` is its thousands separator,
 * `decimal` its decimal sign. A formatter that mixed the two up would read 1,000 times off.
 */
async function figureValue(figure: Locator, group: string, decimal: string): Promise<number> {
  const text = (await figure.textContent()) ?? ''
  const digits = text
    .split(group)
    .join('')
    .replace(decimal, '.')
    .replace(/[^\d.]/g, '')
  return Number(digits)
}

/**
 * The farm's figures move while the test reads them (other tests swap and stake in the same
 * world, so CAKE's price and the farm's liquidity change between two languages): the same figure
 * in two languages must agree to within a few percent, which a misread separator never does.
 */
function expectSameFigure(actual: number, expected: number) {
  expect(actual).toBeGreaterThan(expected * 0.9)
  expect(actual).toBeLessThan(expected * 1.1)
}

test('a farm card reads 1,234.56 in English, 1.234,56 in German and Latin digits in Arabic', async ({
  page,
}) => {
  await page.goto('/farms')
  const card = page.getByRole('article').first()
  const apr = card.getByRole('status', { name: 'APR' })
  await expect(apr).toHaveText(/^(\d{1,3}(,\d{3})*\.\d{2}|>10,000)%$/)
  await expect(apr).toHaveAttribute('title', /^[\d,.]+%$/)
  const liquidity = card.getByRole('status', { name: 'Total Liquidity' })
  await expect(liquidity).toHaveText(/^\$\d{1,3}(,\d{3})+$/)
  const aprValue = await figureValue(apr, ',', '.')
  const liquidityValue = await figureValue(liquidity, ',', '.')

  await chooseLanguage(page, 'EN Language', 'Deutsch')
  await expect(apr).toHaveText(/^(\d{1,3}(\.\d{3})*,\d{2}|>10\.000)\u00a0%$/)
  const liquidityDe = card.getByRole('status', { name: 'Gesamtliquidität' })
  await expect(liquidityDe).toHaveText(/^\$\d{1,3}(\.\d{3})+$/)
  expectSameFigure(await figureValue(apr, '.', ','), aprValue)
  expectSameFigure(await figureValue(liquidityDe, '.', ','), liquidityValue)

  await chooseLanguage(page, 'DE Sprache', 'العربية')
  await expect(apr).toHaveText(/^(\d{1,3}(,\d{3})*\.\d{2}|>10,000)٪$/)
  const liquidityAr = card.getByRole('status', { name: 'إجمالي السيولة' })
  await expect(liquidityAr).toHaveText(/^\$\d{1,3}(,\d{3})+$/)
  expectSameFigure(await figureValue(apr, ',', '.'), aprValue)
  expectSameFigure(await figureValue(liquidityAr, ',', '.'), liquidityValue)
})

/**
 * More decimals than any place shows: amounts have 6 significant digits, balances 4 decimals,
 * prices 6 digits (so 0.0001234 has 7), shares 6 decimals; below 0.0001 an amount reads '<0.0001'.
 */
const MAX_FRACTION_DIGITS = 8
const TOO_PRECISE = new RegExp(`\\d[.,]\\d{${MAX_FRACTION_DIGITS + 1},}`, 'g')

test('no route shows a raw figure: every number has at most 8 decimals', async ({
  page,
  // requested so the visitor's read-only wallet is installed before the first page load
  wallet: _wallet,
}) => {
  test.setTimeout(180_000)
  await page.goto('/')
  await connectWallet(page)
  const found: string[] = []
  for (const route of ROUTES) {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // figures load after the heading: wait until no loading placeholder is left (or give up)
    await expect
      .poll(async () => (await page.locator('main').innerText()).includes('…'), {
        timeout: 5_000,
      })
      .toBe(false)
      .catch(() => undefined)
    const text = await page.locator('main').innerText()
    for (const match of text.matchAll(TOO_PRECISE)) found.push(`${route}: ${match[0]}`)
  }
  expect(found).toEqual([])
})
