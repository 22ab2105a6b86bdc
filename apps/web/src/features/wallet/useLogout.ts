import { useCallback } from 'react'
import { useConfig, useDisconnect } from 'wagmi'
import { runLogoutHandlers } from '../../state/logout'
import { transactionActions, transactionsStore } from '../../state/transactions/transactionsStore'
import { closeWalletModals } from '../../state/walletModals'
import { useAppChain } from './useAppChain'

/** wagmi's storage key for the connector to reconnect at load. */
export const RECENT_CONNECTOR_KEY = 'recentConnectorId'

/**
 * Disconnect (spec §4 Logout): clears the wallet connection and the stored connector (no
 * reconnect at the next load), the transactions of the app's chain, then every per-account
 * reset registered with `onLogout` (profile and user NFTs, once they exist).
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
    transactionActions.clearAll({ chainId: appChain.id })
    // Saved now, not after the store's debounce: a reload right after logout must not bring them back.
    transactionsStore.flush()
    runLogoutHandlers({ chainId: appChain.id })
  }, [config, disconnect, appChain.id])
}
