/** The shortest and longest username the profile service accepts. */
export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 15
/** Spec §8: what the app shows when a username is refused. */
export const USERNAME_ERROR_MESSAGE = 'Unable to verify username'

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]*$/

export type UsernameValidation =
  | { valid: true; username: string }
  | {
      valid: false
      message: typeof USERNAME_ERROR_MESSAGE
      /** Why, one sentence each, in the order the rules are listed. */
      issues: string[]
    }

/**
 * Checks a username against the profile service's rules: 3–15 characters, ASCII letters and
 * digits only. Case is kept as typed; uniqueness ignores it (see `usernameKey`), which only the
 * server can check.
 *
 * @example
 * validateUsername('Ghost42') // { valid: true, username: 'Ghost42' }
 * validateUsername('gh')      // { valid: false, message: 'Unable to verify username', issues: [...] }
 */
export function validateUsername(username: string): UsernameValidation {
  const issues: string[] = []
  // Counted in code points, so an emoji is one character (and refused as not a letter).
  const length = [...username].length
  if (length < USERNAME_MIN_LENGTH) {
    issues.push(`must be at least ${USERNAME_MIN_LENGTH} characters`)
  }
  if (length > USERNAME_MAX_LENGTH) {
    issues.push(`must be at most ${USERNAME_MAX_LENGTH} characters`)
  }
  if (!LETTERS_AND_DIGITS.test(username)) {
    issues.push('may contain only the letters A–Z, a–z and the digits 0–9')
  }
  return issues.length === 0
    ? { valid: true, username }
    : { valid: false, message: USERNAME_ERROR_MESSAGE, issues }
}

/** What makes two usernames the same name: 'Ghost' and 'ghost' are one. */
export function usernameKey(username: string): string {
  return username.toLowerCase()
}
