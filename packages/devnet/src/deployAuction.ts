/**
 * Community farm auctions (issue 35): GhostFarmAuction on the world's CAKE, owned by the deployer
 * (or `owner`). The owner keeps the whitelist, runs one auction at a time and adds the winners'
 * farms to MasterChef, which it owns too (`npm run admin -- auction:*`); the contract itself never
 * touches a farm. The local world's whitelist and auctions are its seed's (seedAuction).
 */
import { ghostFarmAuctionAbi, ghostFarmAuctionBytecode } from '@ghost/contracts'
import type { ManifestAuctionContracts } from '@ghost/contracts/manifest'
import type { Address } from 'viem'
import type { ChainWriter } from './chainWriter'
import { type DeploySteps, directSteps } from './deploySteps'

export type DeployAuctionParameters = {
  deployer: ChainWriter
  /** What bids are made in (and burnt). */
  cake: Address
  /** Keeps the whitelist and runs the auctions; the deployer when omitted. */
  owner?: Address | undefined
  steps?: DeploySteps | undefined
}

export async function deployAuction(
  parameters: DeployAuctionParameters,
): Promise<ManifestAuctionContracts> {
  const { deployer } = parameters
  const steps = parameters.steps ?? directSteps(deployer)
  const FarmAuction = await steps.deploy({
    abi: ghostFarmAuctionAbi,
    bytecode: ghostFarmAuctionBytecode,
    args: [parameters.cake, parameters.owner ?? deployer.account.address],
    name: 'FarmAuction',
  })
  return { FarmAuction }
}
