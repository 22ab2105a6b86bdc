import { shortenAddress } from '@ghost/sdk'
import { Component, type ReactNode, Suspense } from 'react'
import { Outlet } from 'react-router'
import { useConnection } from 'wagmi'
import { lazyOnDemand, OnDemand } from '../components/lazyOnDemand'
import { ChainNodeBanner } from '../features/chainNode'
// The profile's pieces come straight from their modules: the shell is on every page, and the NFT
// feature's index would bring its trade modal along.
import { useResetProfileOnLogout } from '../features/nfts/profile/useResetProfileOnLogout'
import { SettingsButton } from '../features/settings/SettingsButton'
import { RecentTransactionsButton } from '../features/transactions/RecentTransactionsButton'
import { UserMenu } from '../features/wallet/UserMenu'
import { WrongNetworkBanner } from '../features/wallet/WrongNetworkBanner'
import { useTranslation } from '../i18n'
import { Footer } from '../layout/Footer'
import { LanguagePicker } from '../layout/LanguagePicker'
import { ThemeToggle } from '../layout/ThemeToggle'
import { TopMenu } from '../layout/TopMenu'
import { DocumentMeta } from './DocumentMeta'
import { ScrollToTop } from './ScrollToTop'

class PageErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

function PageError() {
  const { t } = useTranslation()
  return (
    <p role="alert" className="page-body">
      {t('Error occurred, please try again')}
    </p>
  )
}

function PageLoading() {
  const { t } = useTranslation()
  return (
    <p className="page-body" aria-busy="true">
      {t('Loading…')}
    </p>
  )
}

// Only a connected account shows a badge, and the profile reads behind it (the NFT server's
// client, its decoders, the profile ABI) are not needed for a first paint without one.
const AccountProfileBadge = lazyOnDemand(() =>
  import('../features/nfts/profile/AccountProfileBadge').then((m) => m.AccountProfileBadge),
)

function renderAccountBadge(address: string) {
  return (
    <OnDemand>
      {/* the badge's own first state: the address, until a username or avatar is known */}
      <Suspense fallback={<span>{shortenAddress(address)}</span>}>
        <AccountProfileBadge address={address} />
      </Suspense>
    </OnDemand>
  )
}

/** Top menu, the current page (lazy, with a loading state and an error boundary) and footer. */
export function Shell() {
  const { address, status } = useConnection()
  useResetProfileOnLogout()
  return (
    <>
      <DocumentMeta account={status === 'connected' ? address : undefined} />
      <ScrollToTop />
      <TopMenu>
        <SettingsButton />
        <RecentTransactionsButton />
        <UserMenu accountBadge={renderAccountBadge} />
      </TopMenu>
      <WrongNetworkBanner />
      <ChainNodeBanner />
      <main className="page">
        <PageErrorBoundary fallback={<PageError />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer>
        <ThemeToggle />
        <LanguagePicker />
      </Footer>
    </>
  )
}
