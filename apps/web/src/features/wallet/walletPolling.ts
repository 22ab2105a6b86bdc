/**
 * Spec §9: wallet data is polled every 12 s. Its own module: the feature's index names it, and
 * naming it from WalletInfo made every page that imports a wallet button load the wallet tab too.
 */
export const WALLET_POLLING_MS = 12_000
