/**
 * One past sale in the history: its offering token and times, each pool's commits against its
 * target, what it sold and how far it was oversubscribed, and the wallet's part (its commits and,
 * when the index knows them, what each harvest paid; a pool not harvested yet links to the sale's
 * card, where Harvest is). What the index does not give (a sale the server could not list, a
 * wallet's part it could not answer) is read from the chain, without the harvests' figures.
 */

import { getIfoSubscriptionBps } from '@ghost/sdk'
import { type ReactNode, useId, useMemo } from 'react'
import { Link } from 'react-router'
import { type Address, zeroAddress } from 'viem'
import { readIfoPool, readIfoUserPool } from '../../../chain/actions/ifo'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { Stat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { ChainLoading } from '../../chainNode'
import { CurrencyLogo, useToken } from '../../tokens'
import {
  BasisPoints,
  CakeAmount,
  SaleTime,
  TokenAmount,
  useCakeText,
  useTokenText,
} from '../components/figures'
import { useSaleSymbol } from '../components/SaleCard'
import {
  historyRowFromChain,
  type IfoHistoryRow,
  type IfoSaleSummary,
  POOL_LABELS,
  POOLS,
  saleHref,
} from '../rules/ifoRules'

export type HistorySaleProps = {
  sale: IfoSaleSummary
  /** The index's row; without it the pools come from the chain. */
  indexed?: IfoHistoryRow | undefined
  /** The index could not say what the wallet did: read its commits from the chain. */
  mineFromChain?: boolean | undefined
  account: Address | undefined
}

export function HistorySale({ sale, indexed, mineFromChain, account }: HistorySaleProps) {
  const { t } = useTranslation()
  const heading = useId()
  const token = useToken(sale.offeringToken)
  const symbol = useSaleSymbol(token)
  const ifo = sale.address

  const poolCalls = useMemo(
    () => [readIfoPool({ ifo, pid: 0 }), readIfoPool({ ifo, pid: 1 })] as const,
    [ifo],
  )
  const pools = useMulticall(poolCalls, { enabled: !indexed })
  const wantsMine = !!account && (!indexed || (indexed.mine === undefined && !!mineFromChain))
  const userCalls = useMemo(
    () =>
      [
        readIfoUserPool({ ifo, user: account ?? zeroAddress, pid: 0 }),
        readIfoUserPool({ ifo, user: account ?? zeroAddress, pid: 1 }),
      ] as const,
    [ifo, account],
  )
  const users = useMulticall(userCalls, { enabled: wantsMine })

  const row = useMemo((): IfoHistoryRow => {
    const [pool0, pool1] = pools.data ?? []
    const [user0, user1] = users.data ?? []
    const chainMine = wantsMine
      ? [
          user0?.status === 'success' ? user0.result : undefined,
          user1?.status === 'success' ? user1.result : undefined,
        ]
      : undefined
    if (indexed) {
      return indexed.mine === undefined && chainMine
        ? { ...indexed, mine: historyRowFromChain(sale, [], chainMine).mine }
        : indexed
    }
    return historyRowFromChain(
      sale,
      [
        pool0?.status === 'success' ? pool0.result : undefined,
        pool1?.status === 'success' ? pool1.result : undefined,
      ],
      chainMine,
    )
  }, [indexed, pools.data, users.data, wantsMine, sale])

  return (
    <article className="ifo-history-sale ui-card" aria-labelledby={heading}>
      <div className="ifo-sale-header">
        <CurrencyLogo currency={token ?? undefined} size={32} decorative />
        <div className="ifo-sale-title">
          <h2 id={heading}>{t('%symbol% sale', { symbol })}</h2>
          <p className="ui-muted">
            <SaleTime seconds={sale.startTimestamp} /> – <SaleTime seconds={sale.endTimestamp} />
          </p>
        </div>
      </div>
      {row.pools.length === 0 ? (
        <p>
          <ChainLoading />
        </p>
      ) : (
        <div className="ifo-pools">
          {row.pools.map((pool) => (
            <HistoryPool key={pool.pid} pool={pool} token={token} />
          ))}
        </div>
      )}
      {account ? <YourPart row={row} token={token} /> : null}
    </article>
  )
}

function HistoryPool({
  pool,
  token,
}: {
  pool: IfoHistoryRow['pools'][number]
  token: ReturnType<typeof useToken>
}) {
  const { t } = useTranslation()
  const heading = useId()
  const figure = (label: string, value: ReactNode) => (
    <Stat label={label} value={<output aria-label={label}>{value}</output>} />
  )
  return (
    <section className="ifo-pool" aria-labelledby={heading}>
      <h3 id={heading}>{t(POOL_LABELS[pool.kind])}</h3>
      <StatList>
        {figure(t('Total committed'), <CakeAmount wei={pool.totalAmount} />)}
        {figure(t('Target'), <CakeAmount wei={pool.raisingAmount} />)}
        {figure(t('Oversubscription'), <BasisPoints bps={getIfoSubscriptionBps(pool)} />)}
        {figure(t('Sold'), <TokenAmount wei={pool.sold} token={token} />)}
        {figure(t('Offering'), <TokenAmount wei={pool.offeringAmount} token={token} />)}
      </StatList>
    </section>
  )
}

function YourPart({ row, token }: { row: IfoHistoryRow; token: ReturnType<typeof useToken> }) {
  const { t } = useTranslation()
  const heading = useId()
  const cakeText = useCakeText()
  const tokenText = useTokenText()
  const format = useNumberFormat()
  const { mine } = row
  return (
    <section className="ifo-your-part" aria-labelledby={heading}>
      <h3 id={heading}>{t('Your part')}</h3>
      {mine === undefined ? (
        <p>
          <ChainLoading />
        </p>
      ) : mine.length === 0 ? (
        <p className="ui-muted">{t('You did not take part in this sale.')}</p>
      ) : (
        <ul className="ifo-part-list">
          {mine.map((pool) => {
            const kind = POOLS.find((entry) => entry.pid === pool.pid)?.kind ?? 'basic'
            return (
              <li key={pool.pid}>
                <strong>{t(POOL_LABELS[kind])}</strong>{' '}
                <span>
                  {t('Committed')}: <CakeAmount wei={pool.amount} />
                </span>{' '}
                {pool.harvested ? (
                  <span className="ifo-harvested">
                    {pool.paid
                      ? t('Harvested: %tokens% and %cake% CAKE back', {
                          tokens: tokenText(pool.paid.offeringAmount, token),
                          cake: cakeText(pool.paid.refundAmount),
                        })
                      : t('Harvested')}
                  </span>
                ) : (
                  <span>
                    {t('Not harvested yet')}{' '}
                    <Link to={saleHref(row.address)}>
                      {t('Harvest the %pool%', { pool: t(POOL_LABELS[kind]) })}
                    </Link>
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {row.pointsAwarded !== undefined ? (
        <p>
          {t('You earned %points% profile points in this sale.', {
            points: format.full(row.pointsAwarded),
          })}
        </p>
      ) : null}
    </section>
  )
}
