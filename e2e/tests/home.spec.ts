/**
 * The landing page (issue 12 "Use it elsewhere"): what Ghost offers links to each part, the
 * protocol figures come from the index and say 'Error fetching data' (spec §8) when the API
 * fails, and the best live farm APR is the farms page's.
 */
import { figure } from '../fixtures/screens'
import { expect, test } from '../fixtures/test'

test('each part of Ghost the home page offers opens its screen', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Ghost', level: 1 })).toBeVisible()
  const features = page.getByRole('region', { name: 'What you can do' })
  for (const [name, path] of [
    ['Swap', '/swap'],
    ['Liquidity', '/liquidity'],
    ['Farms', '/farms'],
    ['Pools', '/pools'],
    ['NFTs', '/nfts'],
    ['Info', '/info'],
  ] as const) {
    await page.goto('/')
    await features.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === path)
  }
  await page.goto('/')
  await page.getByRole('link', { name: 'Trade now' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/swap')
})

test('total value locked and 24h volume come from the index, top tokens link to Info', async ({
  page,
}) => {
  await page.goto('/')
  const stats = page.getByRole('region', { name: 'Ghost in numbers' })
  await expect(stats.getByRole('status', { name: 'Total value locked' })).toHaveText(/^\$[\d,]+$/)
  await expect(stats.getByRole('status', { name: 'Volume 24H' })).toHaveText(/^\$[\d,]+$/)
  await expect(stats.getByRole('alert')).toHaveCount(0)
  const tokens = page.getByRole('table', { name: 'Top Tokens' })
  await expect(tokens.getByRole('row')).toHaveCount(6)
  await tokens.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/info\/tokens\/0x[0-9a-f]{40}$/)
})

test('the index failing shows Error fetching data, never a figure', async ({ page }) => {
  await page.route('**/graphql', (route) => route.fulfill({ status: 500, body: 'down' }))
  await page.goto('/')
  const stats = page.getByRole('region', { name: 'Ghost in numbers' })
  await expect(stats.getByRole('alert')).toHaveText('Error fetching data')
  await expect(stats.getByRole('status', { name: 'Total value locked' })).toHaveText('-')
  await expect(stats.getByRole('status', { name: 'Volume 24H' })).toHaveText('-')
})

test('the top farm APR is one the farms page shows, with its farm', async ({ page }) => {
  await page.goto('/farms')
  const cards = page.getByRole('article')
  // once the index answers, the card's APR includes the LP rewards and says so
  await expect(cards.first()).toContainText('LP reward APR')
  const shown = await cards.getByRole('status', { name: 'APR' }).allTextContents()
  await page.goto('/')
  const top = page.getByRole('status', { name: 'Top farm APR' })
  // the home page reads the same farms and index, and may still be loading the LP part
  await expect
    .poll(async () => shown.includes(((await top.textContent()) ?? '').split(' ')[0] ?? ''))
    .toBe(true)
  await top.getByRole('link').click()
  await expect(page).toHaveURL((url) => url.pathname === '/farms')
})

test('home and Info show one 24h volume, and the home page has no developer readout (issue 28)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Ghost', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'WBNB-USDT pool' })).toHaveCount(0)
  await expect(page.getByText(/WBNB reserve|USDT reserve/)).toHaveCount(0)
  // other specs trade meanwhile: the two pages must agree when read back to back
  await expect(async () => {
    await page.goto('/')
    const homeVolume = page
      .getByRole('region', { name: 'Ghost in numbers' })
      .getByRole('status', { name: 'Volume 24H' })
    await expect(homeVolume).toHaveText(/^\$[\d,]+$/)
    const home = BigInt(((await homeVolume.textContent()) ?? '').replace(/[$,]/g, ''))
    await page.goto('/info')
    const infoVolume = figure(page.getByRole('region', { name: '24h figures' }), 'Volume 24H')
    await expect(infoVolume).toHaveText(/\$[\d,]+\.\d\d/)
    const match = ((await infoVolume.textContent()) ?? '').match(/\$([\d,]+)\.(\d\d)/)
    const cents = BigInt(`${match?.[1]?.replace(/,/g, '')}${match?.[2]}`)
    // home shows whole dollars, rounded half up
    expect(home).toBe((cents + 50n) / 100n)
  }).toPass({ timeout: 90_000 })
})
