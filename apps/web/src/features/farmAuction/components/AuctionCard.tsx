/**
 * The latest auction `/farms/auction` shows: its state on the chain's clock (Scheduled, Live,
 * Ended, Closed) with the countdown to its start, then to its end; its figures; the wallet's
 * standing (Bid placed, Won, Bid reclaimed); Place bid for a whitelisted wallet while it is live,
 * or how to apply for any other; and its top 10 bids from the index.
 */
import type { ApiFarmAuctionBid } from '@ghost/sdk'
import { useId } from 'react'
import type { Address } from 'viem'
import { Countdown } from '../../../components/Countdown'
import { Card, OutputStat, Stat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { EXTERNAL_LINKS } from '../../../layout/menuConfig'
import { ConnectWalletButton } from '../../wallet'
import type { AuctionBidderEntry } from '../data/useAuctionChain'
import {
  type ChainAuction,
  getAuctionState,
  getWalletBidState,
  STATE_LABELS,
  WALLET_BID_LABELS,
  type WalletBid,
} from '../rules/auctionRules'
import { BidForm } from './BidForm'
import { AuctionTime, CakeAmount } from './figures'
import { TopBids } from './TopBids'

export type AuctionCardProps = {
  contract: Address
  cake: Address
  auction: ChainAuction
  now: bigint
  account: Address | undefined
  bidder: AuctionBidderEntry | undefined
  bid: WalletBid | undefined
  balance: bigint | undefined
  ranking: readonly ApiFarmAuctionBid[] | undefined
  rankingFailed: boolean
  /** The index has not reached this auction yet. */
  rankingMissing: boolean
}

export function AuctionCard(props: AuctionCardProps) {
  const { auction, now, account, bid, ranking, rankingFailed, rankingMissing } = props
  const { t } = useTranslation()
  const format = useNumberFormat()
  const heading = useId()
  const state = getAuctionState(auction, now)
  const walletState = getWalletBidState(bid, auction.closed)

  return (
    <Card className="auction-card" labelledBy={heading}>
      <div className="auction-header">
        <h2 id={heading}>{t('Auction #%id%', { id: auction.id.toString() })}</h2>
        <p className="auction-badges">
          <output
            aria-label={t('Status')}
            className={state === 'live' ? 'ui-badge ui-badge-on' : 'ui-badge'}
          >
            {t(STATE_LABELS[state])}
          </output>
          {walletState !== 'none' ? (
            <output aria-label={t('Your bid')} className="ui-badge auction-wallet-state">
              {t(WALLET_BID_LABELS[walletState])}
            </output>
          ) : null}
        </p>
      </div>
      {state === 'pending' ? (
        <Countdown
          label={t('Starts in')}
          target={auction.startTime}
          now={now}
          className="ui-countdown"
        />
      ) : state === 'live' ? (
        <Countdown
          label={t('Ends in')}
          target={auction.endTime}
          now={now}
          className="ui-countdown"
        />
      ) : state === 'ended' ? (
        <p className="ui-notice" role="status">
          {t('Bidding has ended. The winners are picked when the auction is closed.')}
        </p>
      ) : null}
      <StatList className="ui-small">
        <Stat label={t('Start')} value={<AuctionTime seconds={auction.startTime} />} />
        <Stat label={t('End')} value={<AuctionTime seconds={auction.endTime} />} />
        <OutputStat label={t('Initial bid')}>
          <CakeAmount wei={auction.initialBidAmount} />
        </OutputStat>
        <OutputStat label={t('Farms to win')}>
          {format.full(BigInt(auction.winnerCount))}
        </OutputStat>
        <OutputStat label={t('Total bid')}>
          <CakeAmount wei={auction.totalBids} />
        </OutputStat>
        {auction.closed ? (
          <OutputStat label={t('CAKE burned')}>
            <CakeAmount wei={auction.burned} />
          </OutputStat>
        ) : null}
        {bid && bid.total > 0n ? (
          <OutputStat label={t('Your total')}>
            <CakeAmount wei={bid.total} />
          </OutputStat>
        ) : null}
      </StatList>
      <p className="ui-muted">
        {t('Each winner gets a farm for its LP token for 7 days; the winners’ CAKE is burned.')}
      </p>
      <WalletPart {...props} state={state} />
      <TopBids
        ranking={ranking}
        closed={auction.closed}
        failed={rankingFailed}
        missing={rankingMissing}
        account={account?.toLowerCase()}
      />
    </Card>
  )
}

function WalletPart({
  contract,
  cake,
  auction,
  now,
  account,
  bidder,
  bid,
  balance,
  state,
}: AuctionCardProps & { state: ReturnType<typeof getAuctionState> }) {
  const { t } = useTranslation()
  if (!account) return <ApplyNotice connect />
  // the whitelist entry still loading: nothing to say yet
  if (!bidder) return null
  if (!bidder.whitelisted) return <ApplyNotice connect={false} />
  return (
    <div className="auction-wallet">
      <p>{t('Your project: %project%.', { project: bidder.projectName })}</p>
      {state === 'live' ? (
        <BidForm
          contract={contract}
          cake={cake}
          auction={auction}
          now={now}
          currentTotal={bid?.total ?? 0n}
          balance={balance}
        />
      ) : state === 'pending' ? (
        <p className="ui-notice" role="status">
          {t('Bids open when the auction starts.')}
        </p>
      ) : null}
    </div>
  )
}

/** For a wallet that may not bid: who may, and how a project applies. */
export function ApplyNotice({ connect }: { connect: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="ui-notice auction-apply">
      <p>
        {t(
          'Only project wallets on the auction’s whitelist can bid. Projects apply to the Ghost team for a place on it.',
        )}
      </p>
      <a href={EXTERNAL_LINKS.docs} target="_blank" rel="noreferrer">
        {t('How to apply for a farm auction')}
      </a>
      {connect ? (
        <>
          <p>{t('Connect a whitelisted wallet to bid.')}</p>
          <ConnectWalletButton className="button-primary" />
        </>
      ) : null}
    </div>
  )
}
