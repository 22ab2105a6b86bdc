import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function InfoPage() {
  return <PlaceholderPage title={msg('Info')} />
}
