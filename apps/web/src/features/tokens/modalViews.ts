import { msg } from '../../i18n'

/** The four views of the token selection modal (spec §2). */
export type CurrencyModalView = 'search' | 'manage' | 'importToken' | 'importList'

export const CURRENCY_MODAL_TITLES: Readonly<Record<CurrencyModalView, string>> = {
  search: msg('Select a Token'),
  manage: msg('Manage'),
  importToken: msg('Import Tokens'),
  importList: msg('Import List'),
}

/**
 * Where Back leads (spec §2): Manage and Import List back to search; Import Tokens back to the
 * view it was opened from, else search. The search view has no Back.
 *
 * @example
 * getBackView('importToken', 'manage') // 'manage'
 */
export function getBackView(
  view: CurrencyModalView,
  previous: CurrencyModalView | undefined,
): CurrencyModalView | undefined {
  switch (view) {
    case 'search':
      return undefined
    case 'manage':
    case 'importList':
      return 'search'
    case 'importToken':
      return previous && previous !== 'importToken' ? previous : 'search'
  }
}
