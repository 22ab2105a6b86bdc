/**
 * The next sale, announced while the page shows another: its offering token, what it offers over
 * both pools, and its start time with the countdown to it on the chain's clock.
 */
import { useId, useMemo } from 'react'
import { Link } from 'react-router'
import { readIfoPool } from '../../../chain/actions/ifo'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { Countdown } from '../../../components/Countdown'
import { Card, Stat, StatList } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { CurrencyLogo, useToken } from '../../tokens'
import { type IfoSaleSummary, saleHref } from '../rules/ifoRules'
import { SaleTime, TokenAmount } from './figures'
import { useSaleSymbol } from './SaleCard'

export function UpcomingSale({ sale, now }: { sale: IfoSaleSummary; now: bigint }) {
  const { t } = useTranslation()
  const heading = useId()
  const token = useToken(sale.offeringToken)
  const symbol = useSaleSymbol(token)
  const contracts = useMemo(
    () =>
      [
        readIfoPool({ ifo: sale.address, pid: 0 }),
        readIfoPool({ ifo: sale.address, pid: 1 }),
      ] as const,
    [sale.address],
  )
  const { data } = useMulticall(contracts)
  const [basic, unlimited] = data ?? []
  const offering =
    basic?.status === 'success' && unlimited?.status === 'success'
      ? basic.result.offeringAmount + unlimited.result.offeringAmount
      : undefined

  return (
    <Card className="ifo-upcoming" labelledBy={heading}>
      <h2 id={heading}>{t('Next sale')}</h2>
      <div className="ifo-sale-header">
        <CurrencyLogo currency={token ?? undefined} size={32} decorative />
        <p className="ifo-sale-title">
          <strong>{symbol}</strong>
          {token?.name ? <span className="ui-muted"> {token.name}</span> : null}
        </p>
      </div>
      <StatList>
        <Stat
          label={t('Offering')}
          value={
            <output aria-label={t('Offering')}>
              {offering === undefined ? '…' : <TokenAmount wei={offering} token={token} />}
            </output>
          }
        />
        <Stat label={t('Start')} value={<SaleTime seconds={sale.startTimestamp} />} />
      </StatList>
      <Countdown
        label={t('Starts in')}
        target={sale.startTimestamp}
        now={now}
        className="ui-countdown"
      />
      <p className="ifo-links">
        <Link to={saleHref(sale.address)}>{t('See the %symbol% sale', { symbol })}</Link>
      </p>
    </Card>
  )
}
