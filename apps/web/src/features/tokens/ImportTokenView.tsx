/**
 * The 'Import Tokens' view (spec §2, §5): the risk warning, each token with its source ('via
 * {list}' or 'Unknown Source'), the 'I understand' tick and the Import button.
 */
import type { Token } from '@ghost/sdk'
import { useId, useState } from 'react'
import { useTranslation } from '../../i18n'
import { CurrencyLogo } from './CurrencyLogo'
import { useInactiveListTokens } from './useAllTokens'
import { addUserToken } from './userAddedTokens'

export type ImportTokenViewProps = {
  tokens: readonly Token[]
  /** Called after the tokens were added to the user's tokens. */
  onImport: (tokens: readonly Token[]) => void
}

export function ImportTokenView({ tokens, onImport }: ImportTokenViewProps) {
  const { t } = useTranslation()
  const [understood, setUnderstood] = useState(false)
  const listed = useInactiveListTokens()
  const warningId = useId()
  return (
    <div className="import-token">
      <div className="token-warning" role="alert" id={warningId}>
        <strong>{t('Import at your own risk')}</strong>
        <p>
          {t(
            'Anyone can create a BEP20 token on BSC with any name, including creating fake versions of existing tokens and tokens that claim to represent projects that do not have a token.',
          )}
        </p>
        <p>{t('If you purchase an arbitrary token, you may be unable to sell it back.')}</p>
      </div>
      <ul className="import-token-list">
        {tokens.map((token) => {
          const list = listed[token.address.toLowerCase()]?.list
          return (
            <li key={token.address} className="import-token-item">
              <CurrencyLogo currency={token} size={32} />
              <div>
                <div>
                  <strong>{token.symbol ?? t('Unknown')}</strong> {token.name}
                </div>
                <div className="token-address">{token.address}</div>
                <div className="token-source">
                  {list ? t('via %list%', { list: list.name }) : t('Unknown Source')}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
      <div className="import-confirm">
        <label>
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          {t('I understand')}
        </label>
        <button
          type="button"
          disabled={!understood}
          onClick={() => {
            for (const token of tokens) addUserToken(token)
            onImport(tokens)
          }}
        >
          {t('Import')}
        </button>
      </div>
    </div>
  )
}
