import { ghostIFOAbi, ghostIFODeployerAbi } from '@ghost/contracts'
import { getIfoContracts, type Manifest } from '@ghost/contracts/manifest'
import type { Address } from 'viem'
import type { IndexerModule } from '../indexer/types'
import { createIfoHandlers } from './handleIfo'

/**
 * The initial offerings' part of the index: the manifest's GhostIFODeployer (each
 * NewIFOContract is a sale) and every GhostIFO it creates, as factory children: commits,
 * harvests, points, the owner's settings and withdrawals. Every sale takes the deployer's CAKE,
 * the manifest's CAKE (its `lpToken`). Undefined when the manifest has no IFO deployer.
 */
export function createIfoModule(parameters: { manifest: Manifest }): IndexerModule | undefined {
  const contracts = getIfoContracts(parameters.manifest)
  if (contracts === undefined) return undefined
  const deployer = contracts.IFODeployer.toLowerCase() as Address
  const lpToken = parameters.manifest.tokens.CAKE.toLowerCase() as Address
  return {
    name: 'ifo',
    sources: [
      { name: 'IFODeployer', abi: ghostIFODeployerAbi, address: deployer },
      {
        name: 'GhostIFO',
        abi: ghostIFOAbi,
        factory: {
          address: deployer,
          abi: ghostIFODeployerAbi,
          eventName: 'NewIFOContract',
          parameter: 'ifo',
        },
      },
    ],
    handlers: createIfoHandlers({ lpToken }),
  }
}
