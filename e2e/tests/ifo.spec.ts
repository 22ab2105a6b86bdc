/**
 * The IFO end to end (issue 33 acceptance). A wallet with no profile is sent to create one. A
 * wallet with a profile commits to both pools of the world's live sale, the chain's clock moves
 * past its end, and each harvest pays exactly the offering tokens and refund the card showed;
 * the profile's points rise by the sale's achievement. The page then passes axe at phone size.
 * The clock moves by days, so this spec runs in its own project, after the prediction game's.
 */

import { ghostIFOAbi, ghostIFODeployerAbi, ghostProfileAbi } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import { getIfoContracts, getNftContracts } from '@ghost/contracts/manifest'
import type { Locator } from '@playwright/test'
import { type Address, erc20Abi, parseEther, parseUnits } from 'viem'
import { seriousViolations } from '../fixtures/axe'
import { walletPage } from '../fixtures/nft'
import { advanceTo, chainTime } from '../fixtures/squad'
import { expect, test, type World } from '../fixtures/test'

/** Has an active profile and CAKE from the world (worldPlan IFO.testers). */
const BUYER = devAccount(44)
/** BNB only, no profile. */
const NEWCOMER = devAccount(45)
const POOLS = [
  { pid: 0, name: 'Basic Sale', commit: '20', shown: '20 CAKE' },
  { pid: 1, name: 'Unlimited Sale', commit: '1300', shown: '1,300 CAKE' },
] as const

function chain(world: World) {
  return anvilClient(world.chainUrl, BUYER)
}

/** The world's sale that is live on the chain's clock now. */
async function liveSale(world: World) {
  const deployer = getIfoContracts(world.manifest)?.IFODeployer
  if (!deployer) throw new Error('the e2e world has no IFO deployer')
  const client = chain(world)
  const now = await chainTime(world)
  const sales = await client.readContract({
    address: deployer,
    abi: ghostIFODeployerAbi,
    functionName: 'getIfos',
  })
  for (const address of sales) {
    const at = { address, abi: ghostIFOAbi } as const
    const [start, end] = await Promise.all([
      client.readContract({ ...at, functionName: 'startTimestamp' }),
      client.readContract({ ...at, functionName: 'endTimestamp' }),
    ])
    if (start <= now && now < end) {
      const token = await client.readContract({ ...at, functionName: 'offeringToken' })
      const symbol = await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'symbol',
      })
      return { address, end, token, symbol }
    }
  }
  throw new Error('the e2e world has no live sale')
}

async function profilePoints(world: World, account: Address): Promise<bigint> {
  const profile = getNftContracts(world.manifest)?.Profile
  if (!profile) throw new Error('the e2e world has no profiles')
  const [, points] = await chain(world).readContract({
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'getUserProfile',
    args: [account],
  })
  return points
}

/** Every digit of a shown amount (its `title`), in the token's smallest unit. */
async function shownWei(figure: Locator): Promise<bigint> {
  const full = await figure.locator('[title]').first().getAttribute('title')
  if (full === null) throw new Error('the figure has no full-precision title')
  return parseUnits(full.replace(/,/g, ''), 18)
}

test('a newcomer is sent to make a profile; a profile holder commits to both pools and harvests exactly what the card showed', async ({
  browser,
  world,
}) => {
  test.setTimeout(240_000)
  const sale = await liveSale(world)
  const cardName = `${sale.symbol} sale`

  await test.step('a wallet with no profile is sent to create one', async () => {
    const { page, context } = await walletPage(browser, world, NEWCOMER.address, '/ifo')
    const card = page.getByRole('region', { name: cardName })
    await expect(
      card.getByRole('status').filter({ hasText: 'You need a profile to participate!' }),
    ).toBeVisible({
      timeout: 30_000,
    })
    await expect(card.getByRole('textbox', { name: 'CAKE to commit' })).toHaveCount(0)
    await card.getByRole('link', { name: 'Create your profile' }).click()
    await expect(page).toHaveURL(/\/nfts\/profile/)
    await context.close()
  })

  const { page } = await walletPage(browser, world, BUYER.address, '/ifo')
  const card = page.getByRole('region', { name: cardName })
  const pointsBefore = await profilePoints(world, BUYER.address)

  await test.step('the buyer commits to the basic and the unlimited pool of the live sale', async () => {
    await expect(card.getByRole('status', { name: 'Status' })).toHaveText('Live', {
      timeout: 30_000,
    })
    for (const pool of POOLS) {
      const article = card.getByRole('article', { name: pool.name })
      await article.getByRole('textbox', { name: 'CAKE to commit' }).fill(pool.commit)
      const enable = article.getByRole('button', { name: 'Enable CAKE' })
      if (await enable.isVisible()) await enable.click()
      const commit = article.getByRole('button', { name: 'Commit CAKE' })
      await expect(commit).toBeEnabled({ timeout: 30_000 })
      await commit.click()
      await expect(article.getByRole('status', { name: 'Your commit' })).toHaveText(pool.shown, {
        timeout: 30_000,
      })
      const committed = await chain(world).readContract({
        address: sale.address,
        abi: ghostIFOAbi,
        functionName: 'viewUserPool',
        args: [BUYER.address, pool.pid],
      })
      expect(committed.amount).toBe(parseEther(pool.commit))
    }
  })

  await test.step('the clock moves past the end; each harvest pays what the card showed', async () => {
    await advanceTo(world, sale.end)
    await page.reload()
    await expect(card.getByRole('status', { name: 'Status' })).toHaveText('Finished', {
      timeout: 30_000,
    })
    for (const pool of POOLS) {
      const article = card.getByRole('article', { name: pool.name })
      const tokens = article.getByRole('status', { name: 'Tokens to harvest' })
      const refund = article.getByRole('status', { name: 'CAKE back' })
      await expect(tokens).toBeVisible({ timeout: 30_000 })
      const shownTokens = await shownWei(tokens)
      const shownRefund = await shownWei(refund)
      const due = await chain(world).readContract({
        address: sale.address,
        abi: ghostIFOAbi,
        functionName: 'viewAllocation',
        args: [BUYER.address, pool.pid],
      })
      expect([shownTokens, shownRefund]).toEqual([due.offeringAmount, due.refundAmount])
      expect(shownTokens).toBeGreaterThan(0n)

      const fromBlock = await chain(world).getBlockNumber()
      await article.getByRole('button', { name: 'Harvest' }).click()
      await expect(article.getByRole('status').filter({ hasText: /^Harvested$/ })).toBeVisible({
        timeout: 30_000,
      })
      const [harvest] = await chain(world).getContractEvents({
        address: sale.address,
        abi: ghostIFOAbi,
        eventName: 'Harvest',
        args: { user: BUYER.address, pid: pool.pid },
        fromBlock,
      })
      expect(harvest?.args.offeringAmount).toBe(shownTokens)
      expect(harvest?.args.refundAmount).toBe(shownRefund)
    }
    // the unlimited pool was oversubscribed: its refund came back less the fee
    const unlimited = await chain(world).readContract({
      address: sale.address,
      abi: ghostIFOAbi,
      functionName: 'viewPool',
      args: [1],
    })
    expect(unlimited.totalAmount).toBeGreaterThan(unlimited.raisingAmount)
    expect(unlimited.sumFees).toBeGreaterThan(0n)
  })

  await test.step("the profile's points rose by the achievement", async () => {
    const achievement = await chain(world).readContract({
      address: sale.address,
      abi: ghostIFOAbi,
      functionName: 'numberPoints',
    })
    expect(achievement).toBeGreaterThan(0n)
    expect(await profilePoints(world, BUYER.address)).toBe(pointsBefore + achievement)
    await expect(
      card.getByText(`You earned ${achievement} profile points in this sale.`),
    ).toBeVisible({ timeout: 30_000 })
  })

  await test.step('at phone size the page has no serious accessibility finding', async () => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/ifo')
    await expect(page.getByRole('heading', { name: 'IFO', level: 1 })).toBeVisible()
    expect(await seriousViolations(page, { settled: true })).toEqual([])
  })
})
