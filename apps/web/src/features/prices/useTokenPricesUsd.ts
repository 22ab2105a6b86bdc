import { useMemo } from 'react'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { getTokenPricesUsd, priceKey, type TokenPricesUsd } from './getTokenPricesUsd'
import { useManifestPairs } from './useManifestPairs'

/**
 * USD per whole token for every manifest token and WBNB (native BNB: use the WBNB entry, or
 * `getCurrencyPriceUsd`), keyed by lowercase address, from the manifest pairs' reserves at the
 * current block (USDT and BUSD are $1). Empty until the first read answers.
 */
export function useTokenPricesUsd(): TokenPricesUsd {
  const { manifest } = useRuntimeConfig()
  const { tokens, pairs } = useManifestPairs()
  return useMemo(() => {
    const stables = [manifest.tokens.USDT, manifest.tokens.BUSD]
      .map((address) => tokens[priceKey(address)])
      .filter((token) => token !== undefined)
    if (stables.length === 0) return {}
    return getTokenPricesUsd(Object.values(pairs), stables)
  }, [manifest, tokens, pairs])
}
