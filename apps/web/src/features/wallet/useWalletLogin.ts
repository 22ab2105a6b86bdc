import { useCallback, useState } from 'react'
import { type Connector, useConnect } from 'wagmi'
import { useToast } from '../../components/toasts'
import { useTranslation } from '../../i18n'
import { closeWalletModals } from '../../state/walletModals'
import { switchWalletChain } from './chainSwitch'
import { getLoginError } from './getLoginError'
import { useAppChain } from './useAppChain'

/**
 * Connects a wallet and reports failures as the spec's toasts. A wallet refusing because of its
 * chain is asked to switch to (or add) the app's chain, then the connection is tried once more.
 */
export function useWalletLogin() {
  const connect = useConnect()
  const { toastError } = useToast()
  const { t } = useTranslation()
  const appChain = useAppChain()
  const { mutateAsync } = connect
  const [pendingUid, setPendingUid] = useState<string>()

  const report = useCallback(
    (error: unknown) => {
      const result = getLoginError(error)
      if (result.kind !== 'toast') return
      toastError(
        result.translate ? t(result.title) : result.title,
        result.translate ? t(result.description) : result.description,
      )
    },
    [t, toastError],
  )

  const login = useCallback(
    async (connector: Connector) => {
      setPendingUid(connector.uid)
      try {
        await mutateAsync({ connector })
        closeWalletModals()
      } catch (error) {
        if (getLoginError(error).kind !== 'unsupported-chain') return report(error)
        try {
          const provider = (await connector.getProvider()) as {
            request: Parameters<typeof switchWalletChain>[0]
          }
          await switchWalletChain((args) => provider.request(args), appChain)
          await mutateAsync({ connector })
          closeWalletModals()
        } catch (retryError) {
          report(retryError)
        }
      } finally {
        setPendingUid(undefined)
      }
    },
    [mutateAsync, report, appChain],
  )

  /** `pendingUid`: the connector being connected, while the wallet is asked. */
  return { login, pendingUid }
}
