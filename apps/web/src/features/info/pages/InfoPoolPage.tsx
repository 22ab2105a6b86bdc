/**
 * `/info/pools/:address`: a pool's liquidity, volume 24 h / 7 d, LP fees and fee APR, its
 * volume and liquidity charts (1W / 1M / All) and its transactions, with links to trade and add
 * liquidity. A malformed or unknown address shows a not-found state.
 */
import { useState } from 'react'
import type { InfoPair, PairPeriod } from '../../../api/info/entities'
import {
  useIndexedNow,
  usePairDetails,
  usePairHours,
  useTransactions,
} from '../../../api/info/infoQueries'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { Card, Stat, StatList } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { type ChartRange, inRange } from '../chart/chartData'
import { InfoChart } from '../chart/InfoChart'
import { ChartViews } from '../components/ChartViews'
import { Change, TokenUnits, Usd } from '../components/figures'
import { InfoDetailHead, InfoDetailPage } from '../components/InfoDetail'
import { InfoNotFound } from '../components/InfoNotFound'
import { QueryState } from '../components/QueryState'
import { TransactionsTable } from '../components/TransactionsTable'
import { getChange } from '../rules/figures'
import { getPoolRow, getVolume7d } from '../rules/rows'

type PoolChartView = 'volume' | 'liquidity'

function PoolChart({ days, now }: { days: readonly PairPeriod[]; now: number }) {
  const { t } = useTranslation()
  const [view, setView] = useState<PoolChartView>('volume')
  const [range, setRange] = useState<ChartRange>('1M')
  const rows = inRange(days, range, now)
  const points = rows.map((day) => ({
    time: day.time,
    value: Number(view === 'volume' ? day.volumeUSD : day.reserveUSD),
  }))
  return (
    <InfoChart
      title={view === 'volume' ? t('Volume') : t('Liquidity')}
      series={{ kind: view === 'volume' ? 'histogram' : 'area', points }}
      range={range}
      onRangeChange={setRange}
      views={
        <ChartViews
          views={[
            ['volume', t('Volume')],
            ['liquidity', t('Liquidity')],
          ]}
          value={view}
          onChange={setView}
        />
      }
    />
  )
}

function PoolFigures({
  pair,
  days,
  now,
}: {
  pair: InfoPair
  days: readonly PairPeriod[]
  now: number
}) {
  const { t } = useTranslation()
  const hours = usePairHours([pair.id])
  return (
    <Card label={t('Pool figures')}>
      <QueryState query={hours}>
        {(data) => {
          const row = getPoolRow(pair, data, now)
          return (
            <StatList>
              <Stat label={t('Liquidity')} value={<Usd scaled={row.liquidity} />} />
              <Stat
                label={t('Volume 24H')}
                value={
                  <>
                    <Usd scaled={row.volume24h.current} />
                    <Change change={getChange(row.volume24h)} />
                  </>
                }
              />
              <Stat label={t('Volume 7D')} value={<Usd scaled={getVolume7d(days, now)} />} />
              <Stat label={t('LP reward fees 24H')} value={<Usd scaled={row.fees24h} />} />
              <Stat
                label={t('LP reward APR')}
                value={row.feeApr ? <FormattedNumber value={row.feeApr} kind="apr" /> : '-'}
              />
              <Stat
                label={t('Total tokens locked')}
                value={
                  <span className="info-stack">
                    <TokenUnits value={pair.reserve0} symbol={pair.token0.symbol} />
                    <TokenUnits value={pair.reserve1} symbol={pair.token1.symbol} />
                  </span>
                }
              />
            </StatList>
          )
        }}
      </QueryState>
    </Card>
  )
}

function PoolTransactions({ pair, now }: { pair: InfoPair; now: number }) {
  const transactions = useTransactions([pair.id])
  return (
    <Card>
      <QueryState query={transactions}>
        {(rows) => <TransactionsTable transactions={rows} now={now} />}
      </QueryState>
    </Card>
  )
}

function PoolContent({ address }: { address: `0x${string}` }) {
  const { now } = useIndexedNow()
  const details = usePairDetails(address)
  if (now === undefined) return null
  return (
    <QueryState query={details}>
      {({ pair, days }) =>
        pair ? (
          <>
            <InfoDetailHead
              kind="pool"
              id={pair.id}
              name={`${pair.token0.symbol}/${pair.token1.symbol}`}
              heading={`${pair.token0.symbol}/${pair.token1.symbol}`}
              addTo={`/add/${pair.token0.id}/${pair.token1.id}`}
              tradeTo={`/swap?inputCurrency=${pair.token0.id}&outputCurrency=${pair.token1.id}`}
            />
            <PoolFigures pair={pair} days={days} now={now} />
            <Card>
              <PoolChart days={days} now={now} />
            </Card>
            <PoolTransactions pair={pair} now={now} />
          </>
        ) : (
          <InfoNotFound kind="pool" />
        )
      }
    </QueryState>
  )
}

export function InfoPoolPage() {
  const { t } = useTranslation()
  return (
    <InfoDetailPage
      kind="pool"
      title={t('Pool')}
      content={(address) => <PoolContent address={address} />}
    />
  )
}
