/**
 * The swap link named a currency that is neither BNB nor an address: the form opened without
 * it (as Uniswap and PancakeSwap do), and this says so and offers the plain exchange.
 */
import { Link } from 'react-router'
import type { LinkProblem } from '../../app/getLinkProblem'
import { WarningIcon } from '../../components/icons/icons'
import { useTranslation } from '../../i18n'

export function SwapLinkNotice({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation()
  return (
    <div className="swap-link-notice" role="alert">
      <WarningIcon />
      <p>{t(problem.key, problem.values)}</p>
      <Link to="/swap">{t('Go to Exchange')}</Link>
    </div>
  )
}
