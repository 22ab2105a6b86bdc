/**
 * The risk warning a player acknowledges once, before their first position: a tick that they
 * understand the risk, then Continue, stored as the user setting 'prediction accepted-risk'
 * (spec §3), so it never shows again in this browser.
 */
import { useId, useState } from 'react'
import { Modal } from '../../../components/Modal'
import { useTranslation } from '../../../i18n'
import { updateUserSettings } from '../../../state/settings/userSettings'

export function RiskDisclaimerModal({
  onAccept,
  onDismiss,
}: {
  onAccept: () => void
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  const [understood, setUnderstood] = useState(false)
  const checkId = useId()
  return (
    <Modal title={t('Before you play')} onDismiss={onDismiss}>
      <div className="prediction-disclaimer">
        <p>
          {t(
            'Each round, you predict whether the BNB price will be higher (UP) or lower (DOWN) when the round closes than when it locked. The winners share the round’s pot; you can lose everything you enter.',
          )}
        </p>
        <ul>
          <li>{t('Prices come from a price feed (an oracle), not from any exchange you see.')}</li>
          <li>{t('A position cannot be changed once entered.')}</li>
          <li>
            {t(
              'When the closing price equals the locked price, or nobody chose the winning side, the pot goes to the House.',
            )}
          </li>
          <li>
            {t('A round that is not settled in time is canceled, and its bets can be reclaimed.')}
          </li>
        </ul>
        <div className="prediction-check">
          <input
            id={checkId}
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <label htmlFor={checkId}>
            {t(
              'I understand that I am using this product at my own risk. Any losses incurred due to my actions are my own responsibility.',
            )}
          </label>
        </div>
        <div className="prediction-actions">
          <button
            type="button"
            className="prediction-primary"
            disabled={!understood}
            onClick={() => {
              updateUserSettings({ predictionAcceptedRisk: true })
              onAccept()
            }}
          >
            {t('Continue')}
          </button>
        </div>
      </div>
    </Modal>
  )
}
