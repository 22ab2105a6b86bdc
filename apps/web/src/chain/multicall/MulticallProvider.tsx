import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { useClient } from 'wagmi'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { createMulticallBatcher, type MulticallBatcher } from './createMulticallBatcher'
import { executeMulticall } from './executeMulticall'

const MulticallContext = createContext<MulticallBatcher | undefined>(undefined)

/** One batcher per app: every `useMulticall` in the page shares its rounds. */
export function MulticallProvider({ children }: { children: ReactNode }) {
  const client = useClient()
  const { manifest } = useRuntimeConfig()
  const batcher = useMemo(
    () =>
      client
        ? createMulticallBatcher({
            execute: (calls, blockNumber) =>
              executeMulticall(client, {
                multicall: manifest.contracts.Multicall,
                calls,
                blockNumber,
              }),
          })
        : undefined,
    [client, manifest.contracts.Multicall],
  )
  return <MulticallContext.Provider value={batcher}>{children}</MulticallContext.Provider>
}

export function useMulticallBatcher(): MulticallBatcher | undefined {
  return useContext(MulticallContext)
}
