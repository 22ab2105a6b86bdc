/** Adding a transaction without a hash (spec §8). */
export class TransactionHashMissingError extends Error {
  override name = 'TransactionHashMissingError'
  constructor() {
    super('No transaction hash found.')
  }
}

/** Adding a hash that is already recorded on that chain (spec §8). */
export class TransactionExistsError extends Error {
  override name = 'TransactionExistsError'
  constructor() {
    super('Attempted to add existing transaction.')
  }
}
