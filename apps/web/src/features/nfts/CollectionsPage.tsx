import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function CollectionsPage() {
  return <PlaceholderPage title={msg('Collections')} />
}
