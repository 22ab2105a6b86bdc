import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function LiquidityPage() {
  return <PlaceholderPage title={msg('Liquidity')} />
}
