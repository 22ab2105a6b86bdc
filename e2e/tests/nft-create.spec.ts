/**
 * Create NFT (issue 15, /nfts/createnft) on the e2e world with account 17, the creator: sign in to
 * the API, upload a PNG, describe the NFT, create a collection (the seeded 'Spectral Shapes' name
 * is taken), mint it and find it on its collection; then put one on sale by signing, which
 * account 18 buys. A wallet rejection on the way loses nothing.
 */
import AxeBuilder from '@axe-core/playwright'
import { ghostNFTFactoryAbi } from '@ghost/contracts'
import { devAccount, devWallet } from '@ghost/contracts/anvil'
import { getNftContracts } from '@ghost/contracts/manifest'
import type { Page } from '@playwright/test'
import { parseEventLogs, zeroAddress } from 'viem'
import { walletPage } from '../fixtures/nft'
import { notifications } from '../fixtures/screens'
import { connectWallet, expect, expectMined, test } from '../fixtures/test'

/** A 4×4 PNG (sharp decodes it), built here rather than read from a fixture file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAEklEQVR4nGM4YfP/PzJmIF0AAFmeMCEpU6pWAAAAAElFTkSuQmCC',
  'base64',
)

const CREATOR = devAccount(17).address
const BUYER = devAccount(18).address

test.use({ walletAccount: 17 })

async function openSignedIn(page: Page) {
  await page.goto('/nfts/createnft')
  await expect(page.getByRole('heading', { level: 1, name: 'Create NFT' })).toBeVisible()
  await connectWallet(page)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0)
}

async function uploadPng(page: Page) {
  await page.getByLabel('Image').setInputFiles({
    name: 'ghost.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(page.getByRole('img', { name: 'Preview of the uploaded image' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy CID' })).toBeVisible()
}

type ApiTokens = { data: { name: string; tokenId: string | null; owner: string | null }[] }

async function collectionTokens(serverUrl: string, collection: string): Promise<ApiTokens> {
  const response = await fetch(`${serverUrl}/v1/1337/collections/${collection}/tokens`)
  return (await response.json()) as ApiTokens
}

test('creates a collection and mints an NFT into it; a rejection keeps the form', async ({
  page,
  wallet,
  world,
}) => {
  await openSignedIn(page)
  await uploadPng(page)
  await page.getByLabel('Name', { exact: true }).fill('Moonlit Owl')
  await page.getByLabel('Description', { exact: true }).fill('Hoots at midnight.')
  await page.getByRole('button', { name: 'Add attribute' }).click()
  await page.getByLabel('Trait type 1').fill('Eyes')
  await page.getByLabel('Value 1').fill('Amber')

  // the attributes as a template: saved, used to fill the form back, then deleted
  await page.getByLabel('Template name').fill('Owl traits')
  await page.getByRole('button', { name: 'Save as new template' }).click()
  await expect(page.getByText('Template saved')).toBeVisible()
  await page.getByLabel('Value 1').fill('Green')
  await page.getByLabel('Your templates').selectOption({ label: 'Owl traits' })
  await page.getByRole('button', { name: 'Use template' }).click()
  await expect(page.getByLabel('Value 1')).toHaveValue('Amber')
  await page.getByRole('button', { name: 'Delete selected template' }).click()
  await expect(page.getByText('Template deleted')).toBeVisible()
  await expect(
    page.getByLabel('Your templates').locator('option', { hasText: 'Owl traits' }),
  ).toHaveCount(0)

  // the seeded collection's name is taken, checked while typing
  const collectionName = page.getByLabel('Collection name')
  await collectionName.fill('Spectral Shapes')
  await expect(page.getByText('This collection name is taken')).toBeVisible()
  const name = `Night Owls ${Date.now()}`
  await collectionName.fill(name)
  await expect(page.getByText('This name is available')).toBeVisible()
  await page.getByLabel('Symbol').fill('OWL')
  await page.getByLabel('Royalty (%)').fill('12')
  await page.getByRole('button', { name: 'Create collection' }).click()
  await expect(page.getByText('Between 0% and 10%')).toBeVisible()
  await page.getByLabel('Royalty (%)').fill('5')
  await page.getByRole('button', { name: 'Create collection' }).click()
  const createDialog = page.getByRole('dialog', { name: 'Create collection' })
  await createDialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(createDialog).toHaveCount(0, { timeout: 30_000 })
  const chosen = page.getByLabel('Your collections')
  await expect(chosen.locator('option:checked')).toHaveText(name)
  const collection = (await chosen.inputValue()).toLowerCase()

  // the wallet refuses the mint: the modal says so, and everything typed is still there
  wallet.rejectNext('eth_sendTransaction')
  await page.getByRole('button', { name: 'Mint NFT' }).click()
  const mintDialog = page.getByRole('dialog', { name: 'Mint NFT' })
  await mintDialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(mintDialog.getByRole('alert')).toHaveText('Transaction rejected')
  await mintDialog.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Moonlit Owl')
  await expect(page.getByLabel('Value 1')).toHaveValue('Amber')
  await expect(page.getByRole('button', { name: 'Copy CID' })).toBeVisible()

  await page.getByRole('button', { name: 'Mint NFT' }).click()
  await mintDialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { name: 'NFT minted!' })).toBeVisible({ timeout: 30_000 })
  const itemLink = page.getByRole('link', { name: 'View Moonlit Owl' })
  await expect(itemLink).toHaveAttribute('href', new RegExp(`/nfts/collections/${collection}/1$`))

  // the indexer picks the mint up within a block poll: the collection lists it, owned by 17
  await expect
    .poll(async () => (await collectionTokens(world.serverUrl, collection)).data, {
      timeout: 30_000,
    })
    .toEqual([
      expect.objectContaining({ name: 'Moonlit Owl', tokenId: '1', owner: CREATOR.toLowerCase() }),
    ])
  await page.getByRole('link', { name: `View ${name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/nfts/collections/${collection}$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // listed once: the described entry is the minted token, not a second unminted card
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
  await expect(
    page.getByRole('main').getByRole('article').filter({ hasText: 'Moonlit Owl' }),
  ).toBeVisible()
})

test('puts an NFT on sale by signing; account 18 buys it on the item page', async ({
  page,
  world,
  chain,
  browser,
  // requested so the injected wallet is installed before the first page load
  wallet: _wallet,
}) => {
  // arranged through the chain: a collection of account 17, 2% royalty
  const factory = getNftContracts(world.manifest)?.NFTFactory
  if (!factory) throw new Error('the e2e world has no NFT market')
  const name = `Lazy Lanterns ${Date.now()}`
  const creatorWallet = devWallet(world.chainUrl, 17)
  const created = await creatorWallet.writeContract({
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'createCollection',
    args: [name, 'LNT', CREATOR, 200n, zeroAddress],
  })
  await expectMined(chain, created)
  const receipt = await chain.getTransactionReceipt({ hash: created })
  const [event] = parseEventLogs({
    abi: ghostNFTFactoryAbi,
    eventName: 'CollectionCreated',
    logs: receipt.logs,
  })
  if (!event) throw new Error('the factory created no collection')
  const collection = event.args.collection.toLowerCase()

  // the indexer lists the new collection within a block poll
  await expect
    .poll(
      async () => {
        const response = await fetch(`${world.serverUrl}/v1/1337/collections/${collection}`)
        return response.ok
          ? ((await response.json()) as { data: { owner: string } }).data.owner
          : null
      },
      { timeout: 30_000 },
    )
    .toBe(CREATOR.toLowerCase())

  await openSignedIn(page)
  await uploadPng(page)
  await page.getByLabel('Name', { exact: true }).fill('Paper Lantern')
  const chosen = page.getByLabel('Your collections')
  await chosen.selectOption({ label: name })

  await page.getByRole('radio', { name: 'Put on sale by signing (minted when bought)' }).check()
  await page.getByLabel('Price (BNB)').fill('0.0001')
  await expect(page.getByText('The price must be between 0.001 and 10,000 BNB')).toBeVisible()
  await page.getByLabel('Price (BNB)').fill('0.5')
  const fees = page.getByRole('definition')
  await expect(page.getByText('You receive')).toBeVisible()
  // 0.5 BNB: 2% platform, 0.5% pot, 1% referrer, 2% royalty back to the creator → 0.4825
  await expect(fees.filter({ hasText: '0.4825' })).toHaveCount(1)
  await page.getByRole('button', { name: 'Sign and put on sale' }).click()
  await expect(page.getByRole('heading', { name: 'NFT on sale!' })).toBeVisible()
  await expect(page.getByRole('link', { name: `View ${name}` })).toHaveAttribute(
    'href',
    `/nfts/collections/${collection}`,
  )
  const itemPath = await page.getByRole('link', { name: 'View Paper Lantern' }).getAttribute('href')
  expect(itemPath).toMatch(new RegExp(`^/nfts/collections/${collection}/0x[0-9a-f]{64}$`))

  // account 18, in its own browser with its own wallet, buys it on the item page
  const { page: buyer, context: buyerContext } = await walletPage(
    browser,
    world,
    BUYER,
    itemPath ?? '',
  )
  await expect(buyer.getByRole('heading', { level: 1, name: 'Paper Lantern' })).toBeVisible()
  const trade = buyer.getByRole('region', { name: 'Trade' })
  await trade.getByRole('button', { name: 'Buy' }).click()
  const buy = buyer.getByRole('dialog', { name: 'Buy NFT' })
  await buy.getByRole('button', { name: 'Confirm purchase' }).click()
  await expect(buy.getByText('Transaction Submitted')).toBeVisible({ timeout: 30_000 })
  await buy.getByRole('button', { name: 'Close' }).last().click()
  await expect(notifications(buyer).getByText('Purchase successful')).toBeVisible({
    timeout: 30_000,
  })

  // the index names the buyer; the collection page lists the item once, the buyer's page In Wallet
  await expect
    .poll(async () => (await collectionTokens(world.serverUrl, collection)).data, {
      timeout: 30_000,
    })
    .toEqual([expect.objectContaining({ name: 'Paper Lantern', owner: BUYER.toLowerCase() })])
  await page.goto(`/nfts/collections/${collection}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.filter({ hasText: 'Paper Lantern' })).toHaveCount(1)
  await buyer.goto('/nfts/mypage')
  const card = buyer.getByRole('main').getByRole('article').filter({ hasText: 'Paper Lantern' })
  await expect(card.getByText('In Wallet')).toBeVisible()
  await buyerContext.close()
})

test('the form is accessible and fits a phone, light and dark, left-to-right and right-to-left', async ({
  page,
  // requested so the injected wallet is installed before the first page load
  wallet: _wallet,
}) => {
  test.setTimeout(120_000)
  await openSignedIn(page)
  await uploadPng(page)
  await page.getByRole('button', { name: 'Add attribute' }).click()
  await page.getByLabel('Trait type 1').fill('Eyes')
  await page.getByRole('radio', { name: 'Put on sale by signing (minted when bought)' }).check()
  await page.getByLabel('Price (BNB)').fill('0.0001')
  await page.getByLabel('Collection name').fill('Spectral Shapes')
  await expect(page.getByText('This collection name is taken')).toBeVisible()
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    for (const dark of [false, true]) {
      for (const dir of ['ltr', 'rtl']) {
        await page.evaluate(
          ([isDark, direction]) => {
            document.documentElement.dataset.theme = isDark ? 'dark' : 'light'
            document.documentElement.dir = direction as string
          },
          [dark, dir] as const,
        )
        const label = `${viewport.width}px ${dark ? 'dark' : 'light'} ${dir}`
        const axe = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze()
        expect
          .soft(
            axe.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
            label,
          )
          .toEqual([])
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect.soft(overflow, label).toBeLessThanOrEqual(0)
      }
    }
  }
})
