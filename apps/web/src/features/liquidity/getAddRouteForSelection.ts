import { MintField } from './mintState'

export type GetAddRouteForSelectionParameters = {
  /** '/add' or '/create', whichever the user is on. */
  base: string
  field: MintField
  /** Id of the chosen currency ('BNB' or an address). */
  selectedId: string
  currencyIdA: string | undefined
  currencyIdB: string | undefined
}

const same = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/**
 * Where choosing a currency on the add form goes (spec §2): the new pair's route; choosing the
 * currency already on the other side swaps the two; B without an A pairs with BNB.
 *
 * @example
 * getAddRouteForSelection({ base: '/add', field: MintField.CURRENCY_A, selectedId: usdt, currencyIdA: 'BNB', currencyIdB: usdt }) // '/add/<usdt>/BNB'
 */
export function getAddRouteForSelection({
  base,
  field,
  selectedId,
  currencyIdA,
  currencyIdB,
}: GetAddRouteForSelectionParameters): string {
  if (field === MintField.CURRENCY_A) {
    if (same(selectedId, currencyIdB)) {
      return currencyIdA ? `${base}/${currencyIdB}/${currencyIdA}` : `${base}/${currencyIdB}`
    }
    return currencyIdB ? `${base}/${selectedId}/${currencyIdB}` : `${base}/${selectedId}`
  }
  if (same(selectedId, currencyIdA)) {
    return currencyIdB ? `${base}/${currencyIdB}/${selectedId}` : `${base}/${selectedId}`
  }
  return `${base}/${currencyIdA ?? 'BNB'}/${selectedId}`
}
