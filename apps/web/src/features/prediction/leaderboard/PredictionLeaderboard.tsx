/**
 * The prediction leaderboard: the top players by net BNB, win rate or rounds played, each with
 * their rank, profile name (or shortened address), rounds played, win rate and signed net BNB; a
 * table on wide screens, one card per player on phones. The connected wallet's own record shows
 * under it when the wallet is not among the top.
 */
import { getNftContracts } from '@ghost/contracts/manifest'
import { Percent, shortenAddress } from '@ghost/sdk'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { profileQueries } from '../../../api/nfts/profileQueries'
import { useNftApi } from '../../../api/nfts/useNftApi'
import type {
  ApiPredictionPlayer,
  PredictionLeaderboardOrder,
} from '../../../api/prediction/predictionApi'
import {
  PREDICTION_LEADERBOARD_SIZE,
  predictionLeaderboardQuery,
  predictionPlayerQuery,
} from '../../../api/prediction/predictionQueries'
import { Card, List, type ListColumn } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { msg, useTranslation } from '../../../i18n'
import { BnbFigure } from '../history/BnbFigure'
import { type Choice, ChoiceGroup } from '../history/ChoiceGroup'
import '../history/shared.css'
import './leaderboard.css'

const ORDERS = [
  { value: 'netBnb', label: msg('Net BNB') },
  { value: 'winRate', label: msg('Win rate') },
  { value: 'roundsPlayed', label: msg('Rounds played') },
] as const satisfies readonly Choice<PredictionLeaderboardOrder>[]

/** A player with where they stand: a place in the top, or outside it. */
type Standing = { player: ApiPredictionPlayer; rank: number | undefined; you: boolean }

export function PredictionLeaderboard() {
  const { t } = useTranslation()
  const heading = useId()
  const { client, account } = useNftApi()
  const [orderBy, setOrderBy] = useState<PredictionLeaderboardOrder>('netBnb')
  const board = useQuery(predictionLeaderboardQuery(client, orderBy))
  const players = board.data?.players
  const inTop = account !== undefined && players?.some((player) => player.user === account)
  const own = useQuery({
    ...predictionPlayerQuery(client, account ?? ''),
    enabled: account !== undefined && players !== undefined && !inTop,
  })
  const choices = useMemo(
    () => ORDERS.map((choice) => ({ value: choice.value, label: t(choice.label) })),
    [t],
  )
  const top = useMemo<Standing[]>(
    () =>
      (players ?? []).map((player, index) => ({
        player,
        rank: index + 1,
        you: player.user === account,
      })),
    [players, account],
  )

  return (
    <Card labelledBy={heading} className="prediction-leaderboard">
      <h2 id={heading}>{t('Leaderboard')}</h2>
      <ChoiceGroup label={t('Order by')} choices={choices} value={orderBy} onChange={setOrderBy} />
      {/* a failed refresh keeps the table it had; only a first read that failed says so */}
      {players === undefined && !board.isError ? (
        <p className="prediction-leaderboard-muted" role="status">
          {t('Loading…')}
        </p>
      ) : players === undefined ? (
        <div className="prediction-leaderboard-empty">
          <p role="alert">{t('Could not load the leaderboard.')}</p>
          <button
            type="button"
            className="prediction-leaderboard-retry"
            disabled={board.isFetching}
            onClick={() => void board.refetch()}
          >
            {t('Try again')}
          </button>
        </div>
      ) : top.length === 0 ? (
        <p className="prediction-leaderboard-empty">
          {t('No one has played a finished round yet.')}
        </p>
      ) : (
        <>
          <Standings caption={t('Top players')} rows={top} />
          {/* a wallet that has not finished a round has no standing to show */}
          {!inTop && own.data && own.data.roundsPlayed > 0 ? (
            <Standings
              caption={t('Your standing')}
              rows={[{ player: own.data, rank: undefined, you: true }]}
            />
          ) : null}
        </>
      )}
    </Card>
  )
}

function Standings({ caption, rows }: { caption: string; rows: Standing[] }) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const columns = useMemo<ListColumn<Standing>[]>(
    () => [
      {
        key: 'rank',
        header: t('Rank'),
        cell: ({ rank }) =>
          rank === undefined
            ? t('Not in the top %count%', {
                count: format.full(BigInt(PREDICTION_LEADERBOARD_SIZE)),
              })
            : `#${format.full(BigInt(rank))}`,
      },
      {
        key: 'player',
        header: t('Player'),
        rowHeader: true,
        cell: ({ player, you }) => (
          <>
            <PlayerName address={player.user} />
            {you ? <span className="prediction-leaderboard-you">{t('You')}</span> : null}
          </>
        ),
      },
      {
        key: 'rounds',
        header: t('Rounds played'),
        align: 'end',
        cell: ({ player }) => format.full(BigInt(player.roundsPlayed)),
      },
      {
        key: 'winRate',
        header: t('Win rate'),
        align: 'end',
        cell: ({ player }) => format.percent(new Percent(BigInt(player.winRate), 10_000n)),
      },
      {
        key: 'net',
        header: t('Net BNB'),
        align: 'end',
        cell: ({ player }) => <BnbFigure wei={BigInt(player.netBnb)} signed />,
      },
    ],
    [t, format],
  )
  return (
    <List
      caption={caption}
      className="prediction-leaderboard-list prediction-card-list"
      columns={columns}
      rows={rows}
      rowKey={({ player }) => player.user}
    />
  )
}

/** The profile's username where the world has profiles and the wallet a name; else the address, shortened. */
function PlayerName({ address }: { address: string }) {
  const { manifest } = useRuntimeConfig()
  const { client } = useNftApi()
  const profiles = getNftContracts(manifest)?.Profile !== undefined
  const { data } = useQuery({
    ...profileQueries.username(client, address),
    enabled: profiles,
  })
  return (
    <span className="prediction-leaderboard-player" title={address}>
      {data?.username || shortenAddress(address)}
    </span>
  )
}
