import { expect, test } from 'vitest'
import { ApprovalState, getApprovalState } from './getApprovalState'

test.each([
  [
    { amount: undefined, isNative: false, allowance: 5n, pendingApproval: false },
    ApprovalState.UNKNOWN,
  ],
  [
    { amount: 10n, isNative: true, allowance: undefined, pendingApproval: false },
    ApprovalState.APPROVED,
  ],
  [
    { amount: 10n, isNative: false, allowance: undefined, pendingApproval: false },
    ApprovalState.UNKNOWN,
  ],
  [
    { amount: 10n, isNative: false, allowance: 10n, pendingApproval: false },
    ApprovalState.APPROVED,
  ],
  [{ amount: 10n, isNative: false, allowance: 10n, pendingApproval: true }, ApprovalState.APPROVED],
  [
    { amount: 10n, isNative: false, allowance: 9n, pendingApproval: false },
    ApprovalState.NOT_APPROVED,
  ],
  [{ amount: 10n, isNative: false, allowance: 9n, pendingApproval: true }, ApprovalState.PENDING],
])('%o → %s', (input, expected) => {
  expect(getApprovalState(input)).toBe(expected)
})
