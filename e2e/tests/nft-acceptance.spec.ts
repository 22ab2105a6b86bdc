/**
 * Issue 15's first acceptance, end to end in two browsers against the real chain and server:
 * account A (20) creates an NFT on /nfts/createnft (upload, then mint in a collection of its own)
 * and lists it; account B (21) finds it on the collection page by a trait filter and buys it with
 * BNB; A's BNB balance grows by exactly the receive amount B saw before buying (A sends nothing
 * meanwhile; the royalty, A's as creator, waits in pending revenue); B's /nfts/mypage shows it In
 * Wallet; the collection's and the item's activity show NEW, then BUY.
 */
import { devAccount } from '@ghost/contracts/anvil'
import type { Locator, Page } from '@playwright/test'
import { parseEther } from 'viem'
import {
  bnbBalance,
  closeSubmitted,
  latestBlock,
  pendingRevenue,
  tinyPng,
  waitForIndexed,
  walletPage,
} from '../fixtures/nft'
import { notifications } from '../fixtures/screens'
import { connectWallet, expect, test } from '../fixtures/test'

const A = devAccount(20).address
const B = devAccount(21).address

/** Wei from a BNB amount as the app shows it ('0.0196 BNB', '1,234.5'). */
function weiOf(text: string): bigint {
  const number = text.replace(/BNB|,|\s/g, '')
  if (!/^\d+(\.\d+)?$/.test(number)) throw new Error(`not a BNB amount: ${text}`)
  return parseEther(number)
}

/** Waits for the success toast `title` of a mined transaction. */
async function expectToast(page: Page, title: string) {
  await expect(notifications(page).getByRole('status', { name: title }).last()).toBeVisible({
    timeout: 30_000,
  })
}

/** An activity table holding exactly a listing (NEW) and, above it, a purchase (BUY). */
async function expectNewThenBuy(table: Locator) {
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('cell') })
  await expect(rows).toHaveCount(2, { timeout: 30_000 })
  await expect(rows.nth(0)).toContainText('Bought')
  await expect(rows.nth(1)).toContainText('New listing')
}

test('A creates and lists an NFT, B finds it by trait and buys it with BNB; A gets the receive amount to the wei', async ({
  browser,
  world,
}) => {
  test.setTimeout(240_000)
  const run = Date.now().toString(36)
  const itemName = `Acceptance ${run}`
  const collectionName = `Acceptance Ghosts ${run}`
  const trait = { type: 'Mood', value: `Calm${run}` }
  const price = '0.5'

  // ——— A: create (sign in, upload → describe → a collection of A's own → mint) ———
  const { page: a } = await walletPage(browser, world, A)
  await a.goto('/nfts/createnft')
  await expect(a.getByRole('heading', { level: 1, name: 'Create NFT' })).toBeVisible()
  await connectWallet(a)
  await a.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(a.getByRole('heading', { name: 'Sign in' })).toHaveCount(0)

  await a.getByLabel('Image').setInputFiles({
    name: 'ghost.png',
    mimeType: 'image/png',
    buffer: tinyPng({ size: 16, rgb: [Number.parseInt(run.slice(-2), 36) % 256, 40, 200] }),
  })
  await expect(a.getByRole('img', { name: 'Preview of the uploaded image' })).toBeVisible()
  await expect(a.getByRole('button', { name: 'Copy CID' })).toBeVisible()
  await a.getByLabel('Name', { exact: true }).fill(itemName)
  await a.getByLabel('Description', { exact: true }).fill('Made by the acceptance test.')
  await a.getByRole('button', { name: 'Add attribute' }).click()
  await a.getByLabel('Trait type 1').fill(trait.type)
  await a.getByLabel('Value 1').fill(trait.value)

  await a.getByLabel('Collection name').fill(collectionName)
  await expect(a.getByText('This name is available')).toBeVisible()
  await a.getByLabel('Symbol').fill('ACC')
  await a.getByLabel('Royalty (%)').fill('1')
  await a.getByRole('button', { name: 'Create collection' }).click()
  const createDialog = a.getByRole('dialog', { name: 'Create collection' })
  await createDialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(createDialog).toHaveCount(0, { timeout: 30_000 })
  const chosen = a.getByLabel('Your collections')
  await expect(chosen.locator('option:checked')).toHaveText(collectionName)
  const collection = (await chosen.inputValue()).toLowerCase()

  await a.getByRole('button', { name: 'Mint NFT' }).click()
  await a.getByRole('dialog', { name: 'Mint NFT' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(a.getByRole('heading', { name: 'NFT minted!' })).toBeVisible({ timeout: 30_000 })
  // the item page reads the API: follow the link once the server has indexed the mint
  await waitForIndexed(world, await latestBlock(world))
  await a.getByRole('link', { name: `View ${itemName}` }).click()
  await expect(a.getByRole('heading', { level: 1, name: itemName })).toBeVisible()
  const tokenId = new URL(a.url()).pathname.split('/').pop() ?? ''
  expect(tokenId).toBe('1')

  // ——— A: list it (enable listing for the collection, then list) ———
  await a.getByRole('button', { name: 'Sell' }).click()
  const sell = a.getByRole('dialog', { name: 'List for sale' })
  await sell.getByRole('textbox', { name: 'Sale price (BNB)' }).fill(price)
  await sell.getByRole('button', { name: 'Enable listing' }).click()
  await expect(sell.getByRole('button', { name: 'Enabled' })).toBeDisabled({ timeout: 30_000 })
  await expectToast(a, 'Contract approved')
  await sell.getByRole('button', { name: 'List for sale' }).click()
  await closeSubmitted(sell)
  await expectToast(a, 'Item listed')
  await waitForIndexed(world, await latestBlock(world))

  // ——— B: find it on the collection page by the trait filter ———
  const { page: b } = await walletPage(browser, world, B)
  await b.goto(`/nfts/collections/${collection}`)
  await connectWallet(b)
  await expect(b.getByRole('heading', { level: 1, name: collectionName })).toBeVisible()
  const traits = b.getByRole('region', { name: 'Filter by trait' })
  await traits.getByText(trait.type, { exact: true }).click()
  await traits.getByRole('checkbox', { name: new RegExp(`^${trait.value}`) }).check()
  // the filter finds exactly the minted token, shown for sale
  await expect(b.getByText('1 item', { exact: true })).toBeVisible()
  await b
    .getByRole('region', { name: `Items of ${collectionName}` })
    .getByRole('link', { name: `${itemName} ${collectionName} ${itemName} 0.5 BNB` })
    .click()
  await expect(b.getByRole('heading', { level: 1, name: itemName })).toBeVisible()

  // ——— B: the fee breakdown before buying, then buy with BNB ———
  const trade = b.getByRole('region', { name: 'Trade' })
  await expect(trade.getByRole('button', { name: 'Buy', exact: true })).toBeVisible()
  const receives = trade
    .getByRole('table', { name: 'Fee breakdown' })
    .getByRole('row', { name: /Seller receives/ })
    .getByRole('cell')
  await expect(receives).toHaveText(/^[\d,.]+ BNB$/)
  const shownReceive = weiOf((await receives.textContent()) ?? '')
  expect(shownReceive).toBeGreaterThan(0n)
  expect(shownReceive).toBeLessThan(parseEther(price))
  const royalty = trade
    .getByRole('table', { name: 'Fee breakdown' })
    .getByRole('row', { name: /^Royalty/ })
    .getByRole('cell')
  const shownRoyalty = weiOf((await royalty.textContent()) ?? '')
  expect(shownRoyalty).toBe(parseEther(price) / 100n)
  const aBefore = await bnbBalance(world, A)
  const pendingBefore = await pendingRevenue(world, A)
  await trade.getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = b.getByRole('dialog', { name: 'Buy NFT' })
  await expect(buy.getByRole('radio', { name: /^BNB/ })).toBeChecked()
  await buy.getByRole('button', { name: 'Confirm purchase' }).click()
  await closeSubmitted(buy)
  await expectToast(b, 'Purchase successful')
  const aAfter = await bnbBalance(world, A)
  expect(aAfter - aBefore).toBe(shownReceive)
  // the royalty (1%, A created the collection) is A's too, credited as pending revenue
  expect((await pendingRevenue(world, A)).market - pendingBefore.market).toBe(shownRoyalty)
  await waitForIndexed(world, await latestBlock(world))

  // ——— B's page shows it In Wallet ———
  await b.goto('/nfts/mypage')
  const card = b.getByRole('main').getByRole('article').filter({ hasText: itemName })
  await expect(card).toBeVisible()
  await expect(card.getByText('In Wallet')).toBeVisible()

  // ——— Activity: the listing, then the purchase (newest first) ———
  await b.goto(`/nfts/collections/${collection}`)
  await b.getByRole('tab', { name: 'Activity' }).click()
  await expectNewThenBuy(b.getByRole('table', { name: 'Collection activity' }))
  await b.goto(`/nfts/collections/${collection}/${tokenId}`)
  await expectNewThenBuy(b.getByRole('table', { name: 'Transaction history' }))
  await a.context().close()
  await b.context().close()
})
