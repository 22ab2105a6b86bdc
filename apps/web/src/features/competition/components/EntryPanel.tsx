/**
 * The wallet's part in the battle: what it needs to join (a connection; an active profile —
 * spec §6 — or the way to the profile page), Register through the app's write flow and then
 * "Registered for team X", its volume and ranks as the index counts them, and after the results
 * its prize tier with the exact amounts of each token the contract pays it, Claim, and Claimed;
 * No prize with the reason for a registrant the results pay nothing; Claim period over after the
 * window. A refused or failed write leaves the panel as it was, ready to try again.
 */
import type { ApiCompetitionTier, ApiCompetitionTrader } from '@ghost/sdk'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import type { Abi, Address, ContractFunctionName, Hex } from 'viem'
import { competitionKeys } from '../../../api/competition'
import { useWaitForIndex } from '../../../api/waitForIndex'
import { claimCompetitionPrize, registerForCompetition } from '../../../chain/actions/competition'
import { useBusyWrite } from '../../../chain/transactions/useBusyWrite'
import { useWriteFlow, type WriteRequest } from '../../../chain/transactions/useWriteFlow'
import { Card, OutputStat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { ConnectWalletButton } from '../../wallet'
import type { PrizeToken } from '../data/useCompetitionChain'
import { type EntryState, PROFILE_PATH } from '../rules/competitionRules'
import { Rank, TokenAmount, UsdAmount } from './figures'
import { TierName } from './TierName'

export type EntryPanelProps = {
  id: number
  contract: Address
  account: Address | undefined
  /** undefined without a wallet. */
  entry: EntryState | undefined
  /** The index's standing of the wallet; undefined before the live window or while read. */
  standing: ApiCompetitionTrader | null | undefined
  teamName: (teamId: number) => string
  tiers: readonly ApiCompetitionTier[]
  /** One winner's amounts per tier, from the chain. */
  tierPrizes: readonly (readonly bigint[])[] | undefined
  tokens: readonly PrizeToken[] | undefined
}

export function EntryPanel(props: EntryPanelProps) {
  const { t } = useTranslation()
  const heading = useId()
  const { entry, account, standing, teamName } = props
  const teamId = entry && 'teamId' in entry ? entry.teamId : undefined
  const showStanding = standing && entry && entry.kind !== 'register' && entry.kind !== 'cancelled'
  return (
    <Card labelledBy={heading} className="competition-panel competition-entry">
      <h2 id={heading}>{t('Your battle')}</h2>
      {!account || !entry ? (
        <div className="competition-notice">
          <p>{t('Connect your wallet to register and to see your rank and your prize.')}</p>
          <ConnectWalletButton className="button-primary" />
        </div>
      ) : (
        <>
          {teamId !== undefined && entry.kind !== 'register' ? (
            <p className="competition-registered" role="status">
              {t('Registered for team %team%', { team: teamName(teamId) })}
            </p>
          ) : null}
          <EntryBody {...props} entry={entry} account={account} />
          {showStanding ? <YourStanding standing={standing} /> : null}
        </>
      )}
    </Card>
  )
}

function EntryBody({
  id,
  contract,
  entry,
  teamName,
  tiers,
  tierPrizes,
  tokens,
}: EntryPanelProps & { entry: EntryState; account: Address }) {
  const { t } = useTranslation()
  switch (entry.kind) {
    case 'loading':
      return <p role="status">{t('Loading…')}</p>
    case 'needsProfile':
      return (
        <div className="competition-notice">
          <p role="status">
            {entry.paused
              ? t(
                  'Your profile is paused. Battle registration needs an active profile: reactivate it first.',
                )
              : t('Battle registration needs an active profile. Create yours first.')}
          </p>
          <Link className="button-primary competition-button-link" to={PROFILE_PATH}>
            {entry.paused ? t('Reactivate your profile') : t('Create your profile')}
          </Link>
        </div>
      )
    case 'register':
      return (
        <RegisterAction id={id} contract={contract} teamId={entry.teamId} teamName={teamName} />
      )
    case 'registered':
      return null
    case 'notRegistered':
      return <p>{t('You did not register for this battle.')}</p>
    case 'claim':
      return (
        <ClaimAction
          id={id}
          contract={contract}
          tier={entry.tier}
          proof={entry.proof}
          tiers={tiers}
          amounts={tierPrizes?.[entry.tier]}
          tokens={tokens}
        />
      )
    case 'claimed':
      return <Claimed tier={entry.tier} />
    case 'noPrize':
      return (
        <div className="competition-outcome">
          <p className="competition-outcome-title">{t('No prize')}</p>
          <p>
            {entry.reason === 'noVolume'
              ? t('You made no trades through the exchange during the live window.')
              : t('The published results give your volume no prize tier.')}
          </p>
        </div>
      )
    case 'resultsPending':
      return (
        <p role="status">
          {t('The results are published: your prize shows here once the index has read them.')}
        </p>
      )
    case 'badProof':
      return (
        <p role="alert" className="competition-error">
          {t(
            'The prize proof from the server does not match the results on the chain, so nothing can be claimed now. Try again later.',
          )}
        </p>
      )
    case 'over':
      return (
        <div className="competition-outcome">
          <p className="competition-outcome-title">{t('Claim period over')}</p>
          <p>{t('Prizes of this battle can no longer be claimed.')}</p>
        </div>
      )
    case 'cancelled':
      return <p>{t('This battle was cancelled: there is nothing to claim.')}</p>
  }
}

/**
 * A write of this panel (register, claim): the panel busy while it is in flight, every failure
 * toasted, the battle's data refetched once the server indexed it, and `done` once it went
 * through.
 */
function useBattleWrite() {
  const flow = useWriteFlow()
  const waitForIndex = useWaitForIndex()
  const { busy, send } = useBusyWrite(flow)
  const [done, setDone] = useState(false)
  const run = async <
    const abi extends Abi,
    functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  >(
    request: WriteRequest<abi, functionName>,
    { title, failure }: { title: string; failure: string },
  ) => {
    const outcome = await send(request, {
      success: { title, description: request.summary },
      failure,
      toastErrors: 'all',
      waitForIndex,
      invalidates: [competitionKeys.all],
    })
    if (outcome.ok) setDone(true)
  }
  return { ready: flow.ready, busy, done, run }
}

function RegisterAction({
  id,
  contract,
  teamId,
  teamName,
}: {
  id: number
  contract: Address
  teamId: number
  teamName: (teamId: number) => string
}) {
  const { t } = useTranslation()
  const { ready, busy, done, run } = useBattleWrite()
  const team = teamName(teamId)

  if (done) {
    return (
      <p className="competition-registered" role="status">
        {t('Registered for team %team%', { team })}
      </p>
    )
  }
  const register = () =>
    run(
      {
        ...registerForCompetition({ competition: contract, id: BigInt(id) }),
        summary: t('Register for battle #%id%', { id: String(id) }),
      },
      { title: t('Registered!'), failure: t('Could not register') },
    )
  return (
    <div className="competition-action">
      <p>
        {t(
          'You join for your profile’s team, %team%, and stay with it for the whole battle, even if your profile changes team.',
          { team },
        )}
      </p>
      <div className="ui-actions">
        <button
          type="button"
          className="button-primary"
          disabled={!ready || busy}
          onClick={() => void register()}
        >
          {busy ? t('Registering…') : t('Register')}
        </button>
      </div>
    </div>
  )
}

function ClaimAction({
  id,
  contract,
  tier,
  proof,
  tiers,
  amounts,
  tokens,
}: {
  id: number
  contract: Address
  tier: number
  proof: readonly Hex[]
  tiers: readonly ApiCompetitionTier[]
  amounts: readonly bigint[] | undefined
  tokens: readonly PrizeToken[] | undefined
}) {
  const { t } = useTranslation()
  const { ready, busy, done, run } = useBattleWrite()
  const listId = useId()
  const format = useNumberFormat()
  const points = tiers[tier]?.points

  if (done) return <Claimed tier={tier} />
  const claim = () =>
    run(
      {
        ...claimCompetitionPrize({ competition: contract, id: BigInt(id), tier, proof }),
        summary: t('Claim your battle #%id% prize', { id: String(id) }),
      },
      { title: t('Prize claimed!'), failure: t('Could not claim') },
    )
  return (
    <div className="competition-action">
      <p>
        {t('Your prize tier:')} <TierName tier={tier} />
      </p>
      <h3 id={listId}>{t('You receive')}</h3>
      {amounts && tokens ? (
        <ul className="competition-prize" aria-labelledby={listId}>
          {tokens.map((token, index) => (
            <li key={token.address}>
              <TokenAmount amount={amounts[index] ?? 0n} token={token} />
            </li>
          ))}
          {points !== undefined && points !== '0' ? (
            <li>{t('%points% profile points', { points: format.full(BigInt(points)) })}</li>
          ) : null}
        </ul>
      ) : (
        <p role="status">{t('Loading…')}</p>
      )}
      <div className="ui-actions">
        <button
          type="button"
          className="button-primary"
          disabled={!ready || busy || !amounts}
          onClick={() => void claim()}
        >
          {busy ? t('Claiming…') : t('Claim')}
        </button>
      </div>
    </div>
  )
}

function Claimed({ tier }: { tier: number | undefined }) {
  const { t } = useTranslation()
  return (
    <div className="competition-outcome">
      <p className="competition-outcome-title" role="status">
        {t('Claimed')}
      </p>
      {tier !== undefined ? (
        <p>
          {t('Your prize tier:')} <TierName tier={tier} />
        </p>
      ) : null}
    </div>
  )
}

/** The wallet's volume and ranks as the index counts them (final once the window closed). */
function YourStanding({ standing }: { standing: ApiCompetitionTrader }) {
  const { t } = useTranslation()
  const heading = useId()
  return (
    <section aria-labelledby={heading} className="competition-standing">
      <h3 id={heading}>{t('Your rank and volume')}</h3>
      <StatList>
        <OutputStat label={t('Your volume')}>
          <UsdAmount wei={standing.volume} />
        </OutputStat>
        <OutputStat label={t('Rank in your team')}>
          <Rank rank={standing.rankInTeam} />
        </OutputStat>
        <OutputStat label={t('Team rank')}>
          <Rank rank={standing.teamRank} />
        </OutputStat>
        <OutputStat label={t('Prize tier')}>
          {standing.tier === null ? t('None') : <TierName tier={standing.tier} />}
        </OutputStat>
      </StatList>
    </section>
  )
}
