import { PlaceholderPage } from '../../components/PlaceholderPage'
import { msg } from '../../i18n'

export function AddLiquidityPage() {
  return <PlaceholderPage title={msg('Add Liquidity')} />
}
