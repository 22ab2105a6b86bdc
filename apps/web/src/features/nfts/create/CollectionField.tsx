/**
 * Which collection the NFT goes into: one the wallet owns, or a new one made here. A new name is
 * checked for uniqueness as it is typed ('taken' before any transaction); the royalty is capped
 * at the factory's MAX_CREATOR_FEE. Creating sends GhostNFTFactory.createCollection through the
 * transaction modal, then stores the collection's market page (name, description) on the API.
 */

import { getNftContracts } from '@ghost/contracts/manifest'
import { MAX_COLLECTION_DESCRIPTION_LENGTH, MAX_COLLECTION_NAME_LENGTH, Percent } from '@ghost/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { type Address, getAddress, type Hash } from 'viem'
import { storeCollection, useNftApi } from '../../../api/nfts'
import { createCollection, getCreatedCollection } from '../../../chain/actions/nftFactory'
import { getTransactionErrorMessage } from '../../../chain/transactions/getTransactionError'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { TransactionConfirmationModal } from '../../transactions'
import { invalidateNftQueries } from '../data/invalidate'
import { useNftWriteOptions } from '../trade/nftWriteOptions'
import {
  type CollectionForm,
  getCollectionFormErrors,
  hasCollectionFormErrors,
  MAX_COLLECTION_SYMBOL_LENGTH,
  parseRoyaltyPercent,
} from './createRules'
import { FieldMessage, StepError } from './FieldMessage'
import { useCollectionNameCheck, useOwnCollections } from './useCreateData'

export type ChosenCollection = {
  address: Address
  name: string
  /** Royalty and referrer fee in basis points (the sale breakdown). */
  creatorFee: number
  refererFee: number
}

/** GhostNFTFactory's DEFAULT_REFERER_FEE: what a new collection starts with. */
export const DEFAULT_REFERER_FEE_BPS = 100

export type CollectionFieldProps = {
  value: ChosenCollection | undefined
  onChange: (collection: ChosenCollection | undefined) => void
  signedIn: boolean
}

type Attempt = { attempting: boolean; hash?: Hash | undefined; error?: string | undefined }

const EMPTY_FORM: CollectionForm = { name: '', symbol: '', royalty: '', description: '' }

export function CollectionField({ value, onChange, signedIn }: CollectionFieldProps) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const { client, account } = useNftApi()
  const queryClient = useQueryClient()
  const own = useOwnCollections()
  const { manifest } = useRuntimeConfig()
  const factory = getNftContracts(manifest)?.NFTFactory
  const { write } = useWriteFlow()
  const nftWrite = useNftWriteOptions()
  const ids = {
    select: useId(),
    name: useId(),
    symbol: useId(),
    royalty: useId(),
    description: useId(),
  }
  const [form, setForm] = useState<CollectionForm>(EMPTY_FORM)
  const [touched, setTouched] = useState(false)
  const [attempt, setAttempt] = useState<Attempt>()
  const [created, setCreated] = useState<ChosenCollection[]>([])
  const [pageError, setPageError] = useState<string>()
  const nameCheck = useCollectionNameCheck(form.name)
  const nameUnique =
    nameCheck.state === 'taken' ? false : nameCheck.state === 'unique' ? true : undefined
  const errors = getCollectionFormErrors(form, nameUnique)
  const canCreate =
    !hasCollectionFormErrors(errors) && nameCheck.state !== 'checking' && account !== undefined

  const options: ChosenCollection[] = [
    ...created,
    ...(own.data ?? [])
      .filter(
        (collection) => !created.some((mine) => mine.address.toLowerCase() === collection.address),
      )
      .map((collection) => ({
        address: collection.address as Address,
        name: collection.name,
        creatorFee: collection.creatorFee,
        refererFee: collection.refererFee,
      })),
  ]
  const set = (patch: Partial<CollectionForm>) => setForm((previous) => ({ ...previous, ...patch }))
  const shown = (key: keyof CollectionForm) =>
    touched || (key === 'name' && nameCheck.state === 'taken') ? errors[key] : undefined

  async function confirm() {
    const royalty = parseRoyaltyPercent(form.royalty)
    if (!account || royalty === undefined) return
    const name = form.name.trim()
    setAttempt({ attempting: true })
    setPageError(undefined)
    try {
      if (!factory) throw new Error('This chain has no NFT market deployed.')
      const call = createCollection({
        factory,
        name,
        symbol: form.symbol.trim(),
        creatorFee: royalty,
        owner: getAddress(account),
      })
      // no toast: the modal says what failed, and the form stays as typed
      const outcome = await write(
        { ...call, summary: t('Create collection %name%', { name }) },
        {
          ...nftWrite,
          toastErrors: 'none',
          onSent: (hash) => setAttempt({ attempting: false, hash }),
        },
      )
      if (!outcome.ok) {
        setAttempt({ attempting: false, error: outcome.errorMessage })
        return
      }
      const address = getCreatedCollection(outcome.receipt)
      const chosen = {
        address,
        name,
        creatorFee: Number(royalty),
        refererFee: DEFAULT_REFERER_FEE_BPS,
      }
      setCreated((previous) => [chosen, ...previous])
      onChange(chosen)
      setForm(EMPTY_FORM)
      setTouched(false)
      setAttempt(undefined)
      try {
        // the market page carries the description; the indexed collection is there without it
        await storeCollection(client, {
          address: address.toLowerCase(),
          name,
          description: form.description.trim(),
        })
      } catch (failure) {
        setPageError(
          t('The collection was created, but its page was not saved: %message%', {
            message: failure instanceof Error ? failure.message : String(failure),
          }),
        )
      }
      await invalidateNftQueries(queryClient)
    } catch (failure) {
      console.error('Create collection failed', failure)
      const message = getTransactionErrorMessage(failure, { flow: 'write' })
      setAttempt({
        attempting: false,
        error: message ? t(message.key, message.values) : String(failure),
      })
    }
  }

  return (
    <fieldset className="create-collection">
      <legend>{t('Collection')}</legend>
      <div className="create-field">
        <label htmlFor={ids.select}>{t('Your collections')}</label>
        <select
          id={ids.select}
          value={value?.address ?? ''}
          onChange={(event) => {
            const address = event.currentTarget.value
            onChange(options.find((option) => option.address === address))
          }}
        >
          <option value="">
            {options.length === 0 ? t('You own no collection yet') : t('Choose a collection')}
          </option>
          {options.map((option) => (
            <option key={option.address} value={option.address}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="create-new-collection">
        <legend>{t('Or create a new collection')}</legend>
        <div className="create-field">
          <label htmlFor={ids.name}>{t('Collection name')}</label>
          <input
            id={ids.name}
            value={form.name}
            maxLength={MAX_COLLECTION_NAME_LENGTH}
            aria-invalid={shown('name') ? true : undefined}
            aria-describedby={`${ids.name}-error ${ids.name}-status`}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <FieldMessage id={`${ids.name}-error`} message={shown('name')} />
          <p id={`${ids.name}-status`} className="create-hint" aria-live="polite">
            {nameCheck.state === 'checking'
              ? t('Checking the name…')
              : nameCheck.state === 'unique'
                ? t('This name is available')
                : nameCheck.state === 'unknown'
                  ? t('Could not check the name')
                  : ''}
          </p>
        </div>
        <div className="create-field">
          <label htmlFor={ids.symbol}>{t('Symbol')}</label>
          <input
            id={ids.symbol}
            value={form.symbol}
            maxLength={MAX_COLLECTION_SYMBOL_LENGTH}
            autoCapitalize="characters"
            aria-invalid={shown('symbol') ? true : undefined}
            aria-describedby={`${ids.symbol}-error`}
            onChange={(event) => set({ symbol: event.currentTarget.value })}
          />
          <FieldMessage id={`${ids.symbol}-error`} message={shown('symbol')} />
        </div>
        <div className="create-field">
          <label htmlFor={ids.royalty}>{t('Royalty (%)')}</label>
          <input
            id={ids.royalty}
            value={form.royalty}
            inputMode="decimal"
            placeholder="0"
            aria-invalid={shown('royalty') ? true : undefined}
            aria-describedby={`${ids.royalty}-hint ${ids.royalty}-error`}
            onChange={(event) => set({ royalty: event.currentTarget.value })}
          />
          <p id={`${ids.royalty}-hint`} className="create-hint">
            {t('Paid to you on every sale, from 0% to 10%.')}
          </p>
          <FieldMessage id={`${ids.royalty}-error`} message={shown('royalty')} />
        </div>
        <div className="create-field">
          <label htmlFor={ids.description}>{t('Collection description')}</label>
          <textarea
            id={ids.description}
            value={form.description}
            maxLength={MAX_COLLECTION_DESCRIPTION_LENGTH}
            rows={2}
            onChange={(event) => set({ description: event.currentTarget.value })}
          />
          <FieldMessage id={`${ids.description}-error`} message={shown('description')} />
        </div>
        <button
          type="button"
          disabled={!signedIn || account === undefined}
          onClick={() => {
            setTouched(true)
            if (canCreate) setAttempt({ attempting: false })
          }}
        >
          {t('Create collection')}
        </button>
        <StepError message={pageError} />
      </fieldset>
      {attempt ? (
        <TransactionConfirmationModal
          title={t('Create collection')}
          onDismiss={() => setAttempt(undefined)}
          attemptingTxn={attempt.attempting}
          hash={attempt.hash}
          errorMessage={attempt.error}
          pendingText={t('Creating collection %name%', { name: form.name.trim() })}
        >
          <dl className="create-review">
            <dt>{t('Name')}</dt>
            <dd>{form.name.trim()}</dd>
            <dt>{t('Symbol')}</dt>
            <dd>{form.symbol.trim()}</dd>
            <dt>{t('Royalty')}</dt>
            <dd>{format.percent(Percent.fromBips(parseRoyaltyPercent(form.royalty) ?? 0n))}</dd>
          </dl>
          <button type="button" className="create-primary" onClick={() => void confirm()}>
            {t('Confirm')}
          </button>
        </TransactionConfirmationModal>
      ) : null}
    </fieldset>
  )
}
