// @vitest-environment jsdom
import { shortenAddress } from '@ghost/sdk'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../config/useRuntimeConfig'
import { createI18n } from '../../i18n'
import {
  getConfirmationView,
  TransactionConfirmationModal,
  type TransactionConfirmationModalProps,
} from './TransactionConfirmationModal'

afterEach(cleanup)

const hash = `0x${'ab'.repeat(32)}` as const

test('the view: a hash first, then waiting on the wallet, then an error, else the review', () => {
  expect(getConfirmationView({ attemptingTxn: true, hash, errorMessage: 'x' })).toBe('submitted')
  expect(getConfirmationView({ attemptingTxn: true, errorMessage: 'x' })).toBe('pending')
  expect(getConfirmationView({ attemptingTxn: false, errorMessage: 'x' })).toBe('error')
  expect(getConfirmationView({ attemptingTxn: false })).toBe('review')
})

describe('the modal', () => {
  function setup(props: Partial<TransactionConfirmationModalProps>, chainId = 56) {
    const onDismiss = vi.fn()
    // Only the chain id is read by these components.
    const config = { chainId } as RuntimeConfig
    render(
      <RuntimeConfigProvider config={config}>
        <I18nextProvider i18n={createI18n()}>
          <TransactionConfirmationModal
            title="Wrap"
            onDismiss={onDismiss}
            attemptingTxn={false}
            pendingText="Wrap 1 BNB to WBNB"
            {...props}
          >
            <p>Review</p>
          </TransactionConfirmationModal>
        </I18nextProvider>
      </RuntimeConfigProvider>,
    )
    return { onDismiss, dialog: screen.getByRole('dialog', { name: 'Wrap' }) }
  }

  test('waiting for the wallet', () => {
    const { dialog } = setup({ attemptingTxn: true })
    expect(dialog.textContent).toBe(
      'WrapWaiting For ConfirmationWrap 1 BNB to WBNBConfirm this transaction in your wallet',
    )
  })

  test('submitted: the BscScan link and Close', () => {
    const { dialog, onDismiss } = setup({ hash })
    expect(dialog.textContent).toBe('WrapTransaction SubmittedView on BscScanClose')
    expect(screen.getByRole('link', { name: 'View on BscScan' }).getAttribute('href')).toBe(
      `https://bscscan.com/tx/${hash}`,
    )
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[1] as HTMLElement)
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  test('submitted on the local chain shows the shortened hash and a copy button instead of a link', () => {
    const { dialog } = setup({ hash }, 1337)
    expect(dialog.textContent).toBe(`WrapTransaction Submitted${shortenAddress(hash)}Close`)
    expect(within(dialog).getByRole('button', { name: 'Copy transaction hash' })).toBeTruthy()
    expect(within(dialog).queryByRole('link')).toBeNull()
  })

  test('an error: the message and Dismiss', () => {
    const { onDismiss } = setup({ errorMessage: 'Transaction rejected' })
    expect(screen.getByRole('alert').textContent).toBe('Transaction rejected')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  test('otherwise the review content', () => {
    const { dialog } = setup({})
    expect(dialog.textContent).toBe('WrapReview')
  })
})
