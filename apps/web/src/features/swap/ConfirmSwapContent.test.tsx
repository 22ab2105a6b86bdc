// @vitest-environment jsdom
/**
 * The confirm modal's review (spec §4: 'Price Updated' with Accept, confirm disabled until then)
 * and the price-impact question (§5: a plain confirmation, or typing the word confirm).
 */
import { getBestTrade, TradeType } from '@ghost/sdk'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createI18n } from '../../i18n'
import { ConfirmSwapContent } from './ConfirmSwapContent'
import { PriceImpactGate } from './PriceImpactGate'
import { amount, BNB, USDT, WORLD_PAIRS } from './testFixtures'

afterEach(cleanup)

const found = getBestTrade({
  pairs: WORLD_PAIRS,
  tradeType: TradeType.EXACT_INPUT,
  amount: amount(BNB, '1'),
  otherCurrency: USDT,
})
if (!found) throw new Error('no trade')
const trade = found

const wrap = (node: React.ReactNode) => (
  <I18nextProvider i18n={createI18n()}>{node}</I18nextProvider>
)

describe('ConfirmSwapContent', () => {
  function setup(priceUpdated: boolean) {
    const onAccept = vi.fn()
    const onConfirm = vi.fn()
    render(
      wrap(
        <ConfirmSwapContent
          trade={trade}
          priceUpdated={priceUpdated}
          onAccept={onAccept}
          onConfirm={onConfirm}
          slippageBps={50}
          recipient="0x55d398326f99059fF775485246999027B3197955"
        />,
      ),
    )
    return { onAccept, onConfirm }
  }

  test('the trade, its bound and recipient; confirm sends', () => {
    const { onConfirm } = setup(false)
    expect(screen.queryByText('Price Updated')).toBeNull()
    expect(
      screen.getByText(
        'The output is an estimate: you receive at least 594.914 USDT, or the transaction reverts.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('The output goes to 0x55...7955.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Swap' }))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  test('a moved price: Price Updated with Accept; confirm disabled', () => {
    const { onAccept, onConfirm } = setup(true)
    expect(screen.getByRole('status').textContent).toBe('Price UpdatedAccept')
    const confirm = screen.getByRole('button', { name: 'Confirm Swap' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    fireEvent.click(confirm)
    expect(onConfirm).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(onAccept).toHaveBeenCalledOnce()
  })
})

describe('PriceImpactGate', () => {
  test('from 5%: continue or cancel', () => {
    const onContinue = vi.fn()
    const onCancel = vi.fn()
    render(wrap(<PriceImpactGate gate="confirm" onContinue={onContinue} onCancel={onCancel} />))
    expect(
      screen.getByText('The price impact of this swap is at least 5%. Do you want to continue?'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onContinue).toHaveBeenCalledOnce()
  })

  test('from 10%: Continue only after typing the word confirm', () => {
    const onContinue = vi.fn()
    render(wrap(<PriceImpactGate gate="type-confirm" onContinue={onContinue} onCancel={vi.fn()} />))
    expect(
      screen.getByText(
        'The price impact of this swap is at least 10%. Type the word confirm to continue.',
      ),
    ).toBeTruthy()
    const proceed = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement
    const field = screen.getByRole('textbox', { name: 'Type confirm to continue' })
    fireEvent.change(field, { target: { value: 'Confirm' } })
    expect(proceed.disabled).toBe(true)
    fireEvent.change(field, { target: { value: 'confirm' } })
    expect(proceed.disabled).toBe(false)
    fireEvent.click(proceed)
    expect(onContinue).toHaveBeenCalledOnce()
  })
})
