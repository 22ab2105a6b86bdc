import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function NftDetailPage() {
  return <PlaceholderPage title={msg('NFT')} />
}
