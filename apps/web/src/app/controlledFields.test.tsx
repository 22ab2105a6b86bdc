// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, test } from 'vitest'

afterEach(cleanup)

/** Digits only, at most one dot; anything else is refused (the state keeps what it had). */
function DigitsField() {
  const [text, setText] = useState('')
  return (
    <label>
      Amount
      <input
        value={text}
        onChange={(event) => {
          const typed = event.target.value
          if (/^\d*\.?\d*$/.test(typed)) setText(typed)
        }}
      />
    </label>
  )
}

function TrimmedField() {
  const [text, setText] = useState('')
  return (
    <label>
      Recipient
      <input value={text} onChange={(event) => setText(event.target.value.replace(/\s+/g, ''))} />
    </label>
  )
}

test('a refused entry leaves the field as the state has it', () => {
  render(<DigitsField />)
  const field = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
  fireEvent.input(field, { target: { value: '1.5' } })
  expect(field.value).toBe('1.5')
  fireEvent.input(field, { target: { value: '1.5x' } })
  expect(field.value).toBe('1.5')
  fireEvent.input(field, { target: { value: '1.5.2' } })
  expect(field.value).toBe('1.5')
})

test('a reshaped entry shows the state’s shape, even when the state did not change', () => {
  render(<TrimmedField />)
  const field = screen.getByRole('textbox', { name: 'Recipient' }) as HTMLInputElement
  fireEvent.input(field, { target: { value: '0xab' } })
  expect(field.value).toBe('0xab')
  fireEvent.input(field, { target: { value: '0x ab' } })
  expect(field.value).toBe('0xab')
})

test('a ref on a controlled field still reaches the element', () => {
  let seen: HTMLInputElement | null = null
  function WithRef() {
    const [text, setText] = useState('a')
    return (
      <input
        aria-label="Named"
        ref={(node) => {
          seen = node
        }}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    )
  }
  render(<WithRef />)
  const field = screen.getByRole('textbox', { name: 'Named' })
  expect(seen).toBe(field)
  fireEvent.input(field, { target: { value: 'ab' } })
  expect((field as HTMLInputElement).value).toBe('ab')
  expect(seen).toBe(field)
})
