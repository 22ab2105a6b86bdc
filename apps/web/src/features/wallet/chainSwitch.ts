/**
 * Keeping the wallet on the app's chain (spec §4, §8: an unsupported chain leads to an attempt
 * to add the chain to the wallet, then a retry). The decision is pure; the switch itself speaks
 * EIP-1193 to whatever wallet is connected (injected, Binance Chain Wallet, WalletConnect).
 */
import { type AddEthereumChainParameter, numberToHex } from 'viem'
import { hasCode, UNRECOGNIZED_CHAIN_CODE } from './getLoginError'

export type ChainSwitchDecision =
  /** Nothing to do: no wallet, or the wallet is on the app's chain. */
  | 'none'
  /** The wallet just moved to (or connected on) another chain: ask it to switch, once. */
  | 'ask'
  /** Already asked for this wrong chain (the user may have declined): wait for the user's click. */
  | 'wait'

export type GetChainSwitchDecisionParameters = {
  connected: boolean
  walletChainId: number | undefined
  appChainId: number
  /** The wrong chain id we last asked the wallet to leave, if any. */
  askedFromChainId: number | undefined
}

export function getChainSwitchDecision({
  connected,
  walletChainId,
  appChainId,
  askedFromChainId,
}: GetChainSwitchDecisionParameters): ChainSwitchDecision {
  if (!connected || walletChainId === undefined || walletChainId === appChainId) return 'none'
  return askedFromChainId === walletChainId ? 'wait' : 'ask'
}

export type AppChain = {
  id: number
  name: string
  rpcUrl: string
  /** Block explorer base URL, when the chain has a public one. */
  explorerUrl?: string | undefined
}

/** The `wallet_addEthereumChain` parameter for the app's chain: our RPC, BNB as native coin. */
export function getAddChainParameter(chain: AppChain): AddEthereumChainParameter {
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: [chain.rpcUrl],
    ...(chain.explorerUrl ? { blockExplorerUrls: [chain.explorerUrl] } : {}),
  }
}

/** The part of an EIP-1193 provider the switch needs. */
export type WalletRequest = (args: { method: string; params?: unknown }) => Promise<unknown>

/**
 * Asks the wallet to switch to `chain`. A wallet that does not know the chain (code 4902) is
 * asked to add it, and if adding did not also switch, to switch once more. Any other failure
 * (the user declining included) is thrown to the caller.
 */
export async function switchWalletChain(request: WalletRequest, chain: AppChain): Promise<void> {
  const chainId = numberToHex(chain.id)
  const switchChain = () => request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchChain()
  } catch (error) {
    if (!hasCode(error, UNRECOGNIZED_CHAIN_CODE)) throw error
    await request({ method: 'wallet_addEthereumChain', params: [getAddChainParameter(chain)] })
    const current = await request({ method: 'eth_chainId' })
    if (typeof current !== 'string' || Number(current) !== chain.id) await switchChain()
  }
}
