/**
 * The closed auctions from the index, newest first: when each ran, its winners (project and total,
 * largest first) and the CAKE burned, a page at a time.
 */
import type { ApiFarmAuction } from '@ghost/sdk'
import { useInfiniteQuery } from '@tanstack/react-query'
import { farmAuctionsQuery } from '../../../api/farmAuction'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { Card, OutputStat, Stat, StatList } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { AuctionTime, CakeAmount } from './figures'

export function PastAuctions() {
  const { t } = useTranslation()
  const { client } = useNftApi()
  const query = useInfiniteQuery(farmAuctionsQuery(client))
  const closed = (query.data?.pages ?? []).flatMap((page) =>
    page.data.filter((auction) => auction.state === 'closed'),
  )
  return (
    <Card label={t('Past auctions')} className="auction-past">
      <h2>{t('Past auctions')}</h2>
      {query.isError && !query.data ? (
        <p role="alert">{t('Could not read the past auctions. Try again later.')}</p>
      ) : query.isPending ? (
        <p className="ui-muted">{t('Loading…')}</p>
      ) : closed.length === 0 ? (
        <p className="ui-muted">{t('No auction has closed yet.')}</p>
      ) : (
        <ul className="auction-past-list">
          {closed.map((auction) => (
            <PastAuction key={auction.id} auction={auction} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <button
          type="button"
          className="button-secondary auction-more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('Load more')}
        </button>
      ) : null}
    </Card>
  )
}

function PastAuction({ auction }: { auction: ApiFarmAuction }) {
  const { t } = useTranslation()
  const name = t('Auction #%id%', { id: String(auction.id) })
  return (
    <li>
      <article className="auction-past-item" aria-label={name}>
        <h3>{name}</h3>
        <StatList>
          <Stat label={t('Start')} value={<AuctionTime seconds={auction.startTime} />} />
          <Stat label={t('End')} value={<AuctionTime seconds={auction.endTime} />} />
          <OutputStat label={t('CAKE burned')}>
            <CakeAmount wei={auction.burned} />
          </OutputStat>
        </StatList>
        {auction.winners.length === 0 ? (
          <p className="ui-muted">{t('No winner: nobody bid.')}</p>
        ) : (
          <>
            <h4>{t('Winners')}</h4>
            <ol className="auction-winners" aria-label={t('Winners of %name%', { name })}>
              {auction.winners.map((winner) => (
                <li key={winner.account}>
                  <span className="auction-project">{winner.projectName}</span>{' '}
                  <CakeAmount wei={winner.total} />
                </li>
              ))}
            </ol>
          </>
        )}
      </article>
    </li>
  )
}
