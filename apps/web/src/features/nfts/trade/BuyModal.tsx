/**
 * Buying: an ask on the market (buyTokenUsingBNB / buyTokenUsingWBNB) or a lazily minted item
 * from its signed order (GhostNFTFactory.executeOrderWithBNB / WBNB). The price and its fee
 * breakdown show before anything is sent; paying in WBNB first approves the contract that pulls
 * it (the market, or the factory for an order).
 */
import { ghostMarketAbi, ghostNFTFactoryAbi } from '@ghost/contracts'
import type { ApiOpenOrder } from '@ghost/sdk'
import { CurrencyAmount, type NftFeeBreakdown, Token } from '@ghost/sdk'
import { useId, useMemo, useState } from 'react'
import { type Address, type Hex, zeroAddress } from 'viem'
import { ApprovalState } from '../../../chain/tokens/getApprovalState'
import { useApproveCallback } from '../../../chain/tokens/useApproveCallback'
import { useSendContractTransaction } from '../../../chain/transactions/useSendContractTransaction'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { lazyOrderOf } from './lazyOrders'
import {
  BnbAmount,
  FeeBreakdownTable,
  TradeModal,
  useBnbAmountText,
  useBnbText,
} from './tradeParts'
import { getBuyState, type PaymentMethod } from './tradeRules'
import { useNftWrite } from './useNftWrite'

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
  const send = useSendContractTransaction()
  const { state, run, reset, ready } = useNftWrite(onSettled)
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
  const [approval, approve] = useApproveCallback(wbnbAmount, spender)
  const needsApproval = chosen === 'WBNB' && approval !== ApprovalState.APPROVED
  const approving = state.approving || approval === ApprovalState.PENDING

  const summary = t('Buy %name% for %amount% %symbol%', {
    name: itemName,
    amount: bnbText(price),
    symbol: chosen,
  })

  function sendBuy() {
    if (target.kind === 'ask') {
      return chosen === 'BNB'
        ? send({
            address: target.market,
            abi: ghostMarketAbi,
            functionName: 'buyTokenUsingBNB',
            args: [target.collection, target.tokenId, zeroAddress],
            value: price,
            summary,
          })
        : send({
            address: target.market,
            abi: ghostMarketAbi,
            functionName: 'buyTokenUsingWBNB',
            args: [target.collection, target.tokenId, price, zeroAddress],
            summary,
          })
    }
    const { order } = target
    const struct = lazyOrderOf(order)
    const signature = [order.v, order.r as Hex, order.s as Hex] as const
    return chosen === 'BNB'
      ? send({
          address: target.factory,
          abi: ghostNFTFactoryAbi,
          functionName: 'executeOrderWithBNB',
          args: [struct, ...signature, zeroAddress],
          value: price,
          summary,
        })
      : send({
          address: target.factory,
          abi: ghostNFTFactoryAbi,
          functionName: 'executeOrderWithWBNB',
          args: [struct, ...signature, zeroAddress],
          summary,
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
            onClick={() =>
              void run({
                kind: 'approval',
                summary: t('Approve %symbol%', { symbol: 'WBNB' }),
                send: approve,
                success: {
                  title: t('Contract approved'),
                  description: t('You can now buy this NFT with WBNB.'),
                },
              })
            }
          >
            {approving ? t('Approving') : t('Approve WBNB')}
          </button>
        ) : null}
        <button
          type="button"
          className="nft-trade-primary"
          disabled={!!buy.error || needsApproval || !breakdown || !ready}
          onClick={() =>
            void run({
              kind: 'action',
              summary,
              send: sendBuy,
              success: {
                title: t('Purchase successful'),
                description: t('%name% is now in your wallet.', { name: itemName }),
              },
            })
          }
        >
          {buttonText}
        </button>
      </div>
    </TradeModal>
  )
}
