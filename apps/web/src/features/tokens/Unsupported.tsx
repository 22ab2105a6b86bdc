/**
 * The unsupported-asset state (spec §2 swap and add liquidity, §5, §8): a disabled 'Unsupported
 * Asset' button in place of the action, and a notice opening the 'Unsupported Assets' modal.
 */
import type { Currency, Token } from '@ghost/sdk'
import { useMemo, useState } from 'react'
import { Modal } from '../../components/Modal'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { getUnsupportedCurrencies, getUnsupportedTokens } from './unsupportedTokens'
import './tokens.css'

/** Unsupported tokens of the app's chain, by lowercase address. */
export function useUnsupportedTokens(): Record<string, Token> {
  const { chainId } = useRuntimeConfig()
  return useMemo(() => getUnsupportedTokens(chainId), [chainId])
}

/** Whether any of the trade's currencies is unsupported. */
export function useIsUnsupportedTrade(
  ...currencies: readonly (Currency | null | undefined)[]
): boolean {
  const unsupported = useUnsupportedTokens()
  return getUnsupportedCurrencies(unsupported, currencies).length > 0
}

export function UnsupportedAssetButton() {
  const { t } = useTranslation()
  return (
    <button type="button" className="wide-button" disabled>
      {t('Unsupported Asset')}
    </button>
  )
}

export function UnsupportedAssetsModal({
  currencies,
  onDismiss,
}: {
  currencies: readonly (Currency | null | undefined)[]
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  const unsupported = useUnsupportedTokens()
  const tokens = getUnsupportedCurrencies(unsupported, currencies)
  return (
    <Modal title={t('Unsupported Assets')} onDismiss={onDismiss}>
      <ul className="unsupported-list">
        {tokens.map((token) => (
          <li key={token.address}>
            <strong>{token.symbol}</strong> <span className="token-address">{token.address}</span>
          </li>
        ))}
      </ul>
      <p>
        {t(
          'Some assets are not available through this interface because they may not work well with our smart contract or we are unable to allow trading for legal reasons.',
        )}
      </p>
    </Modal>
  )
}

/** Shown under a form whose currencies include an unsupported one. */
export function UnsupportedCurrencyFooter({
  currencies,
}: {
  currencies: readonly (Currency | null | undefined)[]
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <div className="unsupported-footer">
      <button type="button" className="text-button" onClick={() => setOpen(true)}>
        {t('Read more about unsupported assets')}
      </button>
      {open ? (
        <UnsupportedAssetsModal currencies={currencies} onDismiss={() => setOpen(false)} />
      ) : null}
    </div>
  )
}
