/**
 * A token's logo (issue 11): the token list's `logoURI`, the local drawing of BNB and of the
 * deployment's tokens, else a badge generated from the address. A logo that fails to load gives
 * way to the next candidate, the badge last.
 */
import type { Currency } from '@ghost/sdk'
import { useMemo, useState } from 'react'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { getTokenListMap } from './getListTokens'
import { getTokenLogo } from './getTokenLogo'
import { useTokenListsState } from './tokenListsStore'
// The logo's badge style, for screens that show a logo without the token pickers.
import './tokens.css'

/** The logo a known list gives `address` on `chainId`, active lists first. */
function useListLogoURI(address: string | undefined, chainId: number): string | undefined {
  const state = useTokenListsState((s) => s)
  return useMemo(() => {
    if (!address) return undefined
    const urls = [
      ...state.activeListUrls,
      ...Object.keys(state.byUrl).filter((url) => !state.activeListUrls.includes(url)),
    ]
    for (const url of urls) {
      const list = state.byUrl[url]?.current
      if (!list) continue
      const listed = getTokenListMap(list)[chainId]?.[address as `0x${string}`]
      if (listed?.tokenInfo.logoURI) return listed.tokenInfo.logoURI
    }
    return undefined
  }, [state, address, chainId])
}

function LogoImage({ urls, symbol, size }: { urls: string[]; symbol: string; size: number }) {
  const [index, setIndex] = useState(0)
  return (
    <img
      className="currency-logo"
      src={urls[Math.min(index, urls.length - 1)]}
      alt={symbol}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setIndex((current) => Math.min(current + 1, urls.length - 1))}
    />
  )
}

export type CurrencyLogoProps = {
  currency: Currency | undefined
  size?: number
  /**
   * Beside a visible symbol the logo adds nothing for screen readers (and would make a button
   * read 'USDT USDT'): its alt text is then empty.
   */
  decorative?: boolean
}

export function CurrencyLogo({ currency, size = 24, decorative = false }: CurrencyLogoProps) {
  const { chainId, manifest } = useRuntimeConfig()
  const address = currency?.isToken ? currency.address : undefined
  const listLogoURI = useListLogoURI(address, chainId)
  const urls = useMemo(() => {
    const lower = address?.toLowerCase()
    const isDeploymentToken =
      lower !== undefined &&
      (lower === manifest.contracts.WBNB.toLowerCase() ||
        Object.values(manifest.tokens).some((token) => token.toLowerCase() === lower))
    return getTokenLogo({ address, symbol: currency?.symbol, listLogoURI, isDeploymentToken })
  }, [address, currency?.symbol, listLogoURI, manifest])
  const symbol = currency?.symbol ?? ''
  // a new candidate list (another token, a list loaded) starts again from its first logo
  return (
    <LogoImage key={urls.join(' ')} urls={urls} symbol={decorative ? '' : symbol} size={size} />
  )
}
