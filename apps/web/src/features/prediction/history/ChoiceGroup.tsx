/**
 * One choice among a few, as segmented buttons: a real radio group (arrow keys move the choice,
 * the group and each option have their accessible names), used by the history's filter and the
 * leaderboard's order.
 */
import { useId } from 'react'
import './shared.css'

export type Choice<Value extends string> = { value: Value; label: string }

export function ChoiceGroup<Value extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string
  choices: readonly Choice<Value>[]
  value: Value
  onChange: (value: Value) => void
}) {
  const id = useId()
  return (
    <div className="prediction-choice-group" role="radiogroup" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="prediction-choice-group-label">
        {label}
      </span>
      {choices.map((choice) => (
        <label key={choice.value} className="prediction-choice-group-option">
          <input
            type="radio"
            name={id}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  )
}
