import { useEffect, useState } from 'react'

/** `value` once it has stayed the same for `delayMs` (spec §9: token search and ENS lookup, 200 ms). */
export function useDebouncedValue<value>(value: value, delayMs: number): value {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}
