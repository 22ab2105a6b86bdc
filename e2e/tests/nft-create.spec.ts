/**
 * Create NFT (issue 15, /nfts/createnft) on the e2e world with account 17, the creator: sign in to
 * the API, upload a PNG, describe the NFT, create a collection (the seeded 'Spectral Shapes' name
 * is taken), mint it and find it on its collection; then put one on sale by signing, which
 * account 18 buys. A wallet rejection on the way loses nothing.
 */
import { ghostNFTFactoryAbi } from '@ghost/contracts'
import { devAccount, devWallet } from '@ghost/contracts/anvil'
import { getNftContracts } from '@ghost/contracts/manifest'
import type { Page } from '@playwright/test'
import { type Address, type Hex, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { connectWallet, expect, expectMined, test } from '../fixtures/test'

/** A 2×2 PNG (sharp decodes it), built here rather than read from a fixture file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mNk+M9Qz0AEYBxVSF+FAP5FDvcfRYWgAAAAAElFTkSuQmCC',
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
})

test('puts an NFT on sale by signing; account 18 buys it', async ({ page, world, chain }) => {
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

  // the API has the signed order; the buyer executes exactly what the creator signed
  type Search = { data: { tokenUID: string }[] }
  type Orders = {
    data: {
      tokenUID: Hex
      uri: string
      price: string
      expiry: number
      nonce: string
      v: number
      r: Hex
      s: Hex
      status: string
    }[]
  }
  const api = `${world.serverUrl}/v1/1337`
  const search = (await (
    await fetch(`${api}/orders/search?collection=${collection}&onOrder=1`)
  ).json()) as Search
  expect(search.data).toHaveLength(1)
  const uid = search.data[0]?.tokenUID
  const orders = (await (await fetch(`${api}/orders?uid=${uid}`)).json()) as Orders
  const signed = orders.data[0]
  if (!signed) throw new Error(`no order for ${uid}`)
  expect(signed.price).toBe(parseEther('0.5').toString())
  const buyerWallet = devWallet(world.chainUrl, 18)
  const bought = await buyerWallet.writeContract({
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'executeOrderWithBNB',
    args: [
      {
        collection: collection as Address,
        tokenUID: signed.tokenUID,
        uri: signed.uri,
        price: BigInt(signed.price),
        creator: CREATOR,
        expiry: BigInt(signed.expiry),
        nonce: BigInt(signed.nonce),
      },
      signed.v,
      signed.r,
      signed.s,
      zeroAddress,
    ],
    value: BigInt(signed.price),
  })
  await expectMined(chain, bought)
  await expect
    .poll(async () => (await collectionTokens(world.serverUrl, collection)).data, {
      timeout: 30_000,
    })
    .toEqual([expect.objectContaining({ name: 'Paper Lantern', owner: BUYER.toLowerCase() })])
})
