/**
 * The 'Import List' view (spec §2, §4, §5): the list's name and size, the risk text, the 'I
 * understand' tick and Import. Importing loads the list into the store and turns it on; a
 * failure shows the message and removes the list again.
 */
import type { TokenList } from '@ghost/sdk'
import { useState } from 'react'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { getTokenListMap } from './getListTokens'
import { getTokenListErrorMessage, getTokenListErrorText } from './tokenListErrors'
import { tokenListActions } from './tokenListsStore'
import { useFetchTokenList } from './useFetchTokenList'

export type ImportListViewProps = {
  url: string
  list: TokenList
  onImported: () => void
}

export function ImportListView({ url, list, onImported }: ImportListViewProps) {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const fetchList = useFetchTokenList()
  const [understood, setUnderstood] = useState(false)
  const [adding, setAdding] = useState(false)
  const [error, setError] = useState<string>()
  const count = Object.keys(getTokenListMap(list)[chainId] ?? {}).length
  const errorText = error ? getTokenListErrorText(error) : undefined

  const onImport = async () => {
    if (adding) return
    setAdding(true)
    setError(undefined)
    try {
      await fetchList(url)
      tokenListActions.enable(url)
      onImported()
    } catch (failure) {
      setError(getTokenListErrorMessage(failure))
      tokenListActions.remove(url)
      setAdding(false)
    }
  }

  return (
    <div className="import-list">
      <div className="list-preview">
        <div className="list-row-text">
          <strong>{list.name}</strong>
          <span className="list-row-detail">{t('%count% tokens', { count: String(count) })}</span>
          <span className="token-address">{url}</span>
        </div>
      </div>
      <div className="token-warning" role="alert">
        <strong>{t('Import at your own risk')}</strong>
        <p>
          {t(
            'By adding this list you are implicitly trusting that the data is correct. Anyone can create a list, including creating fake versions of existing lists and lists that claim to represent projects that do not have one.',
          )}
        </p>
        <p>{t('If you purchase a token from this list, you may not be able to sell it back.')}</p>
      </div>
      <div className="import-confirm">
        <label>
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          {t('I understand')}
        </label>
        <button type="button" disabled={!understood || adding} onClick={onImport}>
          {t('Import')}
        </button>
      </div>
      {errorText ? (
        <p className="token-error" role="alert">
          {t(errorText.key, errorText.values)}
        </p>
      ) : null}
    </div>
  )
}
