/**
 * Server errors, grouped by what the caller should do next:
 * - `NonRetryableError`: trying again with the same input cannot succeed (bad config, bad request,
 *   a data folder owned by someone else). Fix the input or the environment first.
 * - `RetryableError`: a dependency was briefly unavailable (RPC, database connection); the same
 *   call may succeed later.
 * - `IgnorableError`: the work is already done or no longer matters (e.g. a duplicate event).
 * Match on the class (`instanceof`) or `name`, never on the message text.
 */

export type BaseErrorParameters = {
  /** Extra lines shown under the short message, one per item. */
  metaMessages?: string[] | undefined
  cause?: unknown
}

export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly metaMessages: string[]

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const metaMessages = parameters.metaMessages ?? []
    const message = [shortMessage, ...metaMessages.map((line) => `- ${line}`)].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.metaMessages = metaMessages
  }

  /**
   * Follows the `cause` chain: the first error (from this one inward) for which `predicate`
   * holds, or without a predicate the deepest cause.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (predicate?.(current)) return current
      if (!predicate && !(current.cause instanceof Error)) return current
      current = current.cause
    }
    return predicate ? undefined : current
  }
}

export class NonRetryableError extends BaseError {
  override name = 'NonRetryableError'
}

export class RetryableError extends BaseError {
  override name = 'RetryableError'
}

export class IgnorableError extends BaseError {
  override name = 'IgnorableError'
}

/** A row with the same key already exists; writing it again will not help. */
export class UniqueConstraintError extends NonRetryableError {
  override name = 'UniqueConstraintError'
}

export class InvalidConfigError extends NonRetryableError {
  override name = 'InvalidConfigError'
}

/** Another live process owns the PGlite data folder. */
export class DataDirLockedError extends NonRetryableError {
  override name = 'DataDirLockedError'
}

export class MigrationError extends NonRetryableError {
  override name = 'MigrationError'
}

export class DatabaseUnavailableError extends RetryableError {
  override name = 'DatabaseUnavailableError'
}
