/**
 * Which wallets the connect modal offers, one button each. Wallets that announce themselves
 * (EIP-6963) come first under their own names; the Binance Chain Wallet shows only when its
 * provider is present; the plain injected connector shows unless a named wallet already covers
 * the same provider — and also when no wallet exists at all, so that picking it explains
 * 'No provider was found' instead of offering nothing.
 */
import { BINANCE_CHAIN_WALLET_ID } from '../../chain/wagmiConfig'
import { msg } from '../../i18n'

export type WalletCandidate = {
  uid: string
  id: string
  name: string
  type: string
  /** The connector's resolved EIP-1193 provider (undefined when absent or not looked up). */
  provider: unknown
}

export type WalletChoice = {
  uid: string
  /** The wallet's own name, or a message key (then `translate` is true). */
  name: string
  translate: boolean
}

export const INJECTED_ID = 'injected'
export const WALLET_CONNECT_ID = 'walletConnect'

type InjectedFlags = { isMetaMask?: unknown; isTrust?: unknown; isBraveWallet?: unknown }

/** A name for an unannounced `window.ethereum`, from the flags wallets set on it. */
export function getInjectedWalletName(provider: unknown): WalletChoice['name'] | undefined {
  if (typeof provider !== 'object' || provider === null) return undefined
  const flags = provider as InjectedFlags
  if (flags.isBraveWallet) return 'Brave Wallet'
  if (flags.isTrust) return 'Trust Wallet'
  if (flags.isMetaMask) return 'MetaMask'
  return undefined
}

export function getWalletChoices(candidates: readonly WalletCandidate[]): WalletChoice[] {
  // Announced wallets (EIP-6963 connectors carry the wallet's rdns as id) and any other named
  // connector a configuration adds.
  const announced = candidates.filter(
    (c) => c.id !== INJECTED_ID && c.id !== BINANCE_CHAIN_WALLET_ID && c.id !== WALLET_CONNECT_ID,
  )
  const binance = candidates.filter((c) => c.id === BINANCE_CHAIN_WALLET_ID && c.provider)
  const walletConnect = candidates.filter((c) => c.id === WALLET_CONNECT_ID)
  const injected = candidates.find((c) => c.id === INJECTED_ID)

  const choices: WalletChoice[] = [...announced, ...binance].map((c) => ({
    uid: c.uid,
    name: c.name,
    translate: false,
  }))
  const covered = new Set([...announced, ...binance].map((c) => c.provider).filter(Boolean))
  if (injected && !(injected.provider && covered.has(injected.provider))) {
    const name = getInjectedWalletName(injected.provider)
    choices.push(
      name
        ? { uid: injected.uid, name, translate: false }
        : { uid: injected.uid, name: msg('Browser Wallet'), translate: true },
    )
  }
  for (const c of walletConnect) choices.push({ uid: c.uid, name: c.name, translate: false })
  return choices
}
