/**
 * "Verify results": asks the server to recount the proposal from the signed messages it stores
 * and the chain at the snapshot (anyone can do the same with the sdk's `recountProposal` and the
 * served messages), then shows each choice's recounted power, whether it equals the results
 * above, and how many stored votes the recount refused. The raw recount is linked as JSON.
 */
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { marketPath, nftApiUrl } from '../../../api/nfts/nftApiClient'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { type ApiProposal, proposalRecountQuery } from '../../../api/voting'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { getProposalResults } from '../rules/votingRules'
import { CakeAmount } from './CakeAmount'

export function RecountPanel({ proposal }: { proposal: Pick<ApiProposal, 'id' | 'choices'> }) {
  const { t } = useTranslation()
  const id = useId()
  const { client } = useNftApi()
  const [asked, setAsked] = useState(false)
  const recount = useQuery({ ...proposalRecountQuery(client, proposal.id), enabled: asked })
  const json = nftApiUrl(client, marketPath(client, 'voting', 'proposals', proposal.id, 'recount'))
  const results = recount.data
    ? getProposalResults({ choices: proposal.choices, scores: recount.data.scores }).results
    : undefined

  return (
    <Card labelledBy={`${id}-heading`} className="voting-panel">
      <h2 id={`${id}-heading`}>{t('Verify results')}</h2>
      <p className="voting-muted">
        {t(
          'Anyone can recount this result from the signed votes and the chain at the snapshot block.',
        )}
      </p>
      <div className="voting-actions">
        <button
          type="button"
          className="button-secondary"
          disabled={recount.isFetching}
          onClick={() => (asked ? void recount.refetch() : setAsked(true))}
        >
          {recount.isFetching ? t('Recounting…') : t('Recount')}
        </button>
        <a href={json} target="_blank" rel="noreferrer noopener">
          {t('Recount as JSON')}
        </a>
      </div>
      {recount.isError ? <p role="alert">{t('Could not recount the votes.')}</p> : null}
      {recount.data && results ? (
        <div role="status" className="voting-recount">
          <p className={recount.data.matchesStored ? 'voting-ok' : 'voting-error'}>
            {recount.data.matchesStored
              ? t('The recount matches the results shown.')
              : t('The recount differs from the results shown.')}
          </p>
          <ul className="voting-recount-scores">
            {results.map((result) => (
              <li key={result.choice}>
                <span>{result.label}</span> <CakeAmount wei={result.power} />
              </li>
            ))}
          </ul>
          <p className="voting-muted">
            {t('%count% voters counted, %rejected% votes refused.', {
              count: String(recount.data.voters),
              rejected: String(recount.data.rejected.length),
            })}
          </p>
        </div>
      ) : null}
    </Card>
  )
}
