/**
 * The "Enable" step of a form that spends a token: the approval's button, "Enabling…" while the
 * approval is pending.
 */
import { useTranslation } from '../i18n'

export type EnableButtonProps = {
  /** The token's symbol, as the button names it. */
  asset: string
  pending: boolean
  disabled: boolean
  onEnable: () => void
}

export function EnableButton({ asset, pending, disabled, onEnable }: EnableButtonProps) {
  const { t } = useTranslation()
  return (
    <button type="button" className="button-primary" disabled={disabled} onClick={onEnable}>
      {pending ? t('Enabling…') : t('Enable %asset%', { asset })}
    </button>
  )
}
