/**
 * The item page's trade panel (spec §4 market and user-NFT states, §6 permissions): by who is
 * looking, Buy (BNB or WBNB, the fee breakdown before buying); for the seller Adjust price and
 * Remove from market; for the creator of a signed order Adjust price and Cancel order (each
 * retires the signature on chain first); for the owner Sell and Transfer; for a profile picture a message that it
 * cannot be sold. Each action opens its transaction modal; typed prices and addresses stay here,
 * so closing a modal or a wallet rejection loses nothing.
 */
import {
  type ApiCollection,
  type ApiOpenOrder,
  type ApiOrder,
  type ApiToken,
  calculateNftFees,
} from '@ghost/sdk'
import { type JSX, useEffect, useState } from 'react'
import { zeroAddress } from 'viem'
import { OnDemand } from '../../../components/lazyOnDemand'
import { useTranslation } from '../../../i18n'
import type { BuyTarget } from './BuyModal'
import {
  BuyModal,
  CancelOrderModal,
  OrderPriceModal,
  PriceModal,
  preloadTradeModals,
  RemoveModal,
  TransferModal,
} from './lazyTradeModals'
import { BnbAmount, FeeBreakdownTable } from './tradeParts'
import { feesRoseSinceListing, getTradeRole, isSameAddress, TRADE_TEXTS } from './tradeRules'
import { useNftTradeReads } from './useNftTradeReads'

export type NftTradePanelProps = {
  token: ApiToken
  collection: ApiCollection | null
  /** The open lazy order when token.onOrder === 1 (the token may be unminted). */
  order: ApiOrder | null
  /** The latest order of an unminted token, open or not: the collection's owner may sign it again. */
  described: ApiOrder | null
  /** Told whenever one of the panel's dialogs opens or closes. */
  onDialogChange?: ((open: boolean) => void) | undefined
}

type Open =
  | 'buy'
  | 'list'
  | 'adjust'
  | 'remove'
  | 'transfer'
  | 'cancelOrder'
  | 'repriceOrder'
  | 'signOrder'

function weiOf(text: string | null | undefined): bigint | undefined {
  return text && /^\d{1,78}$/.test(text) ? BigInt(text) : undefined
}

export function NftTradePanel({
  token,
  collection,
  order,
  described,
  onDialogChange,
}: NftTradePanelProps): JSX.Element {
  const { t } = useTranslation()
  const {
    reads,
    collection: collectionAddress,
    tokenId,
  } = useNftTradeReads(token.collection.address || collection?.address || '', token.tokenId)
  const [open, setOpen] = useState<Open>()
  // What is being bought stays fixed while its modal is open: the reads change under it (the
  // ask disappears once bought), and the modal must stay to show the outcome.
  const [buying, setBuying] = useState<BuyTarget>()
  // Likewise the signed order being cancelled or repriced: it stops being open half way.
  const [changingOrder, setChangingOrder] = useState<ApiOpenOrder>()
  const [listPrice, setListPrice] = useState('')
  const [newPrice, setNewPrice] = useState('')
  const [transferTo, setTransferTo] = useState('')
  const dialogOpen = open !== undefined
  useEffect(() => {
    onDialogChange?.(dialogOpen)
  }, [dialogOpen, onDialogChange])

  const openOrder = order && order.status === 'open' && token.onOrder === 1 ? order : null
  const hasAsk = !!reads.ask && reads.ask.seller !== zeroAddress
  const role = getTradeRole({
    account: reads.account,
    askSeller: reads.ask?.seller,
    chainOwner: reads.chainOwner,
    apiOwner: token.owner,
    location: token.location,
    orderCreator: openOrder && !hasAsk && !reads.chainOwner ? openOrder.creator : undefined,
    market: reads.market,
    profile: reads.profile,
  })

  // The price on sale: the chain's ask, the API's ask while the read loads, or the lazy order's.
  const askPrice = hasAsk
    ? reads.ask?.price
    : reads.ask === undefined
      ? weiOf(token.currentAskPrice)
      : undefined
  const orderPrice = openOrder && !reads.chainOwner ? weiOf(openOrder.price) : undefined
  const price = askPrice && askPrice > 0n ? askPrice : orderPrice
  const breakdown =
    price !== undefined && reads.rates ? calculateNftFees(price, reads.rates) : undefined
  const feesRose =
    hasAsk && feesRoseSinceListing(breakdown?.netPrice, reads.ask?.sellerNet || undefined)

  // the write itself refetches the NFT queries (once mined, again once indexed)
  const settled = () => {
    setListPrice('')
    setNewPrice('')
    setTransferTo('')
  }
  const close = () => {
    setOpen(undefined)
    setBuying(undefined)
    setChangingOrder(undefined)
  }
  // an unminted token off sale (its order cancelled, expired or superseded): the collection's
  // owner signs it for sale again
  const canSignAgain =
    token.tokenId === null &&
    !openOrder &&
    described !== null &&
    !!reads.factory &&
    isSameAddress(reads.account, collection?.owner)
  // repricing retires the open order first; signing again starts from the last one
  const pricedOrder =
    open === 'repriceOrder' ? changingOrder : open === 'signOrder' ? described : undefined
  const changeOrder = (action: 'repriceOrder' | 'cancelOrder') => {
    if (!openOrder) return
    setChangingOrder(openOrder)
    setOpen(action)
  }

  const buyTarget: BuyTarget | undefined =
    price === undefined
      ? undefined
      : askPrice && reads.market && tokenId !== undefined
        ? { kind: 'ask', market: reads.market, collection: collectionAddress, tokenId, price }
        : openOrder && reads.factory
          ? { kind: 'order', factory: reads.factory, order: openOrder, price }
          : undefined

  return (
    <section className="nft-trade" aria-label={t('Trade')}>
      {price !== undefined ? (
        <>
          <p className="nft-trade-price">
            {t('Price')}: <BnbAmount wei={price} />
          </p>
          <FeeBreakdownTable
            breakdown={breakdown}
            receiver={role === 'seller' ? 'you' : 'seller'}
            royaltyToSeller={!askPrice && price === orderPrice}
          />
        </>
      ) : (
        <p className="nft-trade-muted">{t('Not for sale')}</p>
      )}

      {role === 'guest' ? (
        <p className="nft-trade-muted">{t('Connect your wallet to trade this NFT.')}</p>
      ) : null}

      {feesRose && (role === 'buyer' || role === 'seller') ? (
        <p role="note" className="nft-trade-note">
          {t(role === 'seller' ? TRADE_TEXTS.feesRoseSeller : TRADE_TEXTS.feesRoseBuyer)}
        </p>
      ) : null}

      {role === 'buyer' && buyTarget && !feesRose ? (
        <div className="nft-trade-actions">
          <button
            type="button"
            className="nft-trade-primary"
            {...preloadTradeModals}
            onClick={() => {
              setBuying(buyTarget)
              setOpen('buy')
            }}
          >
            {t('Buy')}
          </button>
        </div>
      ) : null}

      {role === 'creator' ? (
        <>
          <p className="nft-trade-muted">
            {t('You are selling this NFT with a signed order; buyers mint it when they buy.')}
          </p>
          {reads.factory ? (
            <div className="nft-trade-actions">
              <button
                type="button"
                {...preloadTradeModals}
                onClick={() => changeOrder('repriceOrder')}
              >
                {t('Adjust price')}
              </button>
              <button
                type="button"
                {...preloadTradeModals}
                onClick={() => changeOrder('cancelOrder')}
              >
                {t('Cancel order')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}

      {canSignAgain ? (
        <div className="nft-trade-actions">
          <button
            type="button"
            className="nft-trade-primary"
            {...preloadTradeModals}
            onClick={() => setOpen('signOrder')}
          >
            {t('Put on sale')}
          </button>
        </div>
      ) : null}

      {role === 'seller' ? (
        <div className="nft-trade-actions">
          <button type="button" {...preloadTradeModals} onClick={() => setOpen('adjust')}>
            {t('Adjust price')}
          </button>
          <button type="button" {...preloadTradeModals} onClick={() => setOpen('remove')}>
            {t('Remove from market')}
          </button>
        </div>
      ) : null}

      {role === 'owner' ? (
        <div className="nft-trade-actions">
          <button
            type="button"
            className="nft-trade-primary"
            {...preloadTradeModals}
            onClick={() => setOpen('list')}
          >
            {t('Sell')}
          </button>
          <button type="button" {...preloadTradeModals} onClick={() => setOpen('transfer')}>
            {t('Transfer')}
          </button>
        </div>
      ) : null}

      {role === 'profilePic' ? (
        <p role="note" className="nft-trade-note">
          {t(TRADE_TEXTS.profilePic)}
        </p>
      ) : null}

      <OnDemand>
        {open === 'buy' && buying ? (
          <BuyModal
            target={buying}
            itemName={token.name}
            breakdown={reads.rates ? calculateNftFees(buying.price, reads.rates) : undefined}
            bnbBalance={reads.bnbBalance}
            wbnbBalance={reads.wbnbBalance}
            wbnb={reads.wbnb}
            onClose={close}
            onSettled={settled}
          />
        ) : null}
        {(open === 'list' || open === 'adjust') && reads.market && tokenId !== undefined ? (
          <PriceModal
            mode={open}
            typed={open === 'list' ? listPrice : newPrice}
            onType={open === 'list' ? setListPrice : setNewPrice}
            itemName={token.name}
            market={reads.market}
            collection={collectionAddress}
            tokenId={tokenId}
            currentPrice={askPrice}
            rates={reads.rates}
            minimumAskPrice={reads.minimumAskPrice}
            maximumAskPrice={reads.maximumAskPrice}
            approved={reads.approved}
            listable={reads.listable}
            feesRose={feesRose}
            onClose={close}
            onSettled={settled}
          />
        ) : null}
        {open === 'remove' && reads.market && tokenId !== undefined ? (
          <RemoveModal
            itemName={token.name}
            market={reads.market}
            collection={collectionAddress}
            tokenId={tokenId}
            onClose={close}
            onSettled={settled}
          />
        ) : null}
        {open === 'cancelOrder' && changingOrder && reads.factory ? (
          <CancelOrderModal
            itemName={token.name}
            factory={reads.factory}
            order={changingOrder}
            onClose={close}
            onSettled={settled}
          />
        ) : null}
        {pricedOrder && reads.factory && reads.account ? (
          <OrderPriceModal
            itemName={token.name}
            factory={reads.factory}
            order={pricedOrder}
            signer={reads.account}
            retireFirst={open === 'repriceOrder'}
            typed={newPrice}
            onType={setNewPrice}
            rates={reads.rates}
            minimumAskPrice={reads.minimumAskPrice}
            maximumAskPrice={reads.maximumAskPrice}
            onClose={close}
            onSettled={settled}
          />
        ) : null}
        {open === 'transfer' && reads.account && tokenId !== undefined ? (
          <TransferModal
            itemName={token.name}
            account={reads.account}
            collection={collectionAddress}
            tokenId={tokenId}
            address={transferTo}
            onAddress={setTransferTo}
            onClose={close}
            onSettled={settled}
          />
        ) : null}
      </OnDemand>
    </section>
  )
}
