/**
 * Sends a contract call the way spec §7 describes: estimate the gas and add 10% (unless the
 * feature fixes a limit, as pools do with 200,000), use the gas price from the user's settings,
 * record the transaction for the Recent Transactions list and its receipt toast, and return the
 * hash. Errors (a wallet rejection, a failed estimate) reach the caller, which knows what to say.
 */
import { useCallback } from 'react'
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hash } from 'viem'
import {
  type EstimateContractGasParameters,
  estimateContractGas,
  getTransactionCount,
  type WriteContractParameters,
  writeContract,
} from 'viem/actions'
import { useClient, useConnectorClient } from 'wagmi'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { getGasPrice } from '../../features/settings/settingsRules'
import { userSettingsStore } from '../../features/settings/userSettings'
import { useTransactionAdder } from '../../features/transactions'
import { calculateGasMargin } from './calculateGasMargin'

export type SendContractTransactionParameters<
  abi extends Abi = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<
    abi,
    'nonpayable' | 'payable'
  >,
> = {
  address: Address
  abi: abi
  functionName: functionName
  args?: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> | undefined
  value?: bigint | undefined
  /** A fixed gas limit; undefined estimates and adds 10%. */
  gas?: bigint | undefined
  /** What the Recent Transactions list says (already translated). */
  summary: string
  approval?: { tokenAddress: Address; spender: Address } | undefined
}

export class WalletNotConnectedError extends Error {
  override name = 'WalletNotConnectedError'
  constructor() {
    super('Connect Wallet')
  }
}

export function useSendContractTransaction() {
  const { data: walletClient } = useConnectorClient()
  const publicClient = useClient()
  const { chainId } = useRuntimeConfig()
  const addTransaction = useTransactionAdder()

  return useCallback(
    async <
      const abi extends Abi,
      functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
    >(
      parameters: SendContractTransactionParameters<abi, functionName>,
    ): Promise<Hash> => {
      if (!walletClient || !publicClient) throw new WalletNotConnectedError()
      const { summary, approval, gas, ...call } = parameters
      // viem's generics do not flow through this wrapper's parameters; the call is typed above.
      const request = {
        ...call,
        account: walletClient.account,
      } as unknown as EstimateContractGasParameters
      const gasLimit =
        gas ?? calculateGasMargin(await estimateContractGas(publicClient, request), chainId)
      const nonce = await getTransactionCount(publicClient, {
        address: walletClient.account.address,
        blockTag: 'pending',
      })
      const hash = await writeContract(walletClient, {
        ...request,
        gas: gasLimit,
        gasPrice: getGasPrice(chainId, userSettingsStore.get().gasPreset),
        nonce,
        chain: walletClient.chain,
      } as WriteContractParameters)
      addTransaction(hash, { summary, approval, nonce })
      return hash
    },
    [walletClient, publicClient, chainId, addTransaction],
  )
}
