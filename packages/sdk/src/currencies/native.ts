import type { Currency } from './currency'
import type { Token } from './token'

const cache = new Map<string, Native>()

/**
 * The chain's coin, BNB (18 decimals), which trades through its wrapped token WBNB. The sdk does
 * not know WBNB addresses (the local one comes from the deployment manifest), so the caller hands
 * over the wrapped token.
 *
 * @example
 * const bnb = Native.onChain(wbnb)
 * bnb.symbol // 'BNB'
 * bnb.wrapped === wbnb // true
 */
export class Native {
  readonly isNative = true as const
  readonly isToken = false as const
  readonly chainId: number
  readonly decimals = 18
  readonly symbol = 'BNB'
  readonly name = 'BNB'
  readonly wrapped: Token

  private constructor(wrapped: Token) {
    this.chainId = wrapped.chainId
    this.wrapped = wrapped
  }

  /** The native coin of `wrapped.chainId`; the same instance for the same wrapped token. */
  static onChain(wrapped: Token): Native {
    const key = `${wrapped.chainId}-${wrapped.address}`
    let native = cache.get(key)
    if (!native) {
      native = new Native(wrapped)
      cache.set(key, native)
    }
    return native
  }

  /** Native coins are equal on the same chain. */
  equals(other: Currency): boolean {
    return other.isNative && other.chainId === this.chainId
  }
}
