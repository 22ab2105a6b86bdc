import { BaseError } from './base'

/** Spec §8: two trades of different type or currencies were compared. */
export type TradesNotComparableErrorType = TradesNotComparableError & {
  name: 'TradesNotComparableError'
}
export class TradesNotComparableError extends BaseError {
  override name = 'TradesNotComparableError'
  constructor() {
    super('Trades are not comparable')
  }
}

export type InvalidRouteErrorType = InvalidRouteError & { name: 'InvalidRouteError' }
export class InvalidRouteError extends BaseError {
  override name = 'InvalidRouteError'
  constructor({ reason }: { reason: string }) {
    super('Invalid route', { metaMessages: [reason] })
  }
}

export type InvalidTradeSearchErrorType = InvalidTradeSearchError & {
  name: 'InvalidTradeSearchError'
}
export class InvalidTradeSearchError extends BaseError {
  override name = 'InvalidTradeSearchError'
  constructor({ reason }: { reason: string }) {
    super('Invalid trade search', { metaMessages: [reason] })
  }
}
