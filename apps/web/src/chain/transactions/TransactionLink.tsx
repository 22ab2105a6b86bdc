import { shortenAddress } from '@ghost/sdk'
import type { Hash } from 'viem'
import { CopyButton } from '../../components/CopyButton'
import { ExternalLinkIcon } from '../../components/icons/icons'
import { useTranslation } from '../../i18n'
import { getExplorerLink } from './getExplorerLink'

/** The hash, shortened as addresses are (whole in its title), with a button that copies it whole. */
function TransactionHashCopy({ hash }: { hash: Hash }) {
  const { t } = useTranslation()
  return (
    <span className="transaction-hash">
      <code title={hash}>{shortenAddress(hash)}</code>
      <CopyButton text={hash} label={t('Copy transaction hash')} />
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
