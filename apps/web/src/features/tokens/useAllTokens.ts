import type { ListedToken, Token } from '@ghost/sdk'
import { useMemo } from 'react'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { getListTokens } from './getListTokens'
import { getTokenUniverse } from './getTokenUniverse'
import { useTokenListsState } from './tokenListsStore'
import { useDefaultTokens } from './useNativeCurrency'
import { useUserAddedTokens } from './userAddedTokens'
import { useTokenListsUpdater } from './useTokenListsUpdater'

/** Tokens of the active lists on the app's chain, by lowercase address. */
export function useActiveListTokens(): Record<string, ListedToken> {
  const { chainId } = useRuntimeConfig()
  const state = useTokenListsState((s) => s)
  return useMemo(() => getListTokens(state, state.activeListUrls, chainId), [state, chainId])
}

/** Tokens of the lists the user added but turned off, by lowercase address. */
export function useInactiveListTokens(): Record<string, ListedToken> {
  const { chainId } = useRuntimeConfig()
  const state = useTokenListsState((s) => s)
  return useMemo(() => {
    const inactive = Object.keys(state.byUrl).filter((url) => !state.activeListUrls.includes(url))
    return getListTokens(state, inactive, chainId)
  }, [state, chainId])
}

/**
 * The token universe of the app's chain by lowercase address: WBNB and the manifest tokens,
 * active lists' tokens and the user's imported tokens. Keeps the lists fresh while used.
 */
export function useAllTokens(): Record<string, Token> {
  useTokenListsUpdater()
  const { chainId } = useRuntimeConfig()
  const defaultTokens = useDefaultTokens()
  const listTokens = useActiveListTokens()
  const userTokens = useUserAddedTokens(chainId)
  return useMemo(
    () => getTokenUniverse({ defaultTokens, listTokens, userTokens, chainId }),
    [defaultTokens, listTokens, userTokens, chainId],
  )
}

/** Whether the user imported `currency` themselves (it can be removed in Manage → Tokens). */
export function useIsUserAddedToken(
  currency: { isToken: boolean; address?: string } | null | undefined,
) {
  const { chainId } = useRuntimeConfig()
  const userTokens = useUserAddedTokens(chainId)
  if (!currency?.isToken || !currency.address) return false
  const lower = currency.address.toLowerCase()
  return userTokens.some((token) => token.address.toLowerCase() === lower)
}
