import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function RemoveLiquidityPage() {
  return <PlaceholderPage title={msg('Remove Liquidity')} />
}
