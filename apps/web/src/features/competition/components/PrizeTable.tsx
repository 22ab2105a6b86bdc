/**
 * The prize table: one row per tier (team rank 1st, 2nd, 3rd or below × rank in the team #1–10,
 * #11–100, #101–500, #501 and below), each winner's prize in USD and profile points; once the
 * results are published, also what each winner receives of CAKE and the three partner tokens
 * (the USD value split 3:1:1:1 at the feeds' prices then, spec §9) and how many won it.
 */
import type { ApiCompetitionTier } from '@ghost/sdk'
import { useId } from 'react'
import { Card, List, type ListColumn } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { PrizeToken } from '../data/useCompetitionChain'
import { getTierName } from '../rules/competitionRules'
import { TokenAmount, UsdAmount } from './figures'

export function PrizeTable({
  tiers,
  tokens,
}: {
  tiers: readonly ApiCompetitionTier[]
  tokens: readonly PrizeToken[] | undefined
}) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const heading = useId()
  const published = tiers.some((tier) => tier.amounts !== null)
  // one cell for the four amounts: four columns more would not fit a tablet's width
  const receives: ListColumn<ApiCompetitionTier>[] = published
    ? [
        {
          key: 'tokens',
          header: t('Each winner receives'),
          cell: (tier) =>
            tier.amounts ? (
              <ul className="competition-tier-amounts">
                {tier.amounts.map((amount, index) => (
                  <li key={tokens?.[index]?.address ?? index}>
                    <TokenAmount amount={BigInt(amount)} token={tokens?.[index]} />
                  </li>
                ))}
              </ul>
            ) : (
              '–'
            ),
        },
        {
          key: 'winners',
          header: t('Winners'),
          cell: (tier) => String(tier.winners ?? 0),
        },
      ]
    : []
  return (
    <Card labelledBy={heading} className="competition-panel">
      <h2 id={heading}>{t('Prizes')}</h2>
      <p className="ui-muted">
        {t(
          'Each winner’s prize is paid 3:1:1:1 in CAKE and three partner tokens by value, priced when the results are published, with profile points.',
        )}
      </p>
      <List
        caption={t('Prizes')}
        captionHidden
        className="competition-prizes"
        rows={tiers}
        rowKey={(tier) => tier.tier}
        columns={[
          {
            key: 'teamRank',
            header: t('Team rank'),
            rowHeader: true,
            cell: (tier) => {
              const { teamRank } = getTierName(tier.tier)
              return t(teamRank)
            },
          },
          {
            key: 'ranks',
            header: t('Rank in team'),
            cell: (tier) => {
              const { ranks } = getTierName(tier.tier)
              return t(ranks.key, ranks.values)
            },
          },
          {
            key: 'usd',
            header: t('Prize (USD)'),
            cell: (tier) => <UsdAmount wei={tier.usdPrize} />,
          },
          { key: 'points', header: t('Points'), cell: (tier) => format.full(BigInt(tier.points)) },
          ...receives,
        ]}
      />
    </Card>
  )
}
