/**
 * A team's members, the most points first, a page at a time ("Load more"): each one's username
 * (or shortened address, the full one on hover) linking to their profile, their points, and
 * whether their profile is active or paused.
 */
import { useId } from 'react'
import { Link } from 'react-router'
import { getAddress } from 'viem'
import type { ApiTeamMember } from '../../../api/teams'
import { Card, List } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { memberName, memberProfilePath } from '../rules/teamRules'

export type TeamMembersPanelProps = {
  members: readonly ApiTeamMember[]
  hasMore: boolean
  loadingMore: boolean
  /** The last "Load more" failed; the members read so far stay. */
  moreFailed: boolean
  onLoadMore: () => void
}

export function TeamMembersPanel({
  members,
  hasMore,
  loadingMore,
  moreFailed,
  onLoadMore,
}: TeamMembersPanelProps) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const id = useId()
  return (
    <Card labelledBy={`${id}-heading`} className="teams-panel">
      <h2 id={`${id}-heading`}>{t('Members')}</h2>
      <List
        caption={t('Members')}
        captionHidden
        className="teams-members"
        rows={members}
        rowKey={(member) => member.account}
        empty={t('No members yet')}
        columns={[
          {
            key: 'member',
            header: t('Member'),
            rowHeader: true,
            cell: (member) => (
              <Link
                className="teams-member-link"
                to={memberProfilePath(member.account)}
                title={getAddress(member.account)}
              >
                {memberName(member)}
              </Link>
            ),
          },
          {
            key: 'points',
            header: t('Points'),
            align: 'end',
            cell: (member) => format.full(BigInt(member.points)),
          },
          {
            key: 'status',
            header: t('Status'),
            cell: (member) => (member.isActive ? t('Active') : t('Paused')),
          },
        ]}
      />
      {moreFailed ? <p role="alert">{t('Could not load more members.')}</p> : null}
      {hasMore ? (
        <button
          type="button"
          className="button-secondary teams-more"
          disabled={loadingMore}
          onClick={onLoadMore}
        >
          {loadingMore ? t('Loading…') : t('Load more')}
        </button>
      ) : null}
    </Card>
  )
}
