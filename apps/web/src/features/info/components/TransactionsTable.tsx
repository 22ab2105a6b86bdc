/**
 * The Info transactions: All / Swaps / Adds / Removes, 10 a page, each row naming what happened
 * and linking to the explorer (BscScan on 56 and 97; on the local chain the hash to copy).
 */
import { useMemo, useState } from 'react'
import type { InfoTransaction, TransactionKind } from '../../../api/info/entities'
import { getExplorerLink } from '../../../chain/transactions/getExplorerLink'
import { TransactionLink } from '../../../chain/transactions/TransactionLink'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { toScaled } from '../rules/figures'
import { TokenUnits, Usd } from './figures'
import { type InfoColumn, SortableTable } from './SortableTable'
import { TimeAgo } from './TimeAgo'

type Filter = 'all' | TransactionKind

function describe(
  t: (key: string, values?: Record<string, string>) => string,
  row: InfoTransaction,
) {
  const a = row.token0.symbol
  const b = row.token1.symbol
  if (row.kind === 'swap') {
    return row.token0In ? t('Swap %a% for %b%', { a, b }) : t('Swap %a% for %b%', { a: b, b: a })
  }
  return row.kind === 'add' ? t('Add %a% and %b%', { a, b }) : t('Remove %a% and %b%', { a, b })
}

export function TransactionsTable({
  transactions,
  now,
}: {
  transactions: readonly InfoTransaction[]
  now: number
}) {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const [filter, setFilter] = useState<Filter>('all')
  const filters: readonly (readonly [Filter, string])[] = [
    ['all', t('All')],
    ['swap', t('Swaps')],
    ['add', t('Adds')],
    ['remove', t('Removes')],
  ]
  const rows = useMemo(
    () => (filter === 'all' ? transactions : transactions.filter((row) => row.kind === filter)),
    [transactions, filter],
  )
  const columns: InfoColumn<InfoTransaction>[] = [
    {
      key: 'action',
      header: t('Action'),
      cell: (row) => {
        const text = describe(t, row)
        const link = getExplorerLink(chainId, row.hash, 'transaction')
        return link ? (
          <a href={link} target="_blank" rel="noreferrer noopener">
            {text}
          </a>
        ) : (
          <span className="info-action">
            {text}
            <TransactionLink chainId={chainId} hash={row.hash} />
          </span>
        )
      },
    },
    {
      key: 'value',
      header: t('Total Value'),
      cell: (row) => <Usd value={row.amountUSD} />,
      sortValue: (row) => toScaled(row.amountUSD),
      align: 'end',
    },
    {
      key: 'amount0',
      header: t('Token Amount'),
      cell: (row) => <TokenUnits value={row.amount0} symbol={row.token0.symbol} />,
      align: 'end',
    },
    {
      key: 'amount1',
      header: t('Token Amount'),
      cell: (row) => <TokenUnits value={row.amount1} symbol={row.token1.symbol} />,
      align: 'end',
    },
    {
      key: 'time',
      header: t('Time'),
      cell: (row) => <TimeAgo time={row.timestamp} now={now} />,
      sortValue: (row) => row.timestamp,
      align: 'end',
    },
  ]
  return (
    <div className="info-transactions">
      <fieldset className="info-toggle">
        <legend className="visually-hidden">{t('Transaction type')}</legend>
        {filters.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <SortableTable
        key={filter}
        caption={t('Transactions')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.kind}-${row.id}`}
        initialSort={{ key: 'time', direction: 'descending' }}
        empty={t('No Transactions')}
      />
    </div>
  )
}
