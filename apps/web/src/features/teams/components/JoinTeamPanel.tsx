/**
 * How to join: a team is chosen when a profile is made (the profile page's "Create your
 * profile", which lists the joinable teams); these screens only lead there. A closed team says
 * it takes no one.
 */
import { useId } from 'react'
import { Link } from 'react-router'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { PROFILE_CREATION_PATH } from '../rules/teamRules'

export type JoinTeamPanelProps = {
  /** The team of its own page; the list's panel names none. */
  team?: { name: string; joinable: boolean } | undefined
}

export function JoinTeamPanel({ team }: JoinTeamPanelProps) {
  const { t } = useTranslation()
  const id = useId()
  const closed = team !== undefined && !team.joinable
  return (
    <Card labelledBy={`${id}-heading`} className="teams-panel teams-join">
      <h2 id={`${id}-heading`}>{team ? t('Join this team') : t('How to join a team')}</h2>
      {closed ? (
        <p>{t('%team% takes no new members.', { team: team.name })}</p>
      ) : (
        <>
          <p>
            {team
              ? t(
                  'Teams are chosen when a profile is made: pick %team% as you create your profile.',
                  {
                    team: team.name,
                  },
                )
              : t(
                  'Teams are chosen when a profile is made: pick one of the joinable teams as you create your profile.',
                )}
          </p>
          <p>
            <Link className="button-primary teams-button-link" to={PROFILE_CREATION_PATH}>
              {t('Create your profile')}
            </Link>
          </p>
        </>
      )}
    </Card>
  )
}
