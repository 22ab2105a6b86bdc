/**
 * The connected wallet's bets, newest first (spec §3: history filter all, collected, uncollected;
 * §4: won, lost, to reclaim; collected, uncollected): per bet its round, side, amount and result,
 * with Collect (won, unclaimed) and Reclaim (canceled, unclaimed) buttons, a "Collect all" that
 * claims every uncollected round in one transaction, and "Load more" for older pages. Without a
 * wallet it asks for one.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useNftApi } from '../../../api/nfts/useNftApi'
import type {
  ApiPredictionBet,
  PredictionHistoryFilter,
} from '../../../api/prediction/predictionApi'
import {
  predictionBetsQuery,
  predictionUncollectedQuery,
} from '../../../api/prediction/predictionQueries'
import { Card, List, type ListColumn } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { msg, useTranslation } from '../../../i18n'
import { ConnectWalletButton } from '../../wallet'
import { BnbFigure, bnbFraction } from './BnbFigure'
import { type Choice, ChoiceGroup } from './ChoiceGroup'
import { collectPlan, type HistoryRow, historyRow } from './historyRows'
import { type HistoryClaim, useHistoryClaim } from './useHistoryClaim'
import './history.css'
import './shared.css'

/** Running rounds end every 5 minutes: the list looks again twice a minute. */
const HISTORY_REFRESH_MS = 30_000

const FILTERS = [
  { value: 'all', label: msg('All') },
  { value: 'collected', label: msg('Collected') },
  { value: 'uncollected', label: msg('Uncollected') },
] as const satisfies readonly Choice<PredictionHistoryFilter>[]

const EMPTY: Record<PredictionHistoryFilter, string> = {
  all: msg('No prediction history available'),
  collected: msg('Nothing collected yet'),
  uncollected: msg('Nothing to collect'),
}

export function PredictionHistory({ account }: { account?: Address | undefined }) {
  const { t } = useTranslation()
  const heading = useId()
  return (
    <Card labelledBy={heading} className="prediction-history">
      <h2 id={heading}>{t('Your history')}</h2>
      {account ? (
        // a wallet switch starts afresh: no filter, pending claim or sent epoch carries over
        <AccountHistory key={account.toLowerCase()} account={account} />
      ) : (
        <div className="prediction-history-empty">
          <p>{t('Connect your wallet to see your prediction history.')}</p>
          <ConnectWalletButton className="button-primary" />
        </div>
      )}
    </Card>
  )
}

function AccountHistory({ account }: { account: Address }) {
  const { t } = useTranslation()
  const { client } = useNftApi()
  const claim = useHistoryClaim(account)
  const [filter, setFilter] = useState<PredictionHistoryFilter>('all')
  const bets = useInfiniteQuery({
    ...predictionBetsQuery(client, account, filter),
    refetchInterval: HISTORY_REFRESH_MS,
  })
  const choices = useMemo(
    () => FILTERS.map((choice) => ({ value: choice.value, label: t(choice.label) })),
    [t],
  )
  const rows = useMemo(() => bets.data?.pages.flatMap((page) => page.bets) ?? [], [bets.data])

  return (
    <>
      <CollectAll account={account} claim={claim} />
      <ChoiceGroup label={t('Show')} choices={choices} value={filter} onChange={setFilter} />
      {/* a failed refresh keeps the rows it had; only a first read that failed says so */}
      {bets.data === undefined && !bets.isError ? (
        <p className="prediction-history-muted" role="status">
          {t('Loading…')}
        </p>
      ) : bets.data === undefined ? (
        <div className="prediction-history-empty">
          <p role="alert">{t('Could not load your prediction history.')}</p>
          <button
            type="button"
            className="button-secondary"
            disabled={bets.isFetching}
            onClick={() => void bets.refetch()}
          >
            {t('Try again')}
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="prediction-history-empty">{t(EMPTY[filter])}</p>
      ) : (
        <>
          <BetList bets={rows} claim={claim} />
          {bets.hasNextPage ? (
            <button
              type="button"
              className="button-secondary prediction-history-more"
              disabled={bets.isFetchingNextPage}
              onClick={() => void bets.fetchNextPage()}
            >
              {bets.isFetchingNextPage ? t('Loading…') : t('Load more')}
            </button>
          ) : null}
        </>
      )}
    </>
  )
}

function BetList({ bets, claim }: { bets: ApiPredictionBet[]; claim: HistoryClaim }) {
  const { t } = useTranslation()
  const columns = useMemo<ListColumn<ApiPredictionBet>[]>(
    () => [
      {
        key: 'round',
        header: t('Round'),
        rowHeader: true,
        cell: (bet) => t('Round %id%', { id: bet.epoch }),
      },
      {
        key: 'position',
        header: t('Position'),
        cell: (bet) => (
          <span
            className={`prediction-history-side prediction-history-side-${bet.position.toLowerCase()}`}
          >
            {bet.position === 'Bull' ? t('UP') : t('DOWN')}
          </span>
        ),
      },
      { key: 'amount', header: t('Amount'), cell: (bet) => <BnbFigure wei={BigInt(bet.amount)} /> },
      {
        key: 'result',
        header: t('Result'),
        cell: (bet) => <BetResult row={historyRow(bet, claim.sent)} />,
      },
      {
        key: 'status',
        header: t('Status'),
        align: 'end',
        cell: (bet) => <BetStatus row={historyRow(bet, claim.sent)} claim={claim} />,
      },
    ],
    [t, claim],
  )
  return (
    <List
      caption={t('Your bets')}
      captionHidden
      className="prediction-history-list prediction-card-list"
      columns={columns}
      rows={bets}
      rowKey={(bet) => bet.epoch}
    />
  )
}

function BetResult({ row }: { row: HistoryRow }) {
  const { t } = useTranslation()
  const { result } = row
  switch (result.kind) {
    case 'won':
      return (
        <span className="prediction-history-result">
          {t('Won')} {result.amount === undefined ? null : <BnbFigure wei={result.amount} signed />}
        </span>
      )
    case 'lost':
      return <span className="prediction-history-result">{t('Lost')}</span>
    case 'tie':
      return (
        <span className="prediction-history-result">
          {t('Lost')}
          <span className="prediction-history-note">
            {t('Tie: the pot goes to the weekly CAKE burn')}
          </span>
        </span>
      )
    case 'reclaim':
      return (
        <span className="prediction-history-result">
          {t('Canceled')}
          <span className="prediction-history-note">{t('Your stake can be reclaimed')}</span>
        </span>
      )
    case 'running':
      return <span className="prediction-history-result">{t('Running')}</span>
  }
}

function BetStatus({ row, claim }: { row: HistoryRow; claim: HistoryClaim }) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  if (row.collected) return <span className="prediction-history-collected">{t('Collected')}</span>
  if (!row.action) return <span aria-hidden="true">—</span>
  const epoch = BigInt(row.epoch)
  const busy = claim.pending.has(row.epoch)
  if (row.action === 'collect') {
    const amount = row.result.kind === 'won' ? row.result.amount : undefined
    const summary =
      amount === undefined
        ? t('Collect winnings of round %id%', { id: row.epoch })
        : t('Collect %amount% BNB from round %id%', {
            id: row.epoch,
            amount: format.full(bnbFraction(amount)),
          })
    return (
      <button
        type="button"
        className="button-primary"
        aria-label={t('Collect round %id%', { id: row.epoch })}
        aria-busy={busy || undefined}
        disabled={!claim.ready || busy}
        onClick={() =>
          void claim.claim([epoch], {
            summary,
            success: t('Winnings collected'),
            failure: t('Could not collect winnings'),
          })
        }
      >
        {t('Collect')}
      </button>
    )
  }
  return (
    <button
      type="button"
      className="button-secondary"
      aria-label={t('Reclaim round %id%', { id: row.epoch })}
      aria-busy={busy || undefined}
      disabled={!claim.ready || busy}
      onClick={() =>
        void claim.claim([epoch], {
          summary: t('Reclaim round %id%', { id: row.epoch }),
          success: t('Position reclaimed'),
          failure: t('Could not reclaim'),
        })
      }
    >
      {t('Reclaim')}
    </button>
  )
}

/** Every uncollected round (winnings and refunds) in one `claim(epochs)`. */
function CollectAll({ account, claim }: { account: Address; claim: HistoryClaim }) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const { client } = useNftApi()
  const { data } = useQuery({
    ...predictionUncollectedQuery(client, account),
    refetchInterval: HISTORY_REFRESH_MS,
  })
  const plan = useMemo(() => collectPlan(data ?? [], claim.sent), [data, claim.sent])
  if (plan.epochs.length === 0) return null
  const busy = plan.epochs.some((epoch) => claim.pending.has(epoch.toString()))
  const rounds = format.full(BigInt(plan.epochs.length))
  return (
    <div className="prediction-history-collect-all">
      <dl>
        <div>
          <dt>{t('Rounds to collect')}</dt>
          <dd>{rounds}</dd>
        </div>
        <div>
          <dt>{t('Total to collect')}</dt>
          <dd>
            <BnbFigure wei={plan.total} />
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="button-primary"
        aria-busy={busy || undefined}
        disabled={!claim.ready || busy}
        onClick={() =>
          void claim.claim(plan.epochs, {
            summary: t('Collect %amount% BNB from %count% rounds', {
              amount: format.full(bnbFraction(plan.total)),
              count: rounds,
            }),
            success: t('Winnings collected'),
            failure: t('Could not collect winnings'),
          })
        }
      >
        {t('Collect all')}
      </button>
    </div>
  )
}
