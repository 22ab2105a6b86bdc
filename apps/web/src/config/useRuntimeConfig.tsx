import { createContext, type ReactNode, useContext } from 'react'
import type { RuntimeConfig } from './runtimeConfig'

const RuntimeConfigContext = createContext<RuntimeConfig | undefined>(undefined)

export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig
  children: ReactNode
}) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>
}

/** The chain, URLs and deployment manifest the app was started with. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext)
  if (!config) throw new Error('useRuntimeConfig outside RuntimeConfigProvider')
  return config
}
