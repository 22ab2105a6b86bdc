import { useState } from 'react'
import { Link } from 'react-router'
import type { Address } from 'viem'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { getExplorerLink } from '../../transactions'
import type { FarmView } from '../rules/getFarmView'
import type { FarmActions } from '../useFarmActions'
import { FarmActionsPanel } from './FarmActionsPanel'
import { DEFAULT_REWARD_LABEL, formatFarmApr, formatLiquidity, shortenAddress } from './farmDisplay'

export type FarmItemProps = {
  farm: FarmView
  account: Address | undefined
  masterChef: Address
  chainId: number
  addLiquidityPath: string
  actions: FarmActions
  onOpenRoi: (farm: FarmView) => void
}

/** The contract link of a farm's LP; the local chain has no explorer, so its address shows instead. */
export function FarmContractLink({ farm, chainId }: { farm: FarmView; chainId: number }) {
  const { t } = useTranslation()
  const href = getExplorerLink(chainId, farm.lpAddress, 'address')
  return href ? (
    <a className="farm-link" href={href} target="_blank" rel="noreferrer">
      {t('View Contract')}
    </a>
  ) : (
    <span className="farm-muted" title={farm.lpAddress}>
      {t('Contract')}: {shortenAddress(farm.lpAddress)}
    </span>
  )
}

export function FarmAprButton({ farm, onOpenRoi }: Pick<FarmItemProps, 'farm' | 'onOpenRoi'>) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  return (
    <span className="farm-apr">
      <output
        aria-label={t('APR')}
        title={farm.apr ? numberFormat.full(farm.apr, 'percent') : undefined}
      >
        {formatFarmApr(farm.apr, numberFormat.locale)}
      </output>
      {farm.apr ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('ROI Calculator')}
          onClick={() => onOpenRoi(farm)}
        >
          ⌗
        </button>
      ) : null}
    </span>
  )
}

export function FarmCard(props: FarmItemProps) {
  const numberFormat = useNumberFormat()
  const { farm, chainId, addLiquidityPath } = props
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(false)
  return (
    <article className="farm-card" aria-label={farm.lpSymbol}>
      <header className="farm-card-header">
        <h2>{farm.lpSymbol}</h2>
        <div className="farm-tags">
          <span className="farm-tag">{t('Core')}</span>
          <span className="farm-tag farm-multiplier" title={t('Multiplier')}>
            {farm.multiplier}
          </span>
        </div>
      </header>
      <dl className="farm-facts">
        <div>
          <dt>{t('APR')}:</dt>
          <dd>
            <FarmAprButton farm={farm} onOpenRoi={props.onOpenRoi} />
          </dd>
        </div>
        <div>
          <dt>{t('Earn')}:</dt>
          <dd>{t(DEFAULT_REWARD_LABEL)}</dd>
        </div>
      </dl>
      <FarmActionsPanel {...props} />
      <button
        type="button"
        className="farm-toggle"
        aria-expanded={expanded}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? t('Hide') : t('Details')}
      </button>
      {expanded ? (
        <dl className="farm-facts">
          <div>
            <dt>{t('Total Liquidity')}:</dt>
            <dd>
              <output aria-label={t('Total Liquidity')}>
                {formatLiquidity(farm.liquidityUsd, numberFormat.locale)}
              </output>
            </dd>
          </div>
          <div>
            <dd>
              <Link className="farm-link" to={addLiquidityPath}>
                {t('Get %symbol%', { symbol: farm.lpSymbol })}
              </Link>
            </dd>
          </div>
          <div>
            <dd>
              <FarmContractLink farm={farm} chainId={chainId} />
            </dd>
          </div>
        </dl>
      ) : null}
    </article>
  )
}
