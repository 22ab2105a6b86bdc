/** The settings feature: the gear button and its modal (the settings themselves are `state/settings`). */
export { SettingsButton } from './SettingsButton'
