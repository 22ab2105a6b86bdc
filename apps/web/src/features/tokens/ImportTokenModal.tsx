/**
 * The Import Token modal a screen opens for tokens outside the universe, e.g. from the swap
 * URL (spec §2): the 'Import Tokens' view on its own.
 */
import type { Token } from '@ghost/sdk'
import { Modal } from '../../components/Modal'
import { useTranslation } from '../../i18n'
import { ImportTokenView } from './ImportTokenView'
import './tokens.css'

export type ImportTokenModalProps = {
  tokens: readonly Token[]
  /** After the tokens were imported. */
  onConfirm: () => void
  /** Closing without importing (a swap page then drops the unknown tokens). */
  onDismiss: () => void
}

export function ImportTokenModal({ tokens, onConfirm, onDismiss }: ImportTokenModalProps) {
  const { t } = useTranslation()
  return (
    <Modal title={t('Import Tokens')} onDismiss={onDismiss}>
      <ImportTokenView tokens={tokens} onImport={onConfirm} />
    </Modal>
  )
}
