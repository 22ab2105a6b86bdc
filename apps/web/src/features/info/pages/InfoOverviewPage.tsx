/**
 * `/info`: protocol liquidity and volume charts, the 24 h figures with their change, the
 * watchlists, top tokens, top pools and the latest transactions.
 */

import type { ProtocolDay } from '../../../api/info/entities'
import {
  useIndexedNow,
  usePairHours,
  useProtocolDays,
  useTransactions,
} from '../../../api/info/infoQueries'
import { Card, Stat, StatList } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { InfoChart } from '../chart/InfoChart'
import { Change, Usd } from '../components/figures'
import { InfoShell } from '../components/InfoShell'
import { PoolsTable } from '../components/PoolsTable'
import { QueryState } from '../components/QueryState'
import { TokensTable } from '../components/TokensTable'
import { TransactionsTable } from '../components/TransactionsTable'
import { PoolWatchlist, TokenWatchlist } from '../components/Watchlists'
import { combine, usePoolRows, useTokenRows } from '../data/useInfoRows'
import { getProtocolFigures } from '../rules/protocol'

/**
 * The charts; the volume chart's headline is the rolling 24 h volume the figures below (and the
 * home page) show, not the latest UTC day's partial bar (issue 28: two 'volumes' disagreed).
 */
function ProtocolCharts({
  days,
  volume24h,
}: {
  days: readonly ProtocolDay[]
  volume24h: bigint | undefined
}) {
  const { t } = useTranslation()
  const oldestFirst = [...days].sort((a, b) => a.date - b.date)
  const latest = oldestFirst.at(-1)
  return (
    <div className="info-charts">
      <Card>
        <InfoChart
          title={t('Liquidity')}
          figure={latest ? <Usd value={latest.totalLiquidityUSD} /> : null}
          series={{
            kind: 'area',
            points: oldestFirst.map((day) => ({
              time: day.date,
              value: Number(day.totalLiquidityUSD),
            })),
          }}
        />
      </Card>
      <Card>
        <InfoChart
          // a bar per day; the headline is the rolling 24 h volume
          title={t('Volume 24H')}
          figure={volume24h === undefined ? null : <Usd scaled={volume24h} />}
          series={{
            kind: 'histogram',
            points: oldestFirst.map((day) => ({
              time: day.date,
              value: Number(day.dailyVolumeUSD),
            })),
          }}
        />
      </Card>
    </div>
  )
}

function OverviewContent({ now }: { now: number }) {
  const { t } = useTranslation()
  const days = useProtocolDays()
  const hours = usePairHours()
  const tokenRows = useTokenRows()
  const poolRows = usePoolRows()
  const transactions = useTransactions()
  const figures = combine([days, hours], () =>
    getProtocolFigures(days.data ?? [], hours.data ?? [], now),
  )
  return (
    <>
      <TokenWatchlist rows={tokenRows} />
      <PoolWatchlist rows={poolRows} />
      <QueryState query={days}>
        {(data) => <ProtocolCharts days={data} volume24h={figures.data?.volume.current} />}
      </QueryState>
      <Card label={t('24h figures')}>
        <QueryState query={figures}>
          {(data) => (
            <StatList className="info-figures">
              <Stat
                label={t('Volume 24H')}
                value={
                  <>
                    <Usd scaled={data.volume.current} />
                    <Change change={data.volumeChange} />
                  </>
                }
              />
              <Stat
                label={t('Liquidity')}
                value={
                  <>
                    <Usd scaled={data.liquidity.current} />
                    <Change change={data.liquidityChange} />
                  </>
                }
              />
              <Stat
                label={t('LP reward fees 24H')}
                value={
                  <>
                    <Usd scaled={data.fees.current} />
                    <Change change={data.feesChange} />
                  </>
                }
              />
            </StatList>
          )}
        </QueryState>
      </Card>
      <Card>
        <QueryState query={tokenRows}>
          {(rows) => <TokensTable caption={t('Top Tokens')} rows={rows} />}
        </QueryState>
      </Card>
      <Card>
        <QueryState query={poolRows}>
          {(rows) => <PoolsTable caption={t('Top Pools')} rows={rows} />}
        </QueryState>
      </Card>
      <Card>
        <QueryState query={transactions}>
          {(rows) => <TransactionsTable transactions={rows} now={now} />}
        </QueryState>
      </Card>
    </>
  )
}

function Overview() {
  const { now } = useIndexedNow()
  // InfoShell renders its children only once a block is indexed; its time is then known
  return now === undefined ? null : <OverviewContent now={now} />
}

export function InfoOverviewPage() {
  const { t } = useTranslation()
  return (
    <InfoShell
      title={t('Ghost Info & Analytics')}
      subtitle={t('View statistics for Ghost exchanges.')}
    >
      <Overview />
    </InfoShell>
  )
}
