import { WrapType } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import { ApprovalState } from '../../chain/tokens/getApprovalState'
import { type GetSwapButtonStateParameters, getSwapButtonState } from './getSwapButtonState'

const ready: GetSwapButtonStateParameters = {
  hasAccount: true,
  wrapType: WrapType.NOT_APPLICABLE,
  hasAmount: true,
  wrapInputError: undefined,
  inputError: undefined,
  userHasSpecifiedInputOutput: true,
  hasTrade: true,
  singleHopOnly: false,
  approvalState: ApprovalState.APPROVED,
  approvalSubmitted: false,
  inputSymbol: 'USDT',
  severity: 0,
  expertMode: false,
}
const state = (patch: Partial<GetSwapButtonStateParameters>) =>
  getSwapButtonState({ ...ready, ...patch })

/** The visible texts and whether each button is enabled, for short expectations. */
function texts(patch: Partial<GetSwapButtonStateParameters>) {
  const result = state(patch)
  if (result.kind === 'connect') return 'Connect Wallet'
  if (result.kind === 'wrap') return [result.button.label.key, !result.button.disabled]
  if (result.kind === 'noRoute') return [result.label.key, result.hint?.key]
  return [
    result.approve ? [result.approve.label.key, !result.approve.disabled] : undefined,
    [result.swap.label.key, !result.swap.disabled, !!result.swap.danger],
  ]
}

describe('getSwapButtonState', () => {
  test('no wallet first', () => {
    expect(texts({ hasAccount: false, inputError: { key: 'Enter an amount' } })).toBe(
      'Connect Wallet',
    )
  })

  test('wrap and unwrap', () => {
    expect(texts({ wrapType: WrapType.WRAP })).toEqual(['Wrap', true])
    expect(texts({ wrapType: WrapType.UNWRAP })).toEqual(['Unwrap', true])
    expect(texts({ wrapType: WrapType.WRAP, hasAmount: false })).toEqual(['Enter an amount', false])
    expect(
      texts({ wrapType: WrapType.WRAP, wrapInputError: { key: 'Insufficient BNB balance' } }),
    ).toEqual(['Insufficient BNB balance', false])
  })

  test('no route: liquidity message, multi-hop hint only when single-hop', () => {
    expect(texts({ hasTrade: false })).toEqual(['Insufficient liquidity for this trade', undefined])
    expect(texts({ hasTrade: false, singleHopOnly: true })).toEqual([
      'Insufficient liquidity for this trade',
      'Try enabling multi-hop trades.',
    ])
  })

  test('no verdict while the trade loads: the swap button waits, disabled', () => {
    const result = state({ hasTrade: false, tradeLoading: true })
    expect(result.kind).toBe('swap')
    expect(result.kind === 'swap' && result.swap.label.key).toBe('Swap')
    expect(result.kind === 'swap' && result.swap.disabled).toBe(true)
  })

  test('swap texts by severity and expert mode', () => {
    expect(texts({})).toEqual([undefined, ['Swap', true, false]])
    expect(texts({ severity: 2 })).toEqual([undefined, ['Swap', true, false]])
    expect(texts({ severity: 3 })).toEqual([undefined, ['Swap Anyway', true, true]])
    expect(texts({ severity: 4 })).toEqual([undefined, ['Price Impact Too High', false, true]])
    expect(texts({ severity: 4, expertMode: true })).toEqual([
      undefined,
      ['Swap Anyway', true, true],
    ])
  })

  test('an input error is the swap text and disables it', () => {
    expect(texts({ inputError: { key: 'Insufficient %symbol% balance' }, severity: 4 })).toEqual([
      undefined,
      ['Insufficient %symbol% balance', false, false],
    ])
  })

  test('approval: Enable, Enabling, then Enabled beside Swap', () => {
    expect(texts({ approvalState: ApprovalState.NOT_APPROVED })).toEqual([
      ['Enable %asset%', true],
      ['Swap', false, false],
    ])
    expect(texts({ approvalState: ApprovalState.PENDING, approvalSubmitted: true })).toEqual([
      ['Enabling %asset%', false],
      ['Swap', false, false],
    ])
    expect(texts({ approvalState: ApprovalState.APPROVED, approvalSubmitted: true })).toEqual([
      ['Enabled', false],
      ['Swap', true, false],
    ])
    expect(texts({ approvalState: ApprovalState.NOT_APPROVED, severity: 4 })).toEqual([
      ['Enable %asset%', true],
      ['Price Impact High', false, true],
    ])
    const result = state({ approvalState: ApprovalState.NOT_APPROVED })
    expect(result.kind === 'swap' && result.approve?.label.values).toEqual({ asset: 'USDT' })
  })
})
