/**
 * `/teams/:id`: one team — its card (name, description, points, members, joinable), how to join
 * it (at profile creation), and its members, the most points first, a page at a time. A link
 * that names no team (not an id, or an id the index does not know) says so, with the way back;
 * a failed or malformed answer is an alert with Try again, never a crash.
 */
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { NftApiError } from '../../api/nfts/NftApiError'
import { useNftApi } from '../../api/nfts/useNftApi'
import { type ApiTeam, teamQuery } from '../../api/teams'
import { useOverridePageTitle } from '../../app/pageMetaOverride'
import { Card, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { JoinTeamPanel } from './components/JoinTeamPanel'
import { JoinableBadge, TeamStats } from './components/TeamFacts'
import { TeamMembersPanel } from './components/TeamMembersPanel'
import { loadedMembers, parseTeamId } from './rules/teamRules'
import './teams.css'

const backLink = (label: string) => (
  <p className="teams-back">
    <Link to="/teams">{label}</Link>
  </p>
)

export function TeamPage() {
  const { t } = useTranslation()
  const { id: param } = useParams()
  const { client } = useNftApi()
  const id = parseTeamId(param)
  // a link that names no team asks nothing; the query below is then never enabled
  const team = useInfiniteQuery({ ...teamQuery(client, id ?? 0), enabled: id !== undefined })
  const missing =
    id === undefined || (team.error instanceof NftApiError && team.error.status === 404)

  if (missing) {
    return (
      <Page title={t('Team not found')}>
        {backLink(t('Back to Teams'))}
        <Card>
          <p>{t('There is no team with this id on this network.')}</p>
        </Card>
      </Page>
    )
  }
  const pages = team.data?.pages
  const first = pages?.[0]
  if (!pages || !first) {
    return (
      <Page title={t('Team')}>
        {backLink(t('Back to Teams'))}
        {team.isError ? (
          <Card>
            <p role="alert">{t('Could not load the team.')}</p>
            <button
              type="button"
              className="button-secondary"
              disabled={team.isFetching}
              onClick={() => void team.refetch()}
            >
              {t('Try again')}
            </button>
          </Card>
        ) : (
          <Card busy>
            <p role="status">{t('Loading…')}</p>
          </Card>
        )}
      </Page>
    )
  }
  return (
    <TeamView team={first}>
      <TeamMembersPanel
        members={loadedMembers(pages)}
        hasMore={team.hasNextPage}
        loadingMore={team.isFetchingNextPage}
        moreFailed={team.isFetchNextPageError}
        onLoadMore={() => void team.fetchNextPage()}
      />
    </TeamView>
  )
}

/** The team's card and how to join it, above its members (`children`). */
function TeamView({ team, children }: { team: ApiTeam; children: ReactNode }) {
  const { t } = useTranslation()
  useOverridePageTitle(team.name)
  return (
    <Page>
      <div className="teams-layout">
        {backLink(t('Back to Teams'))}
        <Card as="article" labelledBy="teams-team-title" className="teams-card teams-team">
          <div className="teams-card-head">
            <h1 id="teams-team-title" className="teams-team-title">
              {team.name}
            </h1>
            <JoinableBadge joinable={team.joinable} />
          </div>
          {team.description ? <p className="teams-description">{team.description}</p> : null}
          <TeamStats team={team} />
        </Card>
        <JoinTeamPanel team={team} />
        {children}
      </div>
    </Page>
  )
}
