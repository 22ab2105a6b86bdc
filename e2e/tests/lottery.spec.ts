/**
 * The lottery end to end (issue 31 acceptance, spec §9): a player buys 3 tickets with numbers of
 * their own and 10 random ones in the open round; the chain's clock moves past the round's end,
 * and the world's keeper closes it, answers the VRF request through Chainlink's mock coordinator
 * with its fixed seed, and draws; the player sees their matches, collects, and their CAKE rises
 * by exactly the total the page showed. The page then passes axe at phone size. The clock moves
 * by half a day, so this spec runs in its own project after every other one.
 */

import { iGhostLotteryAbi } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import { getLotteryContracts } from '@ghost/contracts/manifest'
import { lotteryKeeperWord, lotterySeedFromEnv } from '@ghost/devnet'
import { finalNumberFromRandomWord, formatTicketNumber } from '@ghost/sdk'
import type { Page } from '@playwright/test'
import { type Address, parseEther } from 'viem'
import { seriousViolations } from '../fixtures/axe'
import { closeSubmitted, sendCake, walletPage } from '../fixtures/nft'
import { advanceTo, cakeBalance, chainTime } from '../fixtures/squad'
import { expect, test, type World } from '../fixtures/test'

const PLAYER = devAccount(29).address

/** GhostLottery's Status: Open and Claimable. */
const OPEN = 1
const CLAIMABLE = 3

function lotteryAddress(world: World): Address {
  const lottery = getLotteryContracts(world.manifest)?.Lottery
  if (!lottery) throw new Error('the e2e world has no lottery')
  return lottery
}

async function readRound(world: World, lotteryId: bigint) {
  return anvilClient(world.chainUrl).readContract({
    address: lotteryAddress(world),
    abi: iGhostLotteryAbi,
    functionName: 'viewLottery',
    args: [lotteryId],
  })
}

async function currentLotteryId(world: World): Promise<bigint> {
  return anvilClient(world.chainUrl).readContract({
    address: lotteryAddress(world),
    abi: iGhostLotteryAbi,
    functionName: 'currentLotteryId',
  })
}

/** A number sharing exactly `digits` leading digits with `winning` (6: the number itself). */
function sharing(winning: number, digits: number): string {
  const text = formatTicketNumber(winning)
  if (digits === 6) return text
  const next = String((Number(text[digits]) + 1) % 10)
  return `${text.slice(0, digits)}${next}${text.slice(digits + 1)}`
}

async function buyTickets(page: Page, count: number, ownNumbers?: readonly string[]) {
  await page.getByRole('button', { name: 'Buy Tickets' }).click()
  const dialog = page.getByRole('dialog', { name: 'Buy Tickets' })
  await dialog.getByRole('textbox', { name: 'Number of tickets' }).fill(String(count))
  if (ownNumbers) {
    await dialog.getByRole('button', { name: 'Edit numbers' }).click()
    for (const [i, number] of ownNumbers.entries()) {
      await dialog.getByRole('textbox', { name: `Ticket ${i + 1}`, exact: true }).fill(number)
    }
  }
  const approve = dialog.getByRole('button', { name: 'Approve CAKE' })
  const buy = dialog.getByRole('button', { name: 'Buy now' })
  await expect(approve.or(buy).first()).toBeVisible()
  if (await approve.isVisible()) {
    await approve.click()
    await expect(buy).toBeEnabled({ timeout: 30_000 })
  }
  await buy.click()
  await closeSubmitted(dialog)
}

test('a player buys own and random tickets, the keeper draws, the player collects exactly the shown prize', async ({
  browser,
  world,
}) => {
  test.setTimeout(240_000)
  const lottery = lotteryAddress(world)
  expect(lottery).toBeTruthy()

  // The keeper opens a round as soon as the last one is drawn; wait for one on sale.
  let lotteryId = 0n
  await expect
    .poll(
      async () => {
        lotteryId = await currentLotteryId(world)
        const round = await readRound(world, lotteryId)
        return round.status === OPEN && round.endTime > (await chainTime(world)) + 60n
      },
      { timeout: 60_000, message: 'a round on sale' },
    )
    .toBe(true)

  // The keeper answers with its fixed seed, so the coming winning number is known here.
  const winning = finalNumberFromRandomWord(
    lotteryKeeperWord(lotterySeedFromEnv(process.env), lotteryId),
  )
  const own = [sharing(winning, 6), sharing(winning, 3), sharing(winning, 1)]
  await sendCake(world, PLAYER, parseEther('2000'))

  const { page } = await walletPage(browser, world, PLAYER, '/lottery')
  await expect(page.getByRole('heading', { name: 'Lottery', level: 1 })).toBeVisible()

  await test.step('3 tickets with the player’s own numbers, then 10 random ones', async () => {
    await buyTickets(page, 3, own)
    await buyTickets(page, 10)
    const round = await readRound(world, lotteryId)
    expect(round.ticketsSold).toBeGreaterThanOrEqual(13n)
    await page.getByRole('button', { name: 'View your tickets' }).click()
    const tickets = page.getByRole('list', { name: 'Your tickets' }).getByRole('img')
    await expect(tickets).toHaveCount(13)
    for (const number of own) {
      await expect(
        page.getByRole('list', { name: 'Your tickets' }).getByRole('img', {
          name: new RegExp(`: ${number}$`),
        }),
      ).toHaveCount(1)
    }
  })

  await test.step('the clock passes the round’s end; the keeper closes, answers and draws', async () => {
    const round = await readRound(world, lotteryId)
    await advanceTo(world, round.endTime + 1n)
    await expect
      .poll(async () => (await readRound(world, lotteryId)).status, { timeout: 60_000 })
      .toBe(CLAIMABLE)
    expect((await readRound(world, lotteryId)).finalNumber).toBe(winning)
  })

  const before = await cakeBalance(world, PLAYER)
  let shown = 0n
  await test.step('the round shows the winning number and the player’s matches', async () => {
    await page.reload()
    const finished = page.getByRole('region', { name: 'Finished rounds' })
    await finished.getByRole('textbox', { name: 'Round number' }).fill(String(lotteryId))
    await expect(
      finished.getByRole('img', { name: `Winning number: ${formatTicketNumber(winning)}` }),
    ).toBeVisible({ timeout: 30_000 })
    await finished.getByRole('button', { name: 'Check now' }).click()
    for (const [number, digits] of [
      [own[0], 6],
      [own[1], 3],
      [own[2], 1],
    ] as const) {
      await expect(
        finished.getByRole('img', {
          name: new RegExp(`: ${number}, first ${digits} digits? match`),
        }),
      ).toHaveCount(1)
    }
    const dialog = page.getByRole('dialog', { name: 'Collect winnings' })
    // every digit: the amount the claim pays
    const total = await dialog.getByRole('status', { name: 'Total to collect' }).innerText()
    shown = parseEther(total.replace(/CAKE|,|\s/g, ''))
    expect(shown).toBeGreaterThan(0n)
    await dialog.getByRole('button', { name: 'Claim', exact: true }).click()
    await closeSubmitted(dialog)
    await expect(page.getByText('Winnings collected').first()).toBeVisible({ timeout: 60_000 })
  })

  await test.step('the player’s CAKE rose by exactly the total shown', async () => {
    await expect.poll(async () => (await cakeBalance(world, PLAYER)) - before).toBe(shown)
  })

  await test.step('the page at phone size: no serious or critical axe finding', async () => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/lottery')
    await expect(page.getByRole('heading', { name: 'Lottery', level: 1 })).toBeVisible()
    expect(await seriousViolations(page, { settled: true })).toEqual([])
  })
})
