/**
 * The prediction game end to end (issue 32 acceptance): two players enter one round on opposite
 * sides; the test sets the feed's answers (Chainlink's MockV3Aggregator on the local world), the
 * chain's clock moves, and the world's keeper locks and closes the round on them. The winner
 * collects exactly the payout the card showed; the loser's history says Lost. Then the clock
 * jumps past a round the winner entered, the keeper recovers (pause, unpause, genesis), and the
 * canceled round's bet is reclaimed in full. The page then passes axe at phone size. The clock
 * moves, so this spec runs in its own project after the lottery's.
 */

import { ghostPredictionAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import { getPredictionContracts } from '@ghost/contracts/manifest'
import { getProRataPayout, PREDICTION_BUFFER_SECONDS } from '@ghost/sdk'
import type { Locator, Page } from '@playwright/test'
import { type Address, type Hash, parseEther } from 'viem'
import { seriousViolations } from '../fixtures/axe'
import { bnbBalance, walletPage } from '../fixtures/nft'
import { advanceTo, chainTime } from '../fixtures/squad'
import { expect, test, type World } from '../fixtures/test'

const WINNER = devAccount(42)
const LOSER = devAccount(43)
const WINNER_BET = parseEther('0.5')
const LOSER_BET = parseEther('0.3')
const CANCELED_BET = parseEther('0.01')
/** A round is entered only with this much time left before its lock. */
const ENTRY_MARGIN = 150n

function game(world: World) {
  const contracts = getPredictionContracts(world.manifest)
  if (!contracts) throw new Error('the e2e world has no prediction game')
  return contracts
}

function chain(world: World) {
  return anvilClient(world.chainUrl, WINNER)
}

async function readGame(world: World) {
  const { Prediction } = game(world)
  const client = chain(world)
  const [epoch, paused] = await Promise.all([
    client.readContract({
      address: Prediction,
      abi: ghostPredictionAbi,
      functionName: 'currentEpoch',
    }),
    client.readContract({ address: Prediction, abi: ghostPredictionAbi, functionName: 'paused' }),
  ])
  return { epoch, paused }
}

function readRound(world: World, epoch: bigint) {
  return chain(world).readContract({
    address: game(world).Prediction,
    abi: ghostPredictionAbi,
    functionName: 'getRound',
    args: [epoch],
  })
}

/** Publishes `answer` (8 decimals) on the local feed, from the spec's own account. */
async function setPrice(world: World, answer: bigint) {
  const client = chain(world)
  const hash = await client.writeContract({
    address: game(world).PredictionOracle,
    abi: mockV3AggregatorAbi,
    functionName: 'updateAnswer',
    args: [answer],
    account: WINNER,
    chain: client.chain,
  })
  await client.waitForTransactionReceipt({ hash })
}

async function feedAnswer(world: World): Promise<bigint> {
  const [, answer] = await chain(world).readContract({
    address: game(world).PredictionOracle,
    abi: mockV3AggregatorAbi,
    functionName: 'latestRoundData',
  })
  return answer
}

/**
 * Waits for a round open for bets with at least ENTRY_MARGIN seconds left, moving the clock to
 * the current round's lock (the keeper then starts the next) when too little is left.
 */
async function freshRound(world: World): Promise<bigint> {
  let found = 0n
  await expect
    .poll(
      async () => {
        const { epoch, paused } = await readGame(world)
        if (paused || epoch === 0n) return false
        const round = await readRound(world, epoch)
        const now = await chainTime(world)
        if (round.startTimestamp === 0n || round.lockTimestamp <= now) return false
        if (round.lockTimestamp - now >= ENTRY_MARGIN && round.totalAmount === 0n) {
          found = epoch
          return true
        }
        await advanceTo(world, round.lockTimestamp)
        return false
      },
      { timeout: 120_000, intervals: [1_000], message: 'a fresh round open for bets' },
    )
    .toBe(true)
  return found
}

/** Waits until the keeper has run the round whose time `at` is: its lock or its close. */
async function runRoundAt(world: World, at: bigint, done: () => Promise<boolean>, what: string) {
  await advanceTo(world, at)
  await expect.poll(done, { timeout: 60_000, message: what }).toBe(true)
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name })
}

async function enter(page: Page, epoch: bigint, side: 'UP' | 'DOWN', amount: string) {
  const next = card(page, `Next #${epoch}`)
  await next.getByRole('button', { name: `Enter ${side}` }).click()
  const warning = page.getByRole('dialog', { name: 'Before you play' })
  if (await warning.isVisible()) {
    await warning.getByRole('checkbox').check()
    await warning.getByRole('button', { name: 'Continue' }).click()
  }
  const panel = page.getByRole('dialog', { name: 'Set Position' })
  await panel.getByRole('textbox', { name: 'Commit' }).fill(amount)
  await panel.getByRole('button', { name: 'Confirm' }).click()
  await expect(next.getByRole('status', { name: 'Your position' })).toHaveText(
    `${side}, ${amount} BNB`,
    { timeout: 30_000 },
  )
}

/** The BNB a claim transaction paid its sender: balance change plus the gas it cost. */
async function paidBy(world: World, hash: Hash, before: bigint, account: Address) {
  const receipt = await chain(world).getTransactionReceipt({ hash })
  const after = await bnbBalance(world, account, receipt.blockNumber)
  return after - before + receipt.gasUsed * receipt.effectiveGasPrice
}

async function lastClaimOf(
  world: World,
  account: Address,
  eventName: 'Claim' | 'Refund',
  fromBlock: bigint,
) {
  const events = await chain(world).getContractEvents({
    address: game(world).Prediction,
    abi: ghostPredictionAbi,
    eventName,
    args: { sender: account },
    fromBlock,
  })
  const event = events.at(-1)
  if (!event) throw new Error(`no ${eventName} by ${account}`)
  return event
}

test('two players bet opposite sides, the keeper settles on the set prices, the winner collects the shown payout, a canceled round is reclaimed', async ({
  browser,
  world,
}) => {
  test.setTimeout(300_000)
  const epoch = await freshRound(world)
  const winner = await walletPage(browser, world, WINNER.address, '/prediction')
  const loser = await walletPage(browser, world, LOSER.address, '/prediction')

  await test.step('the two players enter the next round, UP and DOWN', async () => {
    await enter(winner.page, epoch, 'UP', '0.5')
    await enter(loser.page, epoch, 'DOWN', '0.3')
    const round = await readRound(world, epoch)
    expect([round.bullAmount, round.bearAmount]).toEqual([WINNER_BET, LOSER_BET])
  })

  const lockPrice = (await feedAnswer(world)) + 1_00000000n
  const closePrice = lockPrice + 2_50000000n
  await test.step('the keeper locks the round at the price the test set', async () => {
    await setPrice(world, lockPrice)
    const { lockTimestamp } = await readRound(world, epoch)
    await runRoundAt(
      world,
      lockTimestamp,
      async () => (await readGame(world)).epoch > epoch,
      'the round locked',
    )
    expect((await readRound(world, epoch)).lockPrice).toBe(lockPrice)
    await expect(card(winner.page, `Live #${epoch}`)).toBeVisible({ timeout: 30_000 })
  })

  await test.step('the keeper closes it higher: UP wins', async () => {
    await setPrice(world, closePrice)
    const { closeTimestamp } = await readRound(world, epoch)
    await runRoundAt(
      world,
      closeTimestamp,
      async () => (await readRound(world, epoch)).oracleCalled,
      'the round closed',
    )
    expect((await readRound(world, epoch)).closePrice).toBe(closePrice)
  })

  await test.step('the winner collects exactly the payout the card showed', async () => {
    const expired = card(winner.page, `Expired #${epoch}`)
    await expect(expired.getByText('You won')).toBeVisible({ timeout: 30_000 })
    const round = await readRound(world, epoch)
    const due = getProRataPayout(WINNER_BET, round)
    // 0.8 BNB less the 3% fee, all to the one UP bet
    expect(due).toBe(parseEther('0.776'))
    const shown = expired.getByRole('status', { name: 'Your winnings' })
    await expect(shown).toHaveText('0.776 BNB')
    const fromBlock = await chain(world).getBlockNumber()
    const before = await bnbBalance(world, WINNER.address)
    await expired.getByRole('button', { name: 'Collect winnings' }).click()
    await expect(expired.getByText('Collected')).toBeVisible({ timeout: 60_000 })
    const claim = await lastClaimOf(world, WINNER.address, 'Claim', fromBlock)
    expect(claim.args.epoch).toBe(epoch)
    expect(claim.args.amount).toBe(due)
    expect(await paidBy(world, claim.transactionHash, before, WINNER.address)).toBe(due)
  })

  await test.step('the loser’s history shows Lost for the round', async () => {
    const history = loser.page.getByRole('region', { name: 'Your history' })
    const row = history.getByRole('row').filter({
      has: loser.page.getByRole('rowheader', { name: `Round ${epoch}` }),
    })
    await expect(async () => {
      await loser.page.reload()
      await expect(row.getByText('Lost')).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
  })

  let canceled = 0n
  await test.step('a round the winner entered is never locked: the keeper restarts the rounds', async () => {
    canceled = await freshRound(world)
    await enter(winner.page, canceled, 'UP', '0.01')
    const { closeTimestamp } = await readRound(world, canceled)
    // past its close and the buffer: too late to lock, and refundable
    await runRoundAt(
      world,
      closeTimestamp + BigInt(PREDICTION_BUFFER_SECONDS) + 1n,
      async () => {
        const state = await readGame(world)
        return !state.paused && state.epoch > canceled
      },
      'the keeper restarted the rounds',
    )
    expect((await readRound(world, canceled)).oracleCalled).toBe(false)
  })

  await test.step('the winner reclaims the canceled bet in full', async () => {
    const history = winner.page.getByRole('region', { name: 'Your history' })
    const reclaim = history.getByRole('button', { name: `Reclaim round ${canceled}` })
    await expect(async () => {
      await winner.page.reload()
      await expect(reclaim).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    const fromBlock = await chain(world).getBlockNumber()
    const before = await bnbBalance(world, WINNER.address)
    await reclaim.click()
    await expect
      .poll(
        () =>
          lastClaimOf(world, WINNER.address, 'Refund', fromBlock).then(
            (event) => event.args.amount,
            () => undefined,
          ),
        { timeout: 60_000 },
      )
      .toBe(CANCELED_BET)
    const event = await lastClaimOf(world, WINNER.address, 'Refund', fromBlock)
    expect(event.args.epoch).toBe(canceled)
    expect(await paidBy(world, event.transactionHash, before, WINNER.address)).toBe(CANCELED_BET)
  })

  await test.step('the page at phone size: no serious or critical axe finding', async () => {
    await winner.page.setViewportSize({ width: 360, height: 740 })
    await winner.page.goto('/prediction')
    await expect(winner.page.getByRole('heading', { name: 'Prediction', level: 1 })).toBeVisible()
    expect(await seriousViolations(winner.page, { settled: true })).toEqual([])
  })
})
