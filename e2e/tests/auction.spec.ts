/**
 * Farm auctions end to end (issue 35 acceptance). The operator closes whatever auction the world
 * left open and starts one with a single winner; two whitelisted project wallets bid on the page
 * (the second outbids the first, whose bid stops showing as winning); the clock passes the end,
 * the operator closes it, and the loser reclaims its whole bid from the page. It moves the chain's
 * clock by a day and more, so it runs in its own project after the other clock-moving specs.
 */
import { ghostFarmAuctionAbi } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import { getAuctionContracts } from '@ghost/contracts/manifest'
import type { Page } from '@playwright/test'
import { type Address, erc20Abi, parseEther } from 'viem'
import { onNarrowPhone, seriousViolations } from '../fixtures/axe'
import { walletPage } from '../fixtures/nft'
import { advanceTo, chainTime } from '../fixtures/squad'
import { expect, expectMined, test, type World } from '../fixtures/test'

/** Whitelisted in the seed ("Lantern Labs", "Moth Money"), CAKE from the deploy, no bids. */
const FIRST = devAccount(49)
const SECOND = devAccount(50)
const SLOW = { timeout: 60_000 }
const DAY = 86_400n

function auctionAddress(world: World): Address {
  const contracts = getAuctionContracts(world.manifest)
  if (!contracts) throw new Error('the e2e world has no farm auction')
  return contracts.FarmAuction
}

/** The operator (the deployer) sends, as `npm run admin -- auction:*`. */
async function operate(
  world: World,
  call:
    | { functionName: 'closeAuction'; args: [] }
    | { functionName: 'startAuction'; args: [bigint, bigint, bigint, number] },
) {
  const chain = anvilClient(world.chainUrl)
  const hash = await chain.writeContract({
    account: devAccount(0).address,
    address: auctionAddress(world),
    abi: ghostFarmAuctionAbi,
    chain: null,
    ...call,
  })
  await expectMined(chain, hash)
}

/** Closes the auction the world left open (past its end first), then starts the spec's own. */
async function freshAuction(world: World): Promise<bigint> {
  const chain = anvilClient(world.chainUrl)
  const address = auctionAddress(world)
  const count = await chain.readContract({
    address,
    abi: ghostFarmAuctionAbi,
    functionName: 'auctionCount',
  })
  if (count > 0n) {
    const latest = await chain.readContract({
      address,
      abi: ghostFarmAuctionAbi,
      functionName: 'getAuction',
      args: [count - 1n],
    })
    if (!latest.closed) {
      await advanceTo(world, latest.endTime + 1n)
      await operate(world, { functionName: 'closeAuction', args: [] })
    }
  }
  const now = await chainTime(world)
  await operate(world, {
    functionName: 'startAuction',
    args: [now + 60n, now + DAY, parseEther('100'), 1],
  })
  await advanceTo(world, now + 61n)
  return count
}

async function bid(page: Page, id: bigint, cake: string) {
  const card = page.getByRole('region', { name: `Auction #${id}` })
  await card.getByRole('textbox', { name: 'CAKE to bid' }).fill(cake)
  const enable = card.getByRole('button', { name: 'Enable CAKE' })
  if (await enable.isVisible()) {
    await enable.click()
    await expect(enable).toHaveCount(0, SLOW)
  }
  await card.getByRole('button', { name: 'Place bid' }).click()
  return card
}

function cakeOf(world: World, account: Address) {
  return anvilClient(world.chainUrl).readContract({
    address: world.manifest.tokens.CAKE,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
}

test('a whitelisted bidder outbids another, and the loser reclaims its bid after the close', async ({
  browser,
  world,
}) => {
  test.setTimeout(240_000)
  const id = await freshAuction(world)

  const first = await walletPage(browser, world, FIRST.address, '/farms/auction')
  const firstCard = await bid(first.page, id, '100')
  const topBids = firstCard.getByRole('table', { name: 'Top bids' })
  await expect(topBids.getByRole('row').filter({ hasText: 'Lantern Labs (you)' })).toContainText(
    'Winning',
    SLOW,
  )

  const second = await walletPage(browser, world, SECOND.address, '/farms/auction')
  const secondCard = await bid(second.page, id, '150')
  await expect(
    secondCard
      .getByRole('table', { name: 'Top bids' })
      .getByRole('row')
      .filter({ hasText: 'Moth Money (you)' }),
  ).toContainText('Winning', SLOW)
  await second.context.close()

  // the first bidder is outbid: its row no longer wins
  await first.page.reload()
  const outbid = first.page
    .getByRole('table', { name: 'Top bids' })
    .getByRole('row')
    .filter({ hasText: 'Lantern Labs (you)' })
  await expect(outbid).toBeVisible(SLOW)
  await expect(outbid).not.toContainText('Winning')

  const latest = await anvilClient(world.chainUrl).readContract({
    address: auctionAddress(world),
    abi: ghostFarmAuctionAbi,
    functionName: 'getAuction',
    args: [id],
  })
  await advanceTo(world, latest.endTime + 1n)
  await operate(world, { functionName: 'closeAuction', args: [] })

  await first.page.reload()
  const reclaim = first.page
    .getByRole('region', { name: 'Reclaim your CAKE' })
    .getByRole('button', { name: 'Reclaim 100 CAKE' })
  const before = await cakeOf(world, FIRST.address)
  await reclaim.click()
  // the button reads "Reclaiming…" while the write is under way, so its name going away proves
  // nothing: the panel goes once the index has the reclaim, and the chain has paid it
  await expect(first.page.getByRole('region', { name: 'Reclaim your CAKE' })).toHaveCount(0, SLOW)
  expect((await cakeOf(world, FIRST.address)) - before).toBe(parseEther('100'))
  await first.context.close()
})

test('at phone size the farm auction page has no serious accessibility finding', async ({
  browser,
  world,
}) => {
  await onNarrowPhone(browser, world.webUrl, async (page) => {
    await page.goto('/farms/auction')
    await expect(page.getByRole('heading', { level: 1, name: 'Farm Auctions' })).toBeVisible(SLOW)
    expect(await seriousViolations(page, { settled: true })).toEqual([])
  })
})
