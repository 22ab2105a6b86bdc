/** Tokens by price, its 24 h change, 24 h volume and liquidity; each links to its token page. */
import { Link } from 'react-router'
import { useTranslation } from '../../../i18n'
import { fromScaled } from '../rules/figures'
import type { TokenRow } from '../rules/rows'
import { Change, Usd, UsdPrice } from './figures'
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
      sortValue: (row) =>
        row.priceChange
          ? (row.priceChange.numerator * 10n ** 18n) / row.priceChange.denominator
          : -(10n ** 30n),
      align: 'end',
    },
    {
      key: 'volume24h',
      header: t('Volume 24H'),
      cell: (row) => <Usd scaled={row.volume24h.current} />,
      sortValue: (row) => row.volume24h.current,
      align: 'end',
    },
    {
      key: 'liquidity',
      header: t('Liquidity'),
      cell: (row) => <Usd scaled={row.liquidityUSD} />,
      sortValue: (row) => row.liquidityUSD,
      align: 'end',
    },
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
