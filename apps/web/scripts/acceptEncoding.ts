/**
 * Which content coding to send (RFC 9110 §12.5.3): the one the client weighs highest among those
 * the server has, `q=0` meaning "not acceptable". A coding the header does not name takes the
 * weight of `*`, if given, else is not acceptable; identity is acceptable unless refused by name
 * or by `*;q=0`, but unnamed it comes last (a client that lists gzip wants gzip). Equal weights
 * go to the smaller coding (br, then gzip). When the client refuses everything the server has,
 * identity is sent anyway, as common servers do (rather than a 406).
 */
import type { Encoding } from './precompress'

export type ContentCoding = Encoding | 'identity'

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity']
/** Identity's weight when neither it nor `*` is named: below any weight a header can give. */
const UNNAMED_IDENTITY = 0.0001

/** The header's weights by lower-cased coding; malformed weights count as 0. */
function parseWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim())
    if (name === '') continue
    let q = 1
    for (const parameter of parameters) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(parameter)
      if (match) {
        const value = Number(match[1])
        q = Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0
      }
    }
    const key = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase()
    weights.set(key, Math.max(q, weights.get(key) ?? 0))
  }
  return weights
}

export function chooseEncoding(
  header: string | undefined,
  available: ReadonlySet<Encoding>,
): ContentCoding {
  if (header === undefined) return 'identity'
  const weights = parseWeights(header)
  const any = weights.get('*')
  const weightOf = (coding: ContentCoding): number =>
    weights.get(coding) ?? (coding === 'identity' ? (any ?? UNNAMED_IDENTITY) : (any ?? 0))
  let best: ContentCoding = 'identity'
  let bestWeight = 0
  for (const coding of PREFERENCE) {
    if (coding !== 'identity' && !available.has(coding)) continue
    const weight = weightOf(coding)
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  return best
}
