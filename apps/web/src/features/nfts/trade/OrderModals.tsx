/**
 * The creator of a signed (lazy) order takes it off sale or changes its price. Either way the old
 * signature is retired on chain first (GhostNFTFactory.cancelOrder, through the transaction modal,
 * its toasts and Recent Transactions): hiding it in the API alone would leave a signature anyone
 * who saw it could still execute. Only then is the API told (`orders/cancel`), and a new price is
 * signed in the wallet and published.
 */
import { type ApiOrder, calculateNftFees, type NftFeeRates, toLazyOrder } from '@ghost/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address } from 'viem'
import { cancelOrder, useNftApi } from '../../../api/nfts'
import { cancelLazyOrder } from '../../../chain/actions/nftFactory'
import { useWriteFlow, type WriteOptions } from '../../../chain/transactions/useWriteFlow'
import { useTranslation } from '../../../i18n'
import { getOrderExpiry, ORDER_EXPIRY_DAYS } from '../create/createRules'
import { invalidateNftQueries } from '../data/invalidate'
import { getPublishFailureText, usePublishLazyOrder } from './lazyOrders'
import { useNftWriteOptions } from './nftWriteOptions'
import { BnbAmount, FeeBreakdownTable, PriceInput, TradeModal, usePriceInput } from './tradeParts'

type OrderModalProps = {
  itemName: string
  factory: Address
  order: ApiOrder
  onClose: () => void
  onSettled: () => void
}

/** The factory's cancelOrder for `order`, as one step of the write flow. */
function useRetireOrder(order: ApiOrder, factory: Address, itemName: string) {
  const { t } = useTranslation()
  const flow = useWriteFlow()
  const { client: api } = useNftApi()
  const summary = t('Cancel the signed order of %name%', { name: itemName })
  const retire = (options: WriteOptions) =>
    flow.write(
      { ...cancelLazyOrder({ factory, order: toLazyOrder(order) }), summary },
      {
        ...options,
        success: {
          title: t('Order cancelled'),
          description: t('The signed order of %name% can no longer be executed.', {
            name: itemName,
          }),
        },
      },
    )
  /** Tells the API once the chain has retired the order; the index learns it on its own too. */
  const tellApi = () =>
    cancelOrder(api, { tokenUID: order.tokenUID, collection: order.collection }).catch(
      (error: unknown) => console.warn('orders/cancel after the on-chain cancel failed', error),
    )
  return { flow, retire, tellApi }
}

export function CancelOrderModal({
  itemName,
  factory,
  order,
  onClose,
  onSettled,
}: OrderModalProps) {
  const { t } = useTranslation()
  const retire = useRetireOrder(order, factory, itemName)
  const { state, reset, ready } = retire.flow
  const nftWrite = useNftWriteOptions()
  const queryClient = useQueryClient()

  async function confirm() {
    if (!(await retire.retire(nftWrite)).ok) return
    // the API learns the cancel outside the write: the page refetches once it has
    await retire.tellApi()
    void invalidateNftQueries(queryClient)
    onSettled()
  }

  return (
    <TradeModal title={t('Cancel order')} state={state} onReset={reset} onClose={onClose}>
      <p className="nft-trade-name">{itemName}</p>
      <p>
        {t(
          'Your signature is retired on chain: nobody can buy this NFT with it any more. It stays unminted until you sign a new order.',
        )}
      </p>
      <div className="nft-trade-actions">
        <button
          type="button"
          className="nft-trade-primary"
          disabled={!ready}
          onClick={() => void confirm()}
        >
          {t('Confirm cancellation')}
        </button>
      </div>
    </TradeModal>
  )
}

/**
 * Two steps, as an approval and its action: the old order is cancelled on chain (step 1), then
 * the new price is signed and published (step 2). Closing between them leaves the NFT off sale,
 * never on sale at two prices. Without `retireFirst` (the order is no longer open) it is only
 * step 2: an unminted token signed for sale again.
 */
export function OrderPriceModal({
  itemName,
  factory,
  order,
  signer,
  retireFirst,
  typed,
  onType,
  rates,
  minimumAskPrice,
  maximumAskPrice,
  onClose,
  onSettled,
}: OrderModalProps & {
  /** Who signs the new order: the collection's owner now. */
  signer: Address
  retireFirst: boolean
  /** The typed price lives with the panel, so closing or a rejection loses nothing. */
  typed: string
  onType: (value: string) => void
  rates: NftFeeRates | undefined
  minimumAskPrice: bigint | undefined
  maximumAskPrice: bigint | undefined
}) {
  const { t } = useTranslation()
  const retire = useRetireOrder(order, factory, itemName)
  const publish = usePublishLazyOrder()
  const { state, reset, ready } = retire.flow
  const queryClient = useQueryClient()
  const [retired, setRetired] = useState(!retireFirst)
  const [signing, setSigning] = useState(false)
  const [signError, setSignError] = useState<string>()
  const { price, invalid, errorText } = usePriceInput(typed, minimumAskPrice, maximumAskPrice)
  const current = toLazyOrder(order)
  const currentPrice = current.price
  const unchanged = retireFirst && price !== undefined && price === currentPrice
  const breakdown = price !== undefined && rates ? calculateNftFees(price, rates) : undefined

  async function retireOld() {
    // an approval-kind step: the modal returns to the review, where signing is step 2
    if ((await retire.retire({ kind: 'approval' })).ok) {
      setRetired(true)
      await retire.tellApi()
      // the old order is gone whatever happens next: the page must not offer it again
      await invalidateNftQueries(queryClient)
    }
  }

  async function signNew() {
    if (price === undefined) return
    setSigning(true)
    setSignError(undefined)
    try {
      const { collection, tokenUID, uri } = current
      await publish({
        collection,
        tokenUID,
        uri,
        creator: signer,
        price,
        expiry: getOrderExpiry(ORDER_EXPIRY_DAYS[0], Date.now()),
      })
      // published over the API, not by a write: nothing else refetches
      void invalidateNftQueries(queryClient)
      onSettled()
      onClose()
    } catch (failure) {
      console.error('Signing the new price failed', failure)
      setSignError(
        getPublishFailureText(failure, t, t('You did not sign the order; the NFT is not on sale.')),
      )
    } finally {
      setSigning(false)
    }
  }

  return (
    <TradeModal
      title={retireFirst ? t('Adjust price') : t('Put on sale')}
      state={state}
      onReset={reset}
      onClose={onClose}
    >
      <p className="nft-trade-name">{itemName}</p>
      {retireFirst ? (
        <p>
          {t('Current price')}: <BnbAmount wei={currentPrice} />
        </p>
      ) : null}
      <PriceInput
        label={retireFirst ? t('New price (BNB)') : t('Sale price (BNB)')}
        typed={typed}
        onType={onType}
        errorText={errorText}
      />
      {/* the split of a price not yet typed is not loading: nothing to show */}
      {price === undefined ? null : (
        <FeeBreakdownTable breakdown={breakdown} receiver="you" royaltyToSeller />
      )}
      {retireFirst ? (
        <p className="nft-trade-muted">
          {t(
            'First the old order is cancelled on chain, then you sign the new price: the old signature can never be used again.',
          )}
        </p>
      ) : null}
      {signError ? (
        <p role="alert" className="nft-trade-error">
          {signError}
        </p>
      ) : null}
      <div className="nft-trade-actions">
        {retireFirst ? (
          <button
            type="button"
            disabled={retired || state.approving || invalid || unchanged || !ready}
            onClick={() => void retireOld()}
          >
            {retired
              ? t('Old order cancelled')
              : state.approving
                ? t('Cancelling the old order')
                : t('Cancel the old order')}
          </button>
        ) : null}
        <button
          type="button"
          className="nft-trade-primary"
          disabled={!retired || signing || invalid || unchanged}
          onClick={() => void signNew()}
        >
          {signing ? t('Waiting for your signature') : t('Sign the new price')}
        </button>
      </div>
    </TradeModal>
  )
}
