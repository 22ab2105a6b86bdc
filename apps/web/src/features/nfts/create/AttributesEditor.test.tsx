// @vitest-environment jsdom
import { MAX_TOKEN_ATTRIBUTES } from '@ghost/sdk'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test } from 'vitest'
import { createI18n } from '../../../i18n'
import { AttributesEditor } from './AttributesEditor'
import {
  type AttributeRow,
  emptyAttributeRow,
  getTokenFormErrors,
  toTokenAttributes,
} from './createRules'

afterEach(cleanup)

let latest: AttributeRow[] = []

function Editor({
  initial = [],
  showErrors = false,
}: {
  initial?: AttributeRow[]
  showErrors?: boolean
}) {
  const [rows, setRows] = useState(initial)
  latest = rows
  return (
    <I18nextProvider i18n={createI18n()}>
      <AttributesEditor
        rows={rows}
        onChange={setRows}
        errors={getTokenFormErrors({ name: 'x', description: '', attributes: rows })}
        showErrors={showErrors}
      />
    </I18nextProvider>
  )
}

test('rows are added, typed into by their labels and removed', () => {
  render(<Editor />)
  const add = screen.getByRole('button', { name: 'Add attribute' })
  fireEvent.click(add)
  fireEvent.click(add)
  fireEvent.input(screen.getByRole('textbox', { name: 'Trait type 1' }), {
    target: { value: 'Eyes' },
  })
  fireEvent.input(screen.getByRole('textbox', { name: 'Value 1' }), { target: { value: 'Red' } })
  fireEvent.input(screen.getByRole('combobox', { name: 'Display type 2' }), {
    target: { value: 'number' },
  })
  fireEvent.input(screen.getByRole('textbox', { name: 'Trait type 2' }), {
    target: { value: 'Power' },
  })
  fireEvent.input(screen.getByRole('textbox', { name: 'Value 2' }), { target: { value: '9' } })
  expect(toTokenAttributes(latest)).toEqual([
    { traitType: 'Eyes', value: 'Red', displayType: null },
    { traitType: 'Power', value: 9, displayType: 'number' },
  ])
  fireEvent.click(screen.getByRole('button', { name: 'Remove attribute 1' }))
  expect(screen.getByRole('textbox', { name: 'Trait type 1' })).toHaveProperty('value', 'Power')
  expect(screen.queryByRole('textbox', { name: 'Trait type 2' })).toBeNull()
})

test('errors show under their field once asked for', () => {
  const rows = [{ ...emptyAttributeRow(), traitType: 'Eyes' }]
  const { unmount } = render(<Editor initial={rows} />)
  expect(screen.queryByText('Give a value for this trait')).toBeNull()
  unmount()
  render(<Editor initial={rows} showErrors />)
  const value = screen.getByRole('textbox', { name: 'Value 1' })
  expect(value.getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByText('Give a value for this trait').id).toBe(
    value.getAttribute('aria-describedby'),
  )
})

test(`'Add attribute' stops at ${MAX_TOKEN_ATTRIBUTES} rows`, () => {
  const full = Array.from({ length: MAX_TOKEN_ATTRIBUTES }, () => emptyAttributeRow())
  render(<Editor initial={full} />)
  expect(screen.getByRole('button', { name: 'Add attribute' })).toHaveProperty('disabled', true)
})
