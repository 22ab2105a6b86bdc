/**
 * `/teams`: every profile team as a card — its name (a link to its page), description, points,
 * members and whether it takes new members — and how to join one: a team is chosen when a
 * profile is made, so the way in is the profile creation, unchanged.
 */
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Link } from 'react-router'
import { useNftApi } from '../../api/nfts/useNftApi'
import { type ApiTeam, teamsQuery } from '../../api/teams'
import { Card, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { JoinTeamPanel } from './components/JoinTeamPanel'
import { JoinableBadge, TeamStats } from './components/TeamFacts'
import { teamPath } from './rules/teamRules'
import './teams.css'

export function TeamsPage() {
  const { t } = useTranslation()
  return (
    <Page
      title={t('Teams')}
      subtitle={t('Every profile plays for a team. See the teams, their points and their members.')}
    >
      <div className="teams-layout">
        <TeamList />
        <JoinTeamPanel />
      </div>
    </Page>
  )
}

function TeamList() {
  const { t } = useTranslation()
  const { client } = useNftApi()
  const teams = useQuery(teamsQuery(client))

  if (teams.isPending) {
    return (
      <p className="teams-muted" role="status">
        {t('Loading…')}
      </p>
    )
  }
  if (teams.isError) {
    return (
      <Card>
        <p role="alert">{t('Could not load the teams.')}</p>
        <button
          type="button"
          className="button-secondary"
          disabled={teams.isFetching}
          onClick={() => void teams.refetch()}
        >
          {t('Try again')}
        </button>
      </Card>
    )
  }
  if (teams.data.length === 0) {
    return (
      <Card>
        <p>{t('No teams yet')}</p>
      </Card>
    )
  }
  return (
    <ul className="teams-grid" aria-label={t('Teams')}>
      {teams.data.map((team) => (
        <li key={team.teamId}>
          <TeamCard team={team} />
        </li>
      ))}
    </ul>
  )
}

/** One team; its name is the one link, stretched over the card. */
function TeamCard({ team }: { team: ApiTeam }) {
  const id = useId()
  return (
    <Card as="article" labelledBy={id} className="teams-card">
      <div className="teams-card-head">
        <h2 id={id} className="teams-card-title">
          <Link to={teamPath(team.teamId)}>{team.name}</Link>
        </h2>
        <JoinableBadge joinable={team.joinable} />
      </div>
      {team.description ? <p className="teams-description">{team.description}</p> : null}
      <TeamStats team={team} />
    </Card>
  )
}
