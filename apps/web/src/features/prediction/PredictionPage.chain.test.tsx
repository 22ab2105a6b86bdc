// @vitest-environment jsdom
/**
 * The prediction page against a real Anvil node through wagmi (a mock connector for a
 * development account), with GhostPrediction on Chainlink's MockV3Aggregator (see
 * test/predictionChainWorld.ts); the test runs the rounds as the operator does. The API is a
 * closed port: the carousel comes from the chain. Each test runs from a snapshot of the deployed
 * world and undoes what it did.
 *
 * A wallet refusal is not covered here: wagmi's mock connector forwards eth_sendTransaction to
 * the node and has no switch to refuse it.
 */
import { ghostPredictionAbi, multicallAbi } from '@ghost/contracts'
import { devAccount, isolated } from '@ghost/contracts/anvil'
import { ethCallOf, startCountingProxy } from '@ghost/devnet'
import {
  Fraction,
  getClaimPayout,
  PREDICTION_TREASURY_FEE,
  settlePredictionRound,
} from '@ghost/sdk'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  decodeFunctionData,
  decodeFunctionResult,
  type Hex,
  isAddressEqual,
  parseEther,
} from 'viem'
import { expect, test } from 'vitest'
import { getNumberFormat } from '../../components/useNumberFormat'
import { updateUserSettings, userSettingsStore } from '../../state/settings/userSettings'
import { renderAs } from '../../test/chainTestWorld'
import { noRetryQueryClient } from '../../test/screenRouting'
import { screenTestHooks } from '../../test/screenTestHooks'
import { PredictionPage } from './PredictionPage'
import {
  FIRST_PRICE,
  type PredictionChainWorld,
  startPredictionChainWorld,
} from './test/predictionChainWorld'

const PLAYER_INDEX = 2
const PLAYER = devAccount(PLAYER_INDEX).address
/** Bets against the player from outside the app. */
const RIVAL_INDEX = 4
const format = getNumberFormat('en-US')
const fullBnb = (wei: bigint) => format.full(new Fraction(wei, 10n ** 18n))
const TIMEOUT = { timeout: 30_000 }

let world: PredictionChainWorld

screenTestHooks(
  async (stopAfter) => {
    world = await startPredictionChainWorld()
    stopAfter(world.anvil)
  },
  { timeout: 120_000, afterEachTest: () => userSettingsStore.reset() },
)

function render(rpcUrl?: string) {
  return renderAs(PLAYER, <PredictionPage />, {
    config: world.runtimeConfig(rpcUrl),
    queryClient: noRetryQueryClient(),
  })
}

const card = (name: string) => screen.findByRole('article', { name }, TIMEOUT)

async function balanceOf(address: Hex) {
  return world.client.getBalance({ address })
}

test('enter UP in the next round, see it entered; the round wins and Collect pays exactly the payout shown', {
  timeout: 180_000,
}, async () => {
  await isolated(world.client, async () => {
    const epoch = await world.startRound()
    await world.betAs(RIVAL_INDEX, 'Bear', parseEther('0.3'))
    await render()
    const next = within(await card(`Next #${epoch}`))
    expect(next.getByRole('status', { name: 'Prize pool' }).textContent).toBe('0.3 BNB')
    fireEvent.click(next.getByRole('button', { name: 'Enter UP' }))

    // the risk warning comes once, before the first position
    const warning = within(await screen.findByRole('dialog', { name: 'Before you play' }))
    const proceed = warning.getByRole('button', { name: 'Continue' }) as HTMLButtonElement
    expect(proceed.disabled).toBe(true)
    fireEvent.click(warning.getByRole('checkbox'))
    fireEvent.click(proceed)
    expect(userSettingsStore.get().predictionAcceptedRisk).toBe(true)

    const panel = within(await screen.findByRole('dialog', { name: 'Set Position' }))
    expect(panel.getByRole('button', { name: 'UP' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.input(panel.getByRole('textbox', { name: 'Commit' }), { target: { value: '0.5' } })
    const confirm = panel.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement
    await waitFor(() => expect(confirm.disabled).toBe(false), TIMEOUT)
    fireEvent.click(confirm)
    await screen.findByText('Position entered!', undefined, TIMEOUT)
    const bet = await world.client.readContract({
      address: world.prediction,
      abi: ghostPredictionAbi,
      functionName: 'getBet',
      args: [epoch, PLAYER],
    })
    expect(bet).toEqual({ position: 1, amount: parseEther('0.5'), claimed: false })

    // entered: the position shows, and there is no way left to change it
    await waitFor(() => expect(next.getByText('Entered')).toBeTruthy(), TIMEOUT)
    expect(next.getByRole('status', { name: 'Your position' }).textContent).toBe('UP, 0.5 BNB')
    expect(next.queryByRole('button', { name: 'Enter UP' })).toBeNull()
    expect(next.queryByRole('button', { name: 'Enter DOWN' })).toBeNull()

    // the rounds run: locked at 600 USD, closed at 610 USD, so UP wins
    await world.nextRound(FIRST_PRICE)
    const live = within(await card(`Live #${epoch}`))
    expect(live.getByText('Entered')).toBeTruthy()
    await world.nextRound(FIRST_PRICE + 10_00000000n)
    const expired = within(await card(`Expired #${epoch}`))
    expect(await expired.findByText('You won', undefined, TIMEOUT)).toBeTruthy()
    expect(expired.getByRole('status', { name: 'Result' }).textContent).toBe('UP won')
    expect(expired.getByRole('status', { name: 'Closed price' }).textContent).toBe('$610.0000')
    expect(expired.getByRole('status', { name: 'Locked price' }).textContent).toBe('$600.0000')

    const round = await world.client.readContract({
      address: world.prediction,
      abi: ghostPredictionAbi,
      functionName: 'getRound',
      args: [epoch],
    })
    const settlement = settlePredictionRound(
      round,
      round.lockPrice,
      round.closePrice,
      PREDICTION_TREASURY_FEE,
    )
    const payout = getClaimPayout(parseEther('0.5'), 0n, settlement)
    // 0.8 BNB less 3%, all to the one UP bet
    expect(payout).toBe(parseEther('0.776'))
    const shown = expired.getByRole('status', { name: 'Your winnings' })
    expect(shown.textContent).toBe('0.776 BNB')
    expect(within(shown).getByTitle(fullBnb(payout))).toBeTruthy()

    const before = await world.client.getBlockNumber({ cacheTime: 0 })
    const balanceBefore = await balanceOf(PLAYER)
    fireEvent.click(expired.getByRole('button', { name: 'Collect winnings' }))
    await expired.findByText('Collected', undefined, TIMEOUT)
    const claims = await world.client.getContractEvents({
      address: world.prediction,
      abi: ghostPredictionAbi,
      eventName: 'Claim',
      fromBlock: before,
    })
    expect(claims.map((claim) => [claim.args.sender, claim.args.epoch, claim.args.amount])).toEqual(
      [[PLAYER, epoch, payout]],
    )
    const receipt = await world.client.getTransactionReceipt({
      hash: claims[0]?.transactionHash ?? '0x',
    })
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await balanceOf(PLAYER)) - balanceBefore + gas).toBe(payout)
    expect(expired.queryByRole('button', { name: 'Collect winnings' })).toBeNull()
  })
})

test('set position: an amount under the minimum, above the balance or missing says so and cannot be sent', {
  timeout: 120_000,
}, async () => {
  await isolated(world.client, async () => {
    updateUserSettings({ predictionAcceptedRisk: true })
    const epoch = await world.startRound()
    await render()
    fireEvent.click(
      within(await card(`Next #${epoch}`)).getByRole('button', { name: 'Enter DOWN' }),
    )
    // accepted before: straight to the panel
    const panel = within(await screen.findByRole('dialog', { name: 'Set Position' }))
    expect(panel.getByRole('button', { name: 'DOWN' }).getAttribute('aria-pressed')).toBe('true')
    const empty = panel.getByRole('button', { name: 'Enter an amount' }) as HTMLButtonElement
    expect(empty.disabled).toBe(true)
    const field = panel.getByRole('textbox', { name: 'Commit' })

    fireEvent.input(field, { target: { value: '0.0001' } })
    expect(panel.getByRole('alert').textContent).toBe('A minimum amount of 0.001 BNB is required')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect((panel.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(
      true,
    )

    // the balance arrives with the page's reads; more than it is refused
    await panel.findByTitle(fullBnb(await balanceOf(PLAYER)), undefined, TIMEOUT)
    fireEvent.input(field, { target: { value: '1000000' } })
    expect(panel.getByRole('alert').textContent).toBe('Insufficient BNB balance')

    // letters never enter the field; the minimum itself may be sent
    fireEvent.input(field, { target: { value: '0.001x' } })
    expect((field as HTMLInputElement).value).toBe('1000000')
    fireEvent.input(field, { target: { value: '0.001' } })
    expect(panel.queryByRole('alert')).toBeNull()
    await waitFor(
      () =>
        expect((panel.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(
          false,
        ),
      TIMEOUT,
    )
  })
})

test('paused: the page says so and takes no position, and a canceled round is reclaimed all the same', {
  timeout: 180_000,
}, async () => {
  await isolated(world.client, async () => {
    const first = await world.startRound()
    await world.betAs(PLAYER_INDEX, 'Bull', parseEther('0.01'))
    await world.nextRound(FIRST_PRICE)
    await world.pause()
    await render()
    expect(await screen.findByText('Prediction is paused', undefined, TIMEOUT)).toBeTruthy()
    const next = within(await card(`Next #${first + 1n}`))
    expect((next.getByRole('button', { name: 'Enter UP' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect((next.getByRole('button', { name: 'Enter DOWN' }) as HTMLButtonElement).disabled).toBe(
      true,
    )

    // nobody closes round 1 within its buffer: canceled, its bet refundable though paused
    const round = await world.client.readContract({
      address: world.prediction,
      abi: ghostPredictionAbi,
      functionName: 'getRound',
      args: [first],
    })
    await world.mineAt(round.closeTimestamp + 31n)
    const canceled = within(await card(`Canceled #${first}`))
    const before = await world.client.getBlockNumber({ cacheTime: 0 })
    fireEvent.click(await canceled.findByRole('button', { name: 'Reclaim' }, TIMEOUT))
    await canceled.findByText('Reclaimed', undefined, TIMEOUT)
    const refunds = await world.client.getContractEvents({
      address: world.prediction,
      abi: ghostPredictionAbi,
      eventName: 'Refund',
      fromBlock: before,
    })
    expect(refunds.map((refund) => [refund.args.sender, refund.args.amount])).toEqual([
      [PLAYER, parseEther('0.01')],
    ])
    expect(screen.getByText('Prediction is paused')).toBeTruthy()
  })
})

test('once settled, the page follows the chain with one multicall request per block, a new round’s block included', {
  timeout: 120_000,
}, async () => {
  const proxy = await startCountingProxy(world.anvil.url)
  try {
    await isolated(world.client, async () => {
      const first = await world.startRound()
      await world.betAs(PLAYER_INDEX, 'Bull', parseEther('0.01'))
      await world.nextRound(FIRST_PRICE)
      await render(proxy.url)
      const live = within(await card(`Live #${first}`))
      await card(`Next #${first + 1n}`)
      await waitFor(
        () =>
          expect(live.getByRole('status', { name: 'Last price' }).textContent).toBe('$600.0000'),
        TIMEOUT,
      )
      const settled = proxy.requests.length

      // a new feed answer in a new block: the page shows it from its block poll alone
      await world.setPrice(FIRST_PRICE + 5_00000000n)
      const priceBlock = await world.client.getBlockNumber({ cacheTime: 0 })
      await waitFor(
        () =>
          expect(live.getByRole('status', { name: 'Last price' }).textContent).toBe('$605.0000'),
        TIMEOUT,
      )

      // the operator's executeRound while the page is open: round `first` closes at 607 USD,
      // the next one locks, and a new round starts, all in the block poll too
      await world.nextRound(FIRST_PRICE + 7_00000000n)
      const startBlock = await world.client.getBlockNumber({ cacheTime: 0 })
      expect(await world.currentEpoch()).toBe(first + 2n)
      const started = await card(`Next #${first + 2n}`)
      expect(within(started).getByRole('button', { name: 'Enter UP' })).toBeTruthy()
      await card(`Live #${first + 1n}`)
      const expired = within(await card(`Expired #${first}`))
      expect(expired.getByRole('status', { name: 'Closed price' }).textContent).toBe('$607.0000')
      expect(await expired.findByText('You won', undefined, TIMEOUT)).toBeTruthy()

      await proxy.answered()
      const polls = proxy.requests.slice(settled).map((calls, index) => {
        const replies = proxy.replies[settled + index]
        // one eth_call per request, nothing else: no request of its own for the new round
        expect(calls.map((call) => call.method)).toEqual(['eth_call'])
        const [call] = calls
        const ethCall = call && ethCallOf(call)
        expect(ethCall && isAddressEqual(ethCall.to as Hex, world.multicall)).toBe(true)
        const { functionName, args } = decodeFunctionData({
          abi: multicallAbi,
          data: ethCall?.data ?? '0x',
        })
        // the poll: the latest block and every read of the page in one call
        expect(functionName).toBe('tryBlockAndAggregate')
        const inner = (args?.[1] ?? []) as readonly { target: Hex }[]
        const to = (address: Hex) =>
          inner.filter((read) => isAddressEqual(read.target, address)).length
        // current epoch, pause, 4 settings, and the latest rounds with the player's bets
        expect(to(world.prediction)).toBe(7)
        // latest answer and decimals
        expect(to(world.feed)).toBe(2)
        // the chain's clock and the wallet's BNB
        expect(to(world.multicall)).toBe(2)
        const [reply] = replies ?? []
        const [blockNumber] = decodeFunctionResult({
          abi: multicallAbi,
          functionName: 'tryBlockAndAggregate',
          data: reply?.result as Hex,
        })
        return { blockNumber, data: ethCall?.data }
      })
      // the same calls at every block, the new round's block included
      expect(new Set(polls.map((poll) => poll.data)).size).toBe(1)
      // Each request is that one poll, so a block costs one request; a machine that stalls past
      // the poll interval may poll an unchanged block again, which is the poll, not a read of
      // its own, so the blocks are not required to differ.
      const blocks = polls.map((poll) => poll.blockNumber)
      expect(blocks).toContain(priceBlock)
      expect(blocks).toContain(startBlock)
    })
  } finally {
    await proxy.close()
  }
})
