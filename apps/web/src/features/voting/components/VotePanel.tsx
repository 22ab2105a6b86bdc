/**
 * "Cast your vote" while a proposal is active: its choices as radio inputs and Cast Vote, which
 * asks the wallet to sign the vote and sends it. The chosen choice stays when the wallet refuses
 * or the server does (spec §8's 'Unable to sign payload', or the server's own sentence), so a
 * second try is one click. Without a wallet it offers to connect one; a wallet that held no CAKE
 * at the snapshot is told so instead of signing a vote the server would refuse.
 */
import { useId, useState } from 'react'
import type { Address } from 'viem'
import type { ApiProposal, ApiVote } from '../../../api/voting'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { ConnectWalletButton } from '../../wallet'
import { useCastVote } from '../data/useVotingWrites'
import {
  choiceLabel,
  getVoteAvailability,
  getVotingFailure,
  type VotingFailure,
} from '../rules/votingRules'

export type VotePanelProps = {
  proposal: ApiProposal
  account: Address | undefined
  /** The wallet's power at the snapshot; undefined while unknown. */
  power: bigint | undefined
  /** The wallet's latest vote here among those loaded. */
  ownVote: ApiVote | undefined
}

export function VotePanel({ proposal, account, power, ownVote }: VotePanelProps) {
  const { t } = useTranslation()
  const id = useId()
  const castVote = useCastVote(proposal)
  const [choice, setChoice] = useState<number>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<VotingFailure>()
  /** The vote this page cast, until the list brings it (or a later one). */
  const [cast, setCast] = useState<ApiVote>()
  const latest =
    cast && (!ownVote || cast.timestamp >= ownVote.timestamp) ? cast : (ownVote ?? undefined)
  const availability = getVoteAvailability({ state: 'active', account, power })

  const submit = async () => {
    if (!account || choice === undefined) return
    setBusy(true)
    setFailure(undefined)
    try {
      setCast(
        await castVote({
          voter: account,
          choice,
          lastVote: latest ? BigInt(latest.timestamp) : undefined,
        }),
      )
    } catch (error) {
      setFailure(getVotingFailure(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card labelledBy={`${id}-heading`} className="voting-panel">
      <h2 id={`${id}-heading`}>{t('Cast your vote')}</h2>
      <fieldset className="voting-choices" disabled={busy}>
        <legend className="visually-hidden">{t('Choices')}</legend>
        {proposal.choices.map((label, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its position (votes name it by number), fixed for the proposal's life
          <label key={index} className="voting-choice">
            <input
              type="radio"
              name={`${id}-choice`}
              value={index + 1}
              checked={choice === index + 1}
              onChange={() => setChoice(index + 1)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {latest ? (
        <p role="status">
          {t('You voted for “%choice%”.', { choice: choiceLabel(proposal.choices, latest.choice) })}{' '}
          {t('A new vote replaces it while the proposal is active.')}
        </p>
      ) : null}
      {availability === 'connect' ? (
        <ConnectWalletButton className="button-primary" />
      ) : (
        <>
          {availability === 'noPower' ? (
            <p className="voting-muted">
              {t('You had no voting power at the snapshot block, so you cannot vote.')}
            </p>
          ) : null}
          <button
            type="button"
            className="button-primary"
            disabled={busy || choice === undefined || availability !== 'open'}
            onClick={() => void submit()}
          >
            {busy ? t('Confirm in your wallet…') : t('Cast Vote')}
          </button>
        </>
      )}
      {failure ? (
        <p role="alert" className="voting-error">
          {failure.kind === 'wallet' ? t(failure.message) : failure.message}
        </p>
      ) : null}
    </Card>
  )
}
