/**
 * The NFT's image: a real file input (PNG, JPEG, GIF, WebP up to the server's size), uploaded at
 * once to `nft/upload`; the answer's CID is shown with a copy button and the image previewed. A
 * refused file (the client's check, or the server's 413/415/422 message) keeps the last upload.
 */
import type { ApiUpload } from '@ghost/sdk'
import { DEFAULT_UPLOAD_MAX_BYTES } from '@ghost/sdk'
import { useId, useState } from 'react'
import { uploadImage, useNftApi } from '../../../api/nfts'
import { CopyButton } from '../../../components/CopyButton'
import { useTranslation } from '../../../i18n'
import { getImageFileError } from './createRules'
import { StepError } from './FieldMessage'

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp'

export type ImageUploadFieldProps = {
  upload: ApiUpload | undefined
  onUploaded: (upload: ApiUpload) => void
  /** Uploads need a session; the input is disabled without one. */
  disabled?: boolean | undefined
}

export function ImageUploadField({ upload, onUploaded, disabled }: ImageUploadFieldProps) {
  const { t } = useTranslation()
  const { client } = useNftApi()
  const inputId = useId()
  const hintId = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const maxMb = String(DEFAULT_UPLOAD_MAX_BYTES / (1024 * 1024))

  async function onFile(file: File | undefined) {
    if (!file) return
    const refused = getImageFileError(file)
    if (refused) {
      setError(t(refused.key, refused.values))
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      onUploaded(await uploadImage(client, { product: 'nft', file, fileName: file.name }))
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="create-field">
      <label htmlFor={inputId}>{t('Image')}</label>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-describedby={hintId}
        disabled={disabled || busy}
        onChange={(event) => {
          void onFile(event.currentTarget.files?.[0])
          // the same file chosen again after an error is a new change
          event.currentTarget.value = ''
        }}
      />
      <p id={hintId} className="create-hint">
        {t('PNG, JPEG, GIF or WebP, up to %max% MB.', { max: maxMb })}
      </p>
      {busy ? <p role="status">{t('Uploading…')}</p> : null}
      <StepError message={error} />
      {upload ? (
        <div className="create-upload">
          <img
            className="create-preview"
            src={upload.thumbnail.image}
            alt={t('Preview of the uploaded image')}
            width={160}
          />
          <dl className="create-cid">
            <dt>{t('CID')}</dt>
            <dd>
              <code>{upload.cid}</code>
              <CopyButton text={upload.cid} label={t('Copy CID')} />
            </dd>
          </dl>
        </div>
      ) : null}
    </div>
  )
}
