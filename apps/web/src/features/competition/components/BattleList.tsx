/**
 * Every battle the index knows, newest first, each a link to its page (`?id=`) with its state,
 * so a winner finds an earlier battle's claim while a newer one takes registrations.
 */
import { useId } from 'react'
import { Link } from 'react-router'
import type { ApiCompetition } from '../../../api/competition'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { competitionLink, STATE_LABELS } from '../rules/competitionRules'

export function BattleList({
  competitions,
  shown,
}: {
  competitions: readonly ApiCompetition[]
  shown: number
}) {
  const { t } = useTranslation()
  const heading = useId()
  if (competitions.length < 2) return null
  return (
    <Card labelledBy={heading} className="competition-panel">
      <h2 id={heading}>{t('All battles')}</h2>
      <ul className="competition-battles">
        {competitions.map((competition) => (
          <li key={competition.id}>
            <Link
              to={competitionLink(competition.id)}
              aria-current={competition.id === shown ? 'page' : undefined}
            >
              {t('Battle #%id%', { id: String(competition.id) })}
            </Link>{' '}
            <span className="ui-muted">{t(STATE_LABELS[competition.state])}</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
