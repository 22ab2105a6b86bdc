/**
 * A create-form rule's sentence under its field; `id` is what the field's aria-describedby
 * names. CAKE amounts in it are written by the app's one number formatter.
 */
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { FormMessage } from '../rules/proposalForm'
import { cakeFraction } from './CakeAmount'

export function useFormMessageText(): (message: FormMessage) => string {
  const { t } = useTranslation()
  const format = useNumberFormat()
  return (message) =>
    t(message.key, {
      ...message.values,
      ...Object.fromEntries(
        Object.entries(message.amounts ?? {}).map(([name, wei]) => [
          name,
          format.significant(cakeFraction(wei), 'amount'),
        ]),
      ),
    })
}

export function FieldError({ id, message }: { id: string; message: FormMessage | undefined }) {
  const text = useFormMessageText()
  if (!message) return null
  return (
    <p id={id} className="voting-error">
      {text(message)}
    </p>
  )
}
