import { Fragment, useState } from 'react'
import { Link } from 'react-router'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { FarmView } from '../rules/getFarmView'
import { FarmActionsPanel } from './FarmActionsPanel'
import { FarmAprButton, FarmContractLink, type FarmItemProps } from './FarmCard'
import { formatLiquidity } from './farmDisplay'

export type FarmsTableProps = Omit<FarmItemProps, 'farm' | 'addLiquidityPath'> & {
  farms: readonly FarmView[]
  getAddLiquidityPath: (farm: FarmView) => string
}

/** Table view: one row per farm, expanding to the same actions as the card. */
export function FarmsTable({ farms, getAddLiquidityPath, ...props }: FarmsTableProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const [expanded, setExpanded] = useState<number>()
  return (
    <table className="farms-table ui-list">
      <thead>
        <tr>
          <th scope="col">{t('Farm')}</th>
          <th scope="col">{t('Earned')}</th>
          <th scope="col">{t('APR')}</th>
          <th scope="col">{t('Liquidity')}</th>
          <th scope="col">{t('Multiplier')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('Details')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {farms.map((farm) => {
          const open = expanded === farm.pid
          return (
            <Fragment key={farm.pid}>
              <tr aria-label={farm.lpSymbol}>
                <th scope="row">{farm.lpSymbol}</th>
                <td data-label={t('Earned')}>
                  {farm.user ? <FormattedNumber value={farm.user.earnings} kind="balance" /> : '0'}
                </td>
                <td data-label={t('APR')}>
                  <FarmAprButton farm={farm} onOpenRoi={props.onOpenRoi} />
                </td>
                <td data-label={t('Liquidity')}>
                  {formatLiquidity(farm.liquidityUsd, numberFormat.locale)}
                </td>
                <td data-label={t('Multiplier')}>{farm.multiplier}</td>
                <td>
                  <button
                    type="button"
                    className="farm-toggle"
                    aria-expanded={open}
                    onClick={() => setExpanded(open ? undefined : farm.pid)}
                  >
                    {open ? t('Hide') : t('Details')}
                  </button>
                </td>
              </tr>
              {open ? (
                <tr className="farms-table-details">
                  <td colSpan={6}>
                    <div className="farms-table-expanded">
                      <div className="farm-links">
                        <Link className="farm-link" to={getAddLiquidityPath(farm)}>
                          {t('Get %symbol%', { symbol: farm.lpSymbol })}
                        </Link>
                        <FarmContractLink farm={farm} chainId={props.chainId} />
                      </div>
                      <FarmActionsPanel
                        {...props}
                        farm={farm}
                        addLiquidityPath={getAddLiquidityPath(farm)}
                      />
                    </div>
                  </td>
                </tr>
              ) : null}
            </Fragment>
          )
        })}
      </tbody>
    </table>
  )
}
