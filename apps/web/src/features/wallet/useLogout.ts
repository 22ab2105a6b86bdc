import { useCallback } from 'react'
import { useConfig, useDisconnect } from 'wagmi'
import { runLogoutHandlers } from './logout'
import { useAppChain } from './useAppChain'
import { closeWalletModals } from './walletModals'

/** wagmi's storage key for the connector to reconnect at load. */
export const RECENT_CONNECTOR_KEY = 'recentConnectorId'

/**
 * Disconnect (spec §4 Logout): clears the wallet connection and the stored connector (no
 * reconnect at the next load), then every per-account reset registered with `onLogout`.
 */
export function useLogout(): () => Promise<void> {
  const config = useConfig()
  const { mutateAsync: disconnect } = useDisconnect()
  const appChain = useAppChain()

  return useCallback(async () => {
    closeWalletModals()
    try {
      await disconnect()
    } catch {
      // A wallet that fails to answer must not keep the user logged in here.
    }
    await config.storage?.removeItem(RECENT_CONNECTOR_KEY)
    runLogoutHandlers({ chainId: appChain.id })
  }, [config, disconnect, appChain.id])
}
