/**
 * The demo world a newcomer opens without a wallet (`npm start`): the community has staked in
 * the farm and the live pool, so every live card shows an APR and a stake, and the price chart
 * has days of trading behind it.
 */
import { ghostCollectionAbi } from '@ghost/contracts'
import { expect, test } from '../fixtures/test'

const NUMERIC_APR = /^[\d,]+\.\d{2}%$/

test('every live farm card shows a numeric APR and liquidity staked', async ({ page }) => {
  await page.goto('/farms')
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  for (const card of await cards.all()) {
    await expect(card.getByRole('status', { name: 'APR' })).toHaveText(NUMERIC_APR)
    const liquidity = card.getByRole('status', { name: 'Total Liquidity' })
    await expect(liquidity).toHaveText(/^\$[\d,]+$/)
    expect(Number((await liquidity.textContent())?.replace(/[$,]/g, ''))).toBeGreaterThan(0)
  }
})

test('every live pool card shows a numeric APR and a non-zero total staked', async ({ page }) => {
  await page.goto('/pools')
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  for (const card of await cards.all()) {
    await expect(card.getByRole('status', { name: 'APR' })).toHaveText(NUMERIC_APR)
    const total = card.getByRole('status', { name: 'Total staked' })
    // the BNB pool and, since issue 34, the CAKE pool
    await expect(total).toHaveText(/^[\d,.]+ (BNB|CAKE)$/)
    expect(Number((await total.textContent())?.replace(/[ ,A-Z]/g, ''))).toBeGreaterThan(0)
  }
})

test('the BNB/USDT price chart shows more than a day of history, over 1W and 1M', async ({
  page,
  world,
}) => {
  await page.goto(`/swap?outputCurrency=${world.manifest.tokens.USDT}`)
  const chart = page.getByRole('region', { name: 'Price chart' })
  for (const range of ['1W', '1M']) {
    await chart.getByRole('button', { name: range }).click()
    await expect(chart.getByRole('img', { name: `BNB/USDT price, ${range}` })).toBeVisible()
    const dates = chart.locator('time')
    await expect(dates).toHaveCount(2)
    const [from, to] = await Promise.all(
      [0, 1].map(async (i) => Date.parse((await dates.nth(i).getAttribute('datetime')) ?? '')),
    )
    expect((to ?? 0) - (from ?? 0)).toBeGreaterThan(24 * 3600 * 1000)
    await expect(dates.first()).not.toHaveText('')
  }
})

test("the seeded NFTs' metadata and images are served by CID from the server's file store", async ({
  chain,
  request,
  world,
}) => {
  const collection = world.manifest.contracts.GhostSquad
  if (!collection) throw new Error('the world has no Ghost Squad')
  const uri = await chain.readContract({
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'tokenURI',
    args: [1n],
  })
  const metadataResponse = await request.get(
    `${world.serverUrl}/ipfs/${uri.replace('ipfs://', '')}`,
  )
  expect(metadataResponse.status()).toBe(200)
  const metadata = (await metadataResponse.json()) as {
    name: string
    image: string
    attributes: { trait_type: string }[]
  }
  expect(metadata.name).toBe('Ghost Squad #1')
  expect(metadata.attributes.map((attribute) => attribute.trait_type)).toContain('Background')
  const image = await request.get(
    `${world.serverUrl}/ipfs/${metadata.image.replace('ipfs://', '')}`,
  )
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  expect(await image.text()).toMatch(/^<svg /)
})
