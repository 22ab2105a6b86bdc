/** Search across the Info tokens and pools (symbol, name or address), results as links. */
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { useTopPairs, useTopTokens } from '../../../api/info/infoQueries'
import { useTranslation } from '../../../i18n'
import { searchInfo } from '../rules/search'

export function InfoSearch() {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const tokens = useTopTokens()
  const pairs = useTopPairs()
  const resultsId = useId()
  const results = useMemo(
    () => searchInfo(tokens.data ?? [], pairs.data ?? [], query),
    [tokens.data, pairs.data, query],
  )
  const searching = query.trim() !== ''
  const none = searching && results.tokens.length === 0 && results.pairs.length === 0
  return (
    <div className="info-search">
      <input
        type="search"
        className="info-search-input"
        aria-label={t('Search pools or tokens')}
        placeholder={t('Search pools or tokens')}
        autoComplete="off"
        value={query}
        aria-controls={resultsId}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div id={resultsId} className="info-search-results" aria-live="polite">
        {searching ? (
          <>
            {results.tokens.length > 0 ? (
              <ul aria-label={t('Tokens')}>
                {results.tokens.map((token) => (
                  <li key={token.id}>
                    <Link to={`/info/tokens/${token.id}`} onClick={() => setQuery('')}>
                      {token.symbol} <span className="info-muted">{token.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {results.pairs.length > 0 ? (
              <ul aria-label={t('Pools')}>
                {results.pairs.map((pair) => (
                  <li key={pair.id}>
                    <Link to={`/info/pools/${pair.id}`} onClick={() => setQuery('')}>
                      {pair.token0.symbol}/{pair.token1.symbol}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {none ? <p className="info-muted">{t('No results')}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  )
}
