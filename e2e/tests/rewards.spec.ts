/**
 * Issue 16's ghost pot acceptance against the real chain, server and browser: an NFT sale funds
 * the ghost pot; a Ghost Squad holder's pending reward rises by ghostPotFee × level / totalLevel
 * to the wei; the holder harvests it on /rewards. Other specs sell NFTs in parallel, so every
 * figure is read at the block before the sale and at the sale's block (viem, pinned blocks), and
 * the fee is every ghost pot fee the market credited in that block (ours included).
 * Accounts: 24 holds the squad token (and buys), 25 sells.
 */
import { ghostCollectionAbi, ghostPotAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { parseEther } from 'viem'
import {
  bnbBalance,
  closeSubmitted,
  listForSale,
  mintGhostSquad,
  nftContracts,
} from '../fixtures/nft'
import {
  buyWithBnb,
  ghostPotFeesIn,
  ghostPotState,
  rewardContracts,
  setGhostPotLevel,
} from '../fixtures/rewards'
import { notifications } from '../fixtures/screens'
import { connectWallet, expect, test } from '../fixtures/test'

const HOLDER = devAccount(24).address
const SELLER = devAccount(25).address
const PRICE = parseEther('1.5')

test.use({ walletAccount: 24 })

test('an NFT sale funds the ghost pot; the holder’s pending reward rises by ghostPotFee × level / totalLevel to the wei; the holder harvests it', async ({
  page,
  chain,
  world,
  // requested so the injected wallet (account 24) is installed before the page loads
  wallet: _wallet,
}) => {
  test.setTimeout(180_000)
  const pot = rewardContracts(world).GhostPot
  const { GhostSquad } = nftContracts(world)

  // The holder: a Ghost Squad token, and (the admin command's rule) a level per token held.
  await mintGhostSquad(chain, world, HOLDER)
  const held = await chain.readContract({
    address: GhostSquad,
    abi: ghostCollectionAbi,
    functionName: 'balanceOf',
    args: [HOLDER],
  })
  await setGhostPotLevel(chain, world, HOLDER, held)

  // The sale: 25 lists a squad token, 24 buys it with BNB.
  const listed = await mintGhostSquad(chain, world, SELLER)
  await listForSale(world, {
    owner: SELLER,
    collection: GhostSquad,
    tokenId: listed.tokenId,
    price: PRICE,
  })
  const sale = await buyWithBnb(chain, world, {
    buyer: HOLDER,
    collection: GhostSquad,
    tokenId: listed.tokenId,
    price: PRICE,
  })
  expect(sale.ghostPotFee).toBeGreaterThan(0n)

  const before = await ghostPotState(chain, world, HOLDER, sale.blockNumber - 1n)
  const after = await ghostPotState(chain, world, HOLDER, sale.blockNumber)
  const fees = await ghostPotFeesIn(chain, world, sale.blockNumber)
  // our sale's fee is in the block's; the pot received exactly the block's market fees
  expect(fees).toBeGreaterThanOrEqual(sale.ghostPotFee)
  expect(after.totalDeposited + after.unclaimed - before.totalDeposited - before.unclaimed).toBe(
    fees,
  )
  // nobody changed a level in the sale's block
  expect(after.level).toBe(held)
  expect(after.totalLevel).toBe(before.totalLevel)

  // The rise is the holder's share, ghostPotFee × level / totalLevel, to the wei: the quotient
  // rounded down or up (the pot carries its division remainder, so the wei may land either side)
  const rise = after.pending - before.pending
  const ideal = fees * after.level
  expect(rise * after.totalLevel).toBeGreaterThan(ideal - after.totalLevel)
  expect(rise * after.totalLevel).toBeLessThan(ideal + after.totalLevel)

  // ——— the holder harvests on /rewards ———
  await page.goto('/rewards')
  await connectWallet(page)
  const card = page
    .getByRole('region', { name: 'Ghost Pot' })
    .getByRole('article', { name: 'Ghost Pot' })
  await expect(card.getByRole('status', { name: 'Your level' })).toHaveText(held.toString())
  const harvest = card.getByRole('button', { name: 'Harvest' })
  await expect(harvest).toBeEnabled()
  await harvest.click()
  const dialog = page.getByRole('dialog', { name: 'Harvest' })
  await dialog.getByRole('button', { name: 'Confirm harvest' }).click()
  await closeSubmitted(dialog)
  await expect(notifications(page).getByRole('status', { name: 'Harvested' }).last()).toBeVisible({
    timeout: 30_000,
  })

  const [harvested] = (
    await chain.getContractEvents({
      address: pot,
      abi: ghostPotAbi,
      eventName: 'RewardsHarvest',
      args: { user: HOLDER },
      fromBlock: sale.blockNumber,
    })
  ).slice(-1)
  if (!harvested?.args.amount || !harvested.transactionHash)
    throw new Error('no RewardsHarvest for the holder')
  const amount = harvested.args.amount
  // everything pending at the sale's block (and whatever later sales added) was paid, in BNB
  expect(amount).toBeGreaterThanOrEqual(after.pending)
  expect(harvested.args.inWBNB).toBe(false)
  const receipt = await chain.getTransactionReceipt({ hash: harvested.transactionHash })
  const gas = receipt.gasUsed * receipt.effectiveGasPrice
  const balanceBefore = await bnbBalance(world, HOLDER, receipt.blockNumber - 1n)
  const balanceAfter = await bnbBalance(world, HOLDER, receipt.blockNumber)
  expect(balanceAfter - balanceBefore).toBe(amount - gas)

  // pending went to 0: on chain at the harvest's block unless another sale in that same block
  // credited the pot again, and on the screen below what was harvested
  const feesThen = await ghostPotFeesIn(chain, world, receipt.blockNumber)
  const pendingThen = await chain.readContract({
    address: pot,
    abi: ghostPotAbi,
    functionName: 'getPendingReward',
    args: [HOLDER],
    blockNumber: receipt.blockNumber,
  })
  if (feesThen === 0n) expect(pendingThen).toBe(0n)
  else
    expect(pendingThen * after.totalLevel).toBeLessThanOrEqual(feesThen * held + after.totalLevel)
  const shown = card.getByRole('status', { name: 'Pending reward' })
  await expect
    .poll(
      async () => parseEther(((await shown.textContent()) ?? '').replace(/BNB|,|\s/g, '') || '0'),
      {
        timeout: 20_000,
      },
    )
    .toBeLessThan(amount)
  // the harvest is in the holder's history once indexed
  await card.getByText('History', { exact: true }).click()
  const mine = card.getByRole('table', { name: 'Your history' })
  await expect(mine.getByTitle(harvested.transactionHash)).toBeVisible({ timeout: 30_000 })
})
