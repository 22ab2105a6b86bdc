import { useState } from 'react'
import { useBlock } from '../../chain/block/BlockProvider'
import { useTranslation } from '../../i18n'
import './chainNode.css'

/**
 * The one app-wide sign that the chain node does not answer (the block poll failed several
 * times in a row), with a Retry that polls at once. It goes away by itself at the first poll
 * the node answers. Render it once, in the shell.
 */
export function ChainNodeBanner() {
  const { t } = useTranslation()
  const { nodeStatus, refresh } = useBlock()
  const [retrying, setRetrying] = useState(false)
  if (nodeStatus !== 'not-answering') return null
  const retry = async () => {
    setRetrying(true)
    try {
      await refresh()
    } finally {
      setRetrying(false)
    }
  }
  return (
    <div role="alert" className="chain-node-banner">
      <p>
        <strong>{t('The chain node is not answering.')}</strong>{' '}
        {t('Figures from the chain will update as soon as it answers again.')}
      </p>
      <button type="button" disabled={retrying} aria-busy={retrying} onClick={() => void retry()}>
        {retrying ? t('Retrying…') : t('Retry')}
      </button>
    </div>
  )
}
