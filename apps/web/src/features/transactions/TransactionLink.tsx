import type { Hash } from 'viem'
import { useTranslation } from '../../i18n'
import { getExplorerLink } from './getExplorerLink'

/** 'View on BscScan' for chains with an explorer; the bare hash where there is none (local chain). */
export function TransactionLink({ chainId, hash }: { chainId: number; hash: Hash }) {
  const { t } = useTranslation()
  const link = getExplorerLink(chainId, hash, 'transaction')
  return link ? (
    <a href={link} target="_blank" rel="noreferrer noopener">
      {t('View on BscScan')}
    </a>
  ) : (
    <code className="transaction-hash">{hash}</code>
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
