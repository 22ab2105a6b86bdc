/**
 * Manage → Tokens (spec §5): add a custom token by address ('Enter valid token address'), see
 * and remove the user's imported tokens.
 */
import { isAddress, shortenSymbol, type Token } from '@ghost/sdk'
import { useState } from 'react'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { CurrencyLogo } from './CurrencyLogo'
import { useAllTokens } from './useAllTokens'
import { useToken } from './useCurrency'
import { clearUserTokens, removeUserToken, useUserAddedTokens } from './userAddedTokens'

export type ManageTokensProps = {
  onImportToken: (token: Token) => void
}

export function ManageTokens({ onImportToken }: ManageTokensProps) {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const allTokens = useAllTokens()
  const userTokens = useUserAddedTokens(chainId)
  const [query, setQuery] = useState('')
  const address = isAddress(query.trim()) || undefined
  const found = useToken(address)
  const known = address ? allTokens[address.toLowerCase()] : undefined
  const invalid = (query.trim().length > 0 && !address) || found === null

  return (
    <div className="manage-tokens">
      <input
        type="text"
        className="token-input"
        aria-label={t('Token address')}
        placeholder="0x0000"
        autoComplete="off"
        aria-invalid={invalid}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {invalid ? (
        <p className="token-error" role="alert">
          {t('Enter valid token address')}
        </p>
      ) : null}
      {found && !known ? (
        <div className="currency-row import-row">
          <CurrencyLogo currency={found} />
          <span className="currency-row-text">
            <span className="currency-row-symbol">
              {shortenSymbol(found.symbol) ?? t('Unknown')}
            </span>
            <span className="currency-row-name">{found.name ?? t('Unknown')}</span>
          </span>
          <button type="button" onClick={() => onImportToken(found)}>
            {t('Import')}
          </button>
        </div>
      ) : null}
      {known ? (
        <p className="list-row-detail">
          {t('%symbol% is already in your token list', { symbol: known.symbol ?? '' })}
        </p>
      ) : null}
      <ul className="user-tokens" aria-label={t('Custom Tokens')}>
        {userTokens.map((token) => (
          <li key={token.address} className="user-token">
            <CurrencyLogo currency={token} />
            <span className="currency-row-text">
              <span className="currency-row-symbol">{token.symbol}</span>
              <span className="token-address">{token.address}</span>
            </span>
            <button
              type="button"
              className="text-button"
              aria-label={t('Remove %symbol%', { symbol: token.symbol ?? token.address })}
              onClick={() => removeUserToken(chainId, token.address)}
            >
              {t('Remove')}
            </button>
          </li>
        ))}
      </ul>
      <div className="manage-tokens-footer">
        <span>{t('%count% Custom Tokens', { count: String(userTokens.length) })}</span>
        {userTokens.length > 0 ? (
          <button type="button" className="text-button" onClick={() => clearUserTokens(chainId)}>
            {t('Clear all')}
          </button>
        ) : null}
      </div>
      <p className="list-row-detail">
        {t('Tip: Custom tokens are stored locally in your browser')}
      </p>
    </div>
  )
}
