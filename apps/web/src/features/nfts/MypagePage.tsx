import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function MypagePage() {
  return <PlaceholderPage title={msg('Mypage')} />
}
