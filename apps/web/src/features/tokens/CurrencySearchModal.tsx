/**
 * The token selection modal (spec §2): 'Select a Token', 'Manage' (Lists and Tokens tabs),
 * 'Import Tokens' and 'Import List', each with its Back rule. Selecting a currency closes it; a
 * currency already chosen on the other side is the caller's to swap.
 */
import type { Currency, Token, TokenList } from '@ghost/sdk'
import { useState } from 'react'
import { Modal } from '../../components/Modal'
import { useTranslation } from '../../i18n'
import { CurrencySearch } from './CurrencySearch'
import { ImportListView } from './ImportListView'
import { ImportTokenView } from './ImportTokenView'
import { ManageView } from './ManageView'
import { CURRENCY_MODAL_TITLES, type CurrencyModalView, getBackView } from './modalViews'
import './tokens.css'
import { ArrowLeftIcon } from '../../components/icons/icons'

export type CurrencySearchModalProps = {
  onDismiss: () => void
  onCurrencySelect: (currency: Currency) => void
  selectedCurrency?: Currency | null | undefined
  otherSelectedCurrency?: Currency | null | undefined
}

export function CurrencySearchModal({
  onDismiss,
  onCurrencySelect,
  selectedCurrency,
  otherSelectedCurrency,
}: CurrencySearchModalProps) {
  const { t } = useTranslation()
  const [view, setView] = useState<CurrencyModalView>('search')
  const [previousView, setPreviousView] = useState<CurrencyModalView>()
  const [importToken, setImportToken] = useState<Token>()
  const [importList, setImportList] = useState<{ url: string; list: TokenList }>()

  const go = (next: CurrencyModalView) => {
    setPreviousView(view)
    setView(next)
  }
  const select = (currency: Currency) => {
    onCurrencySelect(currency)
    onDismiss()
  }
  const back = getBackView(view, previousView)

  return (
    <Modal title={t(CURRENCY_MODAL_TITLES[view])} onDismiss={onDismiss}>
      {back ? (
        <button
          type="button"
          className="text-button token-modal-back"
          aria-label={t('Back')}
          onClick={() => {
            setPreviousView(undefined)
            setView(back)
          }}
        >
          <ArrowLeftIcon /> {t('Back')}
        </button>
      ) : null}
      {view === 'search' ? (
        <CurrencySearch
          selectedCurrency={selectedCurrency}
          otherSelectedCurrency={otherSelectedCurrency}
          onCurrencySelect={select}
          onImportToken={(token) => {
            setImportToken(token)
            go('importToken')
          }}
          onManage={() => go('manage')}
        />
      ) : null}
      {view === 'manage' ? (
        <ManageView
          onImportToken={(token) => {
            setImportToken(token)
            go('importToken')
          }}
          onImportList={(url, list) => {
            setImportList({ url, list })
            go('importList')
          }}
        />
      ) : null}
      {view === 'importToken' && importToken ? (
        <ImportTokenView
          tokens={[importToken]}
          onImport={([token]) => {
            // from the search the imported token is the choice; from Manage, back to the list
            if (previousView === 'manage') setView('manage')
            else if (token) select(token)
          }}
        />
      ) : null}
      {view === 'importList' && importList ? (
        <ImportListView
          url={importList.url}
          list={importList.list}
          onImported={() => {
            setPreviousView(undefined)
            setView('manage')
          }}
        />
      ) : null}
    </Modal>
  )
}
