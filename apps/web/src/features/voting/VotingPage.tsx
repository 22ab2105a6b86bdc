/**
 * `/voting`: the proposals in one state (Active by default, Pending, Closed: `?state=`) and of one
 * type or both (`?type=core|community`), in the server's order for that state, a page at a time;
 * each row links to its proposal with its state, type and the time that matters (when an active
 * one ends, a pending one starts, a closed one ended). "Make a Proposal" leads to the form.
 */
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { useNftApi } from '../../api/nfts/useNftApi'
import { type ApiProposal, proposalListQuery } from '../../api/voting'
import { Card, EventTime, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { ProposalBadges } from './components/ProposalBadges'
import { useChainClock } from './data/useChainClock'
import {
  getShownState,
  type ProposalFilter,
  parseProposalFilter,
  proposalListPath,
  proposalPath,
  STATE_LABELS,
  TYPE_LABELS,
} from './rules/votingRules'
import './voting.css'

const STATES = ['active', 'pending', 'closed'] as const
const TYPES = [undefined, 'core', 'community'] as const

export function VotingPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const filter = parseProposalFilter(params)
  return (
    <Page
      title={t('Voting')}
      subtitle={t('Have your say in the future of the Ghost ecosystem.')}
      actions={
        <Link className="button-primary voting-button-link" to="/voting/proposal/create">
          {t('Make a Proposal')}
        </Link>
      }
    >
      <div className="voting-layout">
        <div className="voting-filters">
          <nav className="voting-tabs" aria-label={t('Proposal state')}>
            {STATES.map((state) => (
              <Link
                key={state}
                to={proposalListPath({ ...filter, state })}
                aria-current={filter.state === state ? 'page' : undefined}
              >
                {t(STATE_LABELS[state])}
              </Link>
            ))}
          </nav>
          <nav className="voting-tabs" aria-label={t('Proposal type')}>
            {TYPES.map((type) => (
              <Link
                key={type ?? 'all'}
                to={proposalListPath({ ...filter, type })}
                aria-current={filter.type === type ? 'page' : undefined}
              >
                {type ? t(TYPE_LABELS[type]) : t('All')}
              </Link>
            ))}
          </nav>
        </div>
        <ProposalList key={`${filter.state}-${filter.type ?? 'all'}`} filter={filter} />
      </div>
    </Page>
  )
}

function ProposalList({ filter }: { filter: ProposalFilter }) {
  const { t } = useTranslation()
  const { client } = useNftApi()
  const { now } = useChainClock()
  const list = useInfiniteQuery(proposalListQuery(client, filter.state, filter.type))

  if (list.isPending) {
    return (
      <p className="voting-muted" role="status">
        {t('Loading…')}
      </p>
    )
  }
  if (list.isError) {
    return (
      <Card>
        <p role="alert">{t('Could not load the proposals.')}</p>
        <button
          type="button"
          className="button-secondary"
          disabled={list.isFetching}
          onClick={() => void list.refetch()}
        >
          {t('Try again')}
        </button>
      </Card>
    )
  }
  const proposals = list.data.pages.flatMap((page) => page.data)
  if (proposals.length === 0) {
    return (
      <Card>
        <p>{t('No proposals found')}</p>
      </Card>
    )
  }
  return (
    <>
      <ul className="voting-list" aria-label={t('Proposals')}>
        {proposals.map((proposal) => (
          <li key={proposal.id}>
            <ProposalRow proposal={proposal} now={now} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <button
          type="button"
          className="button-secondary voting-more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('Loading…') : t('Load more')}
        </button>
      ) : null}
    </>
  )
}

function ProposalRow({ proposal, now }: { proposal: ApiProposal; now: bigint | undefined }) {
  const { t } = useTranslation()
  const state = getShownState(proposal, now)
  return (
    <article className="voting-row">
      <h2 className="voting-row-title">
        <Link to={proposalPath(proposal.id)}>{proposal.title}</Link>
      </h2>
      <p className="voting-row-meta">
        <ProposalBadges state={state} type={proposal.type} />
        <span className="voting-row-time">
          {state === 'pending' ? t('Starts') : state === 'active' ? t('Ends') : t('Ended')}{' '}
          <EventTime seconds={state === 'pending' ? proposal.start : proposal.end} />
        </span>
      </p>
    </article>
  )
}
