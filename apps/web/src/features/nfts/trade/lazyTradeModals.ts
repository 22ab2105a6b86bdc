/**
 * The item page's transaction modals, loaded on demand. They carry the whole write path (wallet
 * writes, receipts, typed-data signing and its secp256k1 curve: ~35 kB gzip) that a visitor who
 * only looks at an item never uses; the page's first load stays within the web budget (issue 28).
 * Each trigger calls `preloadTradeModals` on hover and focus so the chunk is usually there
 * before the click lands.
 */
import { lazyOnDemand } from '../../../components/lazyOnDemand'

export const BuyModal = lazyOnDemand(() => import('./BuyModal').then((m) => m.BuyModal))

export const PriceModal = lazyOnDemand(() => import('./PriceModal').then((m) => m.PriceModal))

export const RemoveModal = lazyOnDemand(() => import('./OwnerModals').then((m) => m.RemoveModal))

export const TransferModal = lazyOnDemand(() =>
  import('./OwnerModals').then((m) => m.TransferModal),
)

export const CancelOrderModal = lazyOnDemand(() =>
  import('./OrderModals').then((m) => m.CancelOrderModal),
)

export const OrderPriceModal = lazyOnDemand(() =>
  import('./OrderModals').then((m) => m.OrderPriceModal),
)

const ALL = [BuyModal, PriceModal, RemoveModal, TransferModal, CancelOrderModal, OrderPriceModal]

/** Props for a button that opens one of the trade modals: hovering or focusing it starts the load. */
export const preloadTradeModals = {
  onPointerEnter: () => {
    for (const modal of ALL) modal.preload()
  },
  onFocus: () => {
    for (const modal of ALL) modal.preload()
  },
}
