/**
 * A proposal's results: each choice with its voting power and its share of all the power cast,
 * and a bar of that share (drawn for the eye; the figures say it in words). The server counts
 * them from the stored signed votes; the recount panel recomputes them for anyone who asks.
 */
import { useId } from 'react'
import type { ApiProposal } from '../../../api/voting'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { getProposalResults } from '../rules/votingRules'
import { CakeAmount } from './CakeAmount'

/** The bar's length: the share in hundredths of a percent, as a CSS percentage. */
const barLength = (power: bigint, total: bigint) =>
  total > 0n ? `${Number((power * 10_000n) / total) / 100}%` : '0%'

export function ResultsPanel({
  proposal,
  closed,
}: {
  proposal: Pick<ApiProposal, 'choices' | 'scores' | 'votes'>
  closed: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const { results, total } = getProposalResults(proposal)
  return (
    <Card labelledBy={`${id}-heading`} className="voting-panel">
      <h2 id={`${id}-heading`}>{closed ? t('Results') : t('Current results')}</h2>
      <ol className="voting-results">
        {results.map((result) => (
          <li key={result.choice} className="voting-result">
            <div className="voting-result-line">
              <span className="voting-result-label">{result.label}</span>
              <span className="voting-result-figures">
                <CakeAmount wei={result.power} />
                <FormattedNumber value={result.share} kind="percent" className="voting-share" />
              </span>
            </div>
            <div className="voting-bar" aria-hidden="true">
              <span style={{ inlineSize: barLength(result.power, total) }} />
            </div>
          </li>
        ))}
      </ol>
      <p className="voting-muted">
        {t('%count% votes', { count: String(proposal.votes) })} · {t('Total')}{' '}
        <CakeAmount wei={total} />
      </p>
    </Card>
  )
}
