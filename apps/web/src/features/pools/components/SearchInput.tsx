/** Spec §2/§9 search input: reports what was typed once typing pauses for 500 ms. */
import { useEffect, useRef, useState } from 'react'

export const SEARCH_DEBOUNCE_MS = 500

export type SearchInputProps = {
  id?: string | undefined
  /** Translated placeholder, also the field's accessible name. */
  placeholder: string
  onChange: (query: string) => void
  initialValue?: string | undefined
}

export function SearchInput({ id, placeholder, onChange, initialValue = '' }: SearchInputProps) {
  const [text, setText] = useState(initialValue)
  const report = useRef(onChange)
  report.current = onChange
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = setTimeout(() => report.current(text), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  return (
    <input
      id={id}
      type="search"
      className="pools-search"
      placeholder={placeholder}
      autoComplete="off"
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  )
}
