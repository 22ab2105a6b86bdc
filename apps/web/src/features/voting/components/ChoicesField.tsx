/**
 * The create form's choices: one input per choice with a Remove button named after it, and Add
 * Choice up to the limit. A row the rules refuse is marked invalid and points at its sentence.
 */
import { VOTING_CHOICE_MAX_LENGTH, VOTING_MAX_CHOICES } from '@ghost/sdk'
import { useTranslation } from '../../../i18n'
import { type ChoiceRow, emptyChoice, type FormMessage } from '../rules/proposalForm'
import { FieldError } from './FieldError'

export type ChoicesFieldProps = {
  /** Each input's id is `${id}-${choice.id}`. */
  id: string
  /** The Add Choice button's id (focus goes there when too few choices are left). */
  addId: string
  choices: ChoiceRow[]
  onChange: (choices: ChoiceRow[]) => void
  /** Shown only after a first Publish. */
  listError: FormMessage | undefined
  rowErrors: Readonly<Record<string, FormMessage>>
}

export function ChoicesField({
  id,
  addId,
  choices,
  onChange,
  listError,
  rowErrors,
}: ChoicesFieldProps) {
  const { t } = useTranslation()
  const listErrorId = `${id}-error`
  return (
    <fieldset
      className="voting-form-choices"
      aria-describedby={listError ? listErrorId : undefined}
    >
      <legend>{t('Choices')}</legend>
      {choices.map((choice, index) => {
        const n = String(index + 1)
        const error = rowErrors[choice.id]
        const inputId = `${id}-${choice.id}`
        const rowErrorId = `${inputId}-error`
        // an empty choice shares the list's sentence; other row errors have their own
        const describedBy = error
          ? error.key === listError?.key
            ? listErrorId
            : rowErrorId
          : undefined
        return (
          <div key={choice.id} className="voting-form-choice">
            <label htmlFor={inputId}>{t('Choice %n%', { n })}</label>
            <div className="voting-form-choice-row">
              <input
                id={inputId}
                value={choice.text}
                maxLength={VOTING_CHOICE_MAX_LENGTH}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  const text = event.currentTarget.value
                  onChange(choices.map((row) => (row.id === choice.id ? { ...row, text } : row)))
                }}
              />
              <button
                type="button"
                className="button-secondary"
                aria-label={t('Remove choice %n%', { n })}
                onClick={() => onChange(choices.filter((row) => row.id !== choice.id))}
              >
                {t('Remove')}
              </button>
            </div>
            {error && describedBy === rowErrorId ? (
              <FieldError id={rowErrorId} message={error} />
            ) : null}
          </div>
        )
      })}
      <FieldError id={listErrorId} message={listError} />
      <button
        id={addId}
        type="button"
        className="button-secondary voting-form-add"
        disabled={choices.length >= VOTING_MAX_CHOICES}
        onClick={() => onChange([...choices, emptyChoice()])}
      >
        {t('Add Choice')}
      </button>
    </fieldset>
  )
}
