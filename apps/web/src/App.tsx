import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import { useState } from 'react'
import { BrowserRouter } from 'react-router'
import { WagmiProvider } from 'wagmi'
import { AppRoutes } from './app/routes'
import { BlockProvider } from './chain/block/BlockProvider'
import { TransactionsUpdater } from './chain/transactions/TransactionsUpdater'
import { createWagmiConfig } from './chain/wagmiConfig'
import { ToastProvider } from './components/toasts'
import type { RuntimeConfig } from './config/runtimeConfig'
import { RuntimeConfigProvider } from './config/useRuntimeConfig'
import { BlockedAddressGate } from './features/wallet/BlockedAddressGate'
import { createI18n, LanguageProvider } from './i18n'

export function App({ config, i18n: initialI18n }: { config: RuntimeConfig; i18n?: i18n }) {
  const [wagmiConfig] = useState(() => createWagmiConfig(config))
  const [queryClient] = useState(() => new QueryClient())
  const [i18n] = useState(() => initialI18n ?? createI18n())
  return (
    <RuntimeConfigProvider config={config}>
      <LanguageProvider i18n={i18n}>
        <WagmiProvider config={wagmiConfig}>
          <QueryClientProvider client={queryClient}>
            <BlockProvider>
              <ToastProvider>
                <TransactionsUpdater />
                <BlockedAddressGate>
                  <BrowserRouter>
                    <AppRoutes />
                  </BrowserRouter>
                </BlockedAddressGate>
              </ToastProvider>
            </BlockProvider>
          </QueryClientProvider>
        </WagmiProvider>
      </LanguageProvider>
    </RuntimeConfigProvider>
  )
}
