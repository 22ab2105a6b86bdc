/**
 * The user settings of spec §3, persisted per browser. Defaults follow the spec where it gives
 * them (audio on, dark off, chart shown, phishing banner shown) and docs/decisions.md elsewhere.
 */
import {
  DEFAULT_DEADLINE_SECONDS,
  DEFAULT_SLIPPAGE_BPS,
  MAX_APPLIED_SLIPPAGE_BPS,
} from '@ghost/sdk'
import { createPersistedStore, useStore } from '../createPersistedStore'

export type ViewMode = 'TABLE' | 'CARD'
export type ChartViewMode = 'BASIC' | 'TRADING_VIEW'
export type GasPreset = 'standard' | 'fast' | 'instant' | 'testnet'

export type UserSettings = {
  expertMode: boolean
  singleHopOnly: boolean
  /** Basis points (50 = 0.5%). */
  slippageBps: number
  /** Seconds. */
  deadlineSeconds: number
  gasPreset: GasPreset
  farmStakedOnly: { onFinished: boolean; live: boolean }
  poolStakedOnly: boolean
  poolsViewMode: ViewMode
  farmsViewMode: ViewMode
  chartViewMode: ChartViewMode
  audio: boolean
  darkTheme: boolean
  showUsername: boolean
  watchlistTokens: string[]
  watchlistPools: string[]
  /** User-added tokens by chain id: lowercase address → token data. */
  savedTokens: Record<
    string,
    Record<string, { address: string; symbol: string; name: string; decimals: number }>
  >
  /** User-added pairs by chain id: "tokenA-tokenB" (lowercase, sorted). */
  savedPairs: Record<string, string[]>
  showPhishingBanner: boolean
  showExchangeChart: boolean
  predictionAcceptedRisk: boolean
  predictionChartDisclaimerShown: boolean
  expertModeAcknowledgementShown: boolean
}

export const DEFAULT_USER_SETTINGS: UserSettings = {
  expertMode: false,
  singleHopOnly: false,
  slippageBps: DEFAULT_SLIPPAGE_BPS,
  deadlineSeconds: DEFAULT_DEADLINE_SECONDS,
  gasPreset: 'standard',
  farmStakedOnly: { onFinished: false, live: false },
  poolStakedOnly: false,
  poolsViewMode: 'CARD',
  farmsViewMode: 'CARD',
  chartViewMode: 'BASIC',
  audio: true,
  darkTheme: false,
  showUsername: true,
  watchlistTokens: [],
  watchlistPools: [],
  savedTokens: {},
  savedPairs: {},
  showPhishingBanner: true,
  showExchangeChart: true,
  predictionAcceptedRisk: false,
  predictionChartDisclaimerShown: false,
  expertModeAcknowledgementShown: false,
}

export const USER_SETTINGS_KEY = 'ghost:user-settings'

/** Keeps each saved field only when it has the default's type, so old or tampered data cannot break the app. */
export function reviveUserSettings(
  saved: unknown,
  defaults: UserSettings,
): UserSettings | undefined {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return undefined
  const result: Record<string, unknown> = { ...defaults }
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = (saved as Record<string, unknown>)[key]
    if (value === undefined) continue
    const sameShape = Array.isArray(fallback)
      ? Array.isArray(value)
      : typeof value === typeof fallback && value !== null
    if (sameShape) result[key] = value
  }
  const settings = result as UserSettings
  if (
    !Number.isInteger(settings.slippageBps) ||
    settings.slippageBps < 0 ||
    settings.slippageBps >= MAX_APPLIED_SLIPPAGE_BPS
  ) {
    settings.slippageBps = defaults.slippageBps
  }
  if (!Number.isInteger(settings.deadlineSeconds) || settings.deadlineSeconds <= 0) {
    settings.deadlineSeconds = defaults.deadlineSeconds
  }
  if (!['TABLE', 'CARD'].includes(settings.poolsViewMode))
    settings.poolsViewMode = defaults.poolsViewMode
  if (!['TABLE', 'CARD'].includes(settings.farmsViewMode))
    settings.farmsViewMode = defaults.farmsViewMode
  if (!['standard', 'fast', 'instant', 'testnet'].includes(settings.gasPreset))
    settings.gasPreset = defaults.gasPreset
  return settings
}

export const userSettingsStore = createPersistedStore<UserSettings>({
  key: USER_SETTINGS_KEY,
  defaults: DEFAULT_USER_SETTINGS,
  revive: reviveUserSettings,
})

export function useUserSettings<selected>(select: (settings: UserSettings) => selected): selected {
  return useStore(userSettingsStore, select)
}

export function updateUserSettings(patch: Partial<UserSettings>) {
  userSettingsStore.set(patch)
}
