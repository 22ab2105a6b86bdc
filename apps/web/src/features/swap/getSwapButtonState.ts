/**
 * What the swap form's main button area shows, in the order the checks apply: the wallet; a
 * wrap; a trade without a route; the Enable step beside the swap button; the swap button itself,
 * whose text reads the input error, 'Price Impact Too High' (or 'Price Impact High' beside
 * Enable) when the impact is blocked outside expert mode, 'Swap Anyway' above severity 2, else
 * 'Swap' (spec §5).
 */
import { type PriceImpactSeverity, WrapType } from '@ghost/sdk'
import { ApprovalState } from '../../chain/tokens/getApprovalState'
import { SWAP_MESSAGES, type SwapMessage } from './swapMessages'

export type SwapButton = { label: SwapMessage; disabled: boolean; danger?: boolean }

export type SwapButtonState =
  | { kind: 'connect' }
  | { kind: 'wrap'; button: SwapButton }
  | { kind: 'noRoute'; label: SwapMessage; hint: SwapMessage | undefined }
  | { kind: 'swap'; approve: SwapButton | undefined; swap: SwapButton }

export type GetSwapButtonStateParameters = {
  hasAccount: boolean
  wrapType: WrapType
  /** Typed amount is present (for the wrap button). */
  hasAmount: boolean
  wrapInputError: SwapMessage | undefined
  inputError: SwapMessage | undefined
  /** Both currencies chosen and the typed amount above 0. */
  userHasSpecifiedInputOutput: boolean
  hasTrade: boolean
  /** The trade is still being worked out: no route verdict yet. */
  tradeLoading?: boolean | undefined
  singleHopOnly: boolean
  approvalState: ApprovalState
  /** The user pressed Enable in this form (keeps the Enable step shown once approved). */
  approvalSubmitted: boolean
  inputSymbol: string
  severity: PriceImpactSeverity
  expertMode: boolean
}

/**
 * @example
 * getSwapButtonState({ hasAccount: false, … }) // { kind: 'connect' }
 */
export function getSwapButtonState(p: GetSwapButtonStateParameters): SwapButtonState {
  if (!p.hasAccount) return { kind: 'connect' }
  if (p.wrapType !== WrapType.NOT_APPLICABLE) {
    const error = p.hasAmount ? p.wrapInputError : { key: SWAP_MESSAGES.enterAmount }
    return {
      kind: 'wrap',
      button: {
        label:
          error ??
          ({
            key: p.wrapType === WrapType.WRAP ? SWAP_MESSAGES.wrap : SWAP_MESSAGES.unwrap,
          } as const),
        disabled: !!error,
      },
    }
  }
  if (!p.hasTrade && p.userHasSpecifiedInputOutput && !p.tradeLoading) {
    return {
      kind: 'noRoute',
      label: { key: SWAP_MESSAGES.insufficientLiquidity },
      hint: p.singleHopOnly ? { key: SWAP_MESSAGES.tryMultihop } : undefined,
    }
  }
  const blocked = p.severity > 3 && !p.expertMode
  const showApprove =
    !p.inputError &&
    (p.approvalState === ApprovalState.NOT_APPROVED ||
      p.approvalState === ApprovalState.PENDING ||
      (p.approvalSubmitted && p.approvalState === ApprovalState.APPROVED))
  const asset = { asset: p.inputSymbol }
  const approve: SwapButton | undefined = showApprove
    ? {
        label:
          p.approvalState === ApprovalState.PENDING
            ? { key: SWAP_MESSAGES.enabling, values: asset }
            : p.approvalState === ApprovalState.APPROVED
              ? { key: SWAP_MESSAGES.enabled }
              : { key: SWAP_MESSAGES.enable, values: asset },
        disabled: p.approvalState !== ApprovalState.NOT_APPROVED,
      }
    : undefined
  const label: SwapMessage =
    p.inputError ??
    (blocked
      ? { key: showApprove ? SWAP_MESSAGES.priceImpactHigh : SWAP_MESSAGES.priceImpactTooHigh }
      : { key: p.severity > 2 ? SWAP_MESSAGES.swapAnyway : SWAP_MESSAGES.swap })
  return {
    kind: 'swap',
    approve,
    swap: {
      label,
      disabled:
        !!p.inputError ||
        !p.hasTrade ||
        blocked ||
        (showApprove && p.approvalState !== ApprovalState.APPROVED),
      danger: !p.inputError && p.severity > 2,
    },
  }
}
