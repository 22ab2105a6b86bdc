/**
 * The deploy functions (deployWorld, deployNft, deploySquad, deployRewards) send every
 * transaction through a `DeploySteps`, each under a stable step name: the local world uses
 * `directSteps` (send and wait, nothing remembered), a real chain's deploy the journal of
 * `deployJournal.ts`, which skips on a rerun what an earlier run finished.
 */
import type {
  Abi,
  Address,
  ContractConstructorArgs,
  ContractFunctionArgs,
  ContractFunctionName,
} from 'viem'
import { type ChainWriter, deploy, write } from './chainWriter'

export type DeployStepParameters<abi extends Abi> = {
  abi: abi
  bytecode: `0x${string}`
  args?: ContractConstructorArgs<abi> | undefined
  /** The contract's name in logs, and its step name: unique within a deploy. */
  name: string
}

export type WriteStepParameters<
  abi extends Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
> = {
  address: Address
  abi: abi
  functionName: functionName
  args?: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> | undefined
  value?: bigint | undefined
  /** Pairs the call updates (for the sdk's gas limit); 0 when omitted. */
  pairsTouched?: number | undefined
}

export type DeploySteps = {
  /** Deploys a contract once and answers its address. */
  deploy<const abi extends Abi>(parameters: DeployStepParameters<abi>): Promise<Address>
  /** Makes a state-changing call once (`step` names it within the deploy). */
  write<
    const abi extends Abi,
    functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  >(step: string, parameters: WriteStepParameters<abi, functionName>): Promise<void>
  /**
   * A value the first run fixes (a block number, a time) and every rerun reuses, so a resumed
   * deploy builds on what the finished steps were given.
   */
  value(step: string, compute: () => Promise<bigint>): Promise<bigint>
}

/** Sends every step as it comes and remembers nothing (the local world; a fresh chain each time). */
export function directSteps(deployer: ChainWriter): DeploySteps {
  return {
    deploy: (parameters) => deploy(deployer, parameters),
    async write(_step, parameters) {
      await write(deployer, parameters)
    },
    value: (_step, compute) => compute(),
  }
}
