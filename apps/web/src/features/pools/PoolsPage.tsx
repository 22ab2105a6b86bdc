import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function PoolsPage() {
  return <PlaceholderPage title={msg('Pools')} />
}
