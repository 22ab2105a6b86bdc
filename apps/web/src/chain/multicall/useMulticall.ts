import { toCallKey } from '@ghost/sdk'
/**
 * Reads many contract functions through the shared multicall batcher, at the current block:
 * results stay until the next block arrives (then everything refetches together, once).
 * Mirrors wagmi's `useReadContracts` result shape (`{ status: 'success', result }` or
 * `{ status: 'failure', error }` per call).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  type ContractFunctionParameters,
  ContractFunctionRevertedError,
  type DecodeFunctionResultParameters,
  decodeFunctionResult,
  type EncodeFunctionDataParameters,
  encodeFunctionData,
  type MulticallResults,
} from 'viem'
import { useChainId } from 'wagmi'
import { useCurrentBlock } from '../block/BlockProvider'
import { useMulticallBatcher } from './MulticallProvider'

export type UseMulticallParameters = {
  /** False holds the query (missing account, say). */
  enabled?: boolean | undefined
}

export type UseMulticallReturnType<contracts extends readonly ContractFunctionParameters[]> = {
  data: MulticallResults<contracts, true> | undefined
  error: Error | null
  isLoading: boolean
  /** Block the data was read at. */
  blockNumber: bigint | undefined
}

export function useMulticall<const contracts extends readonly ContractFunctionParameters[]>(
  contracts: contracts | undefined,
  parameters: UseMulticallParameters = {},
): UseMulticallReturnType<contracts> {
  const batcher = useMulticallBatcher()
  const chainId = useChainId()
  const blockNumber = useCurrentBlock()
  const encoded = (contracts ?? []).map((contract) => ({
    target: contract.address,
    callData: encodeFunctionData(contract as unknown as EncodeFunctionDataParameters),
  }))
  const enabled =
    (parameters.enabled ?? true) && !!contracts && !!batcher && blockNumber !== undefined

  const query = useQuery({
    queryKey: [
      'multicall',
      chainId,
      blockNumber?.toString(),
      encoded.map((call) => toCallKey({ address: call.target, callData: call.callData })),
    ],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      if (!batcher || !contracts) throw new Error('Multicall is not ready')
      const raw = await Promise.all(encoded.map((call) => batcher.load(call, blockNumber)))
      return raw.map((result, i) => {
        const contract = contracts[i] as ContractFunctionParameters
        if (!result.success) {
          return {
            status: 'failure',
            error: new ContractFunctionRevertedError({
              abi: contract.abi,
              functionName: contract.functionName,
              data: result.returnData,
            }),
            result: undefined,
          }
        }
        try {
          const value = decodeFunctionResult({
            abi: contract.abi,
            functionName: contract.functionName,
            data: result.returnData,
          } as DecodeFunctionResultParameters)
          return { status: 'success', result: value, error: undefined }
        } catch (error) {
          return { status: 'failure', error: error as Error, result: undefined }
        }
      }) as MulticallResults<contracts, true>
    },
  })
  return {
    data: query.data,
    error: query.error,
    isLoading: query.isLoading,
    blockNumber,
  }
}
