import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { createWagmiConfig } from './chain/wagmiConfig'
import type { RuntimeConfig } from './config/runtimeConfig'
import { HomePage } from './features/home/HomePage'

export function App({ config }: { config: RuntimeConfig }) {
  const [wagmiConfig] = useState(() => createWagmiConfig(config))
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <HomePage config={config} />
      </QueryClientProvider>
    </WagmiProvider>
  )
}
