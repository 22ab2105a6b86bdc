/**
 * The auction's top 10 bids (spec §9) from the index: rank, project, total in CAKE and, before the
 * close, whether the bid would win if the auction ended now (after it, whether it won). A wallet
 * taken off the whitelist keeps its place but cannot win: the list says so.
 */
import type { ApiFarmAuctionBid } from '@ghost/sdk'
import { List, type ListColumn } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { getTopBids } from '../rules/auctionRules'
import { CakeAmount } from './figures'

export type TopBidsProps = {
  /** The index's ranking; undefined while it loads or when it could not be read. */
  ranking: readonly ApiFarmAuctionBid[] | undefined
  closed: boolean
  failed: boolean
  /** The index has not reached the auction yet. */
  missing: boolean
  /** The connected wallet, lowercase, to mark its own bid. */
  account: string | undefined
}

export function TopBids({ ranking, closed, failed, missing, account }: TopBidsProps) {
  const { t } = useTranslation()
  const columns: ListColumn<ApiFarmAuctionBid>[] = [
    { key: 'rank', header: t('Rank'), cell: (bid) => t('#%rank%', { rank: String(bid.rank) }) },
    {
      key: 'project',
      header: t('Project'),
      rowHeader: true,
      cell: (bid) => (
        <span className="auction-project">
          {bid.projectName}
          {bid.account === account ? <span className="auction-you"> {t('(you)')}</span> : null}
        </span>
      ),
    },
    { key: 'total', header: t('Bid'), align: 'end', cell: (bid) => <CakeAmount wei={bid.total} /> },
    {
      key: 'winner',
      header: closed ? t('Result') : t('Standing'),
      cell: (bid) =>
        bid.isWinner ? (
          <span className="auction-winner">{closed ? t('Winner') : t('Winning')}</span>
        ) : !bid.whitelisted ? (
          <span className="ui-muted">{t('Removed from the whitelist')}</span>
        ) : (
          <span className="ui-muted">–</span>
        ),
    },
  ]
  return (
    <div className="auction-top-bids">
      <h3>{t('Top bids')}</h3>
      {failed ? (
        <p role="alert">{t('Could not read the bids. Try again later.')}</p>
      ) : missing ? (
        <p className="ui-muted">{t('The bids of this auction are not indexed yet.')}</p>
      ) : ranking === undefined ? (
        <p className="ui-muted">{t('Loading…')}</p>
      ) : (
        <List
          caption={t('Top bids')}
          captionHidden
          columns={columns}
          rows={getTopBids(ranking)}
          rowKey={(bid) => bid.account}
          empty={t('No bids yet.')}
        />
      )}
    </div>
  )
}
