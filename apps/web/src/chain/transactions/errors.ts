/**
 * A transaction that was mined and failed. `outOfGas` when it used its whole gas limit (then the
 * limit, not the contract, stopped it); `reason` when replaying the call named one.
 */
export class TransactionRevertedError extends Error {
  override name = 'TransactionRevertedError'
  readonly hash: string
  readonly outOfGas: boolean
  readonly reason: string | undefined
  constructor({
    hash,
    outOfGas,
    reason,
  }: {
    hash: string
    outOfGas: boolean
    reason?: string | undefined
  }) {
    super(`Transaction ${hash} reverted`)
    this.hash = hash
    this.outOfGas = outOfGas
    this.reason = reason
  }
}
