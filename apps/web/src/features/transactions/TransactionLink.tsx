import { shortenAddress } from '@ghost/sdk'
import { useEffect, useState } from 'react'
import type { Hash } from 'viem'
import { CheckIcon, CopyIcon, ExternalLinkIcon } from '../../components/icons/icons'
import { useTranslation } from '../../i18n'
import { getExplorerLink } from './getExplorerLink'

/** Spec §9: the copy confirmation shows for 1 s. */
const COPIED_MS = 1000

/** The hash, shortened as addresses are, with a button that copies it whole. */
function TransactionHashCopy({ hash }: { hash: Hash }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <span className="transaction-hash">
      <code title={hash}>{shortenAddress(hash)}</code>
      <button
        type="button"
        className="icon-button transaction-hash-copy"
        aria-label={t('Copy transaction hash')}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(hash)
            setCopied(true)
          } catch (error) {
            // no clipboard permission (an insecure origin): the full hash stays in the title
            console.warn('Could not copy the transaction hash', error)
          }
        }}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      {copied ? (
        <span role="status" className="transaction-hash-copied">
          {t('Copied')}
        </span>
      ) : null}
    </span>
  )
}

/**
 * 'View on BscScan' for chains with an explorer (56, 97); on the local chain, which has none,
 * the shortened hash and a button to copy it.
 */
export function TransactionLink({ chainId, hash }: { chainId: number; hash: Hash }) {
  const { t } = useTranslation()
  const link = getExplorerLink(chainId, hash, 'transaction')
  return link ? (
    <a className="explorer-link" href={link} target="_blank" rel="noreferrer noopener">
      {t('View on BscScan')}
      <ExternalLinkIcon />
    </a>
  ) : (
    <TransactionHashCopy hash={hash} />
  )
}

/** The receipt toast's description: what the transaction did, and where to see it. */
export function TransactionToastDescription({
  chainId,
  hash,
  summary,
}: {
  chainId: number
  hash: Hash
  summary: string | undefined
}) {
  return (
    <>
      {summary ? <p className="transaction-summary">{summary}</p> : null}
      <TransactionLink chainId={chainId} hash={hash} />
    </>
  )
}
