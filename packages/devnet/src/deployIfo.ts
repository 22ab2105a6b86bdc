/**
 * Deploys the initial offerings' factory (issue 33): GhostIFODeployer on the world's CAKE and
 * GhostProfile (committing needs an active profile; the achievement is profile points). It makes
 * each offering's GhostIFO and lists them (`getIfos`), so the manifest holds only the deployer;
 * the sales are made by `npm run admin -- ifo:create` (and, locally, by the world's seed).
 */
import { ghostIFODeployerAbi, ghostIFODeployerBytecode } from '@ghost/contracts'
import type { ManifestIfoContracts } from '@ghost/contracts/manifest'
import type { Address } from 'viem'
import type { ChainWriter } from './chainWriter'
import { type DeploySteps, directSteps } from './deploySteps'

export type DeployIfoParameters = {
  /** Deploys the deployer, and owns it unless `owner` is given. */
  deployer: ChainWriter
  /** What the sales raise (every sale's lpToken). */
  cake: Address
  /** The profiles a commit needs and the points the achievement adds to. */
  profile: Address
  /**
   * Creates the sales (and owns each one it names itself owner of); the deployer when omitted.
   * It needs the profile's admin beside it to grant each sale POINT_ROLE.
   */
  owner?: Address | undefined
  steps?: DeploySteps | undefined
}

export async function deployIfo(parameters: DeployIfoParameters): Promise<ManifestIfoContracts> {
  const { deployer, cake, profile } = parameters
  const steps = parameters.steps ?? directSteps(deployer)
  const IFODeployer = await steps.deploy({
    abi: ghostIFODeployerAbi,
    bytecode: ghostIFODeployerBytecode,
    args: [cake, profile, parameters.owner ?? deployer.account.address],
    name: 'IFODeployer',
  })
  return { IFODeployer }
}
