// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, test } from 'vitest'

afterEach(cleanup)

/** A controlled field whose state takes `take(typed)`; `undefined` refuses the entry. */
function Field({ label, take }: { label: string; take: (typed: string) => string | undefined }) {
  const [text, setText] = useState('')
  return (
    <label>
      {label}
      <input
        value={text}
        onChange={(event) => {
          const next = take(event.target.value)
          if (next !== undefined) setText(next)
        }}
      />
    </label>
  )
}

const typeInto = (name: string, value: string) => {
  const field = screen.getByRole('textbox', { name }) as HTMLInputElement
  fireEvent.input(field, { target: { value } })
  return field.value
}

test('a refused entry leaves the field as the state has it', () => {
  // digits with at most one dot
  render(<Field label="Amount" take={(typed) => (/^\d*\.?\d*$/.test(typed) ? typed : undefined)} />)
  expect(typeInto('Amount', '1.5')).toBe('1.5')
  expect(typeInto('Amount', '1.5x')).toBe('1.5')
  expect(typeInto('Amount', '1.5.2')).toBe('1.5')
})

test('a reshaped entry shows the state’s shape, even when the state did not change', () => {
  render(<Field label="Recipient" take={(typed) => typed.replace(/\s+/g, '')} />)
  expect(typeInto('Recipient', '0xab')).toBe('0xab')
  expect(typeInto('Recipient', '0x ab')).toBe('0xab')
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
  expect(typeInto('Named', 'ab')).toBe('ab')
  expect(seen).toBe(field)
})
