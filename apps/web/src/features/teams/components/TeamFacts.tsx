/**
 * What a team card says of a team: whether it takes new members (a badge: the word says it, the
 * colour only echoes it), its points and its members, in the user's number format.
 */
import type { ApiTeam } from '../../../api/teams'
import { Stat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'

export function JoinableBadge({ joinable }: { joinable: boolean }) {
  const { t } = useTranslation()
  return (
    <span className={joinable ? 'teams-badge teams-badge-joinable' : 'teams-badge'}>
      {joinable ? t('Joinable') : t('Closed')}
    </span>
  )
}

export function TeamStats({ team }: { team: Pick<ApiTeam, 'points' | 'members'> }) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  return (
    <StatList className="teams-stats">
      <Stat label={t('Points')} value={format.full(BigInt(team.points))} />
      <Stat label={t('Members')} value={format.full(BigInt(team.members))} />
    </StatList>
  )
}
