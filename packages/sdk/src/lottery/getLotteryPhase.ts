/** Where a round stands for the page: the spec's lottery states (§1 'Label-implied states'). */
export type LotteryPhase = 'onSaleSoon' | 'buying' | 'pending' | 'drawn'

/** The contract's round statuses (IGhostLottery.Status). */
const PENDING = 0
const OPEN = 1
const CLOSE = 2
const CLAIMABLE = 3

/**
 * The phase of a round from its on-chain status and end time, at `now` (chain seconds): no round
 * or Pending → 'onSaleSoon'; Open before its end → 'buying'; Open past its end (not yet closed)
 * or Close (waiting for the number and the count) → 'pending'; Claimable → 'drawn'. A drawn
 * current round with no new one open means the next is on sale soon: the page decides that.
 * Throws a RangeError for a status the contract does not have.
 */
export function getLotteryPhase(
  round: { status: number; endTime: bigint } | undefined,
  now: bigint,
): LotteryPhase {
  if (round === undefined) return 'onSaleSoon'
  switch (round.status) {
    case PENDING:
      return 'onSaleSoon'
    case OPEN:
      return now < round.endTime ? 'buying' : 'pending'
    case CLOSE:
      return 'pending'
    case CLAIMABLE:
      return 'drawn'
    default:
      throw new RangeError(`Unknown lottery status ${round.status}`)
  }
}
