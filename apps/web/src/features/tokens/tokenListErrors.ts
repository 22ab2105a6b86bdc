/**
 * Token-list errors as the user reads them. The sdk's texts (spec §8) are not translation keys,
 * so each is mapped here to a `msg()` key with its variable part as a value.
 */
import { BaseError } from '@ghost/sdk'
import { msg } from '../../i18n'

export type TokenListErrorText = { key: string; values: Record<string, string> }

const PATTERNS: readonly [RegExp, string, string?][] = [
  [
    /^Token list failed validation: (.*)$/s,
    msg('Token list failed validation: %errors%'),
    'errors',
  ],
  [/^Duplicate tokens\.$/, msg('Duplicate tokens.')],
  [/^Failed to download list (.*)$/s, msg('Failed to download list %url%'), 'url'],
  [/^Failed to resolve ENS name: (.*)$/s, msg('Failed to resolve ENS name: %name%'), 'name'],
  [
    /^Failed to translate contenthash to URI: (.*)$/s,
    msg('Failed to translate contenthash to URI: %contenthash%'),
    'contenthash',
  ],
  [/^Unrecognized list URL protocol\.$/, msg('Unrecognized list URL protocol.')],
  [/^Could not construct mainnet ENS resolver$/, msg('Could not construct mainnet ENS resolver')],
  [/^Unrecognized codec$/, msg('Unrecognized codec')],
  [
    /^hex must have length that is multiple of 2$/,
    msg('hex must have length that is multiple of 2'),
  ],
  [
    /^accept list update called without pending update$/,
    msg('accept list update called without pending update'),
  ],
]

/** The text kept in state for a failed load: the sdk's short message (spec §8 wording). */
export function getTokenListErrorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}

/**
 * The translation key and values of a stored list error; texts outside the catalogue are shown
 * as they are.
 *
 * @example
 * getTokenListErrorText('Token list failed validation: /name must match pattern')
 * // { key: 'Token list failed validation: %errors%', values: { errors: '/name must match pattern' } }
 */
export function getTokenListErrorText(message: string): TokenListErrorText {
  for (const [pattern, key, name] of PATTERNS) {
    const match = pattern.exec(message)
    if (match) return { key, values: name ? { [name]: match[1] ?? '' } : {} }
  }
  return { key: msg('%message%'), values: { message } }
}
