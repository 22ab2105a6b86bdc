/** The spec's text (§5 label-level rules) for an amount that is not whole tens of CAKE. */
export const LOTTERY_INJECTION_ERROR = 'Lottery amount must be a multiple of 10 CAKE'

/**
 * Checks an amount (wei of a token with `decimals`, CAKE's 18 by default) added to a lottery pot:
 * undefined when it is a positive multiple of 10 CAKE, else the spec's message. Zero is refused
 * too: the contract rejects an empty injection.
 *
 * @example validateLotteryInjection(25n * 10n ** 18n) // 'Lottery amount must be a multiple of 10 CAKE'
 */
export function validateLotteryInjection(amount: bigint, decimals = 18): string | undefined {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals is a whole number ≥ 0, got ${decimals}`)
  }
  const ten = 10n * 10n ** BigInt(decimals)
  return amount > 0n && amount % ten === 0n ? undefined : LOTTERY_INJECTION_ERROR
}
