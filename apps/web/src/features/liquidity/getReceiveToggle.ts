import { msg } from '../../i18n'

export const RECEIVE_LABELS = {
  wbnb: msg('Receive WBNB'),
  bnb: msg('Receive BNB'),
} as const

export type ReceiveToggle = {
  label: (typeof RECEIVE_LABELS)[keyof typeof RECEIVE_LABELS]
  /** The remove route with BNB and WBNB exchanged. */
  to: string
}

export type GetReceiveToggleParameters = {
  currencyIdA: string
  currencyIdB: string
  /** The wrapped native token's address. */
  wbnb: string
}

/**
 * The link that switches a BNB pair's remove form between receiving BNB (the router unwraps)
 * and WBNB; undefined for pairs without BNB.
 *
 * @example
 * getReceiveToggle({ currencyIdA: 'BNB', currencyIdB: usdt, wbnb }) // { label: 'Receive WBNB', to: `/remove/${wbnb}/${usdt}` }
 */
export function getReceiveToggle({
  currencyIdA,
  currencyIdB,
  wbnb,
}: GetReceiveToggleParameters): ReceiveToggle | undefined {
  const isBnb = (id: string) => id.toUpperCase() === 'BNB'
  const isWbnb = (id: string) => id.toLowerCase() === wbnb.toLowerCase()
  if (isBnb(currencyIdA) || isBnb(currencyIdB)) {
    const swap = (id: string) => (isBnb(id) ? wbnb : id)
    return {
      label: RECEIVE_LABELS.wbnb,
      to: `/remove/${swap(currencyIdA)}/${swap(currencyIdB)}`,
    }
  }
  if (isWbnb(currencyIdA) || isWbnb(currencyIdB)) {
    const swap = (id: string) => (isWbnb(id) ? 'BNB' : id)
    return { label: RECEIVE_LABELS.bnb, to: `/remove/${swap(currencyIdA)}/${swap(currencyIdB)}` }
  }
  return undefined
}
