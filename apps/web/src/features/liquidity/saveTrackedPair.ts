import { updateUserSettings, userSettingsStore } from '../../state/settings/userSettings'
import { addSavedPair, toPairKey } from './pairKeys'

/** Adds a pair to the user's saved pairs (once), so the Liquidity page tracks it. */
export function saveTrackedPair(chainId: number, tokenA: string, tokenB: string) {
  const { savedPairs } = userSettingsStore.get()
  const next = addSavedPair(savedPairs, chainId, toPairKey(tokenA, tokenB))
  if (next !== savedPairs) updateUserSettings({ savedPairs: next })
}
