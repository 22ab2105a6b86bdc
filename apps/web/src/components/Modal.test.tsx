// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { createI18n } from '../i18n'
import { Modal } from './Modal'

afterEach(cleanup)

function Opener({ onDismiss }: { onDismiss?: () => void }) {
  const [open, setOpen] = useState(false)
  const close = () => {
    onDismiss?.()
    setOpen(false)
  }
  return (
    <I18nextProvider i18n={createI18n()}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal title="Recent Transactions" onDismiss={close}>
          <p>Body text</p>
          <a href="https://example.org">Ghost docs</a>
          <button type="button">Last</button>
        </Modal>
      ) : null}
    </I18nextProvider>
  )
}

function open() {
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  return { opener, dialog: screen.getByRole('dialog', { name: 'Recent Transactions' }) }
}

test('is a modal dialog named by its title, holding the children and focus', () => {
  render(<Opener />)
  const { dialog } = open()
  expect(dialog.getAttribute('aria-modal')).toBe('true')
  expect(dialog.textContent).toBe('Recent TransactionsBody textGhost docsLast')
  expect(document.activeElement).toBe(dialog)
})

test.each([
  ['Escape', () => fireEvent.keyDown(screen.getByText('Body text'), { key: 'Escape' })],
  ['the Close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  [
    'a click on the backdrop',
    () => fireEvent.mouseDown(screen.getByRole('dialog').parentElement as Element),
  ],
])('%s dismisses it and focus returns to the opener', (_how, dismiss) => {
  const onDismiss = vi.fn()
  render(<Opener onDismiss={onDismiss} />)
  const { opener } = open()
  dismiss()
  expect(onDismiss).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(document.activeElement).toBe(opener)
})

test('a click inside the dialog does not dismiss it', () => {
  const onDismiss = vi.fn()
  render(<Opener onDismiss={onDismiss} />)
  open()
  fireEvent.mouseDown(screen.getByText('Body text'))
  expect(onDismiss).not.toHaveBeenCalled()
})

test('Tab wraps around inside the dialog', () => {
  render(<Opener />)
  const { dialog } = open()
  const close = screen.getByRole('button', { name: 'Close' })
  const last = screen.getByRole('button', { name: 'Last' })
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
  expect(document.activeElement).toBe(last)
  fireEvent.keyDown(last, { key: 'Tab' })
  expect(document.activeElement).toBe(close)
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
  expect(document.activeElement).toBe(last)
})

/** A two-step dialog whose confirm button gives way to a result, as confirm → submitted does. */
function Stepper() {
  const [open, setOpen] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  return (
    <I18nextProvider i18n={createI18n()}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal title="Confirm Swap" onDismiss={() => setOpen(false)}>
          {submitted ? (
            <p>Transaction Submitted</p>
          ) : (
            <button type="button" onClick={() => setSubmitted(true)}>
              Confirm
            </button>
          )}
        </Modal>
      ) : null}
    </I18nextProvider>
  )
}

test('focus stays in the dialog when its content replaces the focused control, so Escape still closes it', async () => {
  render(<Stepper />)
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  const dialog = screen.getByRole('dialog', { name: 'Confirm Swap' })
  const confirm = screen.getByRole('button', { name: 'Confirm' })
  confirm.focus()
  fireEvent.click(confirm)
  await screen.findByText('Transaction Submitted')
  // the observer runs as a microtask after the commit
  await Promise.resolve()
  expect(document.activeElement).toBe(dialog)
  fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(document.activeElement).toBe(opener)
})

/** Its opener is disabled once the dialog closes, as a swap button is when the input clears. */
function DisablingOpener() {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState(false)
  return (
    <I18nextProvider i18n={createI18n()}>
      <section>
        <input aria-label="Amount" />
        <button type="button" disabled={done} onClick={() => setOpen(true)}>
          Swap
        </button>
      </section>
      {open ? (
        <Modal
          title="Confirm Swap"
          onDismiss={() => {
            setDone(true)
            setOpen(false)
          }}
        />
      ) : null}
    </I18nextProvider>
  )
}

test('an opener disabled by the closing hands focus to the nearest control beside it', () => {
  render(<DisablingOpener />)
  const opener = screen.getByRole('button', { name: 'Swap' })
  opener.focus()
  fireEvent.click(opener)
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }))
})
