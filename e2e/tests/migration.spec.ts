/**
 * LP migration end to end (issue 35 acceptance): the world's migration account unstakes its legacy
 * BNB-USDT LP from the legacy farm, migrates the whole position through the permit and one
 * transaction, and the Ghost LP the page shows — and the quote said it would receive — equals its
 * Ghost LP balance on the chain, to the wei. At phone size the page has no serious accessibility
 * finding.
 */
import { ghostFactoryAbi } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { Locator } from '@playwright/test'
import { erc20Abi, parseUnits } from 'viem'
import { onNarrowPhone, seriousViolations } from '../fixtures/axe'
import { walletPage } from '../fixtures/nft'
import { expect, test } from '../fixtures/test'

/** Legacy LP in two legacy pairs from the seed, part of its BNB-USDT LP in the legacy farm. */
const ACCOUNT = devAccount(51)
const SLOW = { timeout: 60_000 }

/** Every digit of a shown LP figure (its `title`), in wei. */
async function shownWei(figure: Locator): Promise<bigint> {
  const full = await figure.locator('[title]').first().getAttribute('title')
  if (full === null) throw new Error('the figure has no full-precision title')
  return parseUnits(full.replace(/,/g, ''), 18)
}

test('unstake from the legacy farm, migrate by permit, and hold exactly the Ghost LP shown', async ({
  browser,
  world,
}) => {
  test.setTimeout(180_000)
  const chain = anvilClient(world.chainUrl)
  const { page, wallet, context } = await walletPage(browser, world, ACCOUNT.address, '/migration')
  const card = page.getByRole('article', { name: /legacy LP$/ }).filter({ hasText: 'USDT' })
  await expect(card.getByRole('status', { name: 'Staked in the legacy farm' })).toBeVisible(SLOW)

  await card.getByRole('button', { name: 'Unstake' }).click()
  const migrate = card.getByRole('button', { name: 'Migrate' })
  await expect(migrate).toBeEnabled(SLOW)
  const quoted = await shownWei(card.getByRole('status', { name: 'Ghost LP you receive' }))
  expect(quoted).toBeGreaterThan(0n)

  await migrate.click()
  await expect(card.getByText(/^Migrated\. You received .* Ghost LP\.$/)).toBeVisible(SLOW)
  // the permit was signed in the wallet, not approved on chain
  expect(wallet.requests).toContain('eth_signTypedData_v4')

  const pair = await chain.readContract({
    address: world.manifest.contracts.Factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [world.manifest.contracts.WBNB, world.manifest.tokens.USDT],
  })
  const held = await chain.readContract({
    address: pair,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [ACCOUNT.address],
  })
  const yours = card.getByRole('status', { name: 'Your Ghost LP' })
  await expect.poll(() => shownWei(yours), SLOW).toBe(held)
  // the account held no Ghost BNB-USDT LP before: everything it holds is what the quote promised
  expect(held).toBe(quoted)
  await context.close()
})

test('at phone size the migration page has no serious accessibility finding', async ({
  browser,
  world,
}) => {
  await onNarrowPhone(browser, world.webUrl, async (page) => {
    await page.goto('/migration')
    await expect(page.getByRole('heading', { level: 1, name: 'LP Migration' })).toBeVisible(SLOW)
    expect(await seriousViolations(page, { settled: true })).toEqual([])
  })
})
