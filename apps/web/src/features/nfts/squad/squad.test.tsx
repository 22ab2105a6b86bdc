// @vitest-environment jsdom
import type { Manifest } from '@ghost/contracts/manifest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { Countdown } from '../../../components/Countdown'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../../config/useRuntimeConfig'
import { createI18n } from '../../../i18n'
import { SquadHistoryTable } from './SquadHistory'
import { PurchaseForm } from './SquadPurchase'
import { decodeSquadEvents, type SquadEvent } from './squadEvents'
import { getPurchaseState, type PurchaseInput } from './squadRules'

afterEach(cleanup)

const runtime: RuntimeConfig = {
  chainId: 1337,
  rpcUrl: 'http://127.0.0.1:1',
  apiUrl: 'http://127.0.0.1:1',
  manifest: { chainId: 1337, startBlock: 0, contracts: {}, tokens: {} } as unknown as Manifest,
}

function renderIn(node: ReactNode) {
  return render(
    <RuntimeConfigProvider config={runtime}>
      <I18nextProvider i18n={createI18n()}>
        <MemoryRouter>{node}</MemoryRouter>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
}

const CAKE = 10n ** 18n
const input: PurchaseInput = {
  phase: 'publicSale',
  countText: '1',
  hasActiveProfile: true,
  presaleAllowance: 0n,
  publicBought: 0n,
  presaleSold: 0n,
  ticketsSold: 0n,
  maxTickets: 9_880n,
  price: 2n * CAKE,
  cakeBalance: 100n * CAKE,
}

/** The form with the page's own wiring: the state follows the typed text. */
function Form({ onSubmit }: { onSubmit: (count: bigint, cost: bigint) => void }) {
  const [countText, setCountText] = useState('1')
  const state = getPurchaseState({ ...input, countText })
  if (state.status !== 'invalid' && state.status !== 'ready') throw new Error(state.status)
  return (
    <PurchaseForm
      state={state}
      presale={false}
      countText={countText}
      onCountChange={setCountText}
      onSubmit={onSubmit}
    />
  )
}

describe('PurchaseForm', () => {
  test('11 is refused with a message naming the limit 10; 10 goes to the review', () => {
    const submitted: [bigint, bigint][] = []
    renderIn(<Form onSubmit={(count, cost) => submitted.push([count, cost])} />)
    const field = screen.getByLabelText('Tickets to buy')
    const buy = screen.getByRole('button', { name: 'Buy tickets' }) as HTMLButtonElement
    fireEvent.input(field, { target: { value: '11' } })
    expect(screen.getByRole('alert').textContent).toBe(
      'A wallet can buy at most 10 tickets in the public sale: 10 left for you',
    )
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(buy.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((field as HTMLInputElement).value).toBe('10')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText(/Cost/).textContent).toContain('20 CAKE')
    fireEvent.click(buy)
    expect(submitted).toEqual([[10n, 20n * CAKE]])
  })

  test('zero and text are refused', () => {
    renderIn(<Form onSubmit={() => {}} />)
    const field = screen.getByLabelText('Tickets to buy')
    fireEvent.input(field, { target: { value: '0' } })
    expect(screen.getByRole('alert').textContent).toBe('Buy at least 1 ticket')
    fireEvent.input(field, { target: { value: 'two' } })
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number of tickets')
  })
})

describe('Countdown', () => {
  test('shows the time left to the target on the given clock', () => {
    renderIn(<Countdown label="Public sale starts in" target={100_000n} now={100_000n - 3_725n} />)
    expect(screen.getByRole('status', { name: 'Public sale starts in' }).textContent).toBe(
      '0d 01h 02m 05s',
    )
  })
})

const event: SquadEvent = {
  kind: 'purchase',
  user: '0x00000000000000000000000000000000000000aa',
  count: 3,
  cakeBurned: (6n * CAKE).toString(),
  presale: true,
  firstTokenId: null,
  blockNumber: 10,
  timestamp: 1_700_000_000,
  transactionHash: `0x${'ab'.repeat(32)}`,
  logIndex: 0,
}

describe('squad history', () => {
  test('decodes the API answer and refuses a malformed one', () => {
    expect(decodeSquadEvents({ data: [event] }, '')).toEqual({ data: [event] })
    expect(() => decodeSquadEvents({ data: [{ ...event, kind: 'mint' }] }, '')).toThrow()
    expect(() => decodeSquadEvents({ data: [{ ...event, cakeBurned: '-1' }] }, '')).toThrow()
  })

  test('one row per event, with the kind, tickets and CAKE burned', () => {
    renderIn(
      <SquadHistoryTable
        chainId={1337}
        events={[event, { ...event, kind: 'claim', cakeBurned: null, presale: null, logIndex: 1 }]}
      />,
    )
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    const first = within(rows[0] as HTMLElement).getAllByRole('cell')
    expect(first[0]?.textContent).toBe('Presale purchase')
    expect(first[2]?.textContent).toBe('3')
    expect(first[3]?.textContent).toBe('6 CAKE')
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('Claim')
  })

  test('says so when there are no events', () => {
    renderIn(<SquadHistoryTable chainId={1337} events={[]} />)
    expect(screen.getByText('No sales yet.')).toBeTruthy()
  })
})
