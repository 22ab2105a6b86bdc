import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function ImportPoolPage() {
  return <PlaceholderPage title={msg('Import Pool')} />
}
