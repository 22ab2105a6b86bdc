import { ghostFactoryAbi, ghostPairAbi } from '@ghost/contracts'
import type { Manifest } from '@ghost/contracts/manifest'
import type { PublicClient } from 'viem'
import type { IndexerModule } from '../indexer/types'
import { getDexConfig } from './getDexConfig'
import { createBurnHandler, createMintHandler } from './handleMintBurn'
import { createPairCreatedHandler } from './handlePairCreated'
import { createSwapHandler } from './handleSwap'
import { createSyncHandler } from './handleSync'
import { createTransferHandler } from './handleTransfer'
import { createPendingLiquidityBook } from './pendingLiquidity'
import { createTokenMetadataReader } from './readTokenMetadata'

export type CreateDexModuleParameters = {
  manifest: Manifest
  /** Reads token metadata (symbol, name, decimals) when a pair first shows a token. */
  client: PublicClient
}

/**
 * The DEX's part of the index, in the Uniswap V2 subgraph's shape: the factory's PairCreated, and
 * Transfer, Sync, Mint, Burn and Swap of every pair it created.
 */
export function createDexModule(parameters: CreateDexModuleParameters): IndexerModule {
  const { manifest, client } = parameters
  const config = getDexConfig(manifest)
  const pending = createPendingLiquidityBook()
  const readTokenMetadata = createTokenMetadataReader({
    client,
    multicallAddress: manifest.contracts.Multicall,
  })
  return {
    name: 'dex',
    sources: [
      { name: 'Factory', abi: ghostFactoryAbi, address: manifest.contracts.Factory },
      {
        name: 'Pair',
        abi: ghostPairAbi,
        factory: {
          address: manifest.contracts.Factory,
          abi: ghostFactoryAbi,
          eventName: 'PairCreated',
          parameter: 'pair',
        },
      },
    ],
    handlers: [
      createPairCreatedHandler({ config, readTokenMetadata }),
      createTransferHandler({ pending }),
      createSyncHandler({ config }),
      createMintHandler({ config, pending }),
      createBurnHandler({ config, pending }),
      createSwapHandler({ config }),
    ],
  }
}
