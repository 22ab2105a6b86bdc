import { useEffect, useState } from 'react'
import { type Connector, useConnectors } from 'wagmi'
import { getWalletChoices, WALLET_CONNECT_ID, type WalletChoice } from './getWalletChoices'

export type WalletOption = WalletChoice & { connector: Connector }

/** The connect modal's buttons: connectors whose providers are looked up, then chosen by the rules. */
export function useWalletChoices(): WalletOption[] {
  const connectors = useConnectors()
  const [options, setOptions] = useState<WalletOption[]>([])

  useEffect(() => {
    let current = true
    Promise.all(
      connectors.map(async (connector) => ({
        uid: connector.uid,
        id: connector.id,
        name: connector.name,
        type: connector.type,
        // Asking WalletConnect for its provider would load its SDK: it needs none to be offered.
        provider:
          connector.id === WALLET_CONNECT_ID
            ? undefined
            : await connector.getProvider().catch(() => undefined),
      })),
    ).then((candidates) => {
      if (!current) return
      const byUid = new Map(connectors.map((connector) => [connector.uid, connector]))
      setOptions(
        getWalletChoices(candidates).flatMap((choice) => {
          const connector = byUid.get(choice.uid)
          return connector ? [{ ...choice, connector }] : []
        }),
      )
    })
    return () => {
      current = false
    }
  }, [connectors])

  return options
}
