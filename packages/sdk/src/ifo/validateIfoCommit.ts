import { parseAmountInput } from '../validation/parseAmountInput'
import { parseTypedUnits } from '../validation/tryParseAmount'

/**
 * Why a commit cannot be sent yet. Spec §5: commit needs a minimum balance; §6: an active
 * profile; the basic pool's cap per wallet (GhostIFO's LIMIT_EXCEEDED), checked before the
 * wallet opens.
 */
export type IfoCommitError =
  | { kind: 'profileNeeded' }
  | { kind: 'amountNeeded' }
  | { kind: 'insufficientBalance' }
  | { kind: 'limitExceeded'; remaining: bigint }

export type IfoCommitContext = {
  /** The wallet's profile is active. */
  hasActiveProfile: boolean
  /** CAKE in the wallet; undefined while loading (not checked). */
  balance: bigint | undefined
  /** The pool's cap per wallet; 0 for none. */
  limitPerUser: bigint
  /** What the wallet has committed to this pool already. */
  committed: bigint
}

/** Checks a typed CAKE amount (18 decimals) for a commit; returns it in wei when it may go. */
export function validateIfoCommit(
  typed: string,
  context: IfoCommitContext,
): { amount: bigint } | { error: IfoCommitError } {
  if (!context.hasActiveProfile) return { error: { kind: 'profileNeeded' } }
  const text = parseAmountInput(typed.trim())
  const amount = text === undefined ? undefined : parseTypedUnits(text, 18)
  if (amount === undefined || amount === 0n) return { error: { kind: 'amountNeeded' } }
  if (context.balance !== undefined && amount > context.balance) {
    return { error: { kind: 'insufficientBalance' } }
  }
  if (context.limitPerUser !== 0n && context.committed + amount > context.limitPerUser) {
    const remaining =
      context.limitPerUser > context.committed ? context.limitPerUser - context.committed : 0n
    return { error: { kind: 'limitExceeded', remaining } }
  }
  return { amount }
}
