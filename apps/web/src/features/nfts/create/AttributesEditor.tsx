import {
  MAX_DISPLAY_TYPE_LENGTH,
  MAX_TOKEN_ATTRIBUTES,
  MAX_TRAIT_TYPE_LENGTH,
  MAX_TRAIT_VALUE_LENGTH,
} from '@ghost/sdk'
/**
 * The token's attributes as rows of trait type, value and display type, each with a Remove
 * button, and 'Add attribute' up to the API's limit. Errors show under the field they concern.
 */
import { useTranslation } from '../../../i18n'
import { type AttributeRow, emptyAttributeRow, type TokenFormErrors } from './createRules'
import { FieldMessage } from './FieldMessage'

export type AttributesEditorProps = {
  rows: AttributeRow[]
  onChange: (rows: AttributeRow[]) => void
  errors: TokenFormErrors
  /** Show the errors (after a first submit, or once a field was left). */
  showErrors: boolean
}

export function AttributesEditor({ rows, onChange, errors, showErrors }: AttributesEditorProps) {
  const { t } = useTranslation()
  const update = (id: string, patch: Partial<AttributeRow>) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)))

  return (
    <fieldset className="create-attributes">
      <legend>{t('Attributes')}</legend>
      <p className="create-hint">
        {t('Up to %max% traits. Display type is optional (e.g. number, boost_percentage, date).', {
          max: String(MAX_TOKEN_ATTRIBUTES),
        })}
      </p>
      {rows.map((row, index) => {
        const rowErrors = showErrors ? errors.rows[row.id] : undefined
        const n = String(index + 1)
        return (
          <div key={row.id} className="create-attribute-row">
            <div className="create-attribute-field">
              <label htmlFor={`${row.id}-trait`}>{t('Trait type %n%', { n })}</label>
              <input
                id={`${row.id}-trait`}
                value={row.traitType}
                maxLength={MAX_TRAIT_TYPE_LENGTH}
                aria-invalid={rowErrors?.traitType ? true : undefined}
                aria-describedby={rowErrors?.traitType ? `${row.id}-trait-error` : undefined}
                onChange={(event) => update(row.id, { traitType: event.currentTarget.value })}
              />
              <FieldMessage id={`${row.id}-trait-error`} message={rowErrors?.traitType} />
            </div>
            <div className="create-attribute-field">
              <label htmlFor={`${row.id}-value`}>{t('Value %n%', { n })}</label>
              <input
                id={`${row.id}-value`}
                value={row.value}
                maxLength={MAX_TRAIT_VALUE_LENGTH}
                aria-invalid={rowErrors?.value ? true : undefined}
                aria-describedby={rowErrors?.value ? `${row.id}-value-error` : undefined}
                onChange={(event) => update(row.id, { value: event.currentTarget.value })}
              />
              <FieldMessage id={`${row.id}-value-error`} message={rowErrors?.value} />
            </div>
            <div className="create-attribute-field">
              <label htmlFor={`${row.id}-display`}>{t('Display type %n%', { n })}</label>
              <input
                id={`${row.id}-display`}
                value={row.displayType}
                maxLength={MAX_DISPLAY_TYPE_LENGTH}
                list="create-display-types"
                aria-invalid={rowErrors?.displayType ? true : undefined}
                onChange={(event) => update(row.id, { displayType: event.currentTarget.value })}
              />
              <FieldMessage id={`${row.id}-display-error`} message={rowErrors?.displayType} />
            </div>
            <button
              type="button"
              className="create-remove"
              onClick={() => onChange(rows.filter((other) => other.id !== row.id))}
            >
              {t('Remove attribute %n%', { n })}
            </button>
          </div>
        )
      })}
      <datalist id="create-display-types">
        <option value="number" />
        <option value="boost_number" />
        <option value="boost_percentage" />
        <option value="date" />
      </datalist>
      {showErrors && errors.attributes ? (
        <p className="create-field-error">{t(errors.attributes.key, errors.attributes.values)}</p>
      ) : null}
      <button
        type="button"
        disabled={rows.length >= MAX_TOKEN_ATTRIBUTES}
        onClick={() => onChange([...rows, emptyAttributeRow()])}
      >
        {t('Add attribute')}
      </button>
    </fieldset>
  )
}
