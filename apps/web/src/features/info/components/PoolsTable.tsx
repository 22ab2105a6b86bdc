/** Pools by liquidity, 24 h volume, LP fees and fee APR; each links to its pool page. */
import { Link } from 'react-router'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useTranslation } from '../../../i18n'
import type { PoolRow } from '../rules/rows'
import { percentSortValue, usdColumn } from './columns'
import { type InfoColumn, SortableTable } from './SortableTable'
import { WatchlistStar } from './WatchlistStar'

export function PoolsTable({ caption, rows }: { caption: string; rows: readonly PoolRow[] }) {
  const { t } = useTranslation()
  const columns: InfoColumn<PoolRow>[] = [
    {
      key: 'name',
      header: t('Pool'),
      cell: (row) => (
        <span className="info-name">
          <WatchlistStar kind="pool" id={row.pair.id} name={row.name} />
          <Link to={`/info/pools/${row.pair.id}`}>{row.name}</Link>
        </span>
      ),
      sortValue: (row) => row.name,
    },
    usdColumn('liquidity', t('Liquidity'), (row) => row.liquidity),
    usdColumn('volume24h', t('Volume 24H'), (row) => row.volume24h.current),
    usdColumn('fees24h', t('LP reward fees 24H'), (row) => row.fees24h),
    {
      key: 'apr',
      header: t('LP reward APR'),
      cell: (row) => (row.feeApr ? <FormattedNumber value={row.feeApr} kind="apr" /> : '-'),
      sortValue: (row) => percentSortValue(row.feeApr, -1n),
      align: 'end',
    },
  ]
  return (
    <SortableTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.pair.id}
      initialSort={{ key: 'liquidity', direction: 'descending' }}
      empty={t('No pools')}
    />
  )
}
