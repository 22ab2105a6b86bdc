/** A proposal's state and type as badges: the words say it, the colour only echoes it. */
import type { ProposalState, ProposalType } from '@ghost/sdk'
import { useTranslation } from '../../../i18n'
import { STATE_LABELS, TYPE_LABELS } from '../rules/votingRules'

export function ProposalBadges({ state, type }: { state: ProposalState; type: ProposalType }) {
  const { t } = useTranslation()
  return (
    <span className="voting-badges">
      <span className={`voting-badge voting-state-${state}`}>{t(STATE_LABELS[state])}</span>
      <span className={`voting-badge voting-type-${type}`}>{t(TYPE_LABELS[type])}</span>
    </span>
  )
}
