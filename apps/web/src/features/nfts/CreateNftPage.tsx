import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function CreateNftPage() {
  return <PlaceholderPage title={msg('Create NFT')} />
}
