/**
 * Tokens the user imported, kept in user settings `savedTokens` (spec §3) by chain id, then by
 * lowercase address. Pure rules first, then the hooks and actions the screens call.
 */
import { Token } from '@ghost/sdk'
import { useMemo } from 'react'
import {
  type UserSettings,
  userSettingsStore,
  useUserSettings,
} from '../../state/settings/userSettings'

export type SavedTokens = UserSettings['savedTokens']

/**
 * The saved tokens of one chain, as sdk tokens; entries that cannot form a token are skipped.
 *
 * @example
 * getUserAddedTokens(settings.savedTokens, 1337) // [Token DEEP, …]
 */
export function getUserAddedTokens(saved: SavedTokens, chainId: number): Token[] {
  const tokens: Token[] = []
  for (const entry of Object.values(saved[String(chainId)] ?? {})) {
    try {
      tokens.push(
        new Token({
          chainId,
          address: entry.address,
          decimals: entry.decimals,
          symbol: entry.symbol,
          name: entry.name,
        }),
      )
    } catch {
      // a tampered entry is ignored rather than breaking every token list
    }
  }
  return tokens
}

/**
 * `saved` with `token` added (or refreshed).
 *
 * @example
 * updateUserSettings({ savedTokens: withUserToken(settings.savedTokens, token) })
 */
export function withUserToken(saved: SavedTokens, token: Token): SavedTokens {
  const chain = String(token.chainId)
  return {
    ...saved,
    [chain]: {
      ...saved[chain],
      [token.address.toLowerCase()]: {
        address: token.address,
        symbol: token.symbol ?? '',
        name: token.name ?? '',
        decimals: token.decimals,
      },
    },
  }
}

/** `saved` without the token at `address` on `chainId`. */
export function withoutUserToken(
  saved: SavedTokens,
  chainId: number,
  address: string,
): SavedTokens {
  const { [address.toLowerCase()]: _removed, ...rest } = saved[String(chainId)] ?? {}
  return { ...saved, [String(chainId)]: rest }
}

export function addUserToken(token: Token) {
  userSettingsStore.set((settings) => ({
    savedTokens: withUserToken(settings.savedTokens, token),
  }))
}

export function removeUserToken(chainId: number, address: string) {
  userSettingsStore.set((settings) => ({
    savedTokens: withoutUserToken(settings.savedTokens, chainId, address),
  }))
}

export function clearUserTokens(chainId: number) {
  userSettingsStore.set((settings) => ({
    savedTokens: { ...settings.savedTokens, [String(chainId)]: {} },
  }))
}

/** The user's imported tokens on `chainId`. */
export function useUserAddedTokens(chainId: number): Token[] {
  const saved = useUserSettings((settings) => settings.savedTokens)
  return useMemo(() => getUserAddedTokens(saved, chainId), [saved, chainId])
}
