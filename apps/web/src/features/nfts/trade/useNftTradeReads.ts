/**
 * Everything the trade panel reads from the chain, in one multicall batch per block: the ask and
 * the holder of the token, the market's fee rates and price limits, the collection's royalty,
 * whether the market may move the token (approval) and list it (`canTokensBeListed`), the
 * seller's net the ask was listed with (`askSellerNet`), and the connected account's BNB and WBNB
 * balances.
 */
import { ghostCollectionAbi, ghostMarketAbi, multicallAbi, wbnbAbi } from '@ghost/contracts'
import { getNftContracts } from '@ghost/contracts/manifest'
import type { NftFeeRates } from '@ghost/sdk'
import { useMemo } from 'react'
import { type Address, isAddress, zeroAddress } from 'viem'
import { useConnection } from 'wagmi'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'

export type NftTradeReads = {
  account: Address | undefined
  market: Address | undefined
  factory: Address | undefined
  profile: Address | undefined
  wbnb: Address
  /** The open ask: seller (zero when none), price, and the seller's net under its listing's fees. */
  ask: { seller: Address; price: bigint; sellerNet: bigint | undefined } | undefined
  /** ownerOf; undefined while loading or for an unminted token. */
  chainOwner: Address | undefined
  /** The market's and the collection's rates; undefined while loading or unregistered. */
  rates: NftFeeRates | undefined
  minimumAskPrice: bigint | undefined
  maximumAskPrice: bigint | undefined
  /** The market may move this token for the account. */
  approved: boolean | undefined
  listable: boolean | undefined
  bnbBalance: bigint | undefined
  wbnbBalance: bigint | undefined
  isLoading: boolean
}

function toAddress(value: string | null | undefined): Address | undefined {
  return value && isAddress(value, { strict: false }) ? (value as Address) : undefined
}

function toTokenId(value: string | null): bigint | undefined {
  if (value === null || !/^\d{1,78}$/.test(value)) return undefined
  return BigInt(value)
}

export function useNftTradeReads(collectionAddress: string, tokenIdText: string | null) {
  const { manifest } = useRuntimeConfig()
  const nft = getNftContracts(manifest)
  const { address: account } = useConnection()
  const collection = toAddress(collectionAddress) ?? zeroAddress
  const tokenId = toTokenId(tokenIdText)
  const market = nft?.NFTMarket ?? zeroAddress
  const wbnb = manifest.contracts.WBNB
  const owner = account ?? zeroAddress

  const contracts = useMemo(
    () =>
      [
        {
          address: market,
          abi: ghostMarketAbi,
          functionName: 'asks',
          args: [collection, tokenId ?? 0n],
        },
        {
          address: collection,
          abi: ghostCollectionAbi,
          functionName: 'ownerOf',
          args: [tokenId ?? 0n],
        },
        { address: market, abi: ghostMarketAbi, functionName: 'tradingFee' },
        { address: market, abi: ghostMarketAbi, functionName: 'ghostPotFee' },
        { address: market, abi: ghostMarketAbi, functionName: 'minimumAskPrice' },
        { address: market, abi: ghostMarketAbi, functionName: 'maximumAskPrice' },
        { address: market, abi: ghostMarketAbi, functionName: 'collections', args: [collection] },
        {
          address: collection,
          abi: ghostCollectionAbi,
          functionName: 'isApprovedForAll',
          args: [owner, market],
        },
        {
          address: collection,
          abi: ghostCollectionAbi,
          functionName: 'getApproved',
          args: [tokenId ?? 0n],
        },
        {
          address: market,
          abi: ghostMarketAbi,
          functionName: 'canTokensBeListed',
          args: [collection, [tokenId ?? 0n]],
        },
        {
          address: manifest.contracts.Multicall,
          abi: multicallAbi,
          functionName: 'getEthBalance',
          args: [owner],
        },
        { address: wbnb, abi: wbnbAbi, functionName: 'balanceOf', args: [owner] },
        {
          address: market,
          abi: ghostMarketAbi,
          functionName: 'askSellerNet',
          args: [collection, tokenId ?? 0n],
        },
      ] as const,
    [market, collection, tokenId, owner, wbnb, manifest.contracts.Multicall],
  )
  const { data, isLoading } = useMulticall(contracts, { enabled: !!nft })
  const ok = <T>(read: { status: string; result?: T } | undefined): T | undefined =>
    read?.status === 'success' ? read.result : undefined

  const minted = tokenId !== undefined
  const askRead = minted ? ok(data?.[0]) : undefined
  const collectionRecord = ok(data?.[6])
  // status 0 = never added; the rates of an unregistered collection mean nothing
  const registered = collectionRecord !== undefined && collectionRecord[0] !== 0
  const tradingFee = ok(data?.[2])
  const ghostPotFee = ok(data?.[3])
  const approvedForAll = ok(data?.[7])
  const approvedOne = minted ? ok(data?.[8]) : undefined
  const listable = minted ? ok(data?.[9])?.[0] : undefined

  const reads: NftTradeReads = {
    account,
    market: nft?.NFTMarket,
    factory: nft?.NFTFactory,
    profile: nft?.Profile,
    wbnb,
    ask: askRead ? { seller: askRead[0], price: askRead[1], sellerNet: ok(data?.[12]) } : undefined,
    chainOwner: minted ? ok(data?.[1]) : undefined,
    rates:
      registered && tradingFee !== undefined && ghostPotFee !== undefined && collectionRecord
        ? {
            tradingFee: BigInt(tradingFee),
            ghostPotFee: BigInt(ghostPotFee),
            creatorFee: BigInt(collectionRecord[3]),
            refererFee: BigInt(collectionRecord[4]),
          }
        : undefined,
    minimumAskPrice: ok(data?.[4]),
    maximumAskPrice: ok(data?.[5]),
    approved:
      approvedForAll === undefined && approvedOne === undefined
        ? undefined
        : approvedForAll === true ||
          (!!approvedOne && approvedOne.toLowerCase() === market.toLowerCase()),
    listable,
    bnbBalance: account ? ok(data?.[10]) : undefined,
    wbnbBalance: account ? ok(data?.[11]) : undefined,
    isLoading,
  }
  return { reads, collection, tokenId }
}
