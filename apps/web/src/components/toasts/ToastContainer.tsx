import { useTranslation } from '../../i18n'
import { ToastItem } from './ToastItem'
import { getToastTop, type Toast } from './toastRules'
import './toasts.css'

/** The named region holding the stack; the newest toast is on top, older ones peek out below it. */
export function ToastContainer({
  toasts,
  onRemove,
}: {
  toasts: readonly Toast[]
  onRemove: (id: string) => void
}) {
  const { t } = useTranslation()
  return (
    <section className="toast-region" aria-label={t('Notifications')}>
      {toasts.map((toast, index) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          onRemove={onRemove}
          style={{ top: getToastTop(index), zIndex: toasts.length - index }}
        />
      ))}
    </section>
  )
}
