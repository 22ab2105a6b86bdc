/**
 * Issue 28's finish of the NFT screens, with account 38 (BNB only): the listing modal says
 * nothing about fees before a price is typed (no 'Loading fees…' for what is not loading), then
 * shows the split; its price field and the Create NFT form's fields (the file picker included)
 * wear the theme's field style, and the links around them the theme's link style
 * (fixtures/finish.ts states both rules).
 */
import { devAccount } from '@ghost/contracts/anvil'
import { styleProblems } from '../fixtures/finish'
import { mintGhostSquad, nftContracts, waitForIndexed } from '../fixtures/nft'
import { connectWallet, expect, test } from '../fixtures/test'

const tester = devAccount(38).address

test.use({ walletAccount: 38 })

// the injected wallet is installed for the tests that ask for it
test.beforeEach(async ({ wallet }) => {
  expect(wallet.account).toBe(tester)
})

test('the listing modal shows the fees once there is a price, never a loading text before', async ({
  page,
  chain,
  world,
}) => {
  // the deployer mints (a shared account's arrangement); 38 only opens the modal
  const { tokenId, blockNumber } = await mintGhostSquad(chain, world, tester)
  await waitForIndexed(world, blockNumber)
  await page.goto(`/nfts/collections/${nftContracts(world).GhostSquad}/${tokenId}`)
  await connectWallet(page)
  await page.getByRole('button', { name: 'Sell' }).click()
  const sell = page.getByRole('dialog', { name: 'List for sale' })
  const price = sell.getByRole('textbox', { name: 'Sale price (BNB)' })
  await expect(price).toBeVisible()
  await expect(sell.getByText('Loading fees…')).toHaveCount(0)
  await expect(sell.getByRole('table', { name: 'Fee breakdown' })).toHaveCount(0)
  expect.soft(await styleProblems(page), 'the listing modal: links and fields').toEqual([])
  await price.fill('1')
  await expect(sell.getByRole('table', { name: 'Fee breakdown' })).toBeVisible()
  await expect(sell.getByRole('row', { name: /You receive/ })).toBeVisible()
})

test('Create NFT: every field, the file picker too, wears the theme', async ({ page }) => {
  await page.goto('/nfts/createnft')
  await connectWallet(page)
  await expect(page.getByLabel('Image')).toBeVisible()
  expect(await styleProblems(page), 'Create NFT: links and fields').toEqual([])
})
