import { NftApiError } from '../../../api/nfts/NftApiError'
import { msg } from '../../../i18n/msg'

/** What the introduction form says after a failed post. */
export type PostIntroductionError =
  /** The API's own sentence (and its field messages), shown untranslated as the API wrote it. */
  | { kind: 'api'; message: string }
  /** A message key: the wallet did not sign the sign-in. */
  | { kind: 'wallet'; message: string }

/**
 * The API's refusal with each refused field's message, or spec §8's 'Unable to sign payload'
 * when the wallet refused (or failed) to sign in.
 */
export function getPostIntroductionError(error: unknown): PostIntroductionError {
  if (error instanceof NftApiError) {
    const details = error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .filter((detail) => !error.message.includes(detail))
    return { kind: 'api', message: [error.message, ...details].join(' ') }
  }
  return { kind: 'wallet', message: msg('Unable to sign payload') }
}
