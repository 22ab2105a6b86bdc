import { type Native, Native as NativeCurrency, type Token } from '@ghost/sdk'
import { useMemo } from 'react'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { getDefaultTokens, getWrappedNativeToken } from './defaultTokens'

/** BNB of the app's chain (wrapping to the manifest WBNB). */
export function useNativeCurrency(): Native {
  const { manifest } = useRuntimeConfig()
  return useMemo(() => NativeCurrency.onChain(getWrappedNativeToken(manifest)), [manifest])
}

/** WBNB and the manifest tokens. */
export function useDefaultTokens(): Token[] {
  const { manifest } = useRuntimeConfig()
  return useMemo(() => getDefaultTokens(manifest), [manifest])
}
