import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function NftOverviewPage() {
  return <PlaceholderPage title={msg('NFT Marketplace')} />
}
