// @vitest-environment jsdom
import { type Currency, CurrencyAmount, Token } from '@ghost/sdk'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { parseEther } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { createI18n } from '../../../i18n'
import { FarmStakeModal, type FarmStakeModalProps } from './FarmStakeModal'

afterEach(cleanup)

const LP = new Token({
  chainId: 1337,
  address: '0x00000000000000000000000000000000000000aa',
  symbol: 'USDT-BNB LP',
})
const amount = (value: string) => CurrencyAmount.fromRawAmount(LP, parseEther(value))

function renderModal(props: Partial<FarmStakeModalProps> = {}) {
  const confirmed: CurrencyAmount<Currency>[] = []
  const dismissed: string[] = []
  render(
    <MemoryRouter>
      <I18nextProvider i18n={createI18n()}>
        <FarmStakeModal
          mode="stake"
          lpToken={LP}
          lpSymbol="USDT-BNB LP"
          balance={amount('10')}
          staked={amount('4')}
          addLiquidityPath="/add/BNB/0x00000000000000000000000000000000000000bb"
          onConfirm={async (value) => {
            confirmed.push(value)
            return true
          }}
          onDismiss={() => dismissed.push('dismissed')}
          {...props}
        />
      </I18nextProvider>
    </MemoryRouter>,
  )
  return { confirmed, dismissed }
}

const field = () => screen.getByRole('textbox', { name: 'Stake' })
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' })

describe('FarmStakeModal', () => {
  test('stake: empty or zero cannot confirm; above the balance says so; Max stakes the whole balance', async () => {
    const { confirmed, dismissed } = renderModal()
    expect(screen.getByRole('dialog', { name: 'Stake LP tokens' })).toBeTruthy()
    expect(confirmButton()).toHaveProperty('disabled', true)
    fireEvent.input(field(), { target: { value: '0' } })
    expect(confirmButton()).toHaveProperty('disabled', true)
    fireEvent.input(field(), { target: { value: '10,5' } })
    expect(field()).toHaveProperty('value', '10.5')
    expect(screen.getByRole('alert').textContent).toBe('Insufficient USDT-BNB LP balance')
    expect(confirmButton()).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: '25%' }))
    expect(field()).toHaveProperty('value', '2.5')
    expect(screen.getByRole('slider', { name: 'Percent of balance' })).toHaveProperty('value', '25')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(field()).toHaveProperty('value', '10')
    fireEvent.click(confirmButton())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(confirmed.map((value) => value.toExact())).toEqual(['10'])
    expect(dismissed).toEqual(['dismissed'])
    expect(screen.getByRole('link', { name: 'Get USDT-BNB LP' }).getAttribute('href')).toBe(
      '/add/BNB/0x00000000000000000000000000000000000000bb',
    )
  })

  test('unstake: the staked balance is the base; a failed send keeps the modal open', async () => {
    const { dismissed } = renderModal({ mode: 'unstake', onConfirm: async () => false })
    expect(screen.getByRole('dialog', { name: 'Unstake LP tokens' })).toBeTruthy()
    expect(screen.getByText('Balance: 4')).toBeTruthy()
    const unstakeField = screen.getByRole('textbox', { name: 'Unstake' })
    fireEvent.input(unstakeField, { target: { value: '5' } })
    expect(screen.getByRole('alert').textContent).toBe('Insufficient USDT-BNB LP balance')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(unstakeField).toHaveProperty('value', '4')
    fireEvent.click(confirmButton())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(dismissed).toEqual([])
    expect(screen.queryByRole('link', { name: 'Get USDT-BNB LP' })).toBeNull()
  })
})
