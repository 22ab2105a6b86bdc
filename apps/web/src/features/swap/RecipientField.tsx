/** The send-to field (spec §5): an address or an ENS-style name; red when resolved and invalid. */
import { useId } from 'react'
import { useTranslation } from '../../i18n'

export type RecipientFieldProps = {
  value: string
  onChange: (value: string) => void
  onRemove: () => void
  /** Non-empty, finished resolving, and no address came out. */
  invalid: boolean
}

export function RecipientField({ value, onChange, onRemove, invalid }: RecipientFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="recipient-field">
      <div className="recipient-field-top">
        <label htmlFor={id}>{t('Recipient')}</label>
        <button type="button" className="text-button" onClick={onRemove}>
          {t('- Remove send')}
        </button>
      </div>
      <input
        id={id}
        className="recipient-input"
        type="text"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('Wallet Address or ENS name')}
        aria-invalid={invalid}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\s+/g, ''))}
      />
    </div>
  )
}
