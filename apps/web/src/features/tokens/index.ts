// Public surface of the tokens feature: the token universe, currency lookups, token lists and
// the currency pickers other screens use.
export { CurrencyInputPanel, type CurrencyInputPanelProps } from './CurrencyInputPanel'
export { CurrencyLogo } from './CurrencyLogo'
export type { CurrencySearchModalProps } from './CurrencySearchModal'
export { getDefaultTokens, getWrappedNativeToken, KNOWN_TOKEN_METADATA } from './defaultTokens'
export { getTokenFromReads } from './getTokenFromReads'
export { ImportTokenModal, type ImportTokenModalProps } from './ImportTokenModal'
// loaded on first render: importing the index does not pull the modal into a page's chunk
export { LazyCurrencySearchModal as CurrencySearchModal } from './LazyCurrencySearchModal'
export { TokenSelectButton, type TokenSelectButtonProps } from './TokenSelectButton'
export { tokenListActions, tokenListsStore, useTokenListsState } from './tokenListsStore'
export {
  UnsupportedAssetButton,
  UnsupportedAssetsModal,
  UnsupportedCurrencyFooter,
  useIsUnsupportedTrade,
  useUnsupportedTokens,
} from './Unsupported'
export {
  getUnsupportedCurrencies,
  getUnsupportedTokens,
  UNSUPPORTED_TOKENS,
} from './unsupportedTokens'
export {
  useActiveListTokens,
  useAllTokens,
  useInactiveListTokens,
  useIsUserAddedToken,
} from './useAllTokens'
export { useCurrency, useToken, useUnimportedTokens } from './useCurrency'
export { useDefaultTokens, useNativeCurrency } from './useNativeCurrency'
export {
  addUserToken,
  clearUserTokens,
  removeUserToken,
  useUserAddedTokens,
} from './userAddedTokens'
export { TOKEN_LIST_REFRESH_MS } from './useTokenListsUpdater'
