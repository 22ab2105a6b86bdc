import { NonRetryableError } from '../errors'

// Failures a client caused and can act on, each answered with its status and the message as
// written here (see errorHandler). Throw them from handlers; never match on their text.

/** No valid session, or a signature that does not prove the claimed wallet. */
export class UnauthorizedError extends NonRetryableError {
  override name = 'UnauthorizedError'
  readonly statusCode = 401
}

/** Signed in, but the wallet does not own what it writes. */
export class ForbiddenError extends NonRetryableError {
  override name = 'ForbiddenError'
  readonly statusCode = 403
}

export class NotFoundError extends NonRetryableError {
  override name = 'NotFoundError'
  readonly statusCode = 404
}

/** The name (or record) is taken. */
export class ConflictError extends NonRetryableError {
  override name = 'ConflictError'
  readonly statusCode = 409
}

export class PayloadTooLargeError extends NonRetryableError {
  override name = 'PayloadTooLargeError'
  readonly statusCode = 413
}

/** The body's content is of a type we refuse (an upload that is not a PNG, JPEG, GIF or WebP). */
export class UnsupportedMediaTypeError extends NonRetryableError {
  override name = 'UnsupportedMediaTypeError'
  readonly statusCode = 415
}

/** Well-formed, but not something we accept (an image type we refuse, an expired order). */
export class UnprocessableError extends NonRetryableError {
  override name = 'UnprocessableError'
  readonly statusCode = 422
}
