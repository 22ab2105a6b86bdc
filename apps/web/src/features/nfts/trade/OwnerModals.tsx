/** Removing an ask (cancelAskOrder: the NFT returns to the wallet) and transferring an NFT. */
import { useId, useState } from 'react'
import { type Address, getAddress } from 'viem'
import { transferNft } from '../../../chain/actions/nftCollection'
import { cancelAskOrder } from '../../../chain/actions/nftMarket'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { useTranslation } from '../../../i18n'
import { useNftWriteOptions } from './nftWriteOptions'
import { TradeModal } from './tradeParts'
import { getTransferAddressError, TRADE_TEXTS } from './tradeRules'

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
  const flow = useWriteFlow()
  const { state, reset, ready } = flow
  const nftWrite = useNftWriteOptions()
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
          onClick={async () => {
            const outcome = await flow.write(
              { ...cancelAskOrder({ market, collection, tokenId }), summary },
              {
                ...nftWrite,
                success: {
                  title: t('Item removed'),
                  description: t('%name% is back in your wallet.', { name: itemName }),
                },
              },
            )
            if (outcome.ok) onSettled()
          }}
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
  const flow = useWriteFlow()
  const { state, reset, ready } = flow
  const nftWrite = useNftWriteOptions()
  const [submitted, setSubmitted] = useState(false)
  const error = getTransferAddressError({ input: address, account, submitted })

  async function submit() {
    setSubmitted(true)
    const typed = address.trim()
    if (getTransferAddressError({ input: typed, account, submitted: true })) return
    const summary = t('Transfer %name% to %address%', { name: itemName, address: typed })
    const outcome = await flow.write(
      // checked above: a valid address in any case, which getAddress only checksums
      { ...transferNft({ collection, from: account, to: getAddress(typed), tokenId }), summary },
      {
        ...nftWrite,
        failure: t(TRADE_TEXTS.transferFailed),
        success: {
          title: t('NFT transferred'),
          description: t('%name% was sent.', { name: itemName }),
        },
      },
    )
    if (outcome.ok) onSettled()
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
        <button
          type="button"
          className="nft-trade-primary"
          disabled={!ready}
          onClick={() => void submit()}
        >
          {t('Confirm transfer')}
        </button>
      </div>
    </TradeModal>
  )
}
