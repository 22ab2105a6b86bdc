/**
 * Spec §2 single-select dropdown: a button showing the current choice; a click opens the other
 * options; picking one, Escape or any click outside closes it.
 */
import { useEffect, useId, useRef, useState } from 'react'

export type SortSelectProps<value extends string> = {
  /** Translated label shown before the button ('Sort by'). */
  label: string
  /** Translated option labels. */
  options: readonly { value: value; label: string }[]
  value: value
  onChange: (value: value) => void
}

export function SortSelect<value extends string>({
  label,
  options,
  value,
  onChange,
}: SortSelectProps<value>) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const labelId = useId()
  const buttonId = useId()
  const listId = useId()
  const current = options.find((option) => option.value === value) ?? options[0]

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [open])

  return (
    <div className="pools-select" ref={root}>
      <span id={labelId} className="pools-control-label">
        {label}
      </span>
      <button
        type="button"
        id={buttonId}
        className="pools-select-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false)
        }}
      >
        {current?.label}
      </button>
      {open ? (
        <ul id={listId} aria-labelledby={labelId} className="pools-select-list">
          {options
            .filter((option) => option.value !== value)
            .map((option) => (
              <li key={option.value}>
                <button
                  type="button"
                  onClick={() => {
                    onChange(option.value)
                    setOpen(false)
                  }}
                >
                  {option.label}
                </button>
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  )
}
