// @vitest-environment jsdom
/**
 * The IFO page against a real Anvil node through wagmi (a mock connector for a development
 * account), with a GhostIFODeployer, three sales and profiles deployed as
 * test/ifoChainWorld.ts describes. The API is a closed port: the card comes from the chain. Each
 * test runs from a snapshot of the deployed world and undoes what it did.
 *
 * A wallet refusal is not covered here: wagmi's mock connector forwards eth_sendTransaction to
 * the node and has no switch to refuse it.
 */
import { ghostIFOAbi, ghostProfileAbi } from '@ghost/contracts'
import { isolated } from '@ghost/contracts/anvil'
import { Fraction, getIfoSubscriptionBps } from '@ghost/sdk'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type Address, parseEther } from 'viem'
import { expect, test } from 'vitest'
import { WithoutWallet } from '../../test/screenRouting'
import { screenTestHooks } from '../../test/screenTestHooks'
import { IfoPage } from './IfoPage'
import {
  type IfoChainWorld,
  type IfoWorldSale,
  NO_PROFILE,
  PLAYER,
  POINTS,
  startIfoChainWorld,
} from './test/ifoChainWorld'
import { renderIfo } from './test/renderIfo'
import { amount, format, percent, TIMEOUT } from './test/shown'

let world: IfoChainWorld

screenTestHooks(async (stopAfter) => {
  world = stopAfter(await startIfoChainWorld())
})

function render(account: number, path = '/') {
  return renderIfo(world.address(account), <IfoPage />, { config: world.runtimeConfig(), path })
}

const saleRegion = (symbol: string) =>
  screen.findByRole('region', { name: `${symbol} sale` }, TIMEOUT)
const poolCard = async (symbol: string, pool: 'Basic Sale' | 'Unlimited Sale') =>
  within(within(await saleRegion(symbol)).getByRole('article', { name: pool }))
const figure = (card: ReturnType<typeof within>, name: string) =>
  card.getByRole('status', { name }).textContent

async function poolOf(sale: IfoWorldSale, pid: 0 | 1) {
  return world.client.readContract({
    address: sale.address,
    abi: ghostIFOAbi,
    functionName: 'viewPool',
    args: [pid],
  })
}

async function allocationOf(sale: IfoWorldSale, user: Address, pid: 0 | 1) {
  return world.client.readContract({
    address: sale.address,
    abi: ghostIFOAbi,
    functionName: 'viewAllocation',
    args: [user, pid],
  })
}

test('the card: the live sale’s state, countdown, both pools’ figures and the wallet’s due, as the chain’s views say; the next sale announced', {
  timeout: 120_000,
}, async () => {
  await isolated(world.client, async () => {
    const { live, upcoming } = world
    const player = world.address(PLAYER)
    await world.commitAs(PLAYER, live, 0, parseEther('20'))
    await world.commitAs(PLAYER, live, 1, parseEther('500'))
    await render(PLAYER)

    const sale = within(await saleRegion('GOT'))
    expect(sale.getByRole('status', { name: 'Status' }).textContent).toBe('Live')
    // a day long, started at most a few blocks ago: a day or a little less
    expect(sale.getByRole('status', { name: 'Ends in' }).textContent).toMatch(
      /^(1d 00h 00m 00s|0d 2[0-3]h \d\dm \d\ds)$/,
    )
    expect(sale.getByText('Ghost Offering Token')).toBeTruthy()

    for (const [pid, name] of [
      [0, 'Basic Sale'],
      [1, 'Unlimited Sale'],
    ] as const) {
      const card = await poolCard('GOT', name)
      const pool = await poolOf(live, pid)
      const mine = await allocationOf(live, player, pid)
      await waitFor(
        () => expect(figure(card, 'Your allocation')).toBe(amount(mine.offeringAmount, 'GOT')),
        TIMEOUT,
      )
      expect(figure(card, 'Offering')).toBe(amount(pool.offeringAmount, 'GOT'))
      expect(figure(card, 'Target')).toBe(amount(pool.raisingAmount, 'CAKE'))
      expect(figure(card, 'Total committed')).toBe(amount(pool.totalAmount, 'CAKE'))
      expect(figure(card, 'Oversubscription')).toBe(percent(getIfoSubscriptionBps(pool)))
      expect(figure(card, 'Your commit')).toBe(
        amount(pid === 0 ? parseEther('20') : parseEther('500'), 'CAKE'),
      )
      expect(figure(card, 'Your refund')).toBe(amount(mine.refundAmount, 'CAKE'))
      // every digit of the contract's figure on hover
      const allocation = card.getByRole('status', { name: 'Your allocation' })
      expect(
        within(allocation).getByTitle(format.full(new Fraction(mine.offeringAmount, 10n ** 18n))),
      ).toBeTruthy()
    }
    const basic = await poolCard('GOT', 'Basic Sale')
    expect(figure(basic, 'Cap per wallet')).toBe('20 CAKE')
    expect(basic.queryByRole('status', { name: 'Participation fee' })).toBeNull()
    const unlimited = await poolCard('GOT', 'Unlimited Sale')
    const fee = await world.client.readContract({
      address: live.address,
      abi: ghostIFOAbi,
      functionName: 'feeBps',
      args: [1],
    })
    // 1,500 CAKE for a 500 CAKE target: three times, in the first tier
    expect(fee).toBe(100n)
    expect(figure(unlimited, 'Participation fee')).toBe('1.00%')
    expect(figure(unlimited, 'Oversubscription')).toBe('300.00%')
    expect(unlimited.queryByRole('status', { name: 'Cap per wallet' })).toBeNull()

    // the achievement, and the wallet's commits past its threshold
    expect(
      sale.getByText(
        'Commit at least 5 CAKE in total over both pools to earn 100 profile points, added at your first harvest.',
      ),
    ).toBeTruthy()
    expect(
      sale.getByText(
        'Your commits reach the threshold: your first harvest adds 100 profile points.',
      ),
    ).toBeTruthy()

    const next = within(await screen.findByRole('region', { name: 'Next sale' }))
    expect(next.getByText('NEW', { selector: 'strong' })).toBeTruthy()
    await waitFor(
      () => expect(figure(next, 'Offering')).toBe(amount(parseEther('1000'), 'NEW')),
      TIMEOUT,
    )
    expect(next.getByRole('status', { name: 'Starts in' }).textContent).toMatch(/^[12]d \d\dh/)
    const start = next.getByText('Start').nextElementSibling?.querySelector('time')
    expect(start?.getAttribute('dateTime')).toBe(
      new Date(Number(upcoming.startTimestamp) * 1000).toISOString(),
    )
    expect(next.getByRole('link', { name: 'See the NEW sale' }).getAttribute('href')).toBe(
      `/ifo?sale=${upcoming.address.toLowerCase()}`,
    )
    expect(screen.getByRole('link', { name: 'Past sales' }).getAttribute('href')).toBe(
      '/ifo/history',
    )
  })
})

test('commit: no profile says so with the way to create one; the cap, the balance and an empty amount are refused before the wallet opens', {
  timeout: 120_000,
}, async () => {
  await isolated(world.client, async () => {
    await render(NO_PROFILE)
    const sale = within(await saleRegion('GOT'))
    await sale.findByText('You need a profile to participate!', undefined, TIMEOUT)
    expect(sale.getByRole('link', { name: 'Create your profile' }).getAttribute('href')).toBe(
      '/nfts/profile',
    )
    expect(sale.queryByRole('textbox')).toBeNull()
    expect(sale.queryByRole('button', { name: 'Commit CAKE' })).toBeNull()
    cleanup()

    await render(PLAYER)
    const basic = await poolCard('GOT', 'Basic Sale')
    // the rules come before the field
    expect(
      basic.getByText(
        'Each wallet may commit up to 20 CAKE to this pool; you can still commit 20 CAKE.',
      ),
    ).toBeTruthy()
    const field = basic.getByRole('textbox', { name: 'CAKE to commit' })
    const commit = basic.getByRole('button', { name: 'Commit CAKE' }) as HTMLButtonElement
    expect(commit.disabled).toBe(true)

    fireEvent.input(field, { target: { value: '25' } })
    expect(basic.getByRole('alert').textContent).toBe(
      'This pool takes at most 20 CAKE per wallet: you can commit 20 CAKE more.',
    )
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(commit.disabled).toBe(true)
    fireEvent.input(field, { target: { value: '0' } })
    expect(basic.getByRole('alert').textContent).toBe('Enter an amount')
    // letters never enter the field
    fireEvent.input(field, { target: { value: '1x' } })
    expect((field as HTMLInputElement).value).toBe('0')

    // Max: the cap left, within the wallet's 1,000 CAKE
    const max = basic.getByRole('button', { name: 'Max' }) as HTMLButtonElement
    await waitFor(() => expect(max.disabled).toBe(false), TIMEOUT)
    fireEvent.click(max)
    expect((field as HTMLInputElement).value).toBe('20')
    expect(basic.queryByRole('alert')).toBeNull()

    const unlimited = await poolCard('GOT', 'Unlimited Sale')
    expect(
      unlimited.getByText(
        'The CAKE that comes back pays a participation fee of 1.00% of it at the current oversubscription; the fee falls as oversubscription grows.',
      ),
    ).toBeTruthy()
    const big = unlimited.getByRole('textbox', { name: 'CAKE to commit' })
    fireEvent.input(big, { target: { value: '1000.5' } })
    expect(unlimited.getByRole('alert').textContent).toBe('Insufficient CAKE balance')
    // an amount no wallet holds is refused, not sent
    fireEvent.input(big, { target: { value: '9'.repeat(79) } })
    expect(unlimited.getByRole('alert').textContent).toBe('Insufficient CAKE balance')
    fireEvent.input(big, { target: { value: '100' } })
    expect(unlimited.queryByRole('alert')).toBeNull()
    // what the wallet would be due after this commit: its share of the pool at 1,100 CAKE
    expect(figure(unlimited, 'Allocation after this commit')).toBe(
      amount((parseEther('50000') * parseEther('100')) / parseEther('1100'), 'GOT'),
    )
  })
})

test('Enable CAKE, then Commit through the write flow: the card shows the commit and the new total', {
  timeout: 120_000,
}, async () => {
  await isolated(world.client, async () => {
    const { live } = world
    const player = world.address(PLAYER)
    await render(PLAYER)
    const basic = await poolCard('GOT', 'Basic Sale')
    await waitFor(() => expect(figure(basic, 'Your commit')).toBe('0 CAKE'), TIMEOUT)
    fireEvent.input(basic.getByRole('textbox', { name: 'CAKE to commit' }), {
      target: { value: '5' },
    })
    const enable = basic.getByRole('button', { name: 'Enable CAKE' })
    await waitFor(() => expect(enable.hasAttribute('disabled')).toBe(false), TIMEOUT)
    expect(basic.getByRole('button', { name: 'Commit CAKE' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(enable)
    await screen.findByText('Contract Enabled', undefined, TIMEOUT)
    const commit = await waitFor(() => {
      const button = basic.getByRole('button', { name: 'Commit CAKE' })
      expect(button.hasAttribute('disabled')).toBe(false)
      return button
    }, TIMEOUT)
    expect(basic.queryByRole('button', { name: 'Enable CAKE' })).toBeNull()
    const before = await world.client.getBlockNumber({ cacheTime: 0 })
    fireEvent.click(commit)
    await screen.findByText('Committed!', undefined, TIMEOUT)

    const deposits = await world.client.getContractEvents({
      address: live.address,
      abi: ghostIFOAbi,
      eventName: 'Deposit',
      fromBlock: before + 1n,
    })
    expect(deposits.map((log) => [log.args.user, log.args.amount, log.args.pid])).toEqual([
      [player, parseEther('5'), 0],
    ])
    await waitFor(() => expect(figure(basic, 'Your commit')).toBe('5 CAKE'), TIMEOUT)
    expect(figure(basic, 'Total committed')).toBe('15 CAKE')
    const mine = await allocationOf(live, player, 0)
    expect(figure(basic, 'Your allocation')).toBe(amount(mine.offeringAmount, 'GOT'))
    expect((basic.getByRole('textbox', { name: 'CAKE to commit' }) as HTMLInputElement).value).toBe(
      '',
    )
    expect(
      basic.getByText(
        'Each wallet may commit up to 20 CAKE to this pool; you can still commit 15 CAKE.',
      ),
    ).toBeTruthy()
  })
})

test('harvest after the end pays exactly what the card showed, once, and the profile gets the achievement', {
  timeout: 150_000,
}, async () => {
  await isolated(world.client, async () => {
    const { live } = world
    const player = world.address(PLAYER)
    await world.commitAs(PLAYER, live, 0, parseEther('20'))
    await world.commitAs(PLAYER, live, 1, parseEther('500'))
    await world.mineAt(live.endTimestamp)
    const pointsBefore = (
      await world.client.readContract({
        address: world.profile,
        abi: ghostProfileAbi,
        functionName: 'getUserProfile',
        args: [player],
      })
    )[1]
    // the sale has ended and the next one is the page's own: the link of a past sale shows it
    await render(PLAYER, `/?sale=${live.address.toLowerCase()}`)
    const sale = within(await saleRegion('GOT'))
    expect(sale.getByRole('status', { name: 'Status' }).textContent).toBe('Finished')
    expect(sale.queryByRole('status', { name: 'Ends in' })).toBeNull()
    expect(sale.queryByRole('textbox')).toBeNull()

    for (const [pid, name] of [
      [0, 'Basic Sale'],
      [1, 'Unlimited Sale'],
    ] as const) {
      const card = await poolCard('GOT', name)
      const due = await allocationOf(live, player, pid)
      await waitFor(
        () => expect(figure(card, 'Tokens to harvest')).toBe(amount(due.offeringAmount, 'GOT')),
        TIMEOUT,
      )
      expect(figure(card, 'CAKE back')).toBe(amount(due.refundAmount, 'CAKE'))
      if (due.feeAmount > 0n) expect(figure(card, 'Fee kept')).toBe(amount(due.feeAmount, 'CAKE'))
      else expect(card.queryByRole('status', { name: 'Fee kept' })).toBeNull()

      const before = await world.client.getBlockNumber({ cacheTime: 0 })
      const harvest = card.getByRole('button', { name: 'Harvest' })
      await waitFor(() => expect(harvest.hasAttribute('disabled')).toBe(false), TIMEOUT)
      fireEvent.click(harvest)
      await card.findByText('Harvested', undefined, TIMEOUT)
      const harvests = await world.client.getContractEvents({
        address: live.address,
        abi: ghostIFOAbi,
        eventName: 'Harvest',
        fromBlock: before + 1n,
      })
      expect(
        harvests.map((log) => [
          log.args.user,
          log.args.pid,
          log.args.offeringAmount,
          log.args.refundAmount,
          log.args.feeAmount,
        ]),
      ).toEqual([[player, pid, due.offeringAmount, due.refundAmount, due.feeAmount]])
      expect(card.queryByRole('button', { name: 'Harvest' })).toBeNull()
    }
    // the unlimited pool was oversubscribed: its harvest kept a fee
    const unlimited = await poolOf(live, 1)
    expect(unlimited.sumFees).toBeGreaterThan(0n)
    const pointsAfter = (
      await world.client.readContract({
        address: world.profile,
        abi: ghostProfileAbi,
        functionName: 'getUserProfile',
        args: [player],
      })
    )[1]
    expect(pointsAfter - pointsBefore).toBe(POINTS.numberPoints)
    await sale.findByText('You earned 100 profile points in this sale.', undefined, TIMEOUT)
  })
})

test('a link to no sale (not an address, or no sale of this deployer) shows the current sale and says so', {
  timeout: 90_000,
}, async () => {
  for (const path of ['/?sale=nonsense', `/?sale=0x${'9'.repeat(40)}`, '/?sale=%E0%A4%A']) {
    await render(PLAYER, path)
    await screen.findByText(
      'There is no sale at this address: here is the current one.',
      undefined,
      TIMEOUT,
    )
    expect(await saleRegion('GOT')).toBeTruthy()
    cleanup()
  }
})

test('without a wallet: the sale’s figures and a way to connect, nothing to commit', {
  timeout: 60_000,
}, async () => {
  await renderIfo(
    world.address(PLAYER),
    <WithoutWallet>
      <IfoPage />
    </WithoutWallet>,
    { config: world.runtimeConfig() },
  )
  const sale = within(await saleRegion('GOT'))
  expect(sale.getByText('Connect your wallet to take part in the sale.')).toBeTruthy()
  expect(sale.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  const basic = await poolCard('GOT', 'Basic Sale')
  await waitFor(() => expect(figure(basic, 'Total committed')).toBe('10 CAKE'), TIMEOUT)
  expect(basic.queryByRole('status', { name: 'Your commit' })).toBeNull()
  expect(sale.queryByRole('textbox')).toBeNull()
  expect(sale.queryByRole('button', { name: 'Commit CAKE' })).toBeNull()
})
