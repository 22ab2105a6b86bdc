/** The APR figure with the ROI calculator button (the calculator needs the APR and both prices). */
import { useState } from 'react'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { RoiCalculatorModal } from '../../roi'
import { formatApr } from '../rules/formatApr'
import type { PoolView } from '../rules/getPoolView'

export function PoolApr({ pool }: { pool: PoolView }) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const [open, setOpen] = useState(false)
  const shown = formatApr(pool.apr, numberFormat.locale)
  const { apr, stakingTokenPrice, earningTokenPrice } = pool
  const canCalculate = !!apr && !!stakingTokenPrice && !!earningTokenPrice && !pool.isFinished
  return (
    <span className="pool-apr">
      <output
        aria-label={t('APR')}
        title={pool.apr ? numberFormat.full(pool.apr, 'percent') : undefined}
      >
        {shown ?? '-'}
      </output>
      {canCalculate ? (
        <button
          type="button"
          className="icon-button pool-calculator"
          aria-label={t('ROI Calculator')}
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              d="M4 1h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2Zm0 2v3h8V3H4Zm0 5v2h2V8H4Zm3 0v2h2V8H7Zm3 0v2h2V8h-2Zm-6 3v2h2v-2H4Zm3 0v2h2v-2H7Zm3 0v2h2v-2h-2Z"
            />
          </svg>
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
