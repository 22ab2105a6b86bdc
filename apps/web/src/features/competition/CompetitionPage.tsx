/**
 * `/competition`: the trading battle. The latest battle (or the one `?id=` names; a link that
 * names none shows the latest and says so) with its state and, where the chain has a time for it,
 * the countdown; the wallet's part (Register with an active profile, its rank and volume, its
 * prize and Claim); the team standings with their top traders; the prize table; and every battle
 * a link away. The chain decides the state and what the wallet may send; the index brings the
 * battles, the standings and the claim's proof. Without the contract in this world the page says
 * so.
 */
import { getCompetitionContracts, getNftContracts } from '@ghost/contracts/manifest'
import { type ApiCompetition, getCompetitionState } from '@ghost/sdk'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import {
  competitionKeys,
  competitionQuery,
  competitionStandingsQuery,
  competitionsQuery,
  competitionUserQuery,
} from '../../api/competition'
import { NftApiError } from '../../api/nfts/NftApiError'
import { useNftApi } from '../../api/nfts/useNftApi'
import { teamsQuery } from '../../api/teams'
import { useBlock } from '../../chain/block/BlockProvider'
import { Card, LoadingCard, Page, RetryCard } from '../../components/layout'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { ChainLoading } from '../chainNode'
import { BattleCard } from './components/BattleCard'
import { BattleList } from './components/BattleList'
import { EntryPanel } from './components/EntryPanel'
import { PrizeTable } from './components/PrizeTable'
import { StandingsPanel } from './components/StandingsPanel'
import { useCompetitionChain } from './data/useCompetitionChain'
import { COMPETITION_PARAM, getEntryState, parseCompetitionId } from './rules/competitionRules'
import './competition.css'

/** How often the page asks the index again while it lags behind the chain's phase. */
const CATCH_UP_MS = 5_000

export function CompetitionPage() {
  const { t } = useTranslation()
  const { manifest } = useRuntimeConfig()
  const contract = getCompetitionContracts(manifest)?.TradingCompetition
  const subtitle = t(
    'Trade through the exchange to climb your team’s ranks. Teams rank by their best traders’ volume; prizes are paid in CAKE and three partner tokens.',
  )
  if (!contract) {
    return (
      <Page title={t('Trading battle')} subtitle={subtitle}>
        <Card>
          <p>{t('Trading battle is not available on this network.')}</p>
        </Card>
      </Page>
    )
  }
  return (
    <Page title={t('Trading battle')} subtitle={subtitle}>
      <Battles contract={contract} />
    </Page>
  )
}

function Battles({ contract }: { contract: Address }) {
  const { t } = useTranslation()
  const { client } = useNftApi()
  const [params] = useSearchParams()
  const asked = parseCompetitionId(params.get(COMPETITION_PARAM))
  const askedId = typeof asked === 'number' ? asked : undefined
  const list = useQuery({
    ...competitionsQuery(client),
    // "the first one will appear here": an empty list is asked again until the index has one
    refetchInterval: (query) => (query.state.data?.length === 0 ? CATCH_UP_MS : false),
  })
  const one = useQuery({
    ...competitionQuery(client, askedId ?? 0),
    enabled: askedId !== undefined,
  })
  const unknown =
    asked === 'invalid' || (one.error instanceof NftApiError && one.error.status === 404)
  const wantsList = askedId === undefined || unknown
  const shown =
    askedId !== undefined && one.data ? one.data : wantsList ? list.data?.[0] : undefined
  const failed = wantsList ? list.isError : one.isError && !unknown

  if (failed) {
    return (
      <RetryCard
        message={t('Could not load the battles. Try again later.')}
        actionsClassName="ui-actions"
        onRetry={() => void (wantsList ? list.refetch() : one.refetch())}
      />
    )
  }
  if (!shown && (wantsList ? list.isPending : one.isPending)) {
    return (
      <Card busy>
        <p role="status">{t('Loading…')}</p>
      </Card>
    )
  }
  return (
    <div className="ui-column">
      {unknown ? (
        <p className="competition-notice" role="status">
          {asked === 'invalid'
            ? t('This link names no battle: here is the latest one.')
            : t('There is no battle #%id%: here is the latest one.', { id: String(askedId) })}
        </p>
      ) : null}
      {shown ? (
        <BattleView key={shown.id} competition={shown} contract={contract} />
      ) : (
        <Card>
          <p>{t('No battle yet. The first one will appear here.')}</p>
        </Card>
      )}
      {shown && list.data ? <BattleList competitions={list.data} shown={shown.id} /> : null}
    </div>
  )
}

function BattleView({ competition, contract }: { competition: ApiCompetition; contract: Address }) {
  const { t } = useTranslation()
  const { manifest } = useRuntimeConfig()
  const { address: account } = useConnection()
  const { client } = useNftApi()
  const queryClient = useQueryClient()
  const { refresh } = useBlock()
  const { id } = competition
  const chain = useCompetitionChain({
    contract,
    multicall: manifest.contracts.Multicall,
    profile: getNftContracts(manifest)?.Profile,
    id,
    account,
  })
  const stored = chain.competition
  const live = (stored?.phase ?? competition.phase) === 'live'
  const standings = useQuery({
    ...competitionStandingsQuery(client, id),
    refetchInterval: live ? 30_000 : false,
  })
  const user = useQuery({
    ...competitionUserQuery(client, id, account ?? ''),
    enabled: !!account,
    refetchInterval: live ? 30_000 : false,
  })
  const teams = useQuery(teamsQuery(client))

  // the index follows the chain: while it has not seen the chain's phase yet, ask again
  const lagging = stored !== undefined && stored.phase !== competition.phase
  useEffect(() => {
    if (!lagging) return
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: competitionKeys.all })
    }, CATCH_UP_MS)
    return () => clearInterval(timer)
  }, [lagging, queryClient])

  const teamName = useCallback(
    (teamId: number) =>
      standings.data?.teams.find((team) => team.teamId === teamId)?.name ??
      teams.data?.find((team) => team.teamId === teamId)?.name ??
      t('#%id%', { id: String(teamId) }),
    [standings.data, teams.data, t],
  )

  const now = chain.now
  const state =
    stored && now !== undefined
      ? getCompetitionState({ phase: stored.phase, claimEnd: stored.claimEnd }, now)
      : competition.state
  const entry = useMemo(() => {
    if (!account) return undefined
    if (!stored || chain.registeredTeam === undefined || chain.claimed === undefined) {
      return { kind: 'loading' as const }
    }
    return getEntryState({
      state,
      registeredTeam: chain.registeredTeam,
      claimed: chain.claimed,
      profile: chain.profile,
      user: user.data,
      root: stored.root,
      resultsIndexed: competition.root !== null,
      competitionId: id,
      account,
    })
  }, [account, stored, chain, state, user.data, competition.root, id])

  if (chain.failed && !stored) {
    return (
      <RetryCard
        message={t('Could not read this battle from the chain. Try again later.')}
        actionsClassName="ui-actions"
        onRetry={() => void refresh()}
      />
    )
  }
  if (!stored || now === undefined) {
    return (
      <LoadingCard>
        <ChainLoading />
      </LoadingCard>
    )
  }
  return (
    <>
      <BattleCard
        id={id}
        state={state}
        times={stored}
        now={now}
        registrants={stored.registrantCount}
      />
      <EntryPanel
        id={id}
        contract={contract}
        account={account}
        entry={entry}
        standing={user.data?.standing}
        teamName={teamName}
        tiers={competition.tiers}
        tierPrizes={chain.tierPrizes}
        tokens={chain.tokens}
      />
      <StandingsPanel
        standings={standings.data}
        failed={standings.isError}
        onRetry={() => void standings.refetch()}
      />
      <PrizeTable tiers={competition.tiers} tokens={chain.tokens} />
    </>
  )
}
