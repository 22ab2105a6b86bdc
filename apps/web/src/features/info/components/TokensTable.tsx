/** Tokens by price, its 24 h change, 24 h volume and liquidity; each links to its token page. */
import { Link } from 'react-router'
import { useTranslation } from '../../../i18n'
import { fromScaled } from '../rules/figures'
import type { TokenRow } from '../rules/rows'
import { percentSortValue, usdColumn } from './columns'
import { Change, UsdPrice } from './figures'
import { type InfoColumn, SortableTable } from './SortableTable'
import { WatchlistStar } from './WatchlistStar'

export function TokensTable({ caption, rows }: { caption: string; rows: readonly TokenRow[] }) {
  const { t } = useTranslation()
  const columns: InfoColumn<TokenRow>[] = [
    {
      key: 'name',
      header: t('Name'),
      cell: (row) => (
        <span className="info-name">
          <WatchlistStar kind="token" id={row.token.id} name={row.token.symbol} />
          <Link to={`/info/tokens/${row.token.id}`}>
            {row.token.name} <span className="info-muted">({row.token.symbol})</span>
          </Link>
        </span>
      ),
      sortValue: (row) => row.token.symbol,
    },
    {
      key: 'price',
      header: t('Price'),
      cell: (row) => <UsdPrice value={fromScaled(row.priceUSD)} />,
      sortValue: (row) => row.priceUSD,
      align: 'end',
    },
    {
      key: 'change',
      header: t('Price Change'),
      cell: (row) => <Change change={row.priceChange} />,
      sortValue: (row) => percentSortValue(row.priceChange, -(10n ** 30n)),
      align: 'end',
    },
    usdColumn('volume24h', t('Volume 24H'), (row) => row.volume24h.current),
    usdColumn('liquidity', t('Liquidity'), (row) => row.liquidityUSD),
  ]
  return (
    <SortableTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.token.id}
      initialSort={{ key: 'liquidity', direction: 'descending' }}
      empty={t('No tokens')}
    />
  )
}
