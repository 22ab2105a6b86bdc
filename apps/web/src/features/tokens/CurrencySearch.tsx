/**
 * The 'Select a Token' view (spec §2, §5): a debounced search, BNB and the token universe ordered
 * by balance then symbol, a row to import an unknown token typed by address, and Manage Tokens.
 */
import {
  type Currency,
  filterTokens,
  getSearchEnterSelection,
  isAddress,
  shortenSymbol,
  type Token,
  type TokenBalances,
} from '@ghost/sdk'
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useConnection } from 'wagmi'
import { useCurrencyBalances } from '../../chain/tokens/useCurrencyBalances'
import { useDebouncedValue } from '../../components/useDebouncedValue'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { CurrencyLogo } from './CurrencyLogo'
import { CurrencyRow } from './CurrencyRow'
import { getCurrencySearchResults } from './getCurrencySearchResults'
import { useAllTokens, useInactiveListTokens } from './useAllTokens'
import { useToken } from './useCurrency'
import { useNativeCurrency } from './useNativeCurrency'
import { useUserAddedTokens } from './userAddedTokens'
import { VirtualList } from './VirtualList'

export const TOKEN_SEARCH_DEBOUNCE_MS = 200
/** Matches from lists the user turned off, offered for import below the results. */
const MAX_INACTIVE_RESULTS = 10

export type CurrencySearchProps = {
  selectedCurrency?: Currency | null | undefined
  otherSelectedCurrency?: Currency | null | undefined
  onCurrencySelect: (currency: Currency) => void
  onImportToken: (token: Token) => void
  onManage: () => void
}

function ImportRow({ token, onImport }: { token: Token; onImport: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="currency-row import-row">
      <CurrencyLogo currency={token} />
      <span className="currency-row-text">
        <span className="currency-row-symbol">{shortenSymbol(token.symbol) ?? t('Unknown')}</span>
        <span className="currency-row-name">{token.name ?? t('Unknown')}</span>
      </span>
      <button type="button" onClick={onImport}>
        {t('Import')}
      </button>
    </div>
  )
}

export function CurrencySearch({
  selectedCurrency,
  otherSelectedCurrency,
  onCurrencySelect,
  onImportToken,
  onManage,
}: CurrencySearchProps) {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const { address: account } = useConnection()
  const native = useNativeCurrency()
  const allTokens = useAllTokens()
  const inactiveTokens = useInactiveListTokens()
  const userTokens = useUserAddedTokens(chainId)
  const [query, setQuery] = useState('')
  const debouncedQuery = useDebouncedValue(query, TOKEN_SEARCH_DEBOUNCE_MS)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    // after the modal has taken focus for itself
    const timer = setTimeout(() => input.current?.focus(), 0)
    return () => clearTimeout(timer)
  }, [])

  const tokenList = useMemo(() => Object.values(allTokens), [allTokens])
  const balanceCurrencies = useMemo(() => [native, ...tokenList], [native, tokenList])
  const balanceList = useCurrencyBalances(account, balanceCurrencies)
  const balances = useMemo(() => {
    const byAddress: Record<string, (typeof balanceList)[number]> = {}
    tokenList.forEach((token, index) => {
      byAddress[token.address] = balanceList[index + 1]
    })
    return byAddress as TokenBalances
  }, [tokenList, balanceList])

  const results = useMemo(
    () => getCurrencySearchResults({ tokens: tokenList, native, query: debouncedQuery, balances }),
    [tokenList, native, debouncedQuery, balances],
  )

  // an address outside the universe: read it on chain and offer to import it
  const searchedAddress = isAddress(debouncedQuery.trim()) || undefined
  const searchedToken = useToken(
    searchedAddress && !allTokens[searchedAddress.toLowerCase()] ? searchedAddress : undefined,
  )
  const inactiveResults = useMemo(() => {
    if (!debouncedQuery.trim()) return []
    const candidates = Object.values(inactiveTokens)
      .map((listed) => listed.token)
      .filter((token) => !allTokens[token.address.toLowerCase()])
    return filterTokens(candidates, debouncedQuery.trim()).slice(0, MAX_INACTIVE_RESULTS)
  }, [inactiveTokens, allTokens, debouncedQuery])
  const importable = useMemo(() => {
    const tokens = [...inactiveResults]
    if (searchedToken && !tokens.some((token) => token.equals(searchedToken))) {
      tokens.unshift(searchedToken)
    }
    return tokens
  }, [inactiveResults, searchedToken])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    const current = getCurrencySearchResults({ tokens: tokenList, native, query, balances })
    const tokensOnly = current.filter((currency): currency is Token => currency.isToken)
    const choice = getSearchEnterSelection({ query, results: tokensOnly, native })
    if (choice) onCurrencySelect(choice)
  }

  const userAdded = useMemo(
    () => new Set(userTokens.map((token) => token.address.toLowerCase())),
    [userTokens],
  )

  return (
    <div className="currency-search">
      <input
        ref={input}
        type="text"
        className="token-input"
        aria-label={t('Search name or paste address')}
        placeholder={t('Search name or paste address')}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          const value = event.target.value
          // a pasted address is normalised to its checksum form (spec §5)
          setQuery(isAddress(value.trim()) || value)
        }}
        onKeyDown={onKeyDown}
      />
      {results.length > 0 ? (
        <VirtualList
          label={t('Tokens')}
          itemCount={results.length}
          itemKey={(index) => {
            const currency = results[index] as Currency
            return currency.isNative ? 'BNB' : currency.address
          }}
          renderItem={(index) => {
            const currency = results[index] as Currency
            return (
              <CurrencyRow
                currency={currency}
                balance={currency.isNative ? balanceList[0] : balances[currency.address]}
                showBalance={!!account}
                isSelected={!!selectedCurrency?.equals(currency)}
                isOtherSelected={!!otherSelectedCurrency?.equals(currency)}
                isUserAdded={currency.isToken && userAdded.has(currency.address.toLowerCase())}
                onSelect={() => onCurrencySelect(currency)}
              />
            )
          }}
        />
      ) : null}
      {importable.length > 0 ? (
        <ul className="import-results" aria-label={t('Import Tokens')}>
          {importable.map((token) => (
            <li key={token.address}>
              <ImportRow token={token} onImport={() => onImportToken(token)} />
            </li>
          ))}
        </ul>
      ) : null}
      {results.length === 0 && importable.length === 0 ? (
        <p className="currency-search-empty">{t('No results found.')}</p>
      ) : null}
      <div className="currency-search-footer">
        <button type="button" className="text-button" onClick={onManage}>
          {t('Manage Tokens')}
        </button>
      </div>
    </div>
  )
}
