import { useConnection } from 'wagmi'
import { Card, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { ConnectWalletButton } from '../wallet'
import { CreateNftLink } from './components'
import { ProfileView } from './profile/ProfileView'

/** `/nfts/mypage`: the connected account's profile, NFTs, activity and profile actions. */
export function MypagePage() {
  const { t } = useTranslation()
  const { address, status } = useConnection()
  return (
    <Page title={t('Mypage')} actions={<CreateNftLink />}>
      {status === 'connected' && address ? (
        <ProfileView account={address} own />
      ) : (
        <ConnectPrompt />
      )}
    </Page>
  )
}

export function ConnectPrompt() {
  const { t } = useTranslation()
  return (
    <Card>
      <p>{t('Connect your wallet to see your NFTs and your profile.')}</p>
      <ConnectWalletButton />
    </Card>
  )
}
