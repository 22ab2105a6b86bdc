/**
 * The team standings as the index counts them: each team's rank, name (its page a link away),
 * volume (the sum of its best 500 traders' volumes, spec §9), registered members and its top
 * traders by username or short address with their volumes. Live until the window closes, then
 * final; the time they were counted at is shown.
 */
import { TEAM_TOP_MEMBERS } from '@ghost/sdk'
import { useId } from 'react'
import { Link } from 'react-router'
import { getAddress } from 'viem'
import type { ApiCompetitionStandings, ApiCompetitionTeam } from '../../../api/competition'
import { Card, List } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { teamPath, traderName } from '../rules/competitionRules'
import { BattleTime, Rank, UsdAmount } from './figures'

export type StandingsPanelProps = {
  standings: ApiCompetitionStandings | undefined
  failed: boolean
  onRetry: () => void
}

export function StandingsPanel({ standings, failed, onRetry }: StandingsPanelProps) {
  const { t } = useTranslation()
  const heading = useId()
  return (
    <Card labelledBy={heading} className="competition-panel">
      <h2 id={heading}>{t('Team standings')}</h2>
      <p className="ui-muted">
        {t('A team’s volume is the sum of its best %count% traders’ volumes.', {
          count: String(TEAM_TOP_MEMBERS),
        })}
      </p>
      {failed && !standings ? (
        <>
          <p role="alert">{t('Could not load the standings.')}</p>
          <div className="ui-actions">
            <button type="button" className="button-secondary" onClick={onRetry}>
              {t('Try again')}
            </button>
          </div>
        </>
      ) : !standings ? (
        <p role="status">{t('Loading…')}</p>
      ) : (
        <>
          <p className="ui-muted">
            {standings.final ? t('Final standings.') : t('Standings so far, as of')}{' '}
            {standings.final ? null : <BattleTime seconds={standings.asOf} />}
          </p>
          <List
            caption={t('Team standings')}
            captionHidden
            className="competition-standings"
            rows={standings.teams}
            rowKey={(team) => team.teamId}
            empty={t('No registered traders yet.')}
            columns={[
              {
                key: 'rank',
                header: t('Rank'),
                cell: (team) => <Rank rank={team.rank} />,
              },
              {
                key: 'team',
                header: t('Team'),
                rowHeader: true,
                cell: (team) => <Link to={teamPath(team.teamId)}>{team.name}</Link>,
              },
              {
                key: 'volume',
                header: t('Volume'),
                cell: (team) => <UsdAmount wei={team.volume} />,
              },
              {
                key: 'members',
                header: t('Members'),
                cell: (team) => String(team.members),
              },
              {
                key: 'traders',
                header: t('Top traders'),
                cell: (team) => <TopTraders team={team} />,
              },
            ]}
          />
        </>
      )}
    </Card>
  )
}

function TopTraders({ team }: { team: ApiCompetitionTeam }) {
  const { t } = useTranslation()
  if (team.topTraders.length === 0) return <span className="ui-muted">–</span>
  return (
    <ol
      className="competition-traders"
      aria-label={t('Top traders of %team%', { team: team.name })}
    >
      {team.topTraders.map((trader) => (
        <li key={trader.account}>
          <Rank rank={trader.rankInTeam} />{' '}
          <span className="competition-trader" title={getAddress(trader.account)}>
            {traderName(trader)}
          </span>{' '}
          <UsdAmount wei={trader.volume} />
        </li>
      ))}
    </ol>
  )
}
