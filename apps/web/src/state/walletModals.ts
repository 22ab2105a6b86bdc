/**
 * Which wallet modal is open. A tiny module-level store, so any page's 'Connect Wallet' button
 * (swap, pools, …) opens the one connect modal the shell renders.
 */
import { useSyncExternalStore } from 'react'

export type WalletTab = 'wallet' | 'transactions'
export type WalletModalState =
  | { modal: 'none' }
  | { modal: 'connect' }
  | { modal: 'wallet'; tab: WalletTab }

let state: WalletModalState = { modal: 'none' }
const listeners = new Set<() => void>()

function set(next: WalletModalState) {
  state = next
  for (const listener of listeners) listener()
}

export function openConnectModal() {
  set({ modal: 'connect' })
}

export function openWalletModal(tab: WalletTab = 'wallet') {
  set({ modal: 'wallet', tab })
}

export function closeWalletModals() {
  set({ modal: 'none' })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useWalletModalState(): WalletModalState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  )
}
