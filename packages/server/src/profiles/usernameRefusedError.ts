import { USERNAME_ERROR_MESSAGE } from '@ghost/sdk'
import { RequestValidationError } from '../http/route'

/**
 * A username the rules refuse: 400 with the spec's sentence ('Unable to verify username') as the
 * message and one issue per broken rule, in the shape of every other 400.
 */
export class UsernameRefusedError extends RequestValidationError {
  override name = 'UsernameRefusedError'

  constructor(reasons: string[]) {
    super(
      reasons.map((reason) => ({
        in: 'body',
        path: ['username'],
        code: 'invalid_username',
        message: reason,
      })),
    )
    this.message = USERNAME_ERROR_MESSAGE
  }
}
