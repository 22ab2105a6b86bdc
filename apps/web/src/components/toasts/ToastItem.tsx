import { type CSSProperties, type FocusEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from '../../i18n'
import { CloseIcon } from '../icons/icons'
import { getToastRole, TOAST_ANIMATION_MS, TOAST_LIFE_MS, type Toast } from './toastRules'

/**
 * One toast. It leaves after `TOAST_LIFE_MS`; hovering it (or moving keyboard focus into it)
 * stops the clock, and leaving starts a full new one, so nobody loses a message while reading it.
 * A toast replaced by one with the same title starts its life again.
 */
export function ToastItem({
  toast,
  onRemove,
  style,
}: {
  toast: Toast
  onRemove: (id: string) => void
  style: CSSProperties
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const descriptionId = useId()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // The toast object that was asked to leave: a same-title replacement is a new object, so it stays.
  const [leavingToast, setLeavingToast] = useState<Toast>()
  const leaving = leavingToast === toast
  const paused = hovered || focused

  useEffect(() => {
    if (paused || leaving) return
    const timer = setTimeout(() => setLeavingToast(toast), TOAST_LIFE_MS)
    return () => clearTimeout(timer)
  }, [paused, leaving, toast])

  useEffect(() => {
    if (!leaving) return
    const timer = setTimeout(() => onRemove(toast.id), TOAST_ANIMATION_MS)
    return () => clearTimeout(timer)
  }, [leaving, onRemove, toast.id])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  const props = {
    'aria-labelledby': titleId,
    'aria-describedby': toast.description ? descriptionId : undefined,
    className: `toast toast-${toast.type}`,
    'data-leaving': leaving || undefined,
    style,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur,
  }
  const content = (
    <>
      <div className="toast-text">
        <p id={titleId} className="toast-title">
          {toast.title}
        </p>
        {toast.description ? (
          <div id={descriptionId} className="toast-description">
            {toast.description}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className="toast-close"
        aria-label={t('Close')}
        onClick={() => setLeavingToast(toast)}
      >
        <CloseIcon />
      </button>
    </>
  )
  // Literal roles (rather than one computed) so tools can check the ARIA of each.
  return getToastRole(toast.type) === 'alert' ? (
    <div role="alert" {...props}>
      {content}
    </div>
  ) : (
    <div role="status" {...props}>
      {content}
    </div>
  )
}
