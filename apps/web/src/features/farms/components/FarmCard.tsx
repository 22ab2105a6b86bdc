import { Link } from 'react-router'
import type { Address } from 'viem'
import { getExplorerLink } from '../../../chain/transactions/getExplorerLink'
import { RoiIcon } from '../../../components/icons/icons'
import { Card, Stat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { FarmView } from '../rules/getFarmView'
import type { FarmActions } from '../useFarmActions'
import { FarmActionsPanel } from './FarmActionsPanel'
import { formatFarmApr, formatLiquidity, getRewardLabel, shortenAddress } from './farmDisplay'

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
  const breakdown =
    farm.farmApr && farm.lpRewardApr
      ? t('Farm APR %farm% + LP reward APR %lp%', {
          farm: numberFormat.apr(farm.farmApr),
          lp: numberFormat.apr(farm.lpRewardApr),
        })
      : undefined
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
          <RoiIcon />
        </button>
      ) : null}
      {breakdown ? <span className="farm-apr-breakdown">{breakdown}</span> : null}
    </span>
  )
}

/**
 * A farm as a card, laid out as the pool card is (issue 11): title and tags, APR with the ROI
 * calculator, what it earns, the Earned and Staked blocks, then total liquidity and the links.
 */
export function FarmCard(props: FarmItemProps) {
  const numberFormat = useNumberFormat()
  const { farm, chainId, addLiquidityPath } = props
  const { t } = useTranslation()
  return (
    <Card as="article" label={farm.lpSymbol} className="earn-card farm-card">
      <header className="ui-card-header">
        <h2>{farm.lpSymbol}</h2>
        <div className="farm-tags">
          <span className="farm-tag">{t('Core')}</span>
          <span className="farm-tag farm-multiplier" title={t('Multiplier')}>
            {farm.multiplier}
          </span>
        </div>
      </header>
      <StatList>
        <Stat
          label={`${t('APR')}:`}
          value={<FarmAprButton farm={farm} onOpenRoi={props.onOpenRoi} />}
        />
        <Stat label={`${t('Earn')}:`} value={getRewardLabel(farm.earningToken, t)} />
      </StatList>
      <FarmActionsPanel {...props} />
      <StatList className="ui-card-details">
        <Stat
          label={`${t('Total Liquidity')}:`}
          value={
            <output aria-label={t('Total Liquidity')}>
              {formatLiquidity(farm.liquidityUsd, numberFormat.locale)}
            </output>
          }
        />
      </StatList>
      <div className="ui-card-links">
        <Link className="farm-link" to={addLiquidityPath}>
          {t('Get %symbol%', { symbol: farm.lpSymbol })}
        </Link>
        <FarmContractLink farm={farm} chainId={chainId} />
      </div>
    </Card>
  )
}
