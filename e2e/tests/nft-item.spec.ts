/**
 * The NFT item page against the seeded world: a Ghost Squad item on sale (its title, attributes
 * with rarity, owner, location, price and the history the devnet wrote), an introduction posted
 * by its owner after signing in with the wallet (account 19, reserved for this spec), a token
 * sold by a signed order before it is minted, the not-found panel, and the HTML a link-preview
 * crawler reads without running JavaScript.
 */
import { ghostCollectionAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import type { ApiCollection, ApiCollectionTokens, ApiItem, ApiPage, ApiToken } from '@ghost/sdk'
import type { Address, Hex } from 'viem'
import { seriousViolations } from '../fixtures/axe'
import { mintGhostSquad, nftContracts, waitForIndexed } from '../fixtures/nft'
import { notifications } from '../fixtures/screens'
import { connectWallet, expect, test, type World } from '../fixtures/test'

async function apiToken(world: World, collection: string, tokenId: string): Promise<ApiToken> {
  const response = await fetch(
    `${world.serverUrl}/v1/${world.manifest.chainId}/collections/${collection}/tokens/${tokenId}`,
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as ApiItem<ApiToken>).data
}

test.describe('a seeded Ghost Squad item', () => {
  test('shows its title, attributes, owner, location For Sale, price and history', async ({
    page,
    world,
  }) => {
    const collection = nftContracts(world).GhostSquad.toLowerCase()
    const token = await apiToken(world, collection, '2')
    await page.goto(`/nfts/collections/${collection}/2`)

    await expect(page.getByRole('heading', { level: 1, name: 'Ghost Squad #2' })).toBeVisible()
    await expect(page).toHaveTitle('Ghost Squad #2 | GHOST')
    await expect(page.getByRole('link', { name: 'Ghost Squad', exact: true })).toHaveAttribute(
      'href',
      `/nfts/collections/${collection}`,
    )
    await expect(page.getByRole('img', { name: 'Ghost Squad #2' })).toBeVisible()

    // every attribute with its value and the share of the collection having it
    const attributes = page.getByRole('table', { name: 'Attributes' })
    expect(token.attributes.length).toBeGreaterThan(0)
    for (const attribute of token.attributes) {
      const row = attributes.getByRole('row').filter({
        has: page.getByRole('cell', { name: attribute.traitType, exact: true }),
      })
      await expect(row.getByRole('cell').nth(1)).toHaveText(String(attribute.value))
      await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d+(\.\d+)?%$/)
    }

    // account 11 bought it from account 10 and listed it again at 0.9 BNB
    const facts = page.locator('.nft-item-facts')
    const owner = devAccount(11).address.toLowerCase()
    await expect(facts.getByRole('link').first()).toHaveAttribute('href', `/nfts/profile/${owner}`)
    await expect(facts.getByRole('definition').filter({ hasText: 'For Sale' })).toBeVisible()
    await expect(facts.getByRole('definition').filter({ hasText: /^0\.9 BNB$/ })).toBeVisible()

    // the seeded history: 10 lists at 0.5, 11 buys it, 11 lists at 0.9
    const history = page.getByRole('table', { name: 'Transaction history' })
    await expect(history.getByRole('row').filter({ hasText: 'New listing' })).toHaveCount(2)
    await expect(
      history.getByRole('row').filter({ hasText: 'New listing' }).filter({ hasText: '0.9 BNB' }),
    ).toHaveCount(1)
    await expect(
      history.getByRole('row').filter({ hasText: 'New listing' }).filter({ hasText: '0.5 BNB' }),
    ).toHaveCount(1)
    await expect(
      history
        .getByRole('row')
        .filter({ hasText: /Bought|Sold/ })
        .filter({ hasText: '0.5 BNB' }),
    ).not.toHaveCount(0)

    // more from the collection: other Ghost Squad items, linking to their pages
    const more = page.getByRole('list', { name: 'More from this collection' })
    await expect(more.getByRole('listitem')).not.toHaveCount(0)
    await expect(more.getByRole('link', { name: /Ghost Squad #2\b/ })).toHaveCount(0)

    // a 390 px phone: one column, nothing wider than the screen
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByRole('heading', { level: 1, name: 'Ghost Squad #2' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test.describe('introductions', () => {
  test.use({ walletAccount: 19 })

  test('the owner signs in with the wallet and posts one; the API refusal is shown', async ({
    page,
    chain,
    world,
    wallet,
  }) => {
    const owner = devAccount(19).address
    const { tokenId, blockNumber, collection } = await mintGhostSquad(chain, world, owner)
    await waitForIndexed(world, blockNumber)
    const address = collection.toLowerCase()
    await page.goto(`/nfts/collections/${address}/${tokenId}`)
    const section = page.getByRole('region', { name: 'Introductions' })
    await expect(section.getByText('No introductions yet')).toBeVisible()
    await expect(section.getByText('Connect your wallet to introduce this NFT.')).toBeVisible()

    await connectWallet(page)
    const field = section.getByRole('textbox', { name: 'Introduce your NFT' })
    // the wallet refuses to sign in: said so, and nothing typed is lost
    wallet.rejectNext('personal_sign')
    await field.fill('Boo!')
    await section.getByRole('button', { name: 'Sign in and post' }).click()
    await expect(section.getByRole('alert')).toHaveText('Unable to sign payload')
    await expect(field).toHaveValue('Boo!')
    // too long: the API's validation message is shown and the text is kept
    const tooLong = 'x'.repeat(2001)
    await field.fill(tooLong)
    await section.getByRole('button', { name: 'Sign in and post' }).click()
    await expect(section.getByRole('alert')).toContainText('content')
    await expect(field).toHaveValue(tooLong)

    const text = `Found this ghost in the attic, ${Date.now()}.`
    await field.fill(text)
    await section.getByRole('button', { name: 'Post introduction' }).click()
    const entry = section.getByRole('listitem').filter({ hasText: text })
    await expect(entry).toBeVisible()
    await expect(entry.getByRole('link')).toHaveAttribute(
      'href',
      `/nfts/profile/${owner.toLowerCase()}`,
    )
    await expect(field).toHaveValue('')

    // it stays: another visit reads it from the API
    await page.reload()
    await expect(page.getByRole('region', { name: 'Introductions' }).getByText(text)).toBeVisible()
    // the owner's view (form, list) has no serious accessibility finding
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('a token a signed order sells before it is minted has its page by token UID', async ({
  page,
  world,
}) => {
  const collections = (await (
    await fetch(`${world.serverUrl}/v1/${world.manifest.chainId}/collections`)
  ).json()) as ApiPage<ApiCollection>
  const shapes = collections.data.find((entry) => entry.name === 'Spectral Shapes')?.address
  expect(shapes).toBeDefined()
  const response = await fetch(
    `${world.serverUrl}/v1/${world.manifest.chainId}/collections/${shapes}/tokens`,
  )
  const { data } = (await response.json()) as ApiCollectionTokens
  const lazy = data.find((token) => token.name === 'Spectral Shapes: Midnight Drift')
  expect(lazy?.tokenId).toBeNull()
  await page.goto(`/nfts/collections/${shapes}/${lazy?.tokenUID}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Spectral Shapes: Midnight Drift' }),
  ).toBeVisible()
  await expect(page).toHaveTitle('Spectral Shapes: Midnight Drift | GHOST')
  const facts = page.locator('.nft-item-facts')
  await expect(facts.getByRole('definition').filter({ hasText: 'For Sale' })).toBeVisible()
  await expect(facts.getByRole('definition').filter({ hasText: /^0\.3 BNB$/ })).toBeVisible()
})

test.describe('a lazily minted item bought on its page', () => {
  test.use({ walletAccount: 19 })

  test("the purchase dialog stays until closed, then the page shows the minted token, in the buyer's wallet", async ({
    page,
    chain,
    world,
    wallet: _wallet,
  }) => {
    const api = `${world.serverUrl}/v1/${world.manifest.chainId}`
    const collections = (await (await fetch(`${api}/collections`)).json()) as ApiPage<ApiCollection>
    const shapes = collections.data.find((entry) => entry.name === 'Spectral Shapes')?.address
    if (!shapes) throw new Error('no Spectral Shapes collection')
    const { data } = (await (
      await fetch(`${api}/collections/${shapes}/tokens`)
    ).json()) as ApiCollectionTokens
    // the seeded open order of Lantern Glow (Midnight Drift is only looked at, Quiet Orbit is nft-trade's)
    const lazy = data.find((token) => token.name === 'Spectral Shapes: Lantern Glow')
    if (!lazy?.tokenUID) throw new Error('no open order for Spectral Shapes: Lantern Glow')
    const uidPath = `/nfts/collections/${shapes}/${lazy.tokenUID}`
    await page.goto(uidPath)
    await connectWallet(page)
    await page.getByRole('region', { name: 'Trade' }).getByRole('button', { name: 'Buy' }).click()
    const buy = page.getByRole('dialog', { name: 'Buy NFT' })
    // The page learns the minted id from the order search once the purchase is indexed; that
    // answer used to send the page on to the token's URL under the open dialog.
    const mintedIdKnown = page.waitForResponse(
      (response) =>
        response.url().includes('/orders/search') &&
        response.url().includes(`collection=${shapes}`) &&
        !response.url().includes('tokenId=') &&
        response.ok(),
      { timeout: 30_000 },
    )
    await buy.getByRole('button', { name: 'Confirm purchase' }).click()
    await expect(buy.getByText('Transaction Submitted')).toBeVisible({ timeout: 30_000 })
    await expect(notifications(page).getByText('Purchase successful')).toBeVisible({
      timeout: 30_000,
    })
    await mintedIdKnown
    // two frames for React to act on the answer
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    await expect(buy.getByText('Transaction Submitted')).toBeVisible()
    await expect(page).toHaveURL(`${world.webUrl}${uidPath}`)
    await buy.getByRole('button', { name: 'Close' }).last().click()
    await expect(buy).toHaveCount(0)

    const buyer = devAccount(19).address
    const tokenId = await chain.readContract({
      address: shapes as Address,
      abi: ghostCollectionAbi,
      functionName: 'tokenIdByUID',
      args: [lazy.tokenUID as Hex],
    })
    await expect
      .poll(() =>
        chain.readContract({
          address: shapes as Address,
          abi: ghostCollectionAbi,
          functionName: 'ownerOf',
          args: [tokenId],
        }),
      )
      .toBe(buyer)
    // closing the dialog leads on to the minted token; its UID page does so on any later visit
    await expect(page).toHaveURL(`${world.webUrl}/nfts/collections/${shapes}/${tokenId}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Spectral Shapes: Lantern Glow' }),
    ).toBeVisible()
    await waitForIndexed(world, await chain.getBlockNumber())
    await page.goto(uidPath)
    await expect(page).toHaveURL(`${world.webUrl}/nfts/collections/${shapes}/${tokenId}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Spectral Shapes: Lantern Glow' }),
    ).toBeVisible()
    const facts = page.locator('.nft-item-facts')
    await expect(facts.getByRole('link').first()).toHaveAttribute(
      'href',
      `/nfts/profile/${buyer.toLowerCase()}`,
    )
    await expect(facts.getByRole('definition').filter({ hasText: 'In Wallet' })).toBeVisible()
  })
})

test.describe('accessibility', () => {
  test.use({ walletAccount: 19 })

  test('the item page: no serious finding in light and dark, desktop and phone, and RTL', async ({
    page,
    world,
    wallet: _wallet,
  }) => {
    test.setTimeout(120_000)
    const collection = nftContracts(world).GhostSquad.toLowerCase()
    await page.goto('/')
    await connectWallet(page)
    for (const [theme, width, language] of [
      ['light', 1280, 'en-US'],
      ['dark', 390, 'en-US'],
      ['dark', 1280, 'ar-SA'],
      ['light', 390, 'ar-SA'],
    ] as const) {
      await page.setViewportSize({ width, height: 844 })
      await page.evaluate(
        ([dark, locale]) => {
          localStorage.setItem('ghost:user-settings', JSON.stringify({ darkTheme: dark }))
          localStorage.setItem('ghost:language', locale)
        },
        [theme === 'dark', language] as const,
      )
      await page.goto(`/nfts/collections/${collection}/2`)
      const where = `${theme} ${width}px ${language}`
      await expect(page.locator('html'), where).toHaveAttribute('data-theme', theme)
      await expect(page.locator('html'), where).toHaveAttribute(
        'dir',
        language === 'ar-SA' ? 'rtl' : 'ltr',
      )
      await expect(page.getByRole('heading', { level: 1, name: 'Ghost Squad #2' })).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      expect.soft(await seriousViolations(page), where).toEqual([])
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, where).toBeLessThanOrEqual(width)
    }
  })
})

test('malformed params and unknown tokens show the not-found panel', async ({ page, world }) => {
  const collection = nftContracts(world).GhostSquad.toLowerCase()
  for (const path of [
    `/nfts/collections/${collection}/not-a-number`,
    '/nfts/collections/0x1234/1',
    `/nfts/collections/${collection}/999999`,
    `/nfts/collections/${collection}/0x${'12'.repeat(32)}`,
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'NFT not found' }), path).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to collections' })).toBeVisible()
  }
})

test('link previews: the HTML itself carries title, description and thumbnail', async ({
  request,
  world,
}) => {
  const collection = nftContracts(world).GhostSquad.toLowerCase()
  const token = await apiToken(world, collection, '2')
  const response = await request.get(`/nfts/collections/${collection}/2`)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<title>Ghost Squad #2 | GHOST</title>')
  expect(html).toContain(`<meta name="description" content="${token.description}" />`)
  expect(html).toContain('<meta property="og:title" content="Ghost Squad #2 | GHOST" />')
  expect(html).toContain(
    `<meta property="og:image" content="${world.serverUrl}${token.image.thumbnail}" />`,
  )
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
  const thumbnail = await request.get(`${world.serverUrl}${token.image.thumbnail}`)
  expect(thumbnail.status()).toBe(200)

  // a path that names no item is titled as the page is headed (link-previews.spec.ts)
  const plain = await (await request.get(`/nfts/collections/${collection}/abc`)).text()
  expect(plain).toContain('<title>NFT not found | GHOST</title>')
})
