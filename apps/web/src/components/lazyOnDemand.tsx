/**
 * Code that only matters after a click (the top bar's modals) loads when first wanted instead of
 * with the first page. `lazyOnDemand` gives a component to render inside `<OnDemand>` and a
 * `preload()` for the trigger's hover and focus, so the chunk is usually there before the click
 * lands. A chunk that fails to load reloads the page once, like a lazy page (`lazyPage`); a
 * second failure shows an error in place of the modal rather than taking the page down.
 *
 * @example
 * const SettingsModal = lazyOnDemand(() => import('./SettingsModal').then((m) => m.SettingsModal))
 * <button onPointerEnter={SettingsModal.preload} onFocus={SettingsModal.preload} …>
 * {open ? <OnDemand><SettingsModal onDismiss={close} /></OnDemand> : null}
 */
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from '../i18n'
import { loadWithReloadOnce } from './lazyPage'

export type LazyOnDemand<props extends object> = ComponentType<props> & {
  /** Starts loading the chunk; safe to call any number of times. */
  preload: () => void
}

export function lazyOnDemand<props extends object>(
  load: () => Promise<ComponentType<props>>,
): LazyOnDemand<props> {
  let loading: Promise<ComponentType<props>> | undefined
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      // Forget the failure so the next attempt asks the network again.
      loading = undefined
      throw error
    })
    return loading
  }
  const Lazy = lazy(async () => ({
    default: await loadWithReloadOnce(start, window.sessionStorage, () => window.location.reload()),
  }))
  const preload = () => {
    // A failed preload is not an error yet: rendering retries it and reports it then.
    start().catch(() => {})
  }
  return Object.assign(Lazy, { preload }) as LazyOnDemand<props>
}

function LoadError() {
  const { t } = useTranslation()
  return (
    <p role="alert" className="on-demand-error">
      {t('Error occurred, please try again')}
    </p>
  )
}

class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <LoadError /> : this.props.children
  }
}

/** Where a `lazyOnDemand` component renders: nothing while its chunk loads, an error if it cannot. */
export function OnDemand({ children }: { children: ReactNode }) {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadErrorBoundary>
  )
}
