/**
 * Templates (API `templates`): save the form's name, description and attributes under a name,
 * pick one of the wallet's templates to fill the form, overwrite / rename or delete one. Writes
 * need the API session; a refusal shows the server's message and changes nothing in the form.
 */
import type { ApiTemplate, TemplateData } from '@ghost/sdk'
import { MAX_TEMPLATE_NAME_LENGTH } from '@ghost/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { createTemplate, deleteTemplate, updateTemplate, useNftApi } from '../../../api/nfts'
import { nftKeys } from '../../../api/nfts/nftKeys'
import { useTranslation } from '../../../i18n'
import { StepError } from './FieldMessage'
import { useOwnTemplates } from './useCreateData'

export type TemplatesPanelProps = {
  /** The form as a template would store it (undefined while the form has errors). */
  current: TemplateData | undefined
  onApply: (template: ApiTemplate) => void
  signedIn: boolean
}

export function TemplatesPanel({ current, onApply, signedIn }: TemplatesPanelProps) {
  const { t } = useTranslation()
  const { client } = useNftApi()
  const queryClient = useQueryClient()
  const templates = useOwnTemplates()
  const selectId = useId()
  const nameId = useId()
  const [selectedId, setSelectedId] = useState('')
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [status, setStatus] = useState<string>()
  const list = templates.data ?? []
  const selected = list.find((template) => template.id === selectedId)
  const trimmed = name.trim()

  async function run(write: () => Promise<ApiTemplate>, done: string, deleting = false) {
    setBusy(true)
    setError(undefined)
    setStatus(undefined)
    try {
      const saved = await write()
      await queryClient.invalidateQueries({ queryKey: nftKeys.create.templatesAll })
      setSelectedId(deleting ? '' : saved.id)
      if (deleting) setName('')
      setStatus(done)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset className="create-templates">
      <legend>{t('Templates')}</legend>
      <div className="create-row">
        <label htmlFor={selectId}>{t('Your templates')}</label>
        <select
          id={selectId}
          value={selectedId}
          onChange={(event) => {
            const id = event.currentTarget.value
            setSelectedId(id)
            setName(list.find((template) => template.id === id)?.name ?? '')
          }}
        >
          <option value="">
            {list.length === 0 ? t('No templates yet') : t('Choose a template')}
          </option>
          {list.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </select>
        <button type="button" disabled={!selected} onClick={() => selected && onApply(selected)}>
          {t('Use template')}
        </button>
      </div>
      <div className="create-row">
        <label htmlFor={nameId}>{t('Template name')}</label>
        <input
          id={nameId}
          value={name}
          maxLength={MAX_TEMPLATE_NAME_LENGTH}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <button
          type="button"
          disabled={!signedIn || busy || !current || trimmed === ''}
          onClick={() =>
            current &&
            void run(
              async () => (await createTemplate(client, { name: trimmed, data: current })).data,
              t('Template saved'),
            )
          }
        >
          {t('Save as new template')}
        </button>
        <button
          type="button"
          disabled={!signedIn || busy || !current || !selected || trimmed === ''}
          onClick={() =>
            selected &&
            current &&
            void run(
              async () =>
                (await updateTemplate(client, { id: selected.id, name: trimmed, data: current }))
                  .data,
              t('Template updated'),
            )
          }
        >
          {t('Update selected template')}
        </button>
        <button
          type="button"
          disabled={!signedIn || busy || !selected}
          onClick={() =>
            selected &&
            void run(
              async () => (await deleteTemplate(client, { id: selected.id })).data,
              t('Template deleted'),
              true,
            )
          }
        >
          {t('Delete selected template')}
        </button>
      </div>
      {status ? <p role="status">{status}</p> : null}
      <StepError message={error} />
    </fieldset>
  )
}
