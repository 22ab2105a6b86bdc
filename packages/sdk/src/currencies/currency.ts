import type { Native } from './native'
import type { Token } from './token'

/** Anything that can be held: the native coin or a token. */
export type Currency = Native | Token
