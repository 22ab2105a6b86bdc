/**
 * `/voting/proposal/:id`: one proposal — its title, author, state and type, voting window and
 * snapshot block, its body (Markdown, rendered safely) — then "Cast your vote" while it is
 * active, the connected wallet's voting power at the snapshot with its parts, the results per
 * choice, the voters with their choice and power, and a recount anyone can ask for. The state
 * follows the chain's clock. An id that names no proposal shows that, with the way back.
 */
import { shortenAddress } from '@ghost/sdk'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { getAddress } from 'viem'
import { useConnection } from 'wagmi'
import { NftApiError } from '../../api/nfts/NftApiError'
import { useNftApi } from '../../api/nfts/useNftApi'
import {
  type ApiProposal,
  proposalQuery,
  proposalVotesQuery,
  voterPowerQuery,
} from '../../api/voting'
import { useOverridePageTitle } from '../../app/pageMetaOverride'
import { Card, EventTime, Page, Stat, StatList } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { MarkdownBody } from './components/MarkdownBody'
import { ProposalBadges } from './components/ProposalBadges'
import { RecountPanel } from './components/RecountPanel'
import { ResultsPanel } from './components/ResultsPanel'
import { VotePanel } from './components/VotePanel'
import { VotersPanel } from './components/VotersPanel'
import { VotingPowerPanel } from './components/VotingPowerPanel'
import { useChainClock } from './data/useChainClock'
import { findOwnVote, getShownState } from './rules/votingRules'
import './voting.css'

const PROPOSAL_ID = /^0x[0-9a-fA-F]{64}$/

const backLink = (label: string) => (
  <p className="voting-back">
    <Link to="/voting">{label}</Link>
  </p>
)

export function ProposalPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const { client } = useNftApi()
  const valid = PROPOSAL_ID.test(id)
  const proposal = useQuery({ ...proposalQuery(client, id), enabled: valid })
  const missing = !valid || (proposal.error instanceof NftApiError && proposal.error.status === 404)

  if (missing) {
    return (
      <Page title={t('Proposal not found')}>
        {backLink(t('Back to Vote Overview'))}
        <Card>
          <p>{t('There is no proposal with this id on this network.')}</p>
        </Card>
      </Page>
    )
  }
  if (proposal.isError) {
    return (
      <Page title={t('Proposal')}>
        {backLink(t('Back to Vote Overview'))}
        <Card>
          <p role="alert">{t('Could not load the proposal.')}</p>
          <button
            type="button"
            className="button-secondary"
            disabled={proposal.isFetching}
            onClick={() => void proposal.refetch()}
          >
            {t('Try again')}
          </button>
        </Card>
      </Page>
    )
  }
  if (!proposal.data) {
    return (
      <Page title={t('Proposal')}>
        {backLink(t('Back to Vote Overview'))}
        <Card busy>
          <p role="status">{t('Loading…')}</p>
        </Card>
      </Page>
    )
  }
  return <ProposalView proposal={proposal.data} />
}

function ProposalView({ proposal }: { proposal: ApiProposal }) {
  const { t } = useTranslation()
  useOverridePageTitle(proposal.title)
  const { address } = useConnection()
  const { client } = useNftApi()
  const { now } = useChainClock()
  const state = getShownState(proposal, now)
  const snapshot = BigInt(proposal.snapshot)

  const votes = useInfiniteQuery(proposalVotesQuery(client, proposal.id))
  const loadedVotes = useMemo(() => votes.data?.pages.flatMap((page) => page.data), [votes.data])
  const power = useQuery({
    ...voterPowerQuery(client, address ?? '', snapshot),
    enabled: !!address,
  })
  const author = getAddress(proposal.author)

  return (
    <Page>
      <div className="voting-layout voting-proposal">
        {backLink(t('Back to Vote Overview'))}
        <Card as="article" labelledBy="voting-proposal-title" className="voting-panel">
          <h1 id="voting-proposal-title" className="voting-proposal-title">
            {proposal.title}
          </h1>
          <ProposalBadges state={state} type={proposal.type} />
          <StatList className="voting-details">
            <Stat
              label={t('Author')}
              value={<span title={author}>{shortenAddress(author)}</span>}
            />
            <Stat label={t('Start')} value={<EventTime seconds={proposal.start} />} />
            <Stat label={t('End')} value={<EventTime seconds={proposal.end} />} />
            <Stat label={t('Snapshot block')} value={proposal.snapshot} />
          </StatList>
          <MarkdownBody markdown={proposal.body} />
        </Card>
        {state === 'active' ? (
          <VotePanel
            proposal={proposal}
            account={address}
            power={power.data ? BigInt(power.data.total) : undefined}
            ownVote={findOwnVote(loadedVotes ?? [], address)}
          />
        ) : null}
        {address ? (
          <VotingPowerPanel
            snapshot={proposal.snapshot}
            power={power.data}
            failed={power.isError}
            onRetry={() => void power.refetch()}
          />
        ) : null}
        <ResultsPanel proposal={proposal} closed={state === 'closed'} />
        <VotersPanel
          proposal={proposal}
          votes={loadedVotes}
          failed={votes.isError}
          hasMore={votes.hasNextPage}
          loadingMore={votes.isFetchingNextPage}
          onLoadMore={() => void votes.fetchNextPage()}
          onRetry={() => void votes.refetch()}
        />
        <RecountPanel proposal={proposal} />
      </div>
    </Page>
  )
}
