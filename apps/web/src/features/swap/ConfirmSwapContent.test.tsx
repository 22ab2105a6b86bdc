// @vitest-environment jsdom
/**
 * The confirm modal's review (spec §4: 'Price Updated' with Accept, confirm disabled until then)
 * and the price-impact question (§5: a plain confirmation, or typing the word confirm).
 */
import {
  computeSlippageAdjustedAmounts,
  formatAmount,
  getBestTrade,
  getOutputAmount,
  TradeType,
} from '@ghost/sdk'
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

/** The same sale a moment later, after someone else sold BNB into the pool: less USDT out. */
const moved = getBestTrade({
  pairs: WORLD_PAIRS.map((pair) =>
    pair.involvesToken(BNB.wrapped) && pair.involvesToken(USDT)
      ? getOutputAmount(pair, { amountIn: amount(BNB, '50') }).pairAfter
      : pair,
  ),
  tradeType: TradeType.EXACT_INPUT,
  amount: amount(BNB, '1'),
  otherCurrency: USDT,
})
if (!moved) throw new Error('no moved trade')
const movedTrade = moved

describe('ConfirmSwapContent', () => {
  function setup(previousTrade?: typeof trade) {
    const onAccept = vi.fn()
    const onConfirm = vi.fn()
    render(
      wrap(
        <ConfirmSwapContent
          trade={previousTrade ? movedTrade : trade}
          previousTrade={previousTrade}
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
    const { onConfirm } = setup()
    expect(screen.queryByText('Price Updated')).toBeNull()
    expect(screen.queryByRole('deletion')).toBeNull()
    expect(
      screen.getByText(
        'The output is an estimate: you receive at least 594.914 USDT, or the transaction reverts.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('The output goes to 0x55...7955.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Swap' }))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  test('a moved price: the new figures at once, the old ones struck through; confirm waits for Accept', () => {
    const { onAccept } = setup(trade)
    expect(screen.getByRole('status').textContent).toBe('Price UpdatedAccept')
    // what is shown is the new trade, in full
    const minimum = computeSlippageAdjustedAmounts(movedTrade, { slippage: 50 }).minimumAmountOut
    expect(
      screen.getByText(
        `The output is an estimate: you receive at least ${formatAmount(minimum)} USDT, or the transaction reverts.`,
      ),
    ).toBeTruthy()
    const now = screen.getAllByRole('insertion').map((node) => node.textContent)
    const before = screen.getAllByRole('deletion').map((node) => node.textContent)
    // To, minimum received and price changed; From (the exact input) did not
    expect(now).toEqual([
      `${formatAmount(movedTrade.outputAmount)} USDT`,
      `${movedTrade.executionPrice.toSignificant(6)} USDT per BNB`,
      `${formatAmount(minimum)} USDT`,
    ])
    expect(before).toEqual([
      `Previously ${formatAmount(trade.outputAmount)} USDT`,
      `Previously ${trade.executionPrice.toSignificant(6)} USDT per BNB`,
      'Previously 594.914 USDT',
    ])
    const confirm = screen.getByRole('button', { name: 'Confirm Swap' }) as HTMLButtonElement
    // disabled: a browser sends it no click (a synthetic one here would reach Preact's handler)
    expect(confirm.disabled).toBe(true)
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
    fireEvent.input(field, { target: { value: 'Confirm' } })
    expect(proceed.disabled).toBe(true)
    fireEvent.input(field, { target: { value: 'confirm' } })
    expect(proceed.disabled).toBe(false)
    fireEvent.click(proceed)
    expect(onContinue).toHaveBeenCalledOnce()
  })
})
