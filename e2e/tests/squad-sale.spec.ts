/**
 * The Ghost Squad sale through its phases on the local chain (issue 16 acceptance, spec §9):
 * an eligible holder (a Spectral Shapes token before the snapshot, an active profile) gets a
 * presale ticket and buys it; in the public sale another wallet buys 10 and the 11th is refused
 * by the page and by the contract; every CAKE paid reaches the dead address; after the sale the
 * holder claims the ghost, and after the reveal the page shows the revealed squad. The chain's
 * clock moves forward by days, so this spec runs in its own project after every other one.
 */

import { iGhostSquadSaleAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getRewardContracts } from '@ghost/contracts/manifest'
import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { seriousViolations } from '../fixtures/axe'
import { closeSubmitted, latestBlock, sendCake, waitForIndexed, walletPage } from '../fixtures/nft'
import {
  advanceTo,
  cakeBalance,
  createActiveProfile,
  giveShapesToken,
  hasAdminCommand,
  revealAsOwner,
  runAdmin,
  SNAPSHOT_LATEST_S,
  salePhase,
  saleTimes,
  setPresaleTicketsAsOwner,
  squadRead,
  squadSale,
} from '../fixtures/squad'
import { connectWallet, expect, test } from '../fixtures/test'

const HOLDER = devAccount(26).address
const BUYER = devAccount(27).address

const value = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/**
 * null when nothing of the page's own content sticks out sideways (at 360 px nothing may), else
 * what does. The shell's top bar is responsive.spec's (its account menu with a profile avatar
 * is 5 px too wide at 360 px: reported, not this screen's).
 */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')
    if (!main) return { missing: 'main' }
    // a table scrolling inside its own box (the history) is fine: only main's own width counts
    if (main.scrollWidth <= main.clientWidth) return null
    const box = main.getBoundingClientRect()
    const culprits = Array.from(main.querySelectorAll('*'))
      .filter((element) => {
        const rect = element.getBoundingClientRect()
        return rect.right > box.right + 0.5 || rect.left < box.left - 0.5
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class')}`)
    return { scrollWidth: main.scrollWidth, clientWidth: main.clientWidth, culprits }
  })
}

async function buyTickets(page: Page, count: string) {
  await page.getByLabel(/^(Presale tickets|Tickets) to buy$/).fill(count)
  await page.getByRole('button', { name: 'Buy tickets' }).click()
  const modal = page.getByRole('dialog', { name: 'Buy tickets' })
  await expect(modal.getByRole('status', { name: 'Tickets' })).toHaveText(count)
  await modal.getByRole('button', { name: 'Approve CAKE' }).click()
  const confirm = modal.getByRole('button', { name: 'Confirm purchase' })
  await expect(confirm).toBeEnabled({ timeout: 30_000 })
  await confirm.click()
  await closeSubmitted(modal)
}

test('the squad sale: presale ticket, public limit of 10, CAKE burned, claim, reveal', async ({
  browser,
  world,
  chain,
}) => {
  test.setTimeout(360_000)
  const sale = await squadSale(world)
  const times = await saleTimes(world)
  expect(await salePhase(world), 'the sale has not started when the suite gets here').toBe(0)
  const dead = await squadRead(world, 'DEAD')
  const [presalePrice, publicPrice] = [
    await squadRead(world, 'presalePrice'),
    await squadRead(world, 'publicPrice'),
  ]

  await test.step('an eligible holder and a buyer, each with an active profile and CAKE', async () => {
    await giveShapesToken(world, HOLDER)
    await createActiveProfile(world, HOLDER)
    await createActiveProfile(world, BUYER)
    await sendCake(world, HOLDER, parseEther('1000'))
    await sendCake(world, BUYER, parseEther('1000'))
  })

  // The holder's page is a phone's, in the dark theme: every state below is seen at 360 px.
  const holder = await walletPage(browser, world, HOLDER)
  const page = holder.page
  await page.setViewportSize({ width: 360, height: 740 })
  await page.addInitScript(() => {
    localStorage.setItem('ghost:user-settings', JSON.stringify({ darkTheme: true }))
  })
  await page.goto('/nfts/squad')
  await connectWallet(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('heading', { name: 'Ghost Squad', level: 1 })).toBeVisible()
  await expect(value(page, 'Phase')).toHaveText('Not started')
  await expect(value(page, 'Presale starts in')).toHaveText(/^\d+d \d\dh \d\dm \d\ds$/)
  await expect(page.getByText('Tickets are not on sale now')).toBeVisible()

  await test.step('the snapshot, in its window 12 to 2 hours before the presale', async () => {
    await advanceTo(world, times.presaleStart - SNAPSHOT_LATEST_S - 3600n)
    if (hasAdminCommand()) runAdmin(world, ['squad:snapshot'])
    else await setPresaleTicketsAsOwner(world, [HOLDER])
    // the countdown follows the chain's clock: under 3 hours left now
    await expect(value(page, 'Presale starts in')).toHaveText(/^0d 0[0-3]h/, { timeout: 30_000 })
    await expect(value(page, 'Presale allowance')).toHaveText('1', { timeout: 30_000 })
  })

  const deadBefore = await cakeBalance(world, dead)

  await test.step('presale: the holder buys its ticket in the browser', async () => {
    await advanceTo(world, times.presaleStart)
    await expect(value(page, 'Phase')).toHaveText('Presale', { timeout: 30_000 })
    await expect(value(page, 'Public sale starts in')).toBeVisible()
    await page.getByLabel('Presale tickets to buy').fill('2')
    await expect(page.getByRole('alert')).toHaveText('You can buy at most 1 presale tickets')
    expect
      .soft(await seriousViolations(page, { settled: true }), 'presale form with an error')
      .toEqual([])
    expect.soft(await horizontalOverflow(page), 'presale form at 360 px').toBe(null)
    await buyTickets(page, '1')
    await expect(value(page, 'Tickets held')).toHaveText('1', { timeout: 30_000 })
    await expect(value(page, 'Presale sold')).toHaveText('1 / 490')
    await expect(page.getByText('You have no presale tickets')).toBeVisible()
  })

  const buyer = await walletPage(browser, world, BUYER, '/nfts/squad')
  await test.step('public sale: 10 for a wallet, the 11th refused by the page and the contract', async () => {
    await advanceTo(world, times.publicSaleStart)
    const other = buyer.page
    await expect(value(other, 'Phase')).toHaveText('Public sale', { timeout: 30_000 })
    await other.getByLabel('Tickets to buy').fill('11')
    await expect(other.getByRole('alert')).toHaveText(
      'A wallet can buy at most 10 tickets in the public sale: 10 left for you',
    )
    await expect(other.getByRole('button', { name: 'Buy tickets' })).toBeDisabled()
    await buyTickets(other, '10')
    await expect(value(other, 'Bought in the public sale')).toHaveText('10 / 10', {
      timeout: 30_000,
    })
    await expect(value(other, 'Tickets held')).toHaveText('10')
    await expect(
      other.getByText('You bought the most tickets a wallet can buy in the public sale (10)'),
    ).toBeVisible()
    // the contract refuses the 11th too (the CAKE approval is the maximum, so only the limit stops it)
    await expect(
      chain.simulateContract({
        account: BUYER,
        address: sale,
        abi: iGhostSquadSaleAbi,
        functionName: 'buyTickets',
        args: [1n],
      }),
    ).rejects.toThrow()
  })

  await test.step('every CAKE paid is burned', async () => {
    expect(await cakeBalance(world, dead)).toBe(deadBefore + presalePrice + 10n * publicPrice)
    await expect(value(page, 'Tickets sold')).toHaveText(/^11 \//, { timeout: 30_000 })
  })

  await test.step('the sale history lists both purchases', async () => {
    // The server indexes the sale when the manifest lists it, which it does with the reward
    // programmes (all or none); a world without them has no history to show.
    if (!getRewardContracts(world.manifest)) {
      test.info().annotations.push({
        type: 'skipped step',
        description: 'sale history: the manifest does not list GhostSquadSale yet',
      })
      return
    }
    await waitForIndexed(world, await latestBlock(world))
    const history = page.getByRole('region', { name: 'Sale history' })
    await expect(history.getByRole('cell', { name: 'Public sale purchase' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(history.getByRole('cell', { name: 'Presale purchase' })).toBeVisible()
  })

  await test.step('claim: the holder mints its ghost in the browser', async () => {
    await advanceTo(world, times.saleEnd)
    await expect(value(page, 'Phase')).toHaveText('Claim', { timeout: 30_000 })
    await page.getByRole('button', { name: 'Claim 1 Ghost Squad NFTs' }).click()
    const modal = page.getByRole('dialog', { name: 'Claim' })
    await modal.getByRole('button', { name: 'Confirm claim' }).click()
    await closeSubmitted(modal)
    await expect(value(page, 'Tickets held')).toHaveText('0', { timeout: 30_000 })
    await expect(page.getByText('You have no tickets to claim.')).toBeVisible()
    await waitForIndexed(world, await latestBlock(world))
  })

  // the holder's squad: its profile picture (a team token, 'Profile Pic') and the claimed ghost
  const squad = page.getByRole('list', { name: 'Your squad' })
  const claimed = squad.getByRole('article').filter({ hasText: 'In Wallet' })
  await expect(claimed).toHaveCount(1, { timeout: 30_000 })
  await expect(squad.getByRole('article').filter({ hasText: 'Profile Pic' })).toHaveCount(1)
  const unrevealed = await claimed.locator('img').getAttribute('src')

  await test.step('reveal: the page shows the revealed squad', async () => {
    if (hasAdminCommand()) runAdmin(world, ['squad:reveal'])
    else await revealAsOwner(world)
    await waitForIndexed(world, await latestBlock(world))
    await expect(value(page, 'Phase')).toHaveText('Revealed', { timeout: 30_000 })
    await expect(claimed.locator('img')).not.toHaveAttribute('src', unrevealed ?? '', {
      timeout: 30_000,
    })
  })

  await test.step('the revealed squad: axe clean, and in Arabic (RTL) no sideways scroll', async () => {
    expect.soft(await seriousViolations(page, { settled: true }), 'revealed squad').toEqual([])
    await page.evaluate(() => localStorage.setItem('ghost:language', 'ar-SA'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 })
    expect.soft(await horizontalOverflow(page), 'revealed squad in Arabic at 360 px').toBe(null)
    expect
      .soft(await seriousViolations(page, { settled: true }), 'revealed squad in Arabic')
      .toEqual([])
  })

  await buyer.context.close()
  await holder.context.close()
})
