import { toCallKey } from '@ghost/sdk'
/**
 * Reads many contract functions through the shared multicall batcher, at the current block:
 * results stay until the next block arrives (then everything refetches together, once).
 * Mirrors wagmi's `useReadContracts` result shape (`{ status: 'success', result }` or
 * `{ status: 'failure', error }` per call).
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
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
import { useCurrentBlock, useMulticallBatcher } from '../block/BlockProvider'

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

function sameCalls(previous: unknown, current: readonly string[]): boolean {
  return (
    Array.isArray(previous) &&
    previous.length === current.length &&
    previous.every((key, i) => key === current[i])
  )
}

export function useMulticall<const contracts extends readonly ContractFunctionParameters[]>(
  contracts: contracts | undefined,
  parameters: UseMulticallParameters = {},
): UseMulticallReturnType<contracts> {
  const batcher = useMulticallBatcher()
  const chainId = useChainId()
  const blockNumber = useCurrentBlock()
  // Encoding runs per render on pages with hundreds of calls; callers that memoize their list skip it.
  const encoded = useMemo(
    () =>
      (contracts ?? []).map((contract) => ({
        target: contract.address,
        callData: encodeFunctionData(contract as unknown as EncodeFunctionDataParameters),
      })),
    [contracts],
  )
  const wanted = (parameters.enabled ?? true) && !!contracts && !!batcher
  const enabled = wanted && blockNumber !== undefined
  // Watched calls ride along with every block poll, so a new block brings their answers with it.
  useEffect(() => {
    if (wanted && batcher && encoded.length > 0) return batcher.watch(encoded)
  }, [wanted, batcher, encoded])

  const callKeys = useMemo(
    () => encoded.map((call) => toCallKey({ address: call.target, callData: call.callData })),
    [encoded],
  )
  const query = useQuery({
    queryKey: ['multicall', chainId, blockNumber?.toString(), callKeys],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    // While the next block's round loads, keep showing the last block's answers to the SAME
    // calls; answers to other calls must never stand in for these.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameCalls(previousQuery.queryKey[3], callKeys) ? previous : undefined,
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
    // Before the first block the query is held, which React Query does not count as loading;
    // the read is on its way all the same (or waits on a node that does not answer).
    isLoading: query.isLoading || (wanted && blockNumber === undefined),
    blockNumber,
  }
}
