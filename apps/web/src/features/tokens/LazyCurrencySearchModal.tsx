/**
 * The token selection modal, loaded on first open so pages that only show a currency button do
 * not carry the modal, its views and the virtual list in their initial bundle.
 */
import { lazy, Suspense } from 'react'
import type { CurrencySearchModalProps } from './CurrencySearchModal'

const Modal = lazy(() =>
  import('./CurrencySearchModal').then((module) => ({ default: module.CurrencySearchModal })),
)

export function LazyCurrencySearchModal(props: CurrencySearchModalProps) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  )
}
