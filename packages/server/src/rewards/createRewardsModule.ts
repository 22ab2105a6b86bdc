import {
  iFeeManagerAbi,
  iFeeManagerFactoryAbi,
  iGhostPotAbi,
  iSharePotAbi,
  iSharePotFactoryAbi,
} from '@ghost/contracts'
import type { Manifest } from '@ghost/contracts/manifest'
import type { PublicClient } from 'viem'
import type { EventHandler, IndexerModule, LogSource } from '../indexer/types'
import type { RewardsChainReader } from './entities'
import { createFeeFactoryHandlers, potCreatedHandler } from './handleFactories'
import { createLevelRewardsHandlers } from './handleLevelRewards'
import { createRewardsChainReader } from './readRewardsChain'
import { getRewardsConfig } from './rewardsConfig'

export type CreateRewardsModuleParameters = {
  manifest: Manifest
  /** Reads what no event says (the ghost pot's first admin, the fee factory's first terms). */
  client?: PublicClient | undefined
  /** Instead of `client` (tests of handlers without a chain). */
  reader?: RewardsChainReader | undefined
}

/**
 * The reward programmes' part of the index: the ghost pot (the manifest's address), the share
 * pots its factory announces (PotCreated) and the fee managers theirs (FeeManagerCreated), all
 * read with the same ILevelRewards handlers, plus the fee factory's admin fee. Undefined when the
 * manifest has no reward contracts.
 */
export function createRewardsModule(
  parameters: CreateRewardsModuleParameters,
): IndexerModule | undefined {
  const config = getRewardsConfig(parameters.manifest)
  if (config === undefined) return undefined
  const reader =
    parameters.reader ??
    (parameters.client ? createRewardsChainReader(parameters.client) : undefined)
  const sources: LogSource[] = [
    { name: 'GhostPot', abi: iGhostPotAbi, address: config.ghostPot },
    { name: 'SharePotFactory', abi: iSharePotFactoryAbi, address: config.sharePotFactory },
    {
      name: 'SharePot',
      abi: iSharePotAbi,
      factory: {
        address: config.sharePotFactory,
        abi: iSharePotFactoryAbi,
        eventName: 'PotCreated',
        parameter: 'pot',
      },
    },
    { name: 'FeeManagerFactory', abi: iFeeManagerFactoryAbi, address: config.feeManagerFactory },
    {
      name: 'FeeManager',
      abi: iFeeManagerAbi,
      factory: {
        address: config.feeManagerFactory,
        abi: iFeeManagerFactoryAbi,
        eventName: 'FeeManagerCreated',
        parameter: 'manager',
      },
    },
  ]
  // biome-ignore lint/suspicious/noExplicitAny: handlers of many abis, each checked by defineHandler.
  const handlers: EventHandler<any, any>[] = [
    ...createLevelRewardsHandlers('GhostPot', { reader }),
    potCreatedHandler,
    ...createLevelRewardsHandlers('SharePot', { reader }),
    ...createFeeFactoryHandlers({ reader }),
    ...createLevelRewardsHandlers('FeeManager', { reader }),
  ]
  return { name: 'rewards', sources, handlers }
}
