/**
 * Manage → Lists (spec §4, §5): add a list by URL or ENS name, turn lists on and off, accept a
 * pending update, remove a list after the browser confirm (never the last one).
 */
import type { TokenList } from '@ghost/sdk'
import { useState } from 'react'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { getTokenListMap } from './getListTokens'
import { getLogoUrl } from './getTokenLogo'
import { getTokenListErrorMessage, getTokenListErrorText } from './tokenListErrors'
import { canRemoveList, type TokenListsState } from './tokenListsState'
import { tokenListActions, useTokenListsState } from './tokenListsStore'
import { useListPreview } from './useListPreview'

export type ManageListsProps = {
  onImportList: (url: string, list: TokenList) => void
}

/** Where the list can be read by people (spec §7: a token-list viewer). */
function listViewerUrl(url: string) {
  return `https://tokenlists.org/token-list?url=${encodeURIComponent(url)}`
}

function countTokens(list: TokenList, chainId: number) {
  return Object.keys(getTokenListMap(list)[chainId] ?? {}).length
}

function formatVersion(list: TokenList) {
  return `v${list.version.major}.${list.version.minor}.${list.version.patch}`
}

/** The list's own logo; nothing when it has none or it fails to load (the name is beside it). */
function ListLogo({ logoURI }: { logoURI: string | undefined }) {
  const [failed, setFailed] = useState(false)
  const url = getLogoUrl(logoURI)
  if (!url || failed) return <span className="list-logo" aria-hidden="true" />
  return (
    <img
      className="list-logo"
      src={url}
      alt=""
      width={32}
      height={32}
      onError={() => setFailed(true)}
    />
  )
}

function ListRow({
  url,
  state,
  isActive,
  chainId,
}: {
  url: string
  state: TokenListsState
  isActive: boolean
  chainId: number
}) {
  const { t } = useTranslation()
  const entry = state.byUrl[url]
  const list = entry?.current
  const name = list?.name ?? url
  const error = entry?.error ? getTokenListErrorText(entry.error) : undefined
  return (
    <li className="list-row" aria-label={name}>
      <ListLogo logoURI={list?.logoURI} />
      <div className="list-row-text">
        <strong>{name}</strong>
        {list ? (
          <span className="list-row-detail">
            {t('%count% tokens', { count: String(countTokens(list, chainId)) })} ·{' '}
            {formatVersion(list)}
          </span>
        ) : null}
        {entry?.loadingRequestId && !list ? (
          <span className="list-row-detail">{t('Loading…')}</span>
        ) : null}
        {error ? (
          <span className="list-row-error" role="alert">
            {t(error.key, error.values)}
          </span>
        ) : null}
        <span className="list-row-actions">
          <a href={listViewerUrl(url)} target="_blank" rel="noreferrer">
            {t('View list')}
          </a>
          {entry?.pendingUpdate ? (
            <button
              type="button"
              className="text-button"
              onClick={() => tokenListActions.acceptUpdate(url)}
            >
              {t('Update')}
            </button>
          ) : null}
          <button
            type="button"
            className="text-button"
            disabled={!canRemoveList(state, url)}
            onClick={() => {
              // spec §4 asks for the browser's own confirm
              if (window.confirm(t('Please confirm you would like to remove this list'))) {
                tokenListActions.remove(url)
              }
            }}
          >
            {t('Remove')}
          </button>
        </span>
      </div>
      <input
        type="checkbox"
        role="switch"
        aria-label={name}
        aria-checked={isActive}
        checked={isActive}
        onChange={(event) =>
          event.target.checked ? tokenListActions.enable(url) : tokenListActions.disable(url)
        }
      />
    </li>
  )
}

export function ManageLists({ onImportList }: ManageListsProps) {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const state = useTokenListsState((s) => s)
  const [location, setLocation] = useState('')
  const preview = useListPreview(location)

  const urls = Object.keys(state.byUrl).sort((a, b) => {
    const activeA = state.activeListUrls.includes(a)
    const activeB = state.activeListUrls.includes(b)
    if (activeA !== activeB) return activeA ? -1 : 1
    const nameA = (state.byUrl[a]?.current?.name ?? a).toLowerCase()
    const nameB = (state.byUrl[b]?.current?.name ?? b).toLowerCase()
    return nameA < nameB ? -1 : nameA > nameB ? 1 : 0
  })
  const failure =
    preview.status === 'failed'
      ? getTokenListErrorText(getTokenListErrorMessage(preview.error))
      : undefined

  return (
    <div className="manage-lists">
      <input
        type="text"
        className="token-input"
        aria-label={t('https:// or ipfs:// or ENS name')}
        placeholder={t('https:// or ipfs:// or ENS name')}
        autoComplete="off"
        value={location}
        onChange={(event) => setLocation(event.target.value)}
      />
      {preview.status === 'invalid' ? (
        <p className="token-error" role="alert">
          {t('Enter valid list location')}
        </p>
      ) : null}
      {preview.status === 'failed' && failure ? (
        <div className="token-error" role="alert">
          <p>{t('Error importing list')}</p>
          <p>{t(failure.key, failure.values)}</p>
        </div>
      ) : null}
      {preview.status === 'loaded' ? (
        <div className="list-preview">
          <div className="list-row-text">
            <strong>{preview.list.name}</strong>
            <span className="list-row-detail">
              {t('%count% tokens', { count: String(countTokens(preview.list, chainId)) })}
            </span>
          </div>
          {state.byUrl[preview.url]?.current ? (
            <span>{t('Loaded')}</span>
          ) : (
            <button type="button" onClick={() => onImportList(preview.url, preview.list)}>
              {t('Import')}
            </button>
          )}
        </div>
      ) : null}
      <ul className="list-rows" aria-label={t('Lists')}>
        {urls.map((url) => (
          <ListRow
            key={url}
            url={url}
            state={state}
            isActive={state.activeListUrls.includes(url)}
            chainId={chainId}
          />
        ))}
      </ul>
    </div>
  )
}
