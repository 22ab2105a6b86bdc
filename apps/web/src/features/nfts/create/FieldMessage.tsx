import { useTranslation } from '../../../i18n'
import type { CreateMessage } from './createRules'

/** A field's error under it; `id` is what the input's aria-describedby names. */
export function FieldMessage({ id, message }: { id: string; message: CreateMessage | undefined }) {
  const { t } = useTranslation()
  if (!message) return null
  return (
    <p id={id} className="create-field-error">
      {t(message.key, message.values)}
    </p>
  )
}

/** The error of an API call or a wallet step, read out when it appears. */
export function StepError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="create-step-error">
      {message}
    </p>
  )
}
