/** The 'Manage' view (spec §2): the Lists and Tokens tabs. */
import type { Token, TokenList } from '@ghost/sdk'
import { useId, useState } from 'react'
import { useTranslation } from '../../i18n'
import { ManageLists } from './ManageLists'
import { ManageTokens } from './ManageTokens'

export type ManageViewProps = {
  onImportToken: (token: Token) => void
  onImportList: (url: string, list: TokenList) => void
}

export function ManageView({ onImportToken, onImportList }: ManageViewProps) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<'lists' | 'tokens'>('lists')
  const id = useId()
  const tabs = [
    { key: 'lists', label: t('Lists') },
    { key: 'tokens', label: t('Tokens') },
  ] as const
  return (
    <div className="manage">
      <div role="tablist" className="manage-tabs">
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={tab === key}
            aria-controls={`${id}-${key}-panel`}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'lists' ? (
          <ManageLists onImportList={onImportList} />
        ) : (
          <ManageTokens onImportToken={onImportToken} />
        )}
      </div>
    </div>
  )
}
