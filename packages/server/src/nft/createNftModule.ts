import { iGhostMarketAbi, iGhostNFTFactoryAbi, iGhostProfileAbi } from '@ghost/contracts'
import type { Manifest } from '@ghost/contracts/manifest'
import type { PublicClient } from 'viem'
import type { EventHandler, IndexerModule, LogSource } from '../indexer/types'
import { nftCollectionAbi } from './abis'
import { askCancelHandler, askNewHandler, askUpdateHandler } from './handleAsk'
import {
  collectionCloseHandler,
  collectionCreatedHandler,
  createCollectionNewHandler,
  createCollectionUpdateHandler,
  ownershipTransferredHandler,
} from './handleCollection'
import { orderCancelledHandler, orderExecutedHandler } from './handleLazyOrder'
import {
  teamAddHandler,
  teamPointIncreaseHandler,
  teamUpdateHandler,
  userChangeTeamHandler,
  userNewHandler,
  userPauseHandler,
  userPointIncreaseHandler,
  userReactivateHandler,
  userUpdateHandler,
} from './handleProfile'
import { tradeHandler } from './handleTrade'
import {
  createTokenMintedHandler,
  createTokenRevealHandler,
  createTransferHandler,
} from './handleTransfer'
import type { MetadataReader } from './metadata'
import { getNftConfig } from './nftConfig'
import { createCollectionInfoReader } from './readCollectionInfo'

export type CreateNftModuleParameters = {
  manifest: Manifest
  /** Reads name, symbol and owner of collections the admin registers (not the factory's). */
  client?: PublicClient | undefined
  /** Resolves `ipfs://{cid}` metadata from the file store; without it the fields stay null. */
  readMetadata?: MetadataReader | undefined
}

/**
 * The NFT market's part of the index, in PancakeSwap's NFT-market subgraph shape: the market's
 * collections, asks and trades; the factory's collections and lazy orders; the profile's users
 * and teams; and Transfer, TokenMinted and OwnershipTransferred of every collection the market
 * registers (its CollectionNew), whoever created it. Undefined when the manifest has no NFT
 * contracts.
 */
export function createNftModule(parameters: CreateNftModuleParameters): IndexerModule | undefined {
  const config = getNftConfig(parameters.manifest)
  if (config === undefined) return undefined
  const readInfo = parameters.client ? createCollectionInfoReader(parameters.client) : undefined
  const sources: LogSource[] = [
    { name: 'NFTMarket', abi: iGhostMarketAbi, address: config.market },
    {
      name: 'NFTCollection',
      abi: nftCollectionAbi,
      factory: {
        address: config.market,
        abi: iGhostMarketAbi,
        eventName: 'CollectionNew',
        parameter: 'collection',
      },
    },
    { name: 'NFTFactory', abi: iGhostNFTFactoryAbi, address: config.factory },
    { name: 'Profile', abi: iGhostProfileAbi, address: config.profile },
  ]
  // biome-ignore lint/suspicious/noExplicitAny: handlers of many abis, each checked by defineHandler.
  const handlers: EventHandler<any, any>[] = [
    createCollectionNewHandler({ readInfo }),
    createCollectionUpdateHandler({ readInfo }),
    collectionCloseHandler,
    ownershipTransferredHandler,
    createTransferHandler({ config }),
    createTokenMintedHandler({ readMetadata: parameters.readMetadata }),
    createTokenRevealHandler({ readMetadata: parameters.readMetadata }),
    askNewHandler,
    askUpdateHandler,
    askCancelHandler,
    tradeHandler,
    collectionCreatedHandler,
    orderExecutedHandler,
    orderCancelledHandler,
    teamAddHandler,
    teamUpdateHandler,
    teamPointIncreaseHandler,
    userNewHandler,
    userUpdateHandler,
    userPauseHandler,
    userReactivateHandler,
    userChangeTeamHandler,
    userPointIncreaseHandler,
  ]
  return { name: 'nft', sources, handlers }
}
