/**
 * /nfts/createnft (issue 15): upload an image, describe the NFT (name, description, attributes,
 * templates), pick or create a collection, then mint it or put it on sale by signing. Writes to
 * the API need a session: the 'Sign in' step signs a SIWE message in the wallet. Everything typed
 * and uploaded stays when a step fails or the wallet refuses.
 */
import type { ApiTemplate, ApiUpload } from '@ghost/sdk'
import { MAX_TOKEN_DESCRIPTION_LENGTH, MAX_TOKEN_NAME_LENGTH } from '@ghost/sdk'
import { useId, useState } from 'react'
import { useNftApi } from '../../api/nfts'
import { Card, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { ConnectWalletButton } from '../wallet'
import { AttributesEditor } from './create/AttributesEditor'
import { type ChosenCollection, CollectionField } from './create/CollectionField'
import { CreateSuccess } from './create/CreateSuccess'
import {
  type AttributeRow,
  getTokenFormErrors,
  hasTokenFormErrors,
  toAttributeRows,
  toTokenAttributes,
} from './create/createRules'
import { FieldMessage, StepError } from './create/FieldMessage'
import { ImageUploadField } from './create/ImageUploadField'
import { type CreateResult, PublishPanel, type TokenDraft } from './create/PublishPanel'
import { TemplatesPanel } from './create/TemplatesPanel'
import './create/create.css'

function SignInStep() {
  const { t } = useTranslation()
  const { signIn } = useNftApi()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  return (
    <Card label={t('Sign in to the NFT market')}>
      <h2>{t('Sign in')}</h2>
      <p>
        {t(
          'Sign a message in your wallet to prove it is yours. Signing is free and sends no transaction.',
        )}
      </p>
      <button
        type="button"
        className="create-primary"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setError(undefined)
          try {
            await signIn()
          } catch (failure) {
            setError(
              failure instanceof Error ? failure.message : t('Sign-in failed. Please try again.'),
            )
          } finally {
            setBusy(false)
          }
        }}
      >
        {busy ? t('Check your wallet…') : t('Sign in')}
      </button>
      <StepError message={error} />
    </Card>
  )
}

export function CreateNftPage() {
  const { t } = useTranslation()
  const { account, signedIn } = useNftApi()
  const nameId = useId()
  const descriptionId = useId()
  const [upload, setUpload] = useState<ApiUpload>()
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [attributes, setAttributes] = useState<AttributeRow[]>([])
  const [collection, setCollection] = useState<ChosenCollection>()
  const [showErrors, setShowErrors] = useState(false)
  const [result, setResult] = useState<CreateResult>()

  const form = { name, description, attributes }
  const errors = getTokenFormErrors(form)
  const valid = !hasTokenFormErrors(errors)
  const draft: TokenDraft | undefined =
    valid && upload
      ? {
          name: name.trim(),
          description,
          attributes: toTokenAttributes(attributes),
          image: upload.cid,
        }
      : undefined
  const nameError = showErrors ? errors.name : undefined
  const descriptionError = showErrors ? errors.description : undefined

  function applyTemplate(template: ApiTemplate) {
    if (template.data.name !== '') setName(template.data.name)
    if (template.data.description !== '') setDescription(template.data.description)
    setAttributes(toAttributeRows(template.data.attributes))
  }

  function reset() {
    setUpload(undefined)
    setName('')
    setDescription('')
    setAttributes([])
    setShowErrors(false)
    setResult(undefined)
  }

  if (!account) {
    return (
      <Page title={t('Create NFT')} width="narrow">
        <Card>
          <p>{t('Connect a wallet to create NFTs.')}</p>
          <ConnectWalletButton />
        </Card>
      </Page>
    )
  }

  if (result) {
    return (
      <Page title={t('Create NFT')} width="narrow">
        <Card>
          <CreateSuccess result={result} onCreateAnother={reset} />
        </Card>
      </Page>
    )
  }

  return (
    <Page title={t('Create NFT')} width="narrow">
      {signedIn ? null : <SignInStep />}
      <Card label={t('Your NFT')}>
        <form className="create-form" onSubmit={(event) => event.preventDefault()} noValidate>
          <ImageUploadField upload={upload} onUploaded={setUpload} disabled={!signedIn} />
          {showErrors && !upload ? (
            <p className="create-field-error">{t('Upload an image first.')}</p>
          ) : null}
          <div className="create-field">
            <label htmlFor={nameId}>{t('Name')}</label>
            <input
              id={nameId}
              value={name}
              maxLength={MAX_TOKEN_NAME_LENGTH}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={`${nameId}-error`}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <FieldMessage id={`${nameId}-error`} message={nameError} />
          </div>
          <div className="create-field">
            <label htmlFor={descriptionId}>{t('Description')}</label>
            <textarea
              id={descriptionId}
              value={description}
              rows={3}
              maxLength={MAX_TOKEN_DESCRIPTION_LENGTH}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={`${descriptionId}-error`}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <FieldMessage id={`${descriptionId}-error`} message={descriptionError} />
          </div>
          <AttributesEditor
            rows={attributes}
            onChange={setAttributes}
            errors={errors}
            showErrors={showErrors}
          />
          <TemplatesPanel
            signedIn={signedIn}
            onApply={applyTemplate}
            current={
              errors.description === undefined &&
              errors.attributes === undefined &&
              Object.keys(errors.rows).length === 0
                ? { name: name.trim(), description, attributes: toTokenAttributes(attributes) }
                : undefined
            }
          />
          <CollectionField value={collection} onChange={setCollection} signedIn={signedIn} />
          <PublishPanel
            collection={collection}
            draft={signedIn ? draft : undefined}
            onDone={setResult}
            onInvalid={() => setShowErrors(true)}
          />
        </form>
      </Card>
    </Page>
  )
}
