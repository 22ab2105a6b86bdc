import { expect, test } from 'vitest'
import { DEFAULT_USER_SETTINGS, reviveUserSettings } from './userSettings'

test('defaults follow the spec: audio on, dark off, chart and phishing banner shown; 0.5% slippage, 20 min deadline', () => {
  expect(DEFAULT_USER_SETTINGS).toMatchObject({
    audio: true,
    darkTheme: false,
    showExchangeChart: true,
    showPhishingBanner: true,
    slippageBps: 50,
    deadlineSeconds: 1200,
    expertMode: false,
    singleHopOnly: false,
  })
})

test('saved values of the right type are kept, others fall back to the default', () => {
  const revived = reviveUserSettings(
    {
      darkTheme: true,
      slippageBps: 'lots',
      audio: null,
      watchlistTokens: ['0xabc'],
      poolsViewMode: 'LIST',
      unknown: 1,
    },
    DEFAULT_USER_SETTINGS,
  )
  expect(revived?.darkTheme).toBe(true)
  expect(revived?.slippageBps).toBe(50)
  expect(revived?.audio).toBe(true)
  expect(revived?.watchlistTokens).toEqual(['0xabc'])
  expect(revived?.poolsViewMode).toBe('CARD')
  expect(revived).not.toHaveProperty('unknown')
})

test('slippage at or above the 5000 bps cap and non-positive deadlines are not restored', () => {
  expect(reviveUserSettings({ slippageBps: 5000 }, DEFAULT_USER_SETTINGS)?.slippageBps).toBe(50)
  expect(reviveUserSettings({ slippageBps: 4999 }, DEFAULT_USER_SETTINGS)?.slippageBps).toBe(4999)
  expect(reviveUserSettings({ deadlineSeconds: 0 }, DEFAULT_USER_SETTINGS)?.deadlineSeconds).toBe(
    1200,
  )
  expect(reviveUserSettings('garbage', DEFAULT_USER_SETTINGS)).toBeUndefined()
})
