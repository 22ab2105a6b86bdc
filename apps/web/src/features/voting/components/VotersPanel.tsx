/**
 * Who voted: each voter (shortened, the full address on hover), their choice and their power at
 * the snapshot, the most power first, a page at a time ("Load more").
 */
import { shortenAddress } from '@ghost/sdk'
import { useId } from 'react'
import { getAddress } from 'viem'
import type { ApiProposal, ApiVote } from '../../../api/voting'
import { Card, List } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { choiceLabel } from '../rules/votingRules'
import { CakeAmount } from './CakeAmount'

export type VotersPanelProps = {
  proposal: Pick<ApiProposal, 'choices' | 'votes'>
  /** Undefined until the first page arrives. */
  votes: readonly ApiVote[] | undefined
  failed: boolean
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  onRetry: () => void
}

export function VotersPanel({
  proposal,
  votes,
  failed,
  hasMore,
  loadingMore,
  onLoadMore,
  onRetry,
}: VotersPanelProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <Card labelledBy={`${id}-heading`} className="voting-panel">
      <h2 id={`${id}-heading`}>{t('Votes (%count%)', { count: String(proposal.votes) })}</h2>
      {failed && !votes ? (
        <>
          <p role="alert">{t('Could not load the votes.')}</p>
          <button type="button" className="button-secondary" onClick={onRetry}>
            {t('Try again')}
          </button>
        </>
      ) : !votes ? (
        <p role="status">{t('Loading…')}</p>
      ) : (
        <>
          <List
            caption={t('Voters')}
            captionHidden
            className="voting-voters"
            rows={votes}
            rowKey={(vote) => vote.voter}
            empty={t('No votes yet')}
            columns={[
              {
                key: 'voter',
                header: t('Voter'),
                rowHeader: true,
                cell: (vote) => (
                  <span title={getAddress(vote.voter)}>
                    {shortenAddress(getAddress(vote.voter))}
                  </span>
                ),
              },
              {
                key: 'choice',
                header: t('Choice'),
                cell: (vote) => choiceLabel(proposal.choices, vote.choice),
              },
              {
                key: 'power',
                header: t('Voting power'),
                align: 'end',
                cell: (vote) => <CakeAmount wei={BigInt(vote.power)} />,
              },
            ]}
          />
          {hasMore ? (
            <button
              type="button"
              className="button-secondary voting-more"
              disabled={loadingMore}
              onClick={onLoadMore}
            >
              {loadingMore ? t('Loading…') : t('Load more')}
            </button>
          ) : null}
        </>
      )}
    </Card>
  )
}
