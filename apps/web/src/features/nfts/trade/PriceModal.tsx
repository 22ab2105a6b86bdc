/**
 * Listing an NFT for sale (approve the market for the token, then createAskOrder) or adjusting
 * the price of an open ask (modifyAskOrder). The price must be within the market's limits; the
 * fees and what the seller receives follow the typed price (the sdk's split with the market's
 * current rates, exactly as the contract splits).
 */
import { calculateNftFees, type NftFeeRates } from '@ghost/sdk'
import type { Address } from 'viem'
import { approveNft } from '../../../chain/actions/nftCollection'
import { createAskOrder, modifyAskOrder } from '../../../chain/actions/nftMarket'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { useTranslation } from '../../../i18n'
import { useNftWriteOptions } from './nftWriteOptions'
import {
  BnbAmount,
  FeeBreakdownTable,
  PriceInput,
  TradeModal,
  useBnbText,
  usePriceInput,
} from './tradeParts'
import { TRADE_TEXTS } from './tradeRules'

export function PriceModal({
  mode,
  typed,
  onType,
  itemName,
  market,
  collection,
  tokenId,
  currentPrice,
  rates,
  minimumAskPrice,
  maximumAskPrice,
  approved,
  listable,
  feesRose = false,
  onClose,
  onSettled,
}: {
  mode: 'list' | 'adjust'
  /** The typed price lives with the panel, so closing or a rejection loses nothing. */
  typed: string
  onType: (value: string) => void
  itemName: string
  market: Address
  collection: Address
  tokenId: bigint
  currentPrice: bigint | undefined
  rates: NftFeeRates | undefined
  minimumAskPrice: bigint | undefined
  maximumAskPrice: bigint | undefined
  approved: boolean | undefined
  listable: boolean | undefined
  /** The ask's fees rose since listing: confirming the same price unblocks it. */
  feesRose?: boolean | undefined
  onClose: () => void
  onSettled: () => void
}) {
  const { t } = useTranslation()
  const bnbText = useBnbText()
  const flow = useWriteFlow()
  const { state, reset, ready } = flow
  const nftWrite = useNftWriteOptions()
  const { price, invalid, errorText } = usePriceInput(typed, minimumAskPrice, maximumAskPrice)
  // the same price again is a real change when fees rose: repricing accepts today's fees
  const unchanged = mode === 'adjust' && !feesRose && price !== undefined && price === currentPrice
  const breakdown = price !== undefined && rates ? calculateNftFees(price, rates) : undefined
  const needsApproval = mode === 'list' && approved === false
  const blocked = mode === 'list' && listable === false

  const summary =
    mode === 'list'
      ? t('List %name% for %amount% BNB', { name: itemName, amount: price ? bnbText(price) : '' })
      : t('Adjust the price of %name% to %amount% BNB', {
          name: itemName,
          amount: price ? bnbText(price) : '',
        })

  async function submit() {
    if (price === undefined) return
    const ask = { market, collection, tokenId, price }
    const call = mode === 'list' ? createAskOrder(ask) : modifyAskOrder(ask)
    const outcome = await flow.write(
      { ...call, summary },
      {
        ...nftWrite,
        success:
          mode === 'list'
            ? {
                title: t('Item listed'),
                description: t('%name% is now for sale.', { name: itemName }),
              }
            : {
                title: t('Price adjusted'),
                description: t('The price of %name% has changed.', { name: itemName }),
              },
      },
    )
    if (outcome.ok) onSettled()
  }

  function enableListing() {
    const approveSummary = t('Enable listing of %name%', { name: itemName })
    void flow.write(
      { ...approveNft({ collection, spender: market, tokenId }), summary: approveSummary },
      {
        kind: 'approval',
        success: {
          title: t('Contract approved'),
          description: t('You can now list this NFT for sale.'),
        },
      },
    )
  }

  return (
    <TradeModal
      title={mode === 'list' ? t('List for sale') : t('Adjust price')}
      state={state}
      onReset={reset}
      onClose={onClose}
    >
      <p className="nft-trade-name">{itemName}</p>
      {mode === 'adjust' && currentPrice !== undefined ? (
        <p>
          {t('Current price')}: <BnbAmount wei={currentPrice} />
        </p>
      ) : null}
      {blocked ? (
        <p role="alert" className="nft-trade-error">
          {t(TRADE_TEXTS.notListable)}
        </p>
      ) : null}
      <PriceInput
        label={mode === 'list' ? t('Sale price (BNB)') : t('New price (BNB)')}
        typed={typed}
        onType={onType}
        errorText={errorText}
      />
      {/* the split of a price not yet typed is not loading: nothing to show */}
      {price === undefined ? null : <FeeBreakdownTable breakdown={breakdown} receiver="you" />}
      <div className="nft-trade-actions">
        {mode === 'list' ? (
          <button
            type="button"
            disabled={!needsApproval || state.approving || blocked || !ready}
            onClick={enableListing}
          >
            {state.approving ? t('Enabling') : approved ? t('Enabled') : t('Enable listing')}
          </button>
        ) : null}
        <button
          type="button"
          className="nft-trade-primary"
          disabled={
            invalid ||
            unchanged ||
            needsApproval ||
            blocked ||
            !ready ||
            (approved === undefined && mode === 'list')
          }
          onClick={() => void submit()}
        >
          {mode === 'list' ? t('List for sale') : t('Confirm new price')}
        </button>
      </div>
    </TradeModal>
  )
}
