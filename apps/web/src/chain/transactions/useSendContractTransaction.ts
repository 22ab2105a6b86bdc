/**
 * Sends a contract call the way spec §7 describes: estimate the gas and take the sdk's limit
 * (the estimate +10%, plus the accumulator write of every pair a router call touches; unless the
 * feature fixes a limit, as pools do with 200,000), use the gas price from the user's settings,
 * record the transaction for the Recent Transactions list and its receipt toast, and return the
 * hash. The wallet picks the nonce: its RPC may differ from ours, and it knows what it has
 * pending. Errors (a wallet rejection, a failed estimate) reach the caller, which knows what to say.
 */
import { useCallback } from 'react'
import type {
  Abi,
  Address,
  ContractFunctionArgs,
  ContractFunctionName,
  EstimateContractGasParameters,
  Hash,
  WriteContractParameters,
} from 'viem'
import { useClient, useConnectorClient } from 'wagmi'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { getGasPrice } from '../../state/settings/settingsRules'
import { userSettingsStore } from '../../state/settings/userSettings'
import { useTransactionAdder } from '../../state/transactions/hooks'
import { getCallGasLimit } from './getCallGasLimit'

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
  /** A fixed gas limit; undefined estimates and applies the one gas rule (`getCallGasLimit`). */
  gas?: bigint | undefined
  /** An estimate the caller already made (the swap estimates every candidate to pick one). */
  estimate?: bigint | undefined
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
  const { chainId, manifest } = useRuntimeConfig()
  const router = manifest.contracts.Router
  const migrator = manifest.contracts.Migrator
  const addTransaction = useTransactionAdder()

  return useCallback(
    async <
      const abi extends Abi,
      functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
    >(
      parameters: SendContractTransactionParameters<abi, functionName>,
    ): Promise<Hash> => {
      if (!walletClient || !publicClient) throw new WalletNotConnectedError()
      const { summary, approval, gas, estimate, ...call } = parameters
      // Loaded at the first send, not with the page (see writeOnChain).
      const { estimateCall, sendCall } = await import('./writeOnChain')
      // viem's generics do not flow through this wrapper's parameters; the call is typed above.
      const request = {
        ...call,
        account: walletClient.account,
      } as unknown as EstimateContractGasParameters
      const gasLimit =
        gas ??
        getCallGasLimit({
          call: { ...call, args: call.args as readonly unknown[] | undefined },
          estimate: estimate ?? (await estimateCall(publicClient, request)),
          router,
          migrator,
        })
      const hash = await sendCall(walletClient, {
        ...request,
        gas: gasLimit,
        gasPrice: getGasPrice(chainId, userSettingsStore.get().gasPreset),
        chain: walletClient.chain,
      } as WriteContractParameters)
      addTransaction(hash, { summary, approval })
      return hash
    },
    [walletClient, publicClient, chainId, router, migrator, addTransaction],
  )
}
