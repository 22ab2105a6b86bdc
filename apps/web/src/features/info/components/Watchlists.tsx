/** The starred tokens and pools, as tables on top of the Info screens (spec §3 watchlists). */
import { useTranslation } from '../../../i18n'
import { onWatchlist } from '../data/useInfoRows'
import type { PoolRow, TokenRow } from '../rules/rows'
import { PoolsTable } from './PoolsTable'
import type { QueryLike } from './QueryState'
import { QueryState } from './QueryState'
import { TokensTable } from './TokensTable'
import { useWatchlist } from './WatchlistStar'

export function TokenWatchlist({ rows }: { rows: QueryLike<TokenRow[]> }) {
  const { t } = useTranslation()
  const list = useWatchlist('token')
  return (
    <section className="ui-card" aria-label={t('Watchlist tokens')}>
      {list.length === 0 ? (
        <p className="info-muted">{t('Saved tokens will appear here')}</p>
      ) : (
        <QueryState query={rows}>
          {(all) => (
            <TokensTable
              caption={t('Watchlist tokens')}
              rows={onWatchlist(all, list, (row) => row.token.id)}
            />
          )}
        </QueryState>
      )}
    </section>
  )
}

export function PoolWatchlist({ rows }: { rows: QueryLike<PoolRow[]> }) {
  const { t } = useTranslation()
  const list = useWatchlist('pool')
  return (
    <section className="ui-card" aria-label={t('Watchlist pools')}>
      {list.length === 0 ? (
        <p className="info-muted">{t('Saved pools will appear here')}</p>
      ) : (
        <QueryState query={rows}>
          {(all) => (
            <PoolsTable
              caption={t('Watchlist pools')}
              rows={onWatchlist(all, list, (row) => row.pair.id)}
            />
          )}
        </QueryState>
      )}
    </section>
  )
}
