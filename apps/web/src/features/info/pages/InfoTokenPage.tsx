/**
 * `/info/tokens/:address`: a token's USD price with its 24 h change, liquidity, volume 24 h / 7 d,
 * its price candles (hourly for 1W, daily beyond), volume and liquidity charts, its pools and
 * their transactions, with links to trade and add liquidity. A malformed or unknown address
 * shows a not-found state.
 */
import { useState } from 'react'
import type { InfoPair, InfoToken, TokenPeriod } from '../../../api/info/entities'
import {
  useIndexedNow,
  useInfoMeta,
  useTokenDetails,
  useTokenHours,
  useTransactions,
} from '../../../api/info/infoQueries'
import { Card, Stat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { type ChartRange, type ChartSeries, inRange } from '../chart/chartData'
import { InfoChart } from '../chart/InfoChart'
import { ChartViews } from '../components/ChartViews'
import { Change, Usd, UsdPrice } from '../components/figures'
import { InfoDetailHead, InfoDetailPage } from '../components/InfoDetail'
import { InfoNotFound } from '../components/InfoNotFound'
import { PoolsTable } from '../components/PoolsTable'
import { QueryState } from '../components/QueryState'
import { TransactionsTable } from '../components/TransactionsTable'
import { usePoolRows } from '../data/useInfoRows'
import { DAY, fromScaled, getChange } from '../rules/figures'
import { getTokenRow, getVolume7d } from '../rules/rows'

type TokenChartView = 'price' | 'volume' | 'liquidity'

function toCandles(rows: readonly TokenPeriod[]) {
  return rows.map((row) => ({
    time: row.time,
    open: Number(row.open),
    high: Number(row.high),
    low: Number(row.low),
    close: Number(row.close),
  }))
}

function TokenChart({
  token,
  days,
  now,
}: {
  token: InfoToken
  days: readonly TokenPeriod[]
  now: number
}) {
  const { t } = useTranslation()
  const [view, setView] = useState<TokenChartView>('price')
  const [range, setRange] = useState<ChartRange>('1M')
  // a week of daily candles says little: 1W draws the hours
  const hourly = useTokenHours(
    view === 'price' && range === '1W' ? now - 7 * DAY : undefined,
    token.id,
  )
  let series: ChartSeries
  if (view === 'price') {
    const rows = range === '1W' ? inRange(hourly.data ?? [], range, now) : inRange(days, range, now)
    series = { kind: 'candles', candles: toCandles(rows) }
  } else {
    series = {
      kind: view === 'volume' ? 'histogram' : 'area',
      points: inRange(days, range, now).map((day) => ({
        time: day.time,
        value: Number(view === 'volume' ? day.volumeUSD : day.totalLiquidityUSD),
      })),
    }
  }
  const titles: Record<TokenChartView, string> = {
    price: t('Price'),
    volume: t('Volume'),
    liquidity: t('Liquidity'),
  }
  return (
    <InfoChart
      title={titles[view]}
      series={series}
      range={range}
      onRangeChange={setRange}
      views={
        <ChartViews
          views={[
            ['price', titles.price],
            ['volume', titles.volume],
            ['liquidity', titles.liquidity],
          ]}
          value={view}
          onChange={setView}
        />
      }
    />
  )
}

function TokenFigures({
  token,
  days,
  now,
}: {
  token: InfoToken
  days: readonly TokenPeriod[]
  now: number
}) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const meta = useInfoMeta()
  const hours = useTokenHours(now - 2 * DAY, token.id)
  return (
    <Card label={t('Token figures')}>
      <QueryState query={hours}>
        {(data) => {
          const row = getTokenRow(token, data, meta.data?.bnbPriceUSD ?? '0', now)
          return (
            <StatList>
              <Stat
                label={t('Price')}
                value={
                  <>
                    <UsdPrice value={fromScaled(row.priceUSD)} />
                    <Change change={row.priceChange} />
                  </>
                }
              />
              <Stat label={t('Liquidity')} value={<Usd scaled={row.liquidityUSD} />} />
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
              <Stat
                label={t('Transactions')}
                value={format.format(token.txCount, { decimals: 0 })}
              />
            </StatList>
          )
        }}
      </QueryState>
    </Card>
  )
}

function TokenPools({ pairs, now }: { pairs: InfoPair[]; now: number }) {
  const { t } = useTranslation()
  const rows = usePoolRows({ data: pairs, isError: false })
  const transactions = useTransactions(pairs.map((pair) => pair.id))
  return (
    <>
      <Card>
        <QueryState query={rows}>
          {(data) => <PoolsTable caption={t('Pools')} rows={data} />}
        </QueryState>
      </Card>
      <Card>
        {pairs.length === 0 ? (
          <p>{t('No Transactions')}</p>
        ) : (
          <QueryState query={transactions}>
            {(data) => <TransactionsTable transactions={data} now={now} />}
          </QueryState>
        )}
      </Card>
    </>
  )
}

function TokenContent({ address }: { address: `0x${string}` }) {
  const { now } = useIndexedNow()
  const details = useTokenDetails(address)
  if (now === undefined) return null
  return (
    <QueryState query={details}>
      {({ token, days, pairs }) =>
        token ? (
          <>
            <InfoDetailHead
              kind="token"
              id={token.id}
              name={token.symbol}
              heading={
                <>
                  {token.name} <span className="info-muted">({token.symbol})</span>
                </>
              }
              addTo={`/add/${token.id}`}
              tradeTo={`/swap?outputCurrency=${token.id}`}
            />
            <TokenFigures token={token} days={days} now={now} />
            <Card>
              <TokenChart token={token} days={days} now={now} />
            </Card>
            <TokenPools pairs={pairs} now={now} />
          </>
        ) : (
          <InfoNotFound kind="token" />
        )
      }
    </QueryState>
  )
}

export function InfoTokenPage() {
  const { t } = useTranslation()
  return (
    <InfoDetailPage
      kind="token"
      title={t('Token')}
      content={(address) => <TokenContent address={address} />}
    />
  )
}
