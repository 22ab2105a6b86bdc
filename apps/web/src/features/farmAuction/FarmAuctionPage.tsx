/**
 * `/farms/auction`: community farm auctions (spec §4–§6, §9). Whitelisted project wallets bid
 * CAKE for a farm of 7 days; the largest totals win and their CAKE is burned, the others reclaim
 * theirs. The page shows the latest auction with its state, countdown and top 10 bids, Place bid
 * for a whitelisted wallet, Reclaim for a loser of a closed auction, how to apply for anyone else,
 * and the past auctions with their winners and burned CAKE. The chain decides the state and what
 * the wallet may send; the index brings the ranking, the wallet's older bids and the past.
 * Without the contract in this world the page says so.
 */
import { getAuctionContracts } from '@ghost/contracts/manifest'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { farmAuctionBidderQuery, farmAuctionQuery } from '../../api/farmAuction'
import { NftApiError } from '../../api/nfts/NftApiError'
import { useNftApi } from '../../api/nfts/useNftApi'
import { useBlock } from '../../chain/block/BlockProvider'
import { useChainNow } from '../../chain/clock/chainNow'
import { Card, LoadingCard, Page, RetryCard } from '../../components/layout'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { ChainLoading } from '../chainNode'
import { ApplyNotice, AuctionCard } from './components/AuctionCard'
import { PastAuctions } from './components/PastAuctions'
import { type Reclaimable, ReclaimPanel } from './components/ReclaimPanel'
import { useAuctionChain } from './data/useAuctionChain'
import { getReclaimable } from './rules/auctionRules'
import './farmAuction.css'

export function FarmAuctionPage() {
  const { t } = useTranslation()
  const { manifest } = useRuntimeConfig()
  const contract = getAuctionContracts(manifest)?.FarmAuction
  const subtitle = t(
    'Projects bid CAKE for a farm of their own. The largest bids win a 7-day farm and their CAKE is burned.',
  )
  return (
    <Page title={t('Farm Auctions')} subtitle={subtitle}>
      {contract ? (
        <Auctions contract={contract} />
      ) : (
        <Card>
          <p>{t('Farm auctions are not available on this network.')}</p>
        </Card>
      )}
    </Page>
  )
}

/** The index answers 404 for an auction it has not reached yet. */
const isNotFound = (error: unknown) => error instanceof NftApiError && error.status === 404

function Auctions({ contract }: { contract: Address }) {
  const { t } = useTranslation()
  const { address: account } = useConnection()
  const { refresh } = useBlock()
  const { client } = useNftApi()
  const chain = useAuctionChain(contract, account)
  const now = useChainNow(chain.blockTimestamp)
  const { auction } = chain
  const detail = useQuery({
    ...farmAuctionQuery(client, Number(auction?.id ?? 0n)),
    enabled: auction !== undefined,
  })
  const standing = useQuery({
    ...farmAuctionBidderQuery(client, account ?? ''),
    enabled: account !== undefined,
  })
  const reclaimable = useMemo(
    (): Reclaimable[] =>
      getReclaimable(
        (standing.data?.bids ?? []).map((bid) => ({
          auctionId: BigInt(bid.auctionId),
          amount: BigInt(bid.reclaimable),
        })),
        auction && chain.bid
          ? { id: auction.id, closed: auction.closed, bid: chain.bid }
          : undefined,
      ),
    [standing.data, auction, chain.bid],
  )

  if (chain.failed) {
    return (
      <RetryCard
        message={t('Could not read the auction. Try again later.')}
        actionsClassName="ui-actions auction-actions"
        onRetry={() => void refresh()}
      />
    )
  }
  if (chain.count === undefined || now === undefined || !chain.cake) {
    return (
      <LoadingCard>
        <ChainLoading />
      </LoadingCard>
    )
  }
  return (
    <div className="ui-column auction-layout">
      {auction ? (
        <AuctionCard
          contract={contract}
          cake={chain.cake}
          auction={auction}
          now={now}
          account={account}
          bidder={chain.bidder}
          bid={chain.bid}
          balance={chain.balance}
          ranking={detail.data?.bidRanking}
          rankingFailed={detail.isError && !detail.data && !isNotFound(detail.error)}
          rankingMissing={isNotFound(detail.error)}
        />
      ) : chain.count === 0n ? (
        <Card>
          <p>{t('No auction yet. The first one will appear here.')}</p>
          {account && chain.bidder?.whitelisted ? null : <ApplyNotice connect={!account} />}
        </Card>
      ) : (
        <LoadingCard>
          <ChainLoading />
        </LoadingCard>
      )}
      {account ? <ReclaimPanel contract={contract} reclaimable={reclaimable} /> : null}
      <PastAuctions />
    </div>
  )
}
