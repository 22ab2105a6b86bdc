/**
 * NFT trading on the item page (issue 15: list with approval, fees and receive amount, adjust,
 * remove, buy with BNB and with WBNB through its approval, transfer validation, the avatar rule,
 * wallet rejection). Account 14 sells, account 15 buys; account 0 mints each test's Ghost Squad
 * token to 14 (owner-only mint), so every test starts from its own token.
 */
import { ghostCollectionAbi, ghostProfileAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import type { ApiCollection, ApiCollectionTokens, ApiPage } from '@ghost/sdk'
import type { Locator, Page } from '@playwright/test'
import { type Address, erc20Abi as cakeAbi, parseEther } from 'viem'
import {
  bnbBalance,
  closeSubmitted,
  mintGhostSquad,
  nftContracts,
  sendCake,
  waitForIndexed,
  walletPage,
  wrapBnb,
} from '../fixtures/nft'
import { notifications } from '../fixtures/screens'
import { connectWallet, expect, test, type World } from '../fixtures/test'

const SELLER = devAccount(14).address
const BUYER = devAccount(15).address
/** The devnet's artist, creator of Spectral Shapes and its signed orders. */
const ARTIST = devAccount(13).address

test.use({ walletAccount: 14 })
test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

function itemPath(world: World, tokenId: bigint) {
  return `/nfts/collections/${nftContracts(world).GhostSquad}/${tokenId}`
}

const panel = (page: Page) => page.getByRole('region', { name: 'Trade' })

/** The wei of a fee-table row ('Seller receives 1.4625 BNB'), read from what the page shows. */
async function rowWei(scope: Locator, label: string): Promise<bigint> {
  const row = scope.getByRole('row', { name: new RegExp(`^${label}`) })
  const text = (await row.getByRole('cell').innerText()).replace(/[,\s]|BNB/g, '')
  return parseEther(text)
}

/** The sum of every row of the fee table (it must add up to the price). */
async function feeTotal(scope: Locator): Promise<bigint> {
  await expect(scope.getByRole('row', { name: /receives? / })).toBeVisible()
  const cells = await scope.getByRole('cell').allInnerTexts()
  return cells.reduce((sum, text) => sum + parseEther(text.replace(/[,\s]|BNB/g, '')), 0n)
}

async function listThroughUi(page: Page, price: string) {
  await panel(page).getByRole('button', { name: 'Sell' }).click()
  const dialog = page.getByRole('dialog', { name: 'List for sale' })
  await dialog.getByRole('textbox', { name: 'Sale price (BNB)' }).fill(price)
  const enable = dialog.getByRole('button', { name: 'Enable listing' })
  await expect(enable).toBeEnabled()
  await enable.click()
  await expect(dialog.getByRole('button', { name: 'Enabled' })).toBeDisabled({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'List for sale' }).click()
  await closeSubmitted(dialog)
  await expect(panel(page).getByRole('button', { name: 'Adjust price' })).toBeVisible({
    timeout: 30_000,
  })
}

test('the seller lists (approval, range, fees, receive amount), adjusts, removes and lists again; the buyer pays with BNB and the seller receives exactly the amount shown', async ({
  page,
  world,
  chain,
  wallet,
  browser,
}) => {
  const { tokenId, blockNumber } = await mintGhostSquad(chain, world, SELLER)
  await waitForIndexed(world, blockNumber)
  await page.goto(itemPath(world, tokenId))
  await connectWallet(page)

  // List: the price range, the fee breakdown, the approval as its own step.
  await panel(page).getByRole('button', { name: 'Sell' }).click()
  const list = page.getByRole('dialog', { name: 'List for sale' })
  const price = list.getByRole('textbox', { name: 'Sale price (BNB)' })
  await price.fill('0.0001')
  await expect(list.getByRole('alert')).toHaveText(
    'Allowed price range is between 0.001 and 10,000 WBNB',
  )
  await expect(list.getByRole('button', { name: 'List for sale' })).toBeDisabled()
  await price.fill('abc')
  await expect(price).toHaveValue('0.0001')
  await price.fill('1.5')
  await expect(list.getByRole('alert')).toHaveCount(0)
  const fees = list.getByRole('table', { name: 'Fee breakdown' })
  // 0.5% ghost pot; the platform fee, royalty and receive amount add up to the price
  await expect(fees.getByRole('row', { name: /^Ghost pot fee 0\.0075 BNB$/ })).toBeVisible()
  expect(await feeTotal(fees)).toBe(parseEther('1.5'))
  expect(await rowWei(fees, 'You receive')).toBeLessThan(parseEther('1.5'))
  // Listing waits for the approval.
  await expect(list.getByRole('button', { name: 'List for sale' })).toBeDisabled()

  // A rejected approval loses nothing: the modal says so, Dismiss returns with the price kept.
  wallet.rejectNext('eth_sendTransaction')
  await list.getByRole('button', { name: 'Enable listing' }).click()
  await expect(list.getByRole('alert')).toHaveText('Transaction rejected')
  await list.getByRole('button', { name: 'Dismiss' }).click()
  await expect(price).toHaveValue('1.5')

  await list.getByRole('button', { name: 'Enable listing' }).click()
  await expect(list.getByRole('button', { name: 'Enabled' })).toBeDisabled({ timeout: 30_000 })
  await expect(notifications(page).getByText('Contract approved')).toBeVisible()
  await list.getByRole('button', { name: 'List for sale' }).click()
  await closeSubmitted(list)
  await expect(notifications(page).getByText('Item listed')).toBeVisible({ timeout: 30_000 })
  await expect(panel(page).getByText(/Price: 1\.5 BNB/)).toBeVisible()

  // Adjust the price.
  await panel(page).getByRole('button', { name: 'Adjust price' }).click()
  const adjust = page.getByRole('dialog', { name: 'Adjust price' })
  await adjust.getByRole('textbox', { name: 'New price (BNB)' }).fill('2')
  await adjust.getByRole('button', { name: 'Confirm new price' }).click()
  await closeSubmitted(adjust)
  await expect(panel(page).getByText(/Price: 2 BNB/)).toBeVisible({ timeout: 30_000 })

  // Remove it: back in the wallet.
  await panel(page).getByRole('button', { name: 'Remove from market' }).click()
  const remove = page.getByRole('dialog', { name: 'Remove from market' })
  await remove.getByRole('button', { name: 'Confirm removal' }).click()
  await closeSubmitted(remove)
  await expect(panel(page).getByRole('button', { name: 'Sell' })).toBeVisible({ timeout: 30_000 })
  expect(
    await chain.readContract({
      address: nftContracts(world).GhostSquad,
      abi: ghostCollectionAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    }),
  ).toBe(SELLER)

  // List again (the per-token approval went with the token).
  await listThroughUi(page, '1')

  // The buyer sees the price and its breakdown before buying, then buys with BNB.
  const buyer = await walletPage(browser, world, BUYER, itemPath(world, tokenId))
  const shown = panel(buyer.page).getByRole('table', { name: 'Fee breakdown' })
  await expect(shown.getByRole('row', { name: /^Ghost pot fee 0\.005 BNB$/ })).toBeVisible()
  expect(await feeTotal(shown)).toBe(parseEther('1'))
  const sellerReceives = await rowWei(shown, 'Seller receives')
  await panel(buyer.page).getByRole('button', { name: 'Buy' }).click()
  const buy = buyer.page.getByRole('dialog', { name: 'Buy NFT' })
  expect(await rowWei(buy, 'Seller receives')).toBe(sellerReceives)
  await expect(buy.getByRole('radio', { name: /^BNB/ })).toBeChecked()

  // Wallet rejection keeps the modal usable.
  buyer.wallet.rejectNext('eth_sendTransaction')
  await buy.getByRole('button', { name: 'Confirm purchase' }).click()
  await expect(buy.getByRole('alert')).toHaveText('Transaction rejected')
  await buy.getByRole('button', { name: 'Dismiss' }).click()
  await expect(buy.getByRole('button', { name: 'Confirm purchase' })).toBeEnabled()

  const before = await bnbBalance(world, SELLER)
  await buy.getByRole('button', { name: 'Confirm purchase' }).click()
  await closeSubmitted(buy)
  await expect(notifications(buyer.page).getByText('Purchase successful')).toBeVisible({
    timeout: 30_000,
  })
  await expect
    .poll(() =>
      chain.readContract({
        address: nftContracts(world).GhostSquad,
        abi: ghostCollectionAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    )
    .toBe(BUYER)
  expect((await bnbBalance(world, SELLER)) - before).toBe(sellerReceives)
  // Now the buyer owns it.
  await expect(panel(buyer.page).getByRole('button', { name: 'Sell' })).toBeVisible({
    timeout: 30_000,
  })
  await buyer.context.close()
})

test('a WBNB purchase goes through its approval of the market', async ({
  page,
  world,
  chain,
  wallet,
  browser,
}) => {
  expect(wallet.account).toBe(SELLER)
  const { tokenId, blockNumber } = await mintGhostSquad(chain, world, SELLER)
  await waitForIndexed(world, blockNumber)
  await page.goto(itemPath(world, tokenId))
  await connectWallet(page)
  await listThroughUi(page, '0.5')

  await wrapBnb(world, BUYER, parseEther('1'))
  const buyer = await walletPage(browser, world, BUYER, itemPath(world, tokenId))
  await panel(buyer.page).getByRole('button', { name: 'Buy' }).click()
  const buy = buyer.page.getByRole('dialog', { name: 'Buy NFT' })
  await buy.getByRole('radio', { name: /^WBNB/ }).check()
  const confirm = buy.getByRole('button', { name: 'Confirm purchase' })
  await expect(confirm).toBeDisabled()
  await buy.getByRole('button', { name: 'Approve WBNB' }).click()
  await expect(confirm).toBeEnabled({ timeout: 30_000 })
  await confirm.click()
  await closeSubmitted(buy)
  await expect(notifications(buyer.page).getByText('Purchase successful')).toBeVisible({
    timeout: 30_000,
  })
  await expect
    .poll(() =>
      chain.readContract({
        address: nftContracts(world).GhostSquad,
        abi: ghostCollectionAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    )
    .toBe(BUYER)
  await buyer.context.close()
})

test('transfer checks the address and sends the NFT', async ({ page, world, chain, wallet }) => {
  expect(wallet.account).toBe(SELLER)
  const { tokenId, blockNumber } = await mintGhostSquad(chain, world, SELLER)
  await waitForIndexed(world, blockNumber)
  await page.goto(itemPath(world, tokenId))
  await connectWallet(page)
  await panel(page).getByRole('button', { name: 'Transfer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Transfer' })
  const address = dialog.getByRole('textbox', { name: 'Receiving address' })
  const send = dialog.getByRole('button', { name: 'Confirm transfer' })
  await send.click()
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid wallet address')
  await address.fill('0x1234')
  await expect(dialog.getByRole('alert')).toHaveText(
    "That's not a Binance Smart Chain wallet address.",
  )
  await address.fill(SELLER.toLowerCase())
  await expect(dialog.getByRole('alert')).toHaveText(
    'This address is the one that is currently connected',
  )
  await send.click()
  expect(
    await chain.readContract({
      address: nftContracts(world).GhostSquad,
      abi: ghostCollectionAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    }),
  ).toBe(SELLER)
  await address.fill(BUYER)
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await send.click()
  await closeSubmitted(dialog)
  await expect
    .poll(() =>
      chain.readContract({
        address: nftContracts(world).GhostSquad,
        abi: ghostCollectionAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    )
    .toBe(BUYER)
})

test('a profile picture cannot be listed: the panel says the picture must change first', async ({
  page,
  world,
  chain,
  wallet,
}) => {
  expect(wallet.account).toBe(SELLER)
  const { Profile, GhostSquad } = nftContracts(world)
  const registered = await chain.readContract({
    address: Profile,
    abi: ghostProfileAbi,
    functionName: 'hasRegistered',
    args: [SELLER],
  })
  let avatarId: bigint
  if (registered) {
    const profile = await chain.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'getUserProfile',
      args: [SELLER],
    })
    avatarId = profile[4]
  } else {
    // Arranged on chain: a token, the CAKE cost and both approvals, then createProfile (team 1).
    const minted = await mintGhostSquad(chain, world, SELLER)
    avatarId = minted.tokenId
    const cost = await chain.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'numberCakeToRegister',
    })
    await sendCake(world, SELLER, cost)
    const sends = [
      await chain.writeContract({
        account: SELLER,
        chain: null,
        address: world.manifest.tokens.CAKE,
        abi: cakeAbi,
        functionName: 'approve',
        args: [Profile, cost],
      }),
      await chain.writeContract({
        account: SELLER,
        chain: null,
        address: GhostSquad,
        abi: ghostCollectionAbi,
        functionName: 'approve',
        args: [Profile, avatarId],
      }),
    ]
    for (const hash of sends) await chain.waitForTransactionReceipt({ hash })
    const created = await chain.writeContract({
      account: SELLER,
      chain: null,
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'createProfile',
      args: [1n, GhostSquad, avatarId],
    })
    const receipt = await chain.waitForTransactionReceipt({ hash: created })
    expect(receipt.status).toBe('success')
    await waitForIndexed(world, receipt.blockNumber)
  }
  await page.goto(itemPath(world, avatarId))
  await connectWallet(page)
  await expect(panel(page).getByRole('note')).toHaveText(
    'This NFT is your profile picture. Change your profile picture (or pause your profile) before you sell or transfer it.',
  )
  await expect(panel(page).getByRole('button', { name: 'Sell' })).toHaveCount(0)
  await expect(panel(page).getByRole('button', { name: 'Transfer' })).toHaveCount(0)
})

test('a lazily minted item is bought from its signed order; the creator is paid what was shown', async ({
  world,
  chain,
  browser,
}) => {
  // The seeded open order of Spectral Shapes: Quiet Orbit (1 BNB; the other two are left to other specs).
  const api = `${world.serverUrl}/v1/${world.manifest.chainId}`
  const collections = (await (await fetch(`${api}/collections`)).json()) as ApiPage<ApiCollection>
  const shapes = collections.data.find((entry) => entry.name === 'Spectral Shapes')?.address
  if (!shapes) throw new Error('no Spectral Shapes collection')
  const tokens = (await (
    await fetch(`${api}/collections/${shapes}/tokens`)
  ).json()) as ApiCollectionTokens
  const lazy = tokens.data.find((token) => token.name === 'Spectral Shapes: Quiet Orbit')
  if (!lazy?.tokenUID) throw new Error('no open order for Spectral Shapes: Quiet Orbit')
  expect(lazy.tokenId).toBeNull()

  const buyer = await walletPage(
    browser,
    world,
    BUYER,
    `/nfts/collections/${shapes}/${lazy.tokenUID}`,
  )
  const shown = panel(buyer.page).getByRole('table', { name: 'Fee breakdown' })
  // the creator is the seller: the royalty is part of what they receive
  await expect(shown.getByRole('row', { name: /^Seller receives/ })).toBeVisible()
  await expect(shown.getByRole('row', { name: /^Royalty/ })).toHaveCount(0)
  expect(await feeTotal(shown)).toBe(parseEther('1'))
  const creatorGets = await rowWei(shown, 'Seller receives')

  await panel(buyer.page).getByRole('button', { name: 'Buy' }).click()
  const buy = buyer.page.getByRole('dialog', { name: 'Buy NFT' })
  await buy.getByRole('button', { name: 'Confirm purchase' }).click()
  await closeSubmitted(buy)
  await expect(notifications(buyer.page).getByText('Purchase successful')).toBeVisible({
    timeout: 30_000,
  })
  const tokenId = await chain.readContract({
    address: shapes as Address,
    abi: ghostCollectionAbi,
    functionName: 'tokenIdByUID',
    args: [lazy.tokenUID as `0x${string}`],
  })
  expect(
    await chain.readContract({
      address: shapes as Address,
      abi: ghostCollectionAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    }),
  ).toBe(BUYER)
  // The artist's balance across the purchase's own block: other specs buy the artist's seeded
  // orders too, each in a block of its own (Anvil mines one transaction a block).
  const hash = buyer.wallet.sentTransactions.at(-1)?.hash
  if (!hash) throw new Error('the purchase was not sent')
  const { blockNumber } = await chain.waitForTransactionReceipt({ hash })
  expect(
    (await bnbBalance(world, ARTIST, blockNumber)) -
      (await bnbBalance(world, ARTIST, blockNumber - 1n)),
  ).toBe(creatorGets)
  await buyer.context.close()
})

test("the payment follows the buyer's balances: 'Insufficient Balance', WBNB offered when BNB is short, 'Not enough BNB'", async ({
  page,
  world,
  chain,
  wallet,
  browser,
}) => {
  expect(wallet.account).toBe(SELLER)
  const { tokenId, blockNumber } = await mintGhostSquad(chain, world, SELLER)
  await waitForIndexed(world, blockNumber)
  await page.goto(itemPath(world, tokenId))
  await connectWallet(page)
  await listThroughUi(page, '2')

  // The buyer's BNB and WBNB both below 2: nothing to pay with.
  const wbnbHeld = await chain.readContract({
    address: world.manifest.contracts.WBNB,
    abi: cakeAbi,
    functionName: 'balanceOf',
    args: [BUYER],
  })
  expect(wbnbHeld).toBeLessThan(parseEther('2'))
  await chain.setBalance({ address: BUYER, value: parseEther('1') })
  try {
    const buyer = await walletPage(browser, world, BUYER, itemPath(world, tokenId))
    await panel(buyer.page).getByRole('button', { name: 'Buy' }).click()
    let buy = buyer.page.getByRole('dialog', { name: 'Buy NFT' })
    await expect(buy.getByRole('button', { name: 'Insufficient Balance' })).toBeDisabled()
    await buyer.context.close()

    // Enough WBNB, BNB still short: WBNB is chosen and said why; BNB would not do.
    await chain.setBalance({ address: BUYER, value: parseEther('10') })
    await wrapBnb(world, BUYER, parseEther('5'))
    await chain.setBalance({ address: BUYER, value: parseEther('1') })
    const again = await walletPage(browser, world, BUYER, itemPath(world, tokenId))
    await panel(again.page).getByRole('button', { name: 'Buy' }).click()
    buy = again.page.getByRole('dialog', { name: 'Buy NFT' })
    await expect(buy.getByRole('radio', { name: /^WBNB/ })).toBeChecked()
    await expect(
      buy.getByText('Your BNB balance is too low for this price: you can pay with WBNB.'),
    ).toBeVisible()
    await buy.getByRole('radio', { name: /^BNB/ }).check()
    await expect(buy.getByRole('alert')).toHaveText('Not enough BNB to purchase this NFT')
    await expect(buy.getByRole('button', { name: 'Confirm purchase' })).toBeDisabled()
    await again.context.close()
  } finally {
    await chain.setBalance({ address: BUYER, value: parseEther('1000000') })
  }
})
