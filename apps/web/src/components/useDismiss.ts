import { type RefObject, useEffect, useRef } from 'react'

/**
 * Closes a popup (menu, dropdown) on any click outside `ref` or on Escape, while `open`.
 * Spec §2: a dropdown "closes on any outside click".
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
) {
  // The latest callback, without re-subscribing the listeners on every render.
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss
  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      const outside =
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !ref.current?.contains(event.target as Node)
      if (outside) dismiss.current()
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [ref, open])
}
