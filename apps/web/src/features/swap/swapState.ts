/**
 * Swap state (spec §3): which side the user typed, the typed text, the two currency ids ('BNB'
 * for the native coin, else a token address) and the optional recipient (null: no send field).
 * The reducer is pure so each transition (spec §4) is tested without React.
 */
import { isAddress, parseRecipient } from '@ghost/sdk'

export const Field = { INPUT: 'INPUT', OUTPUT: 'OUTPUT' } as const
export type Field = (typeof Field)[keyof typeof Field]

export type SwapState = {
  independentField: Field
  typedValue: string
  inputCurrencyId: string
  outputCurrencyId: string
  /** Null: sending to the connected account; '' or text: the send-to field is open. */
  recipient: string | null
}

export type SwapAction =
  | { type: 'selectCurrency'; field: Field; currencyId: string }
  | { type: 'switchCurrencies' }
  | { type: 'typeInput'; field: Field; typedValue: string }
  | { type: 'setRecipient'; recipient: string | null }

export const NATIVE_CURRENCY_ID = 'BNB'

function otherField(field: Field): Field {
  return field === Field.INPUT ? Field.OUTPUT : Field.INPUT
}

function currencyKey(field: Field): 'inputCurrencyId' | 'outputCurrencyId' {
  return field === Field.INPUT ? 'inputCurrencyId' : 'outputCurrencyId'
}

/** Currency ids compare case-insensitively (addresses may come lowercase from a URL). */
export function sameCurrencyId(a: string, b: string): boolean {
  return a !== '' && a.toLowerCase() === b.toLowerCase()
}

export function swapReducer(state: SwapState, action: SwapAction): SwapState {
  switch (action.type) {
    case 'selectCurrency': {
      const other = otherField(action.field)
      // Choosing what the other side holds swaps the sides (spec §4).
      if (sameCurrencyId(action.currencyId, state[currencyKey(other)])) {
        return {
          ...state,
          independentField: otherField(state.independentField),
          [currencyKey(action.field)]: action.currencyId,
          [currencyKey(other)]: state[currencyKey(action.field)],
        }
      }
      return { ...state, [currencyKey(action.field)]: action.currencyId }
    }
    case 'switchCurrencies':
      return {
        ...state,
        independentField: otherField(state.independentField),
        inputCurrencyId: state.outputCurrencyId,
        outputCurrencyId: state.inputCurrencyId,
      }
    case 'typeInput':
      return { ...state, independentField: action.field, typedValue: action.typedValue }
    case 'setRecipient':
      return { ...state, recipient: action.recipient }
  }
}

/** An address, or BNB for anything else (a missing or unknown value included). */
function parseCurrencyParameter(value: string | null): string {
  return (value && isAddress(value)) || NATIVE_CURRENCY_ID
}

const NUMERIC = /^(\d+\.?\d*|\.\d+)$/

/**
 * The swap state a URL asks for (spec §2 query params, §5): inputCurrency and outputCurrency are
 * an address, else BNB (the reference's reading: missing or unknown means the native coin); when
 * both come out equal one side is cleared, the input when the URL named the output. exactAmount must be numeric, exactField
 * 'output' selects the output side (anything else the input), recipient must be an address or
 * a name to resolve.
 *
 * @example
 * queryParametersToSwapState(new URLSearchParams('outputCurrency=0x…&exactAmount=5&exactField=output'))
 */
export function queryParametersToSwapState(parameters: URLSearchParams): SwapState {
  let inputCurrencyId = parseCurrencyParameter(parameters.get('inputCurrency'))
  let outputCurrencyId = parseCurrencyParameter(parameters.get('outputCurrency'))
  if (sameCurrencyId(inputCurrencyId, outputCurrencyId)) {
    if (parameters.has('outputCurrency')) inputCurrencyId = ''
    else outputCurrencyId = ''
  }
  const exactAmount = parameters.get('exactAmount') ?? ''
  const recipient = parseRecipient(parameters.get('recipient') ?? '')
  return {
    independentField:
      parameters.get('exactField')?.toLowerCase() === 'output' ? Field.OUTPUT : Field.INPUT,
    typedValue: NUMERIC.test(exactAmount) ? exactAmount : '',
    inputCurrencyId,
    outputCurrencyId,
    recipient:
      recipient.type === 'address'
        ? recipient.address
        : recipient.type === 'name'
          ? recipient.name
          : null,
  }
}
