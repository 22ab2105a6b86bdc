import { Navigate, useParams } from 'react-router'
import { isAddressEqual } from 'viem'
import { useConnection } from 'wagmi'
import { Card, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { ConnectPrompt } from './MypagePage'
import { ProfileView } from './profile/ProfileView'
import { parseAccountParam } from './profile/profileReads'

/**
 * `/nfts/profile/{account}`: any account's profile, NFTs and activity (the connected account's
 * own page also has its actions). Without an account: the connected account's page, or a connect
 * prompt. A malformed account says so.
 */
export function ProfilePage() {
  const { t } = useTranslation()
  const { accountAddress } = useParams()
  const { address, status } = useConnection()
  const connected = status === 'connected' ? address : undefined

  if (accountAddress === undefined) {
    return connected ? (
      <Navigate replace to={`/nfts/profile/${connected.toLowerCase()}`} />
    ) : (
      <Page title={t('Your Profile')}>
        <ConnectPrompt />
      </Page>
    )
  }
  const account = parseAccountParam(accountAddress)
  if (!account) {
    return (
      <Page title={t('Your Profile')}>
        <Card>
          <p role="alert">{t("That's not a Binance Smart Chain wallet address.")}</p>
        </Card>
      </Page>
    )
  }
  const own = connected !== undefined && isAddressEqual(connected, account)
  return (
    <Page title={own ? t('Your Profile') : t('Profile')}>
      <ProfileView key={account} account={account} own={own} />
    </Page>
  )
}
