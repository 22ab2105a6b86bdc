/**
 * The trading battle end to end (issue 35 acceptance): the world's trader registers for the
 * battle in registration on the page, the operator opens the live window, the trader swaps on the
 * swap page, the operator closes the window, the world's competition keeper publishes the results
 * the index counted, and the trader claims: every token's balance grows by exactly the amount the
 * page showed (each figure's full digits). At phone size the battle and team pages have no serious
 * accessibility finding.
 */
import { ghostTradingCompetitionAbi } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import { getCompetitionContracts } from '@ghost/contracts/manifest'
import type { Locator } from '@playwright/test'
import { type Address, erc20Abi, parseUnits } from 'viem'
import { onNarrowPhone, seriousViolations } from '../fixtures/axe'
import { walletPage } from '../fixtures/nft'
import { expect, expectMined, test, type World } from '../fixtures/test'

/** An active profile in team 2 from the seed, BNB only; registers nowhere in the seed. */
const TRADER = devAccount(48)
/** The world's battle in registration. */
const BATTLE = 1n
const SLOW = { timeout: 60_000 }

function competition(world: World): Address {
  const contracts = getCompetitionContracts(world.manifest)
  if (!contracts) throw new Error('the e2e world has no trading competition')
  return contracts.TradingCompetition
}

/** The operator (the deployer) moves the battle's phase, as `npm run admin -- competition:*`. */
async function operate(world: World, functionName: 'startLive' | 'endLive') {
  const chain = anvilClient(world.chainUrl)
  const hash = await chain.writeContract({
    account: devAccount(0).address,
    address: competition(world),
    abi: ghostTradingCompetitionAbi,
    functionName,
    args: [BATTLE],
    chain: null,
  })
  await expectMined(chain, hash)
}

/** Every digit of a shown token amount (its `title`), in the token's smallest unit. */
async function shownUnits(item: Locator, decimals: number): Promise<bigint> {
  const full = await item.locator('[title]').first().getAttribute('title')
  if (full === null) throw new Error('the amount has no full-precision title')
  return parseUnits(full.replace(/,/g, ''), decimals)
}

test('register, trade in the live window, and claim exactly the prize the page shows', async ({
  browser,
  world,
}) => {
  test.setTimeout(300_000)
  const chain = anvilClient(world.chainUrl)
  const { page, context } = await walletPage(
    browser,
    world,
    TRADER.address,
    `/competition?id=${BATTLE}`,
  )
  const battle = page.getByRole('region', { name: `Battle #${BATTLE}` })
  const entry = page.getByRole('region', { name: 'Your battle' })
  const status = battle.getByRole('status', { name: 'Status' })

  await test.step('register on the page', async () => {
    await expect(status).toHaveText('Registration', SLOW)
    await entry.getByRole('button', { name: 'Register' }).click()
    await expect(entry.getByText('Registered for team Poltergeist Posse')).toBeVisible(SLOW)
  })

  await test.step('trade on the swap page while the window is live', async () => {
    await operate(world, 'startLive')
    await expect(status).toHaveText('Live', SLOW)
    // the window is [liveStart, liveEnd) in block time: a minute passes on each side of the
    // trade, which Anvil could otherwise mine in the second that opens or closes it
    await chain.increaseTime({ seconds: 60 })
    await page.goto(`/swap?outputCurrency=${world.manifest.tokens.USDT}`)
    const card = page.getByRole('region', { name: 'Swap' })
    await card.getByRole('textbox', { name: 'From', exact: true }).fill('1')
    await expect(card.getByRole('textbox', { name: 'To', exact: true })).not.toHaveValue('')
    await card.getByRole('button', { name: 'Swap', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await expect(dialog).toContainText('Transaction Submitted', SLOW)
    await dialog.getByRole('button', { name: 'Close' }).last().click()
    await chain.increaseTime({ seconds: 60 })
    await operate(world, 'endLive')
  })

  await test.step('the final ranks count the trade', async () => {
    await page.goto(`/competition?id=${BATTLE}`)
    const standings = page.getByRole('region', { name: 'Team standings' })
    await expect(standings.getByText('Final standings.')).toBeVisible(SLOW)
    const volume = entry.getByRole('status', { name: 'Your volume' })
    await expect(volume).not.toHaveText('$0.00', SLOW)
    await expect(entry.getByRole('status', { name: 'Rank in your team' })).toHaveText('#1')
  })

  await test.step('the keeper publishes, and the claim pays what the page shows', async () => {
    // the world's competition keeper publishes what the index counted
    await expect(status).toHaveText('Claim', { timeout: 90_000 })
    const stored = await chain.readContract({
      address: competition(world),
      abi: ghostTradingCompetitionAbi,
      functionName: 'getCompetition',
      args: [BATTLE],
    })
    const decimals = await Promise.all(
      stored.tokens.map((token) =>
        chain.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      ),
    )
    const list = entry.getByRole('list', { name: 'You receive' })
    await expect(list.getByRole('listitem').first()).toBeVisible(SLOW)
    const items = await list.getByRole('listitem').all()
    const shown = await Promise.all(
      stored.tokens.map((_, index) => shownUnits(items[index] as Locator, decimals[index] ?? 18)),
    )
    expect(shown.some((amount) => amount > 0n)).toBe(true)

    const balances = () =>
      Promise.all(
        stored.tokens.map((token) =>
          chain.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [TRADER.address],
          }),
        ),
      )
    const before = await balances()
    await entry.getByRole('button', { name: 'Claim' }).click()
    await expect(entry.getByText('Claimed')).toBeVisible(SLOW)
    const after = await balances()
    expect(after.map((balance, index) => balance - (before[index] ?? 0n))).toEqual(shown)
  })
  await context.close()
})

test('at phone size the battle and team pages have no serious accessibility finding', async ({
  browser,
  world,
}) => {
  await onNarrowPhone(browser, world.webUrl, async (page) => {
    for (const [path, region] of [
      ['/competition?id=0', 'Battle #0'],
      ['/teams', undefined],
      ['/teams/1', undefined],
    ] as const) {
      await page.goto(path)
      if (region) await expect(page.getByRole('region', { name: region })).toBeVisible(SLOW)
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW)
      expect(await seriousViolations(page, { settled: true }), path).toEqual([])
    }
  })
})
