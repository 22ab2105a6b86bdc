/**
 * Buying: an ask on the market (buyTokenUsingBNB / buyTokenUsingWBNB) or a lazily minted item
 * from its signed order (GhostNFTFactory.executeOrderWithBNB / WBNB). The price and its fee
 * breakdown show before anything is sent; paying in WBNB first approves the contract that pulls
 * it (the market, or the factory for an order).
 */
import {
  type ApiOpenOrder,
  CurrencyAmount,
  type NftFeeBreakdown,
  Token,
  toLazyOrder,
  toLazyOrderSignature,
} from '@ghost/sdk'
import { useId, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { executeOrder } from '../../../chain/actions/nftFactory'
import { buyTokenUsingBNB, buyTokenUsingWBNB } from '../../../chain/actions/nftMarket'
import { ApprovalState } from '../../../chain/tokens/getApprovalState'
import { useApproveCallback } from '../../../chain/tokens/useApproveCallback'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { useNftWriteOptions } from './nftWriteOptions'
import {
  BnbAmount,
  FeeBreakdownTable,
  TradeModal,
  useBnbAmountText,
  useBnbText,
} from './tradeParts'
import { getBuyState, type PaymentMethod } from './tradeRules'

export type BuyTarget =
  | { kind: 'ask'; market: Address; collection: Address; tokenId: bigint; price: bigint }
  | { kind: 'order'; factory: Address; order: ApiOpenOrder; price: bigint }

export function BuyModal({
  target,
  itemName,
  breakdown,
  bnbBalance,
  wbnbBalance,
  wbnb,
  onClose,
  onSettled,
}: {
  target: BuyTarget
  itemName: string
  breakdown: NftFeeBreakdown | undefined
  bnbBalance: bigint | undefined
  wbnbBalance: bigint | undefined
  wbnb: Address
  onClose: () => void
  onSettled: () => void
}) {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const groupName = useId()
  const bnbText = useBnbText()
  const balanceText = useBnbAmountText('balance')
  const flow = useWriteFlow()
  const { state, reset, ready } = flow
  const nftWrite = useNftWriteOptions()
  const [method, setMethod] = useState<PaymentMethod>()
  const price = target.price
  const buy = getBuyState({ price, bnbBalance, wbnbBalance, method })
  const chosen = method ?? buy.defaultMethod
  const spender = target.kind === 'ask' ? target.market : target.factory

  const wbnbToken = useMemo(
    () => new Token({ chainId, address: wbnb, decimals: 18, symbol: 'WBNB', name: 'Wrapped BNB' }),
    [chainId, wbnb],
  )
  const wbnbAmount = useMemo(
    () => (chosen === 'WBNB' ? CurrencyAmount.fromRawAmount(wbnbToken, price) : undefined),
    [chosen, wbnbToken, price],
  )
  const [approval, approve] = useApproveCallback(wbnbAmount, spender, flow)
  const needsApproval = chosen === 'WBNB' && approval !== ApprovalState.APPROVED
  const approving = state.approving || approval === ApprovalState.PENDING

  const summary = t('Buy %name% for %amount% %symbol%', {
    name: itemName,
    amount: bnbText(price),
    symbol: chosen,
  })

  function purchase() {
    const options = {
      ...nftWrite,
      success: {
        title: t('Purchase successful'),
        description: t('%name% is now in your wallet.', { name: itemName }),
      },
    }
    if (target.kind === 'ask') {
      const call =
        chosen === 'BNB'
          ? buyTokenUsingBNB({ ...target, price })
          : buyTokenUsingWBNB({ ...target, price })
      return flow.write({ ...call, summary }, options)
    }
    const call = executeOrder({
      factory: target.factory,
      order: toLazyOrder(target.order),
      signature: toLazyOrderSignature(target.order),
      payWith: chosen,
    })
    return flow.write({ ...call, summary }, options)
  }

  async function approveWbnb() {
    await approve({
      success: {
        title: t('Contract approved'),
        description: t('You can now buy this NFT with WBNB.'),
      },
    })
  }

  const buttonText =
    buy.error === 'Insufficient Balance' ? t('Insufficient Balance') : t('Confirm purchase')

  return (
    <TradeModal title={t('Buy NFT')} state={state} onReset={reset} onClose={onClose}>
      <p className="nft-trade-name">{itemName}</p>
      <p>
        {t('Price')}: <BnbAmount wei={price} />
      </p>
      <FeeBreakdownTable
        breakdown={breakdown}
        receiver="seller"
        royaltyToSeller={target.kind === 'order'}
      />
      <fieldset className="nft-trade-pay">
        <legend>{t('Pay with')}</legend>
        {(['BNB', 'WBNB'] as const).map((symbol) => {
          const balance = symbol === 'BNB' ? bnbBalance : wbnbBalance
          return (
            <label key={symbol}>
              <input
                type="radio"
                name={groupName}
                value={symbol}
                checked={chosen === symbol}
                onChange={() => setMethod(symbol)}
              />{' '}
              {symbol}{' '}
              <span className="nft-trade-muted">
                ({t('Balance')}: {balance === undefined ? '…' : balanceText(balance)})
              </span>
            </label>
          )
        })}
      </fieldset>
      {buy.offerWbnb && chosen === 'WBNB' ? (
        <p className="nft-trade-note">
          {t('Your BNB balance is too low for this price: you can pay with WBNB.')}
        </p>
      ) : null}
      {buy.error === 'Not enough %symbol% to purchase this NFT' ? (
        <p role="alert" className="nft-trade-error">
          {t('Not enough %symbol% to purchase this NFT', { symbol: buy.symbol })}
        </p>
      ) : null}
      <div className="nft-trade-actions">
        {needsApproval && !buy.error ? (
          <button
            type="button"
            disabled={approval !== ApprovalState.NOT_APPROVED || approving || !ready}
            onClick={() => void approveWbnb()}
          >
            {approving ? t('Approving') : t('Approve WBNB')}
          </button>
        ) : null}
        <button
          type="button"
          className="nft-trade-primary"
          disabled={!!buy.error || needsApproval || !breakdown || !ready}
          onClick={async () => {
            if ((await purchase()).ok) onSettled()
          }}
        >
          {buttonText}
        </button>
      </div>
    </TradeModal>
  )
}
