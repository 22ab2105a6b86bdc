/** `/info/pools`: the watchlist's pools, then every pool, sortable, 10 a page. */
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { InfoShell } from '../components/InfoShell'
import { PoolsTable } from '../components/PoolsTable'
import { QueryState } from '../components/QueryState'
import { PoolWatchlist } from '../components/Watchlists'
import { usePoolRows } from '../data/useInfoRows'

function PoolsContent() {
  const { t } = useTranslation()
  const rows = usePoolRows()
  return (
    <>
      <PoolWatchlist rows={rows} />
      <Card>
        <QueryState query={rows}>
          {(all) => <PoolsTable caption={t('All Pools')} rows={all} />}
        </QueryState>
      </Card>
    </>
  )
}

export function InfoPoolsPage() {
  const { t } = useTranslation()
  return (
    <InfoShell title={t('Pools')}>
      <PoolsContent />
    </InfoShell>
  )
}
