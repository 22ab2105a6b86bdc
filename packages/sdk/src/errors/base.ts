import { version } from '../version'

export type BaseErrorParameters = {
  /** The error that led to this one, kept for `walk()`. */
  cause?: unknown
  /** Technical detail for logs; not meant for end users. */
  details?: string | undefined
  /** Extra lines printed under the short message, such as the offending value. */
  metaMessages?: string[] | undefined
}

export type BaseErrorType = BaseError & { name: 'BaseError' }

/**
 * Root of every error the sdk throws. `shortMessage` is the exact user-facing text (the spec's
 * wording); `message` adds the meta lines, details and the sdk version for logs.
 *
 * @example
 * try {
 *   calculateSlippageAmount({ amount: 1n, slippage: 20_000 })
 * } catch (error) {
 *   if (error instanceof BaseError) console.log(error.shortMessage) // 'Unexpected slippage value'
 * }
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string
  readonly metaMessages: string[] | undefined
  readonly version = `@ghost/sdk@${version}`

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause, metaMessages } = parameters
    const details =
      cause instanceof BaseError
        ? cause.details
        : cause instanceof Error
          ? cause.message
          : (parameters.details ?? '')
    const message = [
      shortMessage,
      ...(metaMessages?.length ? ['', ...metaMessages] : []),
      ...(details ? ['', `Details: ${details}`] : []),
      `Version: @ghost/sdk@${version}`,
    ].join('\n')
    super(message, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = metaMessages
  }

  /** Follows `cause` links; returns the first error `predicate` accepts, or the innermost one. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (true) {
      if (predicate?.(current)) return current
      const next = current instanceof Error ? current.cause : undefined
      if (next === undefined) return predicate ? null : current
      current = next
    }
  }
}
