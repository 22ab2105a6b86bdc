/**
 * Spec §4 token approval: native coin or a covering allowance → APPROVED; a pending approval
 * transaction → PENDING; a lower allowance → NOT_APPROVED; nothing known yet → UNKNOWN.
 */
export const ApprovalState = {
  UNKNOWN: 'UNKNOWN',
  NOT_APPROVED: 'NOT_APPROVED',
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
} as const
export type ApprovalState = (typeof ApprovalState)[keyof typeof ApprovalState]

export type GetApprovalStateParameters = {
  /** Undefined while the amount is not known. */
  amount: bigint | undefined
  isNative: boolean
  /** Undefined while the allowance is loading. */
  allowance: bigint | undefined
  pendingApproval: boolean
}

export function getApprovalState({
  amount,
  isNative,
  allowance,
  pendingApproval,
}: GetApprovalStateParameters): ApprovalState {
  if (amount === undefined) return ApprovalState.UNKNOWN
  if (isNative) return ApprovalState.APPROVED
  if (allowance === undefined) return ApprovalState.UNKNOWN
  if (allowance >= amount) return ApprovalState.APPROVED
  return pendingApproval ? ApprovalState.PENDING : ApprovalState.NOT_APPROVED
}
