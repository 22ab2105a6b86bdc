/**
 * The parts of a form that spends a token amount (an IFO commit, a farm auction bid): the rules
 * it states first, the label row (label and balance), the amount field, and the message under
 * it. Styled by ./amountField.css; phone first, logical properties only, so right-to-left
 * languages mirror.
 */
import { parseAmountInput } from '@ghost/sdk'
import type { InputHTMLAttributes } from 'react'
import './amountField.css'

export type AmountInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'inputMode' | 'autoComplete'
> & {
  value: string
  onValueChange: (value: string) => void
}

/**
 * A decimal keyboard, no autofill, and only what the app's amount rules accept as typed
 * (`parseAmountInput`), so a stray character never reaches the form's state. `className` sizes
 * it in its row.
 */
export function AmountInput({ value, onValueChange, className, ...input }: AmountInputProps) {
  return (
    <input
      {...input}
      className={className ? `ui-amount-input ${className}` : 'ui-amount-input'}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        const typed = parseAmountInput(event.target.value)
        if (typed !== undefined) onValueChange(typed)
      }}
    />
  )
}

/**
 * The line under the field: it keeps its height while empty, so the form does not jump, and a
 * message is announced as an alert.
 */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className="ui-field-message" aria-live="polite">
      {message ? <span role="alert">{message}</span> : null}
    </p>
  )
}
