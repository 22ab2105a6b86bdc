/**
 * Renders the teams routes at a path (`/teams`, `/teams/2`) through the providers they use (the
 * runtime config naming an API, i18n in a chosen locale, wagmi with no wallet, React Query
 * without retries, a memory router), with the router's location shown in an `output` so a test
 * follows the links. The chain RPC is a closed port: these screens read only the API.
 */
import { localChain } from '@ghost/contracts/anvil'
import { MANIFEST_CONTRACTS, MANIFEST_TOKENS, parseManifest } from '@ghost/contracts/manifest'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { zeroAddress } from 'viem'
import { createConfig, http, WagmiProvider } from 'wagmi'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../../config/useRuntimeConfig'
import { createI18n } from '../../../i18n'
import { noRetryQueryClient } from '../../../test/screenRouting'
import { TeamPage } from '../TeamPage'
import { TeamsPage } from '../TeamsPage'

const CLOSED = 'http://127.0.0.1:1'

/** The router's path, for tests that follow a link. */
function Where() {
  const { pathname } = useLocation()
  return <output aria-label="Location">{pathname}</output>
}

export function teamsRuntimeConfig(apiUrl: string, rpcUrl: string = CLOSED): RuntimeConfig {
  const manifest = parseManifest({
    chainId: 1337,
    startBlock: 0,
    contracts: Object.fromEntries(MANIFEST_CONTRACTS.map((name) => [name, zeroAddress])),
    tokens: Object.fromEntries(MANIFEST_TOKENS.map((symbol) => [symbol, zeroAddress])),
  })
  return { chainId: 1337, rpcUrl, apiUrl, manifest }
}

export type RenderTeamsOptions = {
  /** The runtime config; the fixture API's with a closed RPC unless given. */
  config: RuntimeConfig
  /** The app's language (figures follow it); en-US unless given. */
  locale?: string
}

export function renderTeams(path: string, { config, locale = 'en-US' }: RenderTeamsOptions) {
  const chain = localChain(config.rpcUrl)
  const wagmi = createConfig({
    chains: [chain],
    connectors: [],
    transports: { [chain.id]: http(config.rpcUrl) },
  })
  const queryClient = noRetryQueryClient()
  return render(
    <RuntimeConfigProvider config={config}>
      <I18nextProvider i18n={createI18n({ locale, translations: {} })}>
        <WagmiProvider config={wagmi} reconnectOnMount={false}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/teams" element={<TeamsPage />} />
                <Route path="/teams/:id" element={<TeamPage />} />
                <Route path="*" element={null} />
              </Routes>
              <Where />
            </MemoryRouter>
          </QueryClientProvider>
        </WagmiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
}
