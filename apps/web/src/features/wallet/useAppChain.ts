import { useMemo } from 'react'
import { chainFromConfig } from '../../chain/wagmiConfig'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import type { AppChain } from './chainSwitch'

/** The chain this build serves (runtime config), in the shape the wallet switch needs. */
export function useAppChain(): AppChain {
  const config = useRuntimeConfig()
  return useMemo(() => {
    const chain = chainFromConfig(config)
    return {
      id: chain.id,
      name: chain.name,
      rpcUrl: config.rpcUrl,
      explorerUrl: chain.blockExplorers?.default.url,
    }
  }, [config])
}
