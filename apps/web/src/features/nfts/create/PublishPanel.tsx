/**
 * The last step: store the token's metadata (`nft/datapost`) and either mint it now
 * (GhostCollection.mint, owner only, through the transaction modal) or put it on sale without
 * minting: a lazy order (sdk `nft/lazyOrder`) signed in the wallet under the collection's
 * ownership epoch and posted to `orders/create` (trade/lazyOrders). The price must be within the market's ask limits; the fee split and
 * what the creator receives are shown. A failure at any step keeps everything typed, and the
 * stored metadata is reused on the next try.
 */

import { getNftContracts } from '@ghost/contracts/manifest'
import { type ApiDatapost, Fraction, type TokenAttribute } from '@ghost/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { getAddress, type Hash, type Hex } from 'viem'
import { postTokenData, useNftApi } from '../../../api/nfts'
import { getMintedTokenId, mintNft } from '../../../chain/actions/nftCollection'
import { getTransactionErrorMessage } from '../../../chain/transactions/getTransactionError'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { TransactionConfirmationModal } from '../../transactions'
import { invalidateNftQueries } from '../data/invalidate'
import { getPublishFailureText, usePublishLazyOrder } from '../trade/lazyOrders'
import { useNftWriteOptions } from '../trade/nftWriteOptions'
import type { ChosenCollection } from './CollectionField'
import {
  getOrderExpiry,
  getPriceError,
  getSaleProceeds,
  ORDER_EXPIRY_DAYS,
  parseBnbPrice,
} from './createRules'
import { FieldMessage, StepError } from './FieldMessage'
import { useMarketTerms } from './useCreateData'

export type TokenDraft = {
  name: string
  description: string
  attributes: TokenAttribute[]
  /** CID of the uploaded image. */
  image: string
}

export type CreateResult =
  | { kind: 'minted'; collection: ChosenCollection; tokenId: bigint; name: string }
  | { kind: 'onSale'; collection: ChosenCollection; tokenUID: string; price: bigint; name: string }

export type PublishPanelProps = {
  collection: ChosenCollection | undefined
  /** Undefined while the form is incomplete or wrong (the buttons say why). */
  draft: TokenDraft | undefined
  onDone: (result: CreateResult) => void
  /** Shows the form's errors (the user tried to go on). */
  onInvalid: () => void
}

type Attempt = { attempting: boolean; hash?: Hash | undefined; error?: string | undefined }

const WEI_PER_BNB = 10n ** 18n
const bnb = (wei: bigint) => new Fraction(wei, WEI_PER_BNB)

export function PublishPanel({ collection, draft, onDone, onInvalid }: PublishPanelProps) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const { client, account } = useNftApi()
  const { manifest } = useRuntimeConfig()
  const factory = getNftContracts(manifest)?.NFTFactory
  const queryClient = useQueryClient()
  const { write } = useWriteFlow()
  const nftWrite = useNftWriteOptions()
  const publishLazyOrder = usePublishLazyOrder()
  const terms = useMarketTerms()
  const ids = { mode: useId(), price: useId(), expiry: useId() }
  const [mode, setMode] = useState<'mint' | 'sell'>('mint')
  const [price, setPrice] = useState('')
  const [expiryDays, setExpiryDays] = useState<number>(ORDER_EXPIRY_DAYS[0])
  const [attempt, setAttempt] = useState<Attempt>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  /** The last datapost and what it stored, reused while nothing changed. */
  const posted = useRef<{ key: string; data: ApiDatapost }>(undefined)

  const formatBnb = (wei: bigint) => format.significant(bnb(wei), 'amount')
  const priceWei = parseBnbPrice(price)
  const priceError = terms
    ? getPriceError(
        price,
        { minimum: terms.minimumAskPrice, maximum: terms.maximumAskPrice },
        formatBnb,
      )
    : undefined
  const proceeds =
    terms && collection && priceWei !== undefined && priceError === undefined
      ? getSaleProceeds(priceWei, {
          tradingFee: terms.tradingFee,
          ghostPotFee: terms.ghostPotFee,
          creatorFee: BigInt(collection.creatorFee),
          refererFee: BigInt(collection.refererFee),
        })
      : undefined

  async function datapost(chosen: ChosenCollection, token: TokenDraft): Promise<ApiDatapost> {
    const key = JSON.stringify({ collection: chosen.address, ...token })
    if (posted.current?.key === key) return posted.current.data
    const data = await postTokenData(client, {
      collection: chosen.address.toLowerCase(),
      ...token,
    })
    posted.current = { key, data }
    return data
  }

  function apiMessage(failure: unknown): string {
    return failure instanceof Error ? failure.message : String(failure)
  }

  async function confirmMint() {
    if (!collection || !draft || !account) return
    setAttempt({ attempting: true })
    let stored: ApiDatapost
    try {
      stored = await datapost(collection, draft)
    } catch (failure) {
      setAttempt({ attempting: false, error: apiMessage(failure) })
      return
    }
    try {
      const call = mintNft({
        collection: collection.address,
        to: getAddress(account),
        uri: stored.uri,
      })
      // no toast: the modal says what failed, and the form stays as typed
      const outcome = await write(
        { ...call, summary: t('Mint an NFT') },
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
      const tokenId = getMintedTokenId(outcome.receipt)
      posted.current = undefined
      setAttempt(undefined)
      await invalidateNftQueries(queryClient)
      onDone({ kind: 'minted', collection, tokenId, name: draft.name })
    } catch (failure) {
      console.error('Mint failed', failure)
      const message = getTransactionErrorMessage(failure, { flow: 'write' })
      setAttempt({
        attempting: false,
        error: message ? t(message.key, message.values) : apiMessage(failure),
      })
    }
  }

  async function sell() {
    if (!collection || !draft || !account || !factory || priceWei === undefined) return
    setBusy(true)
    setError(undefined)
    try {
      const stored = await datapost(collection, draft)
      await publishLazyOrder({
        collection: getAddress(collection.address),
        tokenUID: stored.tokenUID as Hex,
        uri: stored.uri,
        price: priceWei,
        creator: getAddress(account),
        expiry: getOrderExpiry(expiryDays, Date.now()),
      })
      posted.current = undefined
      await invalidateNftQueries(queryClient)
      onDone({
        kind: 'onSale',
        collection,
        tokenUID: stored.tokenUID,
        price: priceWei,
        name: draft.name,
      })
    } catch (failure) {
      console.error('Put on sale failed', failure)
      setError(
        getPublishFailureText(
          failure,
          t,
          t('You did not sign the order; nothing was put on sale.'),
        ),
      )
    } finally {
      setBusy(false)
    }
  }

  const missing = !collection
    ? t('Choose or create a collection first.')
    : !draft
      ? t('Upload an image and give the NFT a name first.')
      : undefined

  return (
    <fieldset className="create-publish">
      <legend>{t('Mint or sell')}</legend>
      <div role="radiogroup" aria-labelledby={ids.mode} className="create-modes">
        <span id={ids.mode}>{t('How to publish')}</span>
        <label>
          <input
            type="radio"
            name={ids.mode}
            checked={mode === 'mint'}
            onChange={() => setMode('mint')}
          />
          {t('Mint now')}
        </label>
        <label>
          <input
            type="radio"
            name={ids.mode}
            checked={mode === 'sell'}
            onChange={() => setMode('sell')}
          />
          {t('Put on sale by signing (minted when bought)')}
        </label>
      </div>
      {mode === 'sell' ? (
        <div className="create-sale">
          <div className="create-field">
            <label htmlFor={ids.price}>{t('Price (BNB)')}</label>
            <input
              id={ids.price}
              value={price}
              inputMode="decimal"
              placeholder="0.0"
              aria-invalid={priceError ? true : undefined}
              aria-describedby={`${ids.price}-hint ${ids.price}-error`}
              onChange={(event) => setPrice(event.currentTarget.value)}
            />
            <p id={`${ids.price}-hint`} className="create-hint">
              {terms
                ? t('Between %min% and %max% BNB.', {
                    min: formatBnb(terms.minimumAskPrice),
                    max: formatBnb(terms.maximumAskPrice),
                  })
                : t('Reading the market’s price limits…')}
            </p>
            <FieldMessage id={`${ids.price}-error`} message={priceError} />
          </div>
          <div className="create-field">
            <label htmlFor={ids.expiry}>{t('Offer valid for')}</label>
            <select
              id={ids.expiry}
              value={expiryDays}
              onChange={(event) => setExpiryDays(Number(event.currentTarget.value))}
            >
              {[...ORDER_EXPIRY_DAYS]
                .sort((a, b) => a - b)
                .map((days) => (
                  <option key={days} value={days}>
                    {days === 1
                      ? t('1 day')
                      : t('%days% days', { days: format.format(BigInt(days), { decimals: 0 }) })}
                  </option>
                ))}
            </select>
          </div>
          {proceeds ? (
            <dl className="create-fees" aria-label={t('Fee breakdown')}>
              <dt>{t('Platform fee')}</dt>
              <dd>
                <FormattedNumber value={bnb(proceeds.treasureFee)} kind="amount" /> BNB
              </dd>
              <dt>{t('Ghost Pot fee')}</dt>
              <dd>
                <FormattedNumber value={bnb(proceeds.ghostPotFee)} kind="amount" /> BNB
              </dd>
              <dt>{t('Referrer fee')}</dt>
              <dd>
                <FormattedNumber value={bnb(proceeds.refererFee)} kind="amount" /> BNB
              </dd>
              <dt>{t('Your royalty')}</dt>
              <dd>
                <FormattedNumber value={bnb(proceeds.creatorFee)} kind="amount" /> BNB
              </dd>
              <dt>{t('You receive')}</dt>
              <dd>
                <FormattedNumber value={bnb(proceeds.receive)} kind="amount" /> BNB
              </dd>
            </dl>
          ) : null}
        </div>
      ) : null}
      {missing ? <p className="create-hint">{missing}</p> : null}
      <StepError message={error} />
      {mode === 'mint' ? (
        <button
          type="button"
          className="create-primary"
          disabled={!collection}
          onClick={() => (draft ? setAttempt({ attempting: false }) : onInvalid())}
        >
          {t('Mint NFT')}
        </button>
      ) : (
        <button
          type="button"
          className="create-primary"
          disabled={!collection || busy || priceWei === undefined || priceError !== undefined}
          onClick={() => (draft ? void sell() : onInvalid())}
        >
          {busy ? t('Sign the order in your wallet…') : t('Sign and put on sale')}
        </button>
      )}
      {attempt ? (
        <TransactionConfirmationModal
          title={t('Mint NFT')}
          onDismiss={() => setAttempt(undefined)}
          attemptingTxn={attempt.attempting}
          hash={attempt.hash}
          errorMessage={attempt.error}
          pendingText={t('Minting %name% in %collection%', {
            name: draft?.name ?? '',
            collection: collection?.name ?? '',
          })}
        >
          <p>
            {t('Mint %name% into %collection% to your wallet.', {
              name: draft?.name ?? '',
              collection: collection?.name ?? '',
            })}
          </p>
          <button type="button" className="create-primary" onClick={() => void confirmMint()}>
            {t('Confirm')}
          </button>
        </TransactionConfirmationModal>
      ) : null}
    </fieldset>
  )
}
