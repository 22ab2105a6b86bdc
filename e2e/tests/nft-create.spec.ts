/**
 * Create NFT (issue 15, /nfts/createnft) on the e2e world with account 17, the creator: sign in to
 * the API, upload a PNG, describe the NFT, create a collection (the seeded 'Spectral Shapes' name
 * is taken), mint it and find it on its collection; then put one on sale by signing, which
 * account 18 buys. A wallet rejection on the way loses nothing.
 */
import { ghostNFTFactoryAbi } from '@ghost/contracts'
import type { anvilClient } from '@ghost/contracts/anvil'
import { devAccount, devWallet } from '@ghost/contracts/anvil'
import { getNftContracts } from '@ghost/contracts/manifest'
import type { Page } from '@playwright/test'
import { type Address, type Hex, parseEventLogs, zeroAddress } from 'viem'
import { seriousViolations } from '../fixtures/axe'
import { walletPage } from '../fixtures/nft'
import { notifications } from '../fixtures/screens'
import { connectWallet, expect, expectMined, test, type World } from '../fixtures/test'

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

/** A collection of account 17 (2% royalty) made through the chain, once the index lists it. */
async function createLazyCollection(
  world: World,
  chain: ReturnType<typeof anvilClient>,
  prefix: string,
): Promise<{ name: string; collection: string; factory: Address }> {
  const factory = getNftContracts(world.manifest)?.NFTFactory
  if (!factory) throw new Error('the e2e world has no NFT market')
  const name = `${prefix} ${Date.now()}`
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
  return { name, collection, factory }
}

/** Describes an NFT on the create page and puts it on sale by signing; its item page's path. */
async function signForSale(page: Page, collectionName: string, nftName: string, price: string) {
  await openSignedIn(page)
  await uploadPng(page)
  await page.getByLabel('Name', { exact: true }).fill(nftName)
  await page.getByLabel('Your collections').selectOption({ label: collectionName })
  await page.getByRole('radio', { name: 'Put on sale by signing (minted when bought)' }).check()
  await page.getByLabel('Price (BNB)').fill(price)
  await page.getByRole('button', { name: 'Sign and put on sale' }).click()
  await expect(page.getByRole('heading', { name: 'NFT on sale!' })).toBeVisible()
  const path = await page
    .getByRole('link', { name: `View ${nftName}`, exact: true })
    .getAttribute('href')
  if (!path) throw new Error('no link to the new item')
  return path
}

type ApiOrders = {
  data: {
    collection: string
    tokenUID: string
    uri: string
    price: string
    creator: string
    expiry: number
    nonce: string
    status: string
    v?: number | null
    r?: string | null
    s?: string | null
  }[]
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
  const { name, collection } = await createLazyCollection(world, chain, 'Lazy Lanterns')
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
        expect.soft(await seriousViolations(page), label).toEqual([])
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect.soft(overflow, label).toBeLessThanOrEqual(0)
      }
    }
  }
})

test('the creator reprices and then cancels a signed order; the old signature is dead on chain and the API no longer serves it', async ({
  page,
  world,
  chain,
  wallet,
}) => {
  const { name, collection, factory } = await createLazyCollection(world, chain, 'Paper Boats')
  const itemPath = await signForSale(page, name, 'Paper Boat', '0.5')
  const tokenUID = itemPath.split('/').at(-1) as Hex
  const ordersOf = async () => {
    const response = await fetch(
      `${world.serverUrl}/v1/1337/orders?uid=${tokenUID}&collection=${collection}`,
    )
    return ((await response.json()) as ApiOrders).data
  }
  const [first] = await ordersOf()
  if (!first?.r || !first.s || !first.v) throw new Error('the open order carries no signature')
  const firstOrder = {
    collection: first.collection as Address,
    tokenUID,
    uri: first.uri,
    price: BigInt(first.price),
    creator: first.creator as Address,
    expiry: BigInt(first.expiry),
    nonce: BigInt(first.nonce),
  }
  const executeFirst = () =>
    chain.simulateContract({
      account: BUYER,
      address: factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'executeOrderWithBNB',
      args: [firstOrder, first.v as number, first.r as Hex, first.s as Hex, zeroAddress],
      value: firstOrder.price,
    })
  // the signature works while the order is open
  await executeFirst()

  await page.goto(itemPath)
  const trade = page.getByRole('region', { name: 'Trade' })
  await trade.getByRole('button', { name: 'Adjust price' }).click()
  const adjust = page.getByRole('dialog', { name: 'Adjust price' })
  await adjust.getByLabel('New price (BNB)').fill('0.7')
  await adjust.getByRole('button', { name: 'Cancel the old order' }).click()
  await expect(adjust.getByRole('button', { name: 'Old order cancelled' })).toBeDisabled({
    timeout: 30_000,
  })
  await adjust.getByRole('button', { name: 'Sign the new price' }).click()
  await expect(adjust).toHaveCount(0)
  // the factory's cancelOrder went through the wallet, and Recent Transactions keeps it
  const cancelTx = wallet.sentTransactions.at(-1)
  expect(String(cancelTx?.request.to).toLowerCase()).toBe(factory.toLowerCase())
  await expect(trade.getByText('0.7 BNB').first()).toBeVisible({ timeout: 30_000 })

  await expect(executeFirst()).rejects.toThrow('GhostNFTFactory: ORDER_CANCELLED')
  await expect
    .poll(async () => (await ordersOf()).map(({ price, status, r }) => ({ price, status, r })))
    .toEqual(
      expect.arrayContaining([
        { price: '500000000000000000', status: 'cancelled', r: null },
        expect.objectContaining({ price: '700000000000000000', status: 'open' }),
      ]),
    )

  await trade.getByRole('button', { name: 'Cancel order' }).click()
  const cancel = page.getByRole('dialog', { name: 'Cancel order' })
  await cancel.getByRole('button', { name: 'Confirm cancellation' }).click()
  await expect(cancel.getByText('Transaction Submitted')).toBeVisible({ timeout: 30_000 })
  await cancel.getByRole('button', { name: 'Close' }).last().click()
  await expect(notifications(page).getByText('Order cancelled')).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(async () => (await ordersOf()).filter(({ status }) => status === 'open'))
    .toEqual([])

  // off sale, not lost: the creator signs it for sale again
  await trade.getByRole('button', { name: 'Put on sale' }).click()
  const again = page.getByRole('dialog', { name: 'Put on sale' })
  await again.getByLabel('Sale price (BNB)').fill('0.8')
  await again.getByRole('button', { name: 'Sign the new price' }).click()
  await expect(again).toHaveCount(0)
  await expect
    .poll(async () => (await ordersOf()).filter(({ status }) => status === 'open'))
    .toEqual([expect.objectContaining({ price: '800000000000000000' })])
})
