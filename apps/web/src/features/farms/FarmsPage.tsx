import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function FarmsPage() {
  return <PlaceholderPage title={msg('Farms')} />
}
