import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function SwapPage() {
  return <PlaceholderPage title={msg('Exchange')} />
}
