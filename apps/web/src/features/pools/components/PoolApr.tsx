/** The APR figure with the ROI calculator button (the calculator needs the APR and both prices). */
import { useState } from 'react'
import { RoiIcon } from '../../../components/icons/icons'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { RoiCalculatorModal } from '../../roi'
import type { PoolView } from '../rules/getPoolView'

export function PoolApr({ pool }: { pool: PoolView }) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const [open, setOpen] = useState(false)
  const { apr, stakingTokenPrice, earningTokenPrice } = pool
  const canCalculate = !!apr && !!stakingTokenPrice && !!earningTokenPrice && !pool.isFinished
  return (
    <span className="pool-apr">
      <output
        aria-label={t('APR')}
        title={pool.apr ? numberFormat.full(pool.apr, 'percent') : undefined}
      >
        {pool.apr ? numberFormat.apr(pool.apr) : '-'}
      </output>
      {canCalculate ? (
        <button
          type="button"
          className="icon-button pool-calculator"
          aria-label={t('ROI Calculator')}
          onClick={() => setOpen(true)}
        >
          <RoiIcon />
        </button>
      ) : null}
      {open && apr && stakingTokenPrice && earningTokenPrice ? (
        <RoiCalculatorModal
          apr={apr}
          stakingTokenSymbol={pool.stakingCurrency.symbol ?? ''}
          stakingTokenPrice={stakingTokenPrice}
          earningTokenSymbol={pool.earningToken.symbol ?? ''}
          earningTokenPrice={earningTokenPrice}
          stakingTokenBalance={pool.userData?.stakingTokenBalance}
          onDismiss={() => setOpen(false)}
        />
      ) : null}
    </span>
  )
}
