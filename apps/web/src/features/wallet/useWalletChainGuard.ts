import { useCallback, useEffect, useRef, useState } from 'react'
import { useConnection } from 'wagmi'
import { useToast } from '../../components/toasts'
import { getChainSwitchDecision, switchWalletChain, type WalletRequest } from './chainSwitch'
import { hasCode, USER_REJECTED_CODE } from './getLoginError'
import { useAppChain } from './useAppChain'

export type WalletChainGuard = {
  /** The connected wallet is on a chain the app does not serve. */
  wrongChain: boolean
  /** The wallet's chain id while wrong. */
  walletChainId: number | undefined
  /** Asks the wallet to switch to (or add) the app's chain. */
  switchNetwork: () => Promise<void>
  switching: boolean
}

/**
 * Keeps the connected wallet on the app's chain: when it connects on, or moves to, another chain
 * the wallet is asked once to switch (adding the chain when unknown); after that the user decides
 * through `switchNetwork`. Mount it once (the shell's banner does); every other reader only
 * needs `useConnection().chainId`.
 */
export function useWalletChainGuard(): WalletChainGuard {
  const connection = useConnection()
  const appChain = useAppChain()
  const { toastError } = useToast()
  const [askedFromChainId, setAskedFromChainId] = useState<number>()
  const [switching, setSwitching] = useState(false)
  // One request at a time (StrictMode runs effects twice in development).
  const inFlight = useRef(false)
  const connector = connection.connector

  const decision = getChainSwitchDecision({
    connected: connection.status === 'connected',
    walletChainId: connection.chainId,
    appChainId: appChain.id,
    askedFromChainId,
  })

  const switchNetwork = useCallback(async () => {
    if (!connector || inFlight.current) return
    inFlight.current = true
    setSwitching(true)
    try {
      const provider = (await connector.getProvider()) as { request: WalletRequest }
      await switchWalletChain((args) => provider.request(args), appChain)
    } catch (error) {
      // Declining is the user's answer, not a failure: the banner stays with its button.
      if (!hasCode(error, USER_REJECTED_CODE)) {
        const e = error instanceof Error ? error : new Error(String(error))
        toastError(e.name, (e as Error & { shortMessage?: string }).shortMessage ?? e.message)
      }
    } finally {
      inFlight.current = false
      setSwitching(false)
    }
  }, [connector, appChain, toastError])

  useEffect(() => {
    // Back on the app's chain: a later move away is asked about again.
    if (decision === 'none' && askedFromChainId !== undefined) setAskedFromChainId(undefined)
  }, [decision, askedFromChainId])

  useEffect(() => {
    if (decision !== 'ask') return
    setAskedFromChainId(connection.chainId)
    void switchNetwork()
  }, [decision, connection.chainId, switchNetwork])

  return {
    wrongChain: decision !== 'none',
    walletChainId: decision === 'none' ? undefined : connection.chainId,
    switchNetwork,
    switching,
  }
}
