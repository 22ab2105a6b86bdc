import { useState } from 'react'
import { SettingsIcon } from '../../components/icons/icons'
import { lazyOnDemand, OnDemand } from '../../components/lazyOnDemand'
import { useTranslation } from '../../i18n'

// Loaded on the first hover, focus or click: the top bar is on every first load, the modal rarely.
const SettingsModal = lazyOnDemand(() => import('./SettingsModal').then((m) => m.SettingsModal))

/** The gear button that opens the settings (top bar and page headers). */
export function SettingsButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('Settings')}
        onPointerEnter={SettingsModal.preload}
        onFocus={SettingsModal.preload}
        onClick={() => setOpen(true)}
      >
        <SettingsIcon />
      </button>
      {open ? (
        <OnDemand>
          <SettingsModal onDismiss={() => setOpen(false)} />
        </OnDemand>
      ) : null}
    </>
  )
}
