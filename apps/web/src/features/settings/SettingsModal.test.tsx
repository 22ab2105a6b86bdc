// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, expect, test } from 'vitest'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../config/useRuntimeConfig'
import { createI18n } from '../../i18n'
import { DEFAULT_USER_SETTINGS, userSettingsStore } from '../../state/settings/userSettings'
import { SettingsModal } from './SettingsModal'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const
const config = {
  chainId: 1337,
  rpcUrl: 'http://127.0.0.1:8545',
  apiUrl: 'http://127.0.0.1:4000',
  manifest: { chainId: 1337, startBlock: 0, contracts: { Multicall: address(1) }, tokens: {} },
} as unknown as RuntimeConfig

function renderModal() {
  return render(
    <RuntimeConfigProvider config={config}>
      <I18nextProvider i18n={createI18n()}>
        <SettingsModal onDismiss={() => {}} />
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
}

beforeEach(() => userSettingsStore.set(DEFAULT_USER_SETTINGS))
afterEach(cleanup)

const slippageInput = () => screen.getByRole('textbox', { name: 'Custom slippage tolerance (%)' })

test('custom slippage: comma becomes dot, 2 decimals, stored as basis points, with the spec warnings', () => {
  renderModal()
  fireEvent.input(slippageInput(), { target: { value: '0,3' } })
  expect(slippageInput()).toHaveProperty('value', '0.3')
  expect(userSettingsStore.get().slippageBps).toBe(30)
  expect(screen.getByRole('status').textContent).toBe('Your transaction may fail')

  fireEvent.input(slippageInput(), { target: { value: '6' } })
  expect(userSettingsStore.get().slippageBps).toBe(600)
  expect(screen.getByRole('status').textContent).toBe('Your transaction may be frontrun')

  fireEvent.input(slippageInput(), { target: { value: '1.255' } })
  expect(slippageInput()).toHaveProperty('value', '6')

  fireEvent.input(slippageInput(), { target: { value: '50' } })
  expect(userSettingsStore.get().slippageBps).toBe(600)
  expect(screen.getByRole('status').textContent).toBe('Enter a valid slippage percentage')
})

test('presets set 0.1%, 0.5% and 1.0%', () => {
  renderModal()
  fireEvent.click(screen.getByRole('button', { name: '1.0%' }))
  expect(userSettingsStore.get().slippageBps).toBe(100)
  expect(screen.getByRole('button', { name: '1.0%' }).getAttribute('aria-pressed')).toBe('true')
  fireEvent.click(screen.getByRole('button', { name: '0.1%' }))
  expect(userSettingsStore.get().slippageBps).toBe(10)
  expect(screen.getByRole('status').textContent).toBe('Your transaction may fail')
})

test('deadline in whole minutes is stored in seconds; anything else is flagged', () => {
  renderModal()
  const deadline = screen.getByRole('textbox', { name: 'Tx deadline (mins)' })
  fireEvent.input(deadline, { target: { value: '30' } })
  expect(userSettingsStore.get().deadlineSeconds).toBe(1800)
  fireEvent.input(deadline, { target: { value: '1.5' } })
  expect(deadline.getAttribute('aria-invalid')).toBe('true')
  expect(userSettingsStore.get().deadlineSeconds).toBe(1800)
})

test('expert mode asks for acknowledgement before turning on', () => {
  renderModal()
  fireEvent.click(screen.getByRole('switch', { name: 'Expert Mode' }))
  expect(userSettingsStore.get().expertMode).toBe(false)
  fireEvent.click(screen.getByRole('button', { name: 'Turn On Expert Mode' }))
  expect(userSettingsStore.get().expertMode).toBe(true)
  expect(screen.getByRole('switch', { name: 'Expert Mode' })).toHaveProperty('checked', true)
})

test('gas speed and single-hop switches update the settings', () => {
  renderModal()
  fireEvent.click(screen.getByRole('button', { name: 'Fast (6)' }))
  expect(userSettingsStore.get().gasPreset).toBe('fast')
  fireEvent.click(screen.getByRole('switch', { name: 'Disable Multihops' }))
  expect(userSettingsStore.get().singleHopOnly).toBe(true)
})
