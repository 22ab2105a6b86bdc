/**
 * The steps of sending a swap or a wrap (spec §4 swap flow): review in the confirm modal (with
 * the trade frozen until the user accepts a changed one), the price-impact question when the
 * impact asks for one (§5), waiting for the wallet, then the hash or the error. The last error
 * stays for the text under the button after the modal closes, until the next attempt.
 */
import type { Currency, PriceImpactConfirmation, Trade } from '@ghost/sdk'
import type { Hash } from 'viem'
import type { SwapMessage } from './swapMessages'

export type SwapFlowError = { message: SwapMessage; hint?: SwapMessage | undefined }

export type SwapFlowState = {
  open: boolean
  kind: 'swap' | 'wrap'
  step: 'review' | 'gate' | 'transaction'
  /** The trade the modal shows and sends. */
  tradeToConfirm: Trade<Currency, Currency> | undefined
  gate: Exclude<PriceImpactConfirmation, 'none'> | undefined
  /** Whether the modal opened straight at the gate (expert mode): cancelling closes it. */
  skippedReview: boolean
  attempting: boolean
  hash: Hash | undefined
  error: SwapFlowError | undefined
}

export type SwapFlowAction =
  | { type: 'review'; trade: Trade<Currency, Currency> }
  | { type: 'accept'; trade: Trade<Currency, Currency> }
  | {
      type: 'gate'
      gate: Exclude<PriceImpactConfirmation, 'none'>
      trade?: Trade<Currency, Currency>
    }
  | { type: 'cancelGate' }
  | { type: 'attempt'; kind: 'swap' | 'wrap'; trade?: Trade<Currency, Currency> | undefined }
  | { type: 'sent'; hash: Hash }
  | { type: 'failed'; error: SwapFlowError }
  | { type: 'dismiss' }

export const INITIAL_SWAP_FLOW: SwapFlowState = {
  open: false,
  kind: 'swap',
  step: 'review',
  tradeToConfirm: undefined,
  gate: undefined,
  skippedReview: false,
  attempting: false,
  hash: undefined,
  error: undefined,
}

export function swapFlowReducer(state: SwapFlowState, action: SwapFlowAction): SwapFlowState {
  switch (action.type) {
    case 'review':
      return {
        ...INITIAL_SWAP_FLOW,
        open: true,
        tradeToConfirm: action.trade,
      }
    case 'accept':
      return { ...state, tradeToConfirm: action.trade }
    case 'gate':
      return state.open
        ? { ...state, step: 'gate', gate: action.gate }
        : {
            ...INITIAL_SWAP_FLOW,
            open: true,
            step: 'gate',
            gate: action.gate,
            tradeToConfirm: action.trade,
            skippedReview: true,
          }
    case 'cancelGate':
      return state.skippedReview
        ? { ...state, open: false, gate: undefined }
        : { ...state, step: 'review', gate: undefined }
    case 'attempt':
      return {
        ...state,
        open: true,
        kind: action.kind,
        step: 'transaction',
        tradeToConfirm: action.trade ?? state.tradeToConfirm,
        gate: undefined,
        attempting: true,
        hash: undefined,
        error: undefined,
      }
    case 'sent':
      return { ...state, attempting: false, hash: action.hash }
    case 'failed':
      return { ...state, attempting: false, error: action.error }
    case 'dismiss':
      return { ...INITIAL_SWAP_FLOW, error: state.hash ? undefined : state.error }
  }
}
