/**
 * The farm auction's chain reads, on the page's block poll: how many auctions there are, the CAKE
 * they take, the chain's clock (Multicall.getCurrentBlockTimestamp, so the countdown and the state
 * run on chain time) and the wallet's whitelist entry; then the latest auction's figures and the
 * wallet's bid in it, whether it won, and its CAKE. The chain decides what the wallet may send;
 * the index brings the ranking and the past.
 */
import { multicallAbi } from '@ghost/contracts'
import { useMemo } from 'react'
import { type Address, erc20Abi, zeroAddress } from 'viem'
import {
  readAuction,
  readAuctionBid,
  readAuctionBidder,
  readAuctionCake,
  readAuctionCount,
  readAuctionIsWinner,
} from '../../../chain/actions/farmAuction'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import type { ChainAuction, WalletBid } from '../rules/auctionRules'

export type AuctionBidderEntry = { whitelisted: boolean; projectName: string; lpToken: Address }

export type AuctionChainState = {
  /** Auctions ever scheduled; undefined until read. */
  count: bigint | undefined
  cake: Address | undefined
  blockTimestamp: bigint | undefined
  /** The latest auction; undefined until read or when there is none. */
  auction: ChainAuction | undefined
  /** The wallet's whitelist entry; undefined without a wallet or until read. */
  bidder: AuctionBidderEntry | undefined
  /** The wallet's bid in the latest auction; undefined without a wallet or until read. */
  bid: WalletBid | undefined
  /** The wallet's CAKE; undefined without a wallet or until read. */
  balance: bigint | undefined
  failed: boolean
}

export function useAuctionChain(
  contract: Address,
  account: Address | undefined,
): AuctionChainState {
  const { manifest } = useRuntimeConfig()
  const multicall = manifest.contracts.Multicall
  // zero's entry and bid when no wallet: the list keeps one shape, so its answers stay typed
  const user = account ?? zeroAddress
  const listCalls = useMemo(
    () =>
      [
        readAuctionCount({ auction: contract }),
        readAuctionCake({ auction: contract }),
        { address: multicall, abi: multicallAbi, functionName: 'getCurrentBlockTimestamp' },
        readAuctionBidder({ auction: contract, account: user }),
      ] as const,
    [contract, multicall, user],
  )
  const list = useMulticall(listCalls)
  const [countRead, cakeRead, timestampRead, bidderRead] = list.data ?? []
  const count = countRead?.status === 'success' ? countRead.result : undefined
  const cake = cakeRead?.status === 'success' ? cakeRead.result : undefined
  const id = count !== undefined && count > 0n ? count - 1n : undefined

  const auctionCalls = useMemo(
    () =>
      id === undefined || !cake
        ? undefined
        : ([
            readAuction({ auction: contract, id }),
            readAuctionBid({ auction: contract, id, account: user }),
            readAuctionIsWinner({ auction: contract, id, account: user }),
            { address: cake, abi: erc20Abi, functionName: 'balanceOf', args: [user] },
          ] as const),
    [contract, id, cake, user],
  )
  const details = useMulticall(auctionCalls, { enabled: !!auctionCalls })
  const [auctionRead, bidRead, winnerRead, balanceRead] = details.data ?? []

  return useMemo((): AuctionChainState => {
    const auction: ChainAuction | undefined =
      id !== undefined && auctionRead?.status === 'success'
        ? {
            id,
            startTime: auctionRead.result.startTime,
            endTime: auctionRead.result.endTime,
            initialBidAmount: auctionRead.result.initialBidAmount,
            winnerCount: auctionRead.result.winnerCount,
            closed: auctionRead.result.closed,
            bidderCount: auctionRead.result.bidderCount,
            totalBids: auctionRead.result.totalBids,
            burned: auctionRead.result.burned,
          }
        : undefined
    return {
      count,
      cake,
      blockTimestamp: timestampRead?.status === 'success' ? timestampRead.result : undefined,
      auction,
      bidder:
        account && bidderRead?.status === 'success'
          ? {
              whitelisted: bidderRead.result.whitelisted,
              projectName: bidderRead.result.projectName,
              lpToken: bidderRead.result.lpToken,
            }
          : undefined,
      bid:
        account && bidRead?.status === 'success' && winnerRead?.status === 'success'
          ? {
              total: bidRead.result.total,
              reclaimed: bidRead.result.reclaimed,
              winner: winnerRead.result,
            }
          : undefined,
      balance: account && balanceRead?.status === 'success' ? balanceRead.result : undefined,
      failed:
        !!list.error ||
        countRead?.status === 'failure' ||
        !!details.error ||
        auctionRead?.status === 'failure',
    }
  }, [
    id,
    count,
    cake,
    account,
    auctionRead,
    bidRead,
    winnerRead,
    balanceRead,
    timestampRead,
    bidderRead,
    list.error,
    details.error,
    countRead,
  ])
}
