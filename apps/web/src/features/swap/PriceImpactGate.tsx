/**
 * The question before a high-impact swap (spec §5): from 5% a plain confirmation, from 10% the
 * user types the word confirm.
 */
import {
  ALLOWED_PRICE_IMPACT_HIGH_BPS,
  PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN_BPS,
  type PriceImpactConfirmation,
} from '@ghost/sdk'
import { useId, useState } from 'react'
import { useTranslation } from '../../i18n'

export const CONFIRM_WORD = 'confirm'

export type PriceImpactGateProps = {
  gate: Exclude<PriceImpactConfirmation, 'none'>
  onContinue: () => void
  onCancel: () => void
}

export function PriceImpactGate({ gate, onContinue, onCancel }: PriceImpactGateProps) {
  const { t } = useTranslation()
  const id = useId()
  const [typed, setTyped] = useState('')
  const percent = String(
    Number(
      gate === 'type-confirm'
        ? PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN_BPS
        : ALLOWED_PRICE_IMPACT_HIGH_BPS,
    ) / 100,
  )
  return (
    <div className="price-impact-gate">
      {gate === 'type-confirm' ? (
        <>
          <p>
            {t(
              'The price impact of this swap is at least %percent%%. Type the word confirm to continue.',
              {
                percent,
              },
            )}
          </p>
          <label htmlFor={id}>{t('Type confirm to continue')}</label>
          <input
            id={id}
            type="text"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </>
      ) : (
        <p>
          {t('The price impact of this swap is at least %percent%%. Do you want to continue?', {
            percent,
          })}
        </p>
      )}
      <div className="price-impact-gate-actions">
        <button type="button" className="secondary-button" onClick={onCancel}>
          {t('Cancel')}
        </button>
        <button
          type="button"
          className="danger"
          disabled={gate === 'type-confirm' && typed.trim() !== CONFIRM_WORD}
          onClick={onContinue}
        >
          {t('Continue')}
        </button>
      </div>
    </div>
  )
}
