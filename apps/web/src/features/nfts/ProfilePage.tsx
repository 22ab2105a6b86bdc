import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function ProfilePage() {
  return <PlaceholderPage title={msg('Your Profile')} />
}
