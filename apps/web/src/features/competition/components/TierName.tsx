/** A prize tier by name: its team-rank bucket and its rank-in-team group ('1st team, #1–10'). */
import { useTranslation } from '../../../i18n'
import { getTierName } from '../rules/competitionRules'

export function useTierText(): (tier: number) => string {
  const { t } = useTranslation()
  return (tier) => {
    const { teamRank, ranks } = getTierName(tier)
    return t('%team%, %ranks%', { team: t(teamRank), ranks: t(ranks.key, ranks.values) })
  }
}

export function TierName({ tier }: { tier: number }) {
  const text = useTierText()
  return <span className="competition-tier">{text(tier)}</span>
}
