// @vitest-environment jsdom
/**
 * The lottery page against a real Anvil node through wagmi (a mock connector for a development
 * account), with GhostLottery, its VRF coordinator mock and a CAKE-USDT pair deployed (see
 * test/lotteryChainWorld.ts). The API is a closed port: round figures come from the chain. Each
 * test runs from a snapshot of the deployed world and undoes what it did.
 */
import { ghostLotteryAbi, testTokenAbi } from '@ghost/contracts'
import { devAccount, isolated } from '@ghost/contracts/anvil'
import { devWriter, write } from '@ghost/devnet'
import { Fraction } from '@ghost/sdk'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { decodeFunctionData, parseEther } from 'viem'
import { expect, test } from 'vitest'
import { getNumberFormat } from '../../components/useNumberFormat'
import { renderAs } from '../../test/chainTestWorld'
import { noRetryQueryClient } from '../../test/screenRouting'
import { screenTestHooks } from '../../test/screenTestHooks'
import { LotteryPage } from './LotteryPage'
import { type LotteryChainWorld, startLotteryChainWorld } from './test/lotteryChainWorld'

const PLAYER = devAccount(2).address
const format = getNumberFormat('en-US')
const exactCake = (wei: bigint) => `${format.full(new Fraction(wei, 10n ** 18n))} CAKE`

let world: LotteryChainWorld

screenTestHooks(
  async (stopAfter) => {
    world = await startLotteryChainWorld()
    stopAfter(world.anvil)
  },
  { timeout: 120_000 },
)

function render() {
  return renderAs(PLAYER, <LotteryPage />, {
    config: world.runtimeConfig,
    queryClient: noRetryQueryClient(),
  })
}

test('buy: the total shown is the contract’s, own numbers are checked, and the purchase sends exactly them', {
  timeout: 120_000,
}, async () => {
  await isolated(world.client, async () => {
    const lotteryId = await world.startRound()
    const { priceTicketInCake } = await world.client.readContract({
      address: world.lottery,
      abi: ghostLotteryAbi,
      functionName: 'viewLottery',
      args: [lotteryId],
    })
    await render()
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Tickets' }, { timeout: 30_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Buy Tickets' })
    const modal = within(dialog)
    fireEvent.input(modal.getByRole('textbox', { name: 'Number of tickets' }), {
      target: { value: '3' },
    })
    const onChain = await world.client.readContract({
      address: world.lottery,
      abi: ghostLotteryAbi,
      functionName: 'calculateTotalPriceForBulkTickets',
      args: [priceTicketInCake, 3n],
    })
    // the total as the place's digits, and every digit of the contract's figure on hover
    const total = modal.getByRole('status', { name: 'You pay' })
    expect(total.textContent).toBe(
      `${format.significant(new Fraction(onChain, 10n ** 18n), 'amount')} CAKE`,
    )
    expect(within(total).getByTitle(format.full(new Fraction(onChain, 10n ** 18n)))).toBeTruthy()
    expect(modal.getByRole('status', { name: 'Bulk discount' }).textContent).toBe('0.10%')

    // a count out of range is refused with its message
    fireEvent.input(modal.getByRole('textbox', { name: 'Number of tickets' }), {
      target: { value: '101' },
    })
    expect(modal.getByRole('alert').textContent).toBe(
      'Enter a whole number of tickets from 1 to 100',
    )
    fireEvent.input(modal.getByRole('textbox', { name: 'Number of tickets' }), {
      target: { value: '3' },
    })

    // without CAKE the purchase button says so; once the wallet has CAKE, the approval comes
    const insufficient = await modal.findByRole(
      'button',
      { name: 'Insufficient Balance' },
      { timeout: 30_000 },
    )
    expect(insufficient.hasAttribute('disabled')).toBe(true)
    await write(world.deployer, {
      address: world.cake,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [PLAYER, parseEther('100')],
    })

    fireEvent.click(modal.getByRole('button', { name: 'Edit numbers' }))
    const field = (n: number) => modal.getByRole('textbox', { name: `Ticket ${n}` })
    // five digits, a letter, a sign: each refused, and nothing can be bought meanwhile
    for (const bad of ['12345', '12a456', '+12345', '1234567']) {
      fireEvent.input(field(1), { target: { value: bad } })
      expect(field(1).getAttribute('aria-invalid')).toBe('true')
      expect(modal.getByRole('alert').textContent).toBe('Enter exactly 6 digits')
    }
    fireEvent.input(field(1), { target: { value: '012345' } })
    fireEvent.input(field(2), { target: { value: '999999' } })
    fireEvent.input(field(3), { target: { value: '500000' } })
    expect(modal.queryByRole('alert')).toBeNull()

    const approveButton = await modal.findByRole(
      'button',
      { name: 'Approve CAKE' },
      { timeout: 30_000 },
    )
    await waitFor(() => expect(approveButton.hasAttribute('disabled')).toBe(false), {
      timeout: 30_000,
    })
    fireEvent.click(approveButton)
    // the modal shows the wallet's wait meanwhile: its review comes back with Buy now enabled
    const buyButton = await waitFor(
      () => {
        const button = within(screen.getByRole('dialog', { name: 'Buy Tickets' })).getByRole(
          'button',
          { name: 'Buy now' },
        )
        expect(button.hasAttribute('disabled')).toBe(false)
        return button
      },
      { timeout: 30_000 },
    )
    const before = await world.client.getBlockNumber({ cacheTime: 0 })
    fireEvent.click(buyButton)
    await screen.findByText('Lottery tickets purchased!', undefined, { timeout: 30_000 })

    const logs = await world.client.getContractEvents({
      address: world.lottery,
      abi: ghostLotteryAbi,
      eventName: 'TicketsPurchase',
      fromBlock: before,
    })
    expect(logs).toHaveLength(1)
    const [log] = logs
    const sent = await world.client.getTransaction({ hash: log?.transactionHash ?? '0x' })
    expect(decodeFunctionData({ abi: ghostLotteryAbi, data: sent.input })).toEqual({
      functionName: 'buyTickets',
      args: [lotteryId, [12345, 999999, 500000]],
    })
    expect(log?.args.cost).toBe(onChain)
    // the page's own list of the wallet's tickets
    fireEvent.click(
      await screen.findByRole('button', { name: 'View your tickets' }, { timeout: 30_000 }),
    )
    const list = await screen.findByRole('list', { name: 'Your tickets' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), {
      timeout: 30_000,
    })
    expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('aria-label')),
    ).toEqual(['Ticket #0: 012345', 'Ticket #1: 999999', 'Ticket #2: 500000'])
  })
})

test('collect: the dialog’s total is the sum of the winning tickets’ prizes, claimed 100 tickets per transaction', {
  timeout: 180_000,
}, async () => {
  await isolated(world.client, async () => {
    const lotteryId = await world.startRound()
    const player = devWriter(world.anvil.url, 2)
    // 100 tickets matching the first two digits of 123456, then one per other bracket and a loser
    await world.buyAs(
      player,
      lotteryId,
      Array.from({ length: 100 }, (_, i) => 120_000 + i),
    )
    await world.buyAs(player, lotteryId, [123456, 123457, 123400, 123000, 100000, 999999])
    await world.drawRound(lotteryId, 123_456n)
    const [tickets] = await world.client.readContract({
      address: world.lottery,
      abi: ghostLotteryAbi,
      functionName: 'viewUserTickets',
      args: [lotteryId, PLAYER, 0n, 10n],
    })
    const total = tickets.reduce((sum, ticket) => sum + ticket.reward, 0n)
    expect(tickets.filter((ticket) => ticket.reward > 0n)).toHaveLength(105)

    await render()
    const finished = await screen.findByRole(
      'region',
      { name: 'Finished rounds' },
      { timeout: 30_000 },
    )
    const section = within(finished)
    expect(
      await section.findByRole('img', { name: 'Winning number: 123456' }, { timeout: 30_000 }),
    ).toBeTruthy()
    fireEvent.click(await section.findByRole('button', { name: 'Check now' }, { timeout: 30_000 }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Collect winnings' }))
    expect(dialog.getByRole('status', { name: 'Total to collect' }).textContent).toBe(
      exactCake(total),
    )
    expect(dialog.getByRole('status', { name: 'Winning tickets' }).textContent).toBe('105')
    const before = await world.client.getBlockNumber({ cacheTime: 0 })
    const balanceBefore = await world.client.readContract({
      address: world.cake,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [PLAYER],
    })
    fireEvent.click(dialog.getByRole('button', { name: 'Claim' }))
    await waitFor(
      async () => {
        const claims = await world.client.getContractEvents({
          address: world.lottery,
          abi: ghostLotteryAbi,
          eventName: 'TicketsClaim',
          fromBlock: before,
        })
        expect(claims.map((claim) => claim.args.ticketIds?.length)).toEqual([100, 5])
      },
      { timeout: 60_000, interval: 500 },
    )
    const balanceAfter = await world.client.readContract({
      address: world.cake,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [PLAYER],
    })
    expect(balanceAfter - balanceBefore).toBe(total)
    const done = within(await screen.findByRole('dialog', { name: 'Collect winnings' }))
    fireEvent.click(await done.findByText('Close', { selector: 'button' }))
    // the tickets now show as claimed
    await waitFor(() => expect(section.getAllByText('Claimed')).toHaveLength(105), {
      timeout: 30_000,
    })
    fireEvent.click(section.getByRole('button', { name: 'Check now' }))
    expect(await section.findByText('All your prizes in this round are collected.')).toBeTruthy()
  })
})

test('history: a round number that does not exist shows the spec’s text', {
  timeout: 120_000,
}, async () => {
  await isolated(world.client, async () => {
    const first = await world.startRound()
    await world.drawRound(first, 42n)
    await world.startRound()
    await render()
    const finished = within(
      await screen.findByRole('region', { name: 'Finished rounds' }, { timeout: 30_000 }),
    )
    await finished.findByRole('img', { name: 'Winning number: 000042' }, { timeout: 30_000 })
    const input = finished.getByRole('textbox', { name: 'Round number' })
    expect((input as HTMLInputElement).value).toBe('1')
    for (const unknown of ['3', '0', '999']) {
      fireEvent.input(input, { target: { value: unknown } })
      expect((await finished.findByRole('alert')).textContent).toBe(
        'The lottery number you provided does not exist',
      )
    }
    // round 2 exists and is still selling
    fireEvent.click(finished.getByRole('button', { name: 'Latest round' }))
    fireEvent.click(finished.getByRole('button', { name: 'Next round' }))
    expect(await finished.findByText('This round is not drawn yet.')).toBeTruthy()
    fireEvent.click(finished.getByRole('button', { name: 'Previous round' }))
    expect(await finished.findByRole('img', { name: 'Winning number: 000042' })).toBeTruthy()
  })
})
