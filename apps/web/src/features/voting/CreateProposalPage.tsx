/**
 * `/voting/proposal/create`: Title, Content (Markdown, with a preview), Choices (two empty ones
 * to start, Add Choice, a Remove button for each), the start and the end (native date and time
 * inputs; the chain's clock fills a week from the next minute), the snapshot block (the latest
 * block unless changed), and the author's voting power there against the minimum to publish.
 * Publish checks every rule of spec §5 first (the sdk's `validateProposal`, on the chain's
 * clock) and shows each refusal under its field without opening the wallet; only a proposal the
 * rules accept is signed and sent, and the new proposal's page opens.
 */
import {
  VOTING_BODY_MAX_LENGTH,
  VOTING_DEFAULT_MIN_PROPOSAL_POWER,
  VOTING_TITLE_MAX_LENGTH,
} from '@ghost/sdk'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useConnection } from 'wagmi'
import { useNftApi } from '../../api/nfts/useNftApi'
import { voterPowerQuery, votingConfigQuery } from '../../api/voting'
import { Card, Page } from '../../components/layout'
import { lazyOnDemand, OnDemand } from '../../components/lazyOnDemand'
import { useDebouncedValue } from '../../components/useDebouncedValue'
import { useTranslation } from '../../i18n'
import { ChainLoading } from '../chainNode'
import { ConnectWalletButton } from '../wallet'
import { CakeAmount } from './components/CakeAmount'
import { ChoicesField } from './components/ChoicesField'
import { FieldError } from './components/FieldError'
import { useChainClock } from './data/useChainClock'
import { usePublishProposal } from './data/useVotingWrites'
import {
  defaultSchedule,
  emptyProposalForm,
  FORM_FIELD_ORDER,
  getProposalFormErrors,
  isProposalFormValid,
  type ProposalForm,
  type ProposalFormErrors,
  toProposalDraft,
} from './rules/proposalForm'
import { getVotingFailure, proposalPath, type VotingFailure } from './rules/votingRules'
import './voting.css'

/** The Markdown renderer is most of the voting pages' code: the form loads it for a preview only. */
const MarkdownPreview = lazyOnDemand(() =>
  import('./components/MarkdownBody').then((m) => m.MarkdownBody),
)

/** How long the snapshot field stays still before the power there is asked for. */
const SNAPSHOT_DEBOUNCE_MS = 400

type DateField = 'startDate' | 'startTime' | 'endDate' | 'endTime'

export function CreateProposalPage() {
  const { t } = useTranslation()
  const id = useId()
  const navigate = useNavigate()
  const { address } = useConnection()
  const { client } = useNftApi()
  const clock = useChainClock()
  const publishProposal = usePublishProposal()

  const [form, setForm] = useState<ProposalForm>(emptyProposalForm)
  const [filled, setFilled] = useState({ schedule: false, snapshot: false })
  const [preview, setPreview] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<'powerLoading'>()
  const [failure, setFailure] = useState<VotingFailure>()

  // The chain's clock and latest block fill the schedule and the snapshot once, as they arrive.
  if (!filled.schedule && clock.now !== undefined) {
    setFilled((done) => ({ ...done, schedule: true }))
    setForm((current) => ({ ...current, ...defaultSchedule(clock.now ?? 0n) }))
  }
  if (!filled.snapshot && clock.blockNumber !== undefined) {
    setFilled((done) => ({ ...done, snapshot: true }))
    setForm((current) => ({ ...current, snapshot: String(clock.blockNumber) }))
  }

  const draft = toProposalDraft(form)
  const typedSnapshot = draft.snapshot?.toString()
  const snapshot = useDebouncedValue(typedSnapshot, SNAPSHOT_DEBOUNCE_MS)
  const snapshotReadable =
    snapshot !== undefined &&
    BigInt(snapshot) > 0n &&
    clock.blockNumber !== undefined &&
    BigInt(snapshot) <= clock.blockNumber
  const config = useQuery(votingConfigQuery(client))
  const power = useQuery({
    ...voterPowerQuery(
      client,
      address ?? '',
      snapshot === undefined ? undefined : BigInt(snapshot),
    ),
    enabled: !!address && snapshotReadable,
  })
  const minPower = config.data
    ? BigInt(config.data.minProposalPower)
    : VOTING_DEFAULT_MIN_PROPOSAL_POWER
  // the power read for another snapshot than the one typed is not this draft's
  const powerHere = power.data && snapshot === typedSnapshot ? BigInt(power.data.total) : undefined

  const errors: ProposalFormErrors = getProposalFormErrors(form, {
    now: clock.now ?? 0n,
    latestBlock: clock.blockNumber,
    power: powerHere,
    minPower,
  })
  const shown = (field: Exclude<keyof ProposalFormErrors, 'choice'>) =>
    attempted || field === 'power' ? errors[field] : undefined
  const fieldId = (field: string) => `${id}-${field}`

  const update = <Field extends keyof ProposalForm>(field: Field, value: ProposalForm[Field]) => {
    setForm((current) => ({ ...current, [field]: value }))
    setNotice(undefined)
  }

  const focusFirstError = () => {
    const row = form.choices.find((choice) => errors.choice[choice.id] !== undefined)
    const targets = FORM_FIELD_ORDER.map((field) => {
      if (field === 'choices') {
        if (row) return fieldId(`choices-${row.id}`)
        return errors.choices ? fieldId('add-choice') : undefined
      }
      // the power is no field to correct here: the snapshot or the wallet is
      return field !== 'power' && errors[field] ? fieldId(field) : undefined
    })
    const target = targets.find((candidate) => candidate !== undefined)
    if (target === fieldId('body')) setPreview(false)
    // after the render that shows the messages (and the write tab, for the content)
    if (target) setTimeout(() => document.getElementById(target)?.focus(), 0)
  }

  const publish = async () => {
    setAttempted(true)
    setFailure(undefined)
    setNotice(undefined)
    if (!address) return
    if (!isProposalFormValid(errors)) return focusFirstError()
    const { start, end, snapshot: block } = draft
    if (start === undefined || end === undefined || block === undefined) return
    if (powerHere === undefined) return setNotice('powerLoading')
    setBusy(true)
    try {
      const stored = await publishProposal({
        author: address,
        draft: { ...draft, start, end, snapshot: block },
      })
      await navigate(proposalPath(stored.id))
    } catch (error) {
      setFailure(getVotingFailure(error))
    } finally {
      setBusy(false)
    }
  }

  const dateInput = (field: DateField, label: string, type: 'date' | 'time') => (
    <div className="voting-field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        type={type}
        value={form[field]}
        aria-invalid={shown(field) ? true : undefined}
        aria-describedby={shown(field) ? `${fieldId(field)}-error` : undefined}
        onChange={(event) => update(field, event.currentTarget.value)}
      />
      <FieldError id={`${fieldId(field)}-error`} message={shown(field)} />
    </div>
  )

  return (
    <Page title={t('Make a Proposal')} width="narrow">
      <p className="voting-back">
        <Link to="/voting">{t('Back to Vote Overview')}</Link>
      </p>
      <form
        className="voting-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void publish()
        }}
      >
        <div className="voting-field">
          <label htmlFor={fieldId('title')}>{t('Title')}</label>
          <input
            id={fieldId('title')}
            value={form.title}
            maxLength={VOTING_TITLE_MAX_LENGTH}
            aria-invalid={shown('title') ? true : undefined}
            aria-describedby={shown('title') ? `${fieldId('title')}-error` : undefined}
            onChange={(event) => update('title', event.currentTarget.value)}
          />
          <FieldError id={`${fieldId('title')}-error`} message={shown('title')} />
        </div>

        <div className="voting-field">
          <div className="voting-content-head">
            {preview ? (
              <span id={fieldId('body-label')} className="voting-label">
                {t('Content')}
              </span>
            ) : (
              <label htmlFor={fieldId('body')}>{t('Content')}</label>
            )}
            <fieldset className="voting-segmented">
              <legend className="visually-hidden">{t('Content view')}</legend>
              <button type="button" aria-pressed={!preview} onClick={() => setPreview(false)}>
                {t('Write')}
              </button>
              <button
                type="button"
                aria-pressed={preview}
                onPointerEnter={MarkdownPreview.preload}
                onFocus={MarkdownPreview.preload}
                onClick={() => setPreview(true)}
              >
                {t('Preview')}
              </button>
            </fieldset>
          </div>
          {preview ? (
            <section className="voting-preview" aria-labelledby={fieldId('body-label')}>
              {form.body.trim() ? (
                <OnDemand>
                  <MarkdownPreview markdown={form.body} />
                </OnDemand>
              ) : (
                <p className="voting-muted">{t('Nothing to preview')}</p>
              )}
            </section>
          ) : (
            <textarea
              id={fieldId('body')}
              value={form.body}
              rows={8}
              maxLength={VOTING_BODY_MAX_LENGTH}
              aria-invalid={shown('body') ? true : undefined}
              aria-describedby={`${fieldId('body')}-hint${shown('body') ? ` ${fieldId('body')}-error` : ''}`}
              onChange={(event) => update('body', event.currentTarget.value)}
            />
          )}
          <p id={`${fieldId('body')}-hint`} className="voting-hint">
            {t('Markdown: links, lists, emphasis and headings. HTML is not shown.')}
          </p>
          <FieldError id={`${fieldId('body')}-error`} message={shown('body')} />
        </div>

        <ChoicesField
          id={fieldId('choices')}
          addId={fieldId('add-choice')}
          choices={form.choices}
          onChange={(choices) => update('choices', choices)}
          listError={shown('choices')}
          rowErrors={attempted ? errors.choice : {}}
        />

        <fieldset className="voting-form-times">
          <legend>{t('Voting period')}</legend>
          {dateInput('startDate', t('Start date'), 'date')}
          {dateInput('startTime', t('Start time'), 'time')}
          {dateInput('endDate', t('End date'), 'date')}
          {dateInput('endTime', t('End time'), 'time')}
        </fieldset>

        <div className="voting-field">
          <label htmlFor={fieldId('snapshot')}>{t('Snapshot block')}</label>
          <input
            id={fieldId('snapshot')}
            inputMode="numeric"
            value={form.snapshot}
            aria-invalid={shown('snapshot') ? true : undefined}
            aria-describedby={`${fieldId('snapshot')}-hint${shown('snapshot') ? ` ${fieldId('snapshot')}-error` : ''}`}
            onChange={(event) => update('snapshot', event.currentTarget.value)}
          />
          <p id={`${fieldId('snapshot')}-hint`} className="voting-hint">
            {clock.blockNumber === undefined ? (
              <ChainLoading />
            ) : (
              t('Voting power is read at this block. The latest block is %block%.', {
                block: String(clock.blockNumber),
              })
            )}
          </p>
          <FieldError id={`${fieldId('snapshot')}-error`} message={shown('snapshot')} />
        </div>

        <Card labelledBy={fieldId('power-heading')} className="voting-panel">
          <h2 id={fieldId('power-heading')}>{t('Voting power')}</h2>
          {address ? (
            <p>
              {t('Your voting power at the snapshot block:')}{' '}
              {powerHere !== undefined ? (
                <CakeAmount wei={powerHere} />
              ) : power.isError && snapshot === typedSnapshot ? (
                <span role="alert">{t('Could not read your voting power.')}</span>
              ) : snapshotReadable || snapshot !== typedSnapshot ? (
                <span role="status">{t('Loading…')}</span>
              ) : (
                '—'
              )}
            </p>
          ) : null}
          <p>
            {t('Minimum to publish:')} <CakeAmount wei={minPower} />
          </p>
          <FieldError id={fieldId('power')} message={shown('power')} />
        </Card>

        {address ? (
          <button
            type="submit"
            className="button-primary voting-publish"
            disabled={busy || clock.now === undefined}
          >
            {busy ? t('Confirm in your wallet…') : t('Publish')}
          </button>
        ) : (
          <div className="voting-actions">
            <p>{t('Connect your wallet to publish a proposal.')}</p>
            <ConnectWalletButton className="button-primary" />
          </div>
        )}
        {attempted && !isProposalFormValid(errors) ? (
          <p role="alert" className="voting-error">
            {t('Please correct the fields marked above.')}
          </p>
        ) : null}
        {notice === 'powerLoading' ? (
          <p role="status">{t('Your voting power at the snapshot block is still loading.')}</p>
        ) : null}
        {failure ? (
          <p role="alert" className="voting-error">
            {failure.kind === 'wallet' ? t(failure.message) : failure.message}
          </p>
        ) : null}
      </form>
    </Page>
  )
}
