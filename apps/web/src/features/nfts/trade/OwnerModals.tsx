/** Removing an ask (cancelAskOrder: the NFT returns to the wallet) and transferring an NFT. */
import { ghostCollectionAbi, ghostMarketAbi } from '@ghost/contracts'
import { useId, useState } from 'react'
import type { Address } from 'viem'
import { useSendContractTransaction } from '../../../chain/transactions/useSendContractTransaction'
import { useTranslation } from '../../../i18n'
import { TradeModal } from './tradeParts'
import { getTransferAddressError, TRADE_TEXTS } from './tradeRules'
import { useNftWrite } from './useNftWrite'

export function RemoveModal({
  itemName,
  market,
  collection,
  tokenId,
  onClose,
  onSettled,
}: {
  itemName: string
  market: Address
  collection: Address
  tokenId: bigint
  onClose: () => void
  onSettled: () => void
}) {
  const { t } = useTranslation()
  const send = useSendContractTransaction()
  const { state, run, reset, ready } = useNftWrite(onSettled)
  const summary = t('Remove %name% from the market', { name: itemName })
  return (
    <TradeModal title={t('Remove from market')} state={state} onReset={reset} onClose={onClose}>
      <p className="nft-trade-name">{itemName}</p>
      <p>{t('The NFT leaves the market and returns to your wallet.')}</p>
      <div className="nft-trade-actions">
        <button
          type="button"
          className="nft-trade-primary"
          disabled={!ready}
          onClick={() =>
            void run({
              kind: 'action',
              summary,
              send: () =>
                send({
                  address: market,
                  abi: ghostMarketAbi,
                  functionName: 'cancelAskOrder',
                  args: [collection, tokenId],
                  summary,
                }),
              success: {
                title: t('Item removed'),
                description: t('%name% is back in your wallet.', { name: itemName }),
              },
            })
          }
        >
          {t('Confirm removal')}
        </button>
      </div>
    </TradeModal>
  )
}

export function TransferModal({
  itemName,
  account,
  collection,
  tokenId,
  address,
  onAddress,
  onClose,
  onSettled,
}: {
  itemName: string
  account: Address
  collection: Address
  tokenId: bigint
  /** The typed address lives with the panel, so a rejection loses nothing. */
  address: string
  onAddress: (value: string) => void
  onClose: () => void
  onSettled: () => void
}) {
  const { t } = useTranslation()
  const inputId = useId()
  const errorId = useId()
  const send = useSendContractTransaction()
  const { state, run, reset, ready } = useNftWrite(onSettled)
  const [submitted, setSubmitted] = useState(false)
  const error = getTransferAddressError({ input: address, account, submitted })

  function submit() {
    setSubmitted(true)
    const to = address.trim()
    if (getTransferAddressError({ input: to, account, submitted: true })) return
    const summary = t('Transfer %name% to %address%', { name: itemName, address: to })
    void run({
      kind: 'action',
      summary,
      failure: t(TRADE_TEXTS.transferFailed),
      send: () =>
        send({
          address: collection,
          abi: ghostCollectionAbi,
          functionName: 'safeTransferFrom',
          args: [account, to as Address, tokenId],
          summary,
        }),
      success: {
        title: t('NFT transferred'),
        description: t('%name% was sent.', { name: itemName }),
      },
    })
  }

  return (
    <TradeModal title={t('Transfer')} state={state} onReset={reset} onClose={onClose}>
      <p className="nft-trade-name">{itemName}</p>
      <label htmlFor={inputId}>{t('Receiving address')}</label>
      <input
        id={inputId}
        autoComplete="off"
        spellCheck={false}
        placeholder="0x…"
        maxLength={64}
        value={address}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onAddress(event.target.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className="nft-trade-error">
          {t(error)}
        </p>
      ) : null}
      <div className="nft-trade-actions">
        <button type="button" className="nft-trade-primary" disabled={!ready} onClick={submit}>
          {t('Confirm transfer')}
        </button>
      </div>
    </TradeModal>
  )
}
