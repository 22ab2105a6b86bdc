import type { Manifest } from '@ghost/contracts/manifest'
import type { PublicClient } from 'viem'
import { createAuctionModule } from './auction/createAuctionModule'
import { createCompetitionModule } from './competition/createCompetitionModule'
import { createDexModule } from './dex/createDexModule'
import { createIfoModule } from './ifo/createIfoModule'
import type { IndexerModule } from './indexer/types'
import { createLotteryModule } from './lottery/createLotteryModule'
import { createNftModule } from './nft/createNftModule'
import type { MetadataReader } from './nft/metadata'
import { createPredictionModule } from './prediction/createPredictionModule'
import { createRewardsModule } from './rewards/createRewardsModule'
import { createSquadModule } from './squad/createSquadModule'

/**
 * What the server indexes for a deployment: the DEX always, and each optional feature (NFT
 * market, rewards, Ghost Squad, lottery, prediction game, initial offerings) whose contracts the
 * manifest has. `npm start` and the test servers of other packages index the same.
 */
export function indexerModules(
  manifest: Manifest,
  client: PublicClient,
  readMetadata: MetadataReader,
): IndexerModule[] {
  const optional = [
    createNftModule({ manifest, client, readMetadata }),
    createRewardsModule({ manifest, client }),
    createSquadModule({ manifest }),
    createLotteryModule({ manifest }),
    createPredictionModule({ manifest }),
    createIfoModule({ manifest }),
    createCompetitionModule({ manifest, client }),
    createAuctionModule({ manifest }),
  ]
  return [
    createDexModule({ manifest, client }),
    ...optional.filter((module) => module !== undefined),
  ]
}
