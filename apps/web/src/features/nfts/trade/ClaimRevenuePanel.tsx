/**
 * The connected account's pending revenue (royalties, referrer and platform fees) on GhostMarket
 * and GhostNFTFactory, both GhostPayouts, each with a Claim button (claimPendingRevenue) through
 * the transaction modal. Renders nothing without a wallet or when both are 0.
 */
import { ghostPayoutsAbi } from '@ghost/contracts'
import { getNftContracts } from '@ghost/contracts/manifest'
import { useMemo, useState } from 'react'
import { type Address, zeroAddress } from 'viem'
import { useConnection } from 'wagmi'
import { claimPendingRevenue } from '../../../chain/actions/nftMarket'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { useNftWriteOptions } from './nftWriteOptions'
import { BnbAmount, TradeModal, useBnbAmountText } from './tradeParts'

type Source = { key: 'market' | 'factory'; address: Address; amount: bigint }

export function ClaimRevenuePanel() {
  const { t } = useTranslation()
  const { manifest } = useRuntimeConfig()
  const nft = getNftContracts(manifest)
  const { address: account } = useConnection()
  const [claiming, setClaiming] = useState<Source>()
  const contracts = useMemo(
    () =>
      [
        {
          address: nft?.NFTMarket ?? zeroAddress,
          abi: ghostPayoutsAbi,
          functionName: 'pendingRevenue',
          args: [account ?? zeroAddress],
        },
        {
          address: nft?.NFTFactory ?? zeroAddress,
          abi: ghostPayoutsAbi,
          functionName: 'pendingRevenue',
          args: [account ?? zeroAddress],
        },
      ] as const,
    [nft?.NFTMarket, nft?.NFTFactory, account],
  )
  const { data } = useMulticall(contracts, { enabled: !!nft && !!account })
  const market = data?.[0]?.status === 'success' ? data[0].result : 0n
  const factory = data?.[1]?.status === 'success' ? data[1].result : 0n
  if (!nft || !account || (market === 0n && factory === 0n && !claiming)) return null
  const sources: Source[] = [
    { key: 'market', address: nft.NFTMarket, amount: market },
    { key: 'factory', address: nft.NFTFactory, amount: factory },
  ]
  const label = (key: Source['key']) =>
    key === 'market' ? t('Market sales') : t('Lazily minted sales')

  return (
    <section className="nft-claim" aria-label={t('Pending revenue')}>
      <h2>{t('Pending revenue')}</h2>
      <p className="nft-trade-muted">
        {t('Royalties and fees from NFT sales that you can claim.')}
      </p>
      <ul>
        {sources
          .filter((source) => source.amount > 0n)
          .map((source) => (
            <li key={source.key}>
              <span>
                {label(source.key)}: <BnbAmount wei={source.amount} />
              </span>{' '}
              <button
                type="button"
                aria-label={t('Claim %source% revenue', { source: label(source.key) })}
                onClick={() => setClaiming(source)}
              >
                {t('Claim')}
              </button>
            </li>
          ))}
      </ul>
      {claiming ? (
        <ClaimModal
          source={claiming}
          label={label(claiming.key)}
          onClose={() => setClaiming(undefined)}
        />
      ) : null}
    </section>
  )
}

function ClaimModal({
  source,
  label,
  onClose,
}: {
  source: Source
  label: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const bnbText = useBnbAmountText('transactionSummary')
  const flow = useWriteFlow()
  const { state, reset, ready } = flow
  const nftWrite = useNftWriteOptions()
  const summary = t('Claim %amount% BNB of %source% revenue', {
    amount: bnbText(source.amount),
    source: label,
  })
  return (
    <TradeModal title={t('Claim revenue')} state={state} onReset={reset} onClose={onClose}>
      <p>
        {label}: <BnbAmount wei={source.amount} />
      </p>
      <div className="nft-trade-actions">
        <button
          type="button"
          className="nft-trade-primary"
          disabled={source.amount === 0n || !ready}
          onClick={() =>
            void flow.write(
              { ...claimPendingRevenue({ payouts: source.address }), summary },
              { ...nftWrite, success: { title: t('Claimed!'), description: summary } },
            )
          }
        >
          {t('Confirm claim')}
        </button>
      </div>
    </TradeModal>
  )
}
