/**
 * The wallet modals, loaded on demand: the top bar's wallet corner is on every first load, but
 * its modals (wallet choices, balances, login errors) only after a click. Their triggers call
 * `preload` on hover and focus so the chunk is usually there before the click lands.
 */
import { lazyOnDemand } from '../../components/lazyOnDemand'

export const ConnectModal = lazyOnDemand(() => import('./ConnectModal').then((m) => m.ConnectModal))

export const WalletModal = lazyOnDemand(() => import('./WalletModal').then((m) => m.WalletModal))
