import { useEffect } from 'react'
import { MoonIcon, SunIcon } from '../components/icons/icons'
import { useTranslation } from '../i18n'
import { updateUserSettings, useUserSettings } from '../state/settings/userSettings'

export function applyTheme(dark: boolean) {
  document.documentElement.dataset.theme = dark ? 'dark' : 'light'
}

/** Dark/light switch; the choice is a persisted user setting. */
export function ThemeToggle() {
  const { t } = useTranslation()
  const dark = useUserSettings((s) => s.darkTheme)
  useEffect(() => applyTheme(dark), [dark])
  return (
    <button
      type="button"
      className="icon-button"
      role="switch"
      aria-checked={dark}
      aria-label={t('Dark mode')}
      onClick={() => updateUserSettings({ darkTheme: !dark })}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  )
}
