import {
  Fraction,
  getSlippageWarning,
  parseDeadlineInput,
  parseSlippageInput,
  SLIPPAGE_PRESETS_BPS,
  type SlippageMessage,
} from '@ghost/sdk'
import { useId, useState } from 'react'
import { Modal } from '../../components/Modal'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import {
  getGasPresetOptions,
  SLIPPAGE_MESSAGE_KEYS,
  slippageInputFor,
} from '../../state/settings/settingsRules'
import { updateUserSettings, useUserSettings } from '../../state/settings/userSettings'
import './settings.css'

function Switch({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (on: boolean) => void
}) {
  return (
    <label className="settings-row">
      <span>{label}</span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  )
}

function ExpertModeConfirm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const [dontShowAgain, setDontShowAgain] = useState(false)
  return (
    <div className="settings-expert">
      <p role="alert">
        {t(
          "Expert mode turns off the 'Confirm' transaction prompt and allows high slippage trades that often result in bad rates and lost funds.",
        )}
      </p>
      <p>{t('Only use this mode if you know what you’re doing.')}</p>
      <label className="settings-row">
        <input
          type="checkbox"
          checked={dontShowAgain}
          onChange={(event) => setDontShowAgain(event.target.checked)}
        />
        <span>{t('Don’t show this again')}</span>
      </label>
      <div className="settings-buttons">
        <button
          type="button"
          onClick={() => {
            updateUserSettings({ expertMode: true, expertModeAcknowledgementShown: dontShowAgain })
            onDone()
          }}
        >
          {t('Turn On Expert Mode')}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          {t('Cancel')}
        </button>
      </div>
    </div>
  )
}

/** Transaction settings: gas price, slippage, deadline, expert mode, multihops, audio (spec §3, §5, §9). */
export function SettingsModal({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const { chainId } = useRuntimeConfig()
  const settings = useUserSettings((s) => s)
  const ids = { slippage: useId(), deadline: useId(), slippageMessage: useId() }
  const [slippageText, setSlippageText] = useState(() =>
    slippageInputFor(settings.slippageBps, SLIPPAGE_PRESETS_BPS),
  )
  const [slippageMessage, setSlippageMessage] = useState<SlippageMessage | undefined>(() =>
    getSlippageWarning(settings.slippageBps),
  )
  const [deadlineText, setDeadlineText] = useState(() => String(settings.deadlineSeconds / 60))
  const [deadlineValid, setDeadlineValid] = useState(true)
  const [confirmingExpertMode, setConfirmingExpertMode] = useState(false)

  if (confirmingExpertMode) {
    return (
      <Modal title={t('Expert Mode')} onDismiss={onDismiss}>
        <ExpertModeConfirm onDone={() => setConfirmingExpertMode(false)} />
      </Modal>
    )
  }

  const onSlippageInput = (value: string) => {
    const parsed = parseSlippageInput(value)
    if (!parsed.accepted) return
    setSlippageText(parsed.input)
    if (parsed.slippage !== undefined) updateUserSettings({ slippageBps: parsed.slippage })
    setSlippageMessage(
      parsed.slippage === undefined && !parsed.message
        ? getSlippageWarning(settings.slippageBps)
        : parsed.message,
    )
  }
  const onPreset = (bps: number) => {
    updateUserSettings({ slippageBps: bps })
    setSlippageText('')
    setSlippageMessage(getSlippageWarning(bps))
  }
  const onDeadlineInput = (value: string) => {
    setDeadlineText(value)
    const parsed = parseDeadlineInput(value)
    setDeadlineValid(parsed.isValid)
    if (parsed.deadline !== undefined) updateUserSettings({ deadlineSeconds: parsed.deadline })
  }

  return (
    <Modal title={t('Settings')} onDismiss={onDismiss}>
      <section className="settings-section" aria-label={t('Default Transaction Speed (GWEI)')}>
        <h3>{t('Default Transaction Speed (GWEI)')}</h3>
        <div className="settings-buttons">
          {getGasPresetOptions(chainId).map((option) => (
            <button
              key={option.preset}
              type="button"
              aria-pressed={settings.gasPreset === option.preset}
              onClick={() => updateUserSettings({ gasPreset: option.preset })}
            >
              {t(option.label, { gwei: option.gwei })}
            </button>
          ))}
        </div>
      </section>

      <section className="settings-section" aria-label={t('Slippage Tolerance')}>
        <h3>{t('Slippage Tolerance')}</h3>
        <div className="settings-buttons">
          {SLIPPAGE_PRESETS_BPS.map((bps) => (
            <button
              key={bps}
              type="button"
              aria-pressed={slippageText === '' && settings.slippageBps === bps}
              onClick={() => onPreset(bps)}
            >
              {numberFormat.format(new Fraction(BigInt(bps), 10_000n), {
                style: 'percent',
                decimals: 1,
              })}
            </button>
          ))}
          <span className="settings-input">
            <input
              id={ids.slippage}
              inputMode="decimal"
              autoComplete="off"
              placeholder={(settings.slippageBps / 100).toFixed(2)}
              aria-label={t('Custom slippage tolerance (%)')}
              aria-invalid={slippageMessage?.type === 'error'}
              aria-describedby={slippageMessage ? ids.slippageMessage : undefined}
              value={slippageText}
              onChange={(event) => onSlippageInput(event.target.value)}
            />
            %
          </span>
        </div>
        {slippageMessage ? (
          <p
            id={ids.slippageMessage}
            className={`settings-message ${slippageMessage.type}`}
            role="status"
          >
            {t(SLIPPAGE_MESSAGE_KEYS[slippageMessage.text])}
          </p>
        ) : null}
      </section>

      <section className="settings-section">
        <label className="settings-row" htmlFor={ids.deadline}>
          <span>{t('Tx deadline (mins)')}</span>
          <input
            id={ids.deadline}
            inputMode="numeric"
            autoComplete="off"
            className={deadlineValid ? undefined : 'invalid'}
            aria-invalid={!deadlineValid}
            value={deadlineText}
            onChange={(event) => onDeadlineInput(event.target.value)}
          />
        </label>
      </section>

      <section className="settings-section">
        <Switch
          label={t('Expert Mode')}
          checked={settings.expertMode}
          onChange={(on) => {
            if (!on) updateUserSettings({ expertMode: false })
            else if (settings.expertModeAcknowledgementShown)
              updateUserSettings({ expertMode: true })
            else setConfirmingExpertMode(true)
          }}
        />
        <Switch
          label={t('Disable Multihops')}
          checked={settings.singleHopOnly}
          onChange={(on) => updateUserSettings({ singleHopOnly: on })}
        />
        <Switch
          label={t('Audio')}
          checked={settings.audio}
          onChange={(on) => updateUserSettings({ audio: on })}
        />
      </section>
    </Modal>
  )
}
