/**
 * An accessible modal dialog: `role="dialog"` with `aria-modal`, named by its title, rendered over
 * the page. Focus moves into it, stays inside it (Tab wraps around, and when its content is
 * replaced under the focused control, e.g. confirm → submitted, focus goes back to the dialog) and
 * returns to whatever had it before once the modal goes away (or, when that control is now
 * disabled or gone, to the nearest control beside it). Escape, the Close button and a click on the backdrop dismiss it.
 * Render it to open it; stop rendering it to close it. Up to 420 px wide; on phones (below 576 px)
 * it is a full-width sheet rising from the bottom edge, scrolling inside when taller than the screen.
 *
 * @example
 * {open ? <Modal title={t('Recent Transactions')} onDismiss={() => setOpen(false)}>…</Modal> : null}
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from '../i18n'
import { CloseIcon } from './icons/icons'
import './Modal.css'

export type ModalProps = {
  title: string
  onDismiss: () => void
  children?: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled')
}

/**
 * Focus back to the control that opened the dialog; when closing disabled or removed it (a swap
 * whose input the submission cleared), to the first control still there in its nearest enclosing
 * element, so the keyboard goes on where the user was rather than from <body>.
 */
function returnFocus(opener: HTMLElement | null, ancestors: readonly HTMLElement[]) {
  if (!opener) return
  if (canTakeFocus(opener)) {
    opener.focus()
    return
  }
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected) continue
    const control = [...ancestor.querySelectorAll<HTMLElement>(FOCUSABLE)].find(canTakeFocus)
    if (control) {
      control.focus()
      return
    }
  }
}

export function Modal({ title, onDismiss, children }: ModalProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const ancestors: HTMLElement[] = []
    for (
      let node = opener?.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      ancestors.push(node)
    }
    const element = dialog.current
    element?.focus()
    // A removed control takes focus with it to <body>, where Escape and Tab no longer reach the
    // dialog's handlers. Focus elsewhere (a modal opened from this one) is left alone.
    const observer = new MutationObserver(() => {
      const active = document.activeElement
      if (element && (active === null || active === document.body)) element.focus()
    })
    if (element) observer.observe(element, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      returnFocus(opener, ancestors)
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A modal inside another closes alone.
      event.stopPropagation()
      onDismiss()
      return
    }
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; keyboards have Escape and Close
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onDismiss()
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="modal"
        onKeyDown={onKeyDown}
      >
        <header className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" aria-label={t('Close')} onClick={onDismiss}>
            <CloseIcon />
          </button>
        </header>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  )
}
