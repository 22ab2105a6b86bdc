import {
  type Currency,
  CurrencyAmount,
  formatAmount,
  maxAmountSpend,
  tryParseAmount,
} from '@ghost/sdk'
import { msg } from '../../../i18n/msg'

export type StakeMode = 'stake' | 'unstake'

/** Spec §5 stake/unstake modal texts. */
export const STAKE_FORM_ERRORS = {
  insufficientBalance: msg('Insufficient %symbol% balance'),
  maximumTotalStake: msg('Maximum total stake: %amount% %token%'),
} as const

export type StakeFormError = {
  message: (typeof STAKE_FORM_ERRORS)[keyof typeof STAKE_FORM_ERRORS]
  values: Record<string, string>
}

export type GetStakeFormStateParameters = {
  mode: StakeMode
  /** The amount field's text. */
  typed: string
  currency: Currency
  /** Staking token balance (native: BNB). */
  balance: CurrencyAmount<Currency> | undefined
  staked: CurrencyAmount<Currency> | undefined
  /** Undefined when the pool has no per-user limit. */
  stakingLimit: CurrencyAmount<Currency> | undefined
  /** The app's language, for the amount in the maximum-stake message; default en-US. */
  locale?: string | undefined
}

export type StakeFormState = {
  /** Undefined when the field is empty, zero or not a number. */
  amount: CurrencyAmount<Currency> | undefined
  /** What 100% (Max) stands for. */
  maxAmount: CurrencyAmount<Currency>
  /** Where the slider sits for the typed amount: 0–100, whole percent, rounded down. */
  percent: number
  error: StakeFormError | undefined
  canConfirm: boolean
}

const zero = (currency: Currency) => CurrencyAmount.fromRawAmount(currency, 0n)

/**
 * The base of the percent slider and Max. Unstaking: the staked balance. Staking: the balance
 * (BNB keeps 0.01 for gas, as every Max does), capped at what the per-user limit still allows.
 */
export function getStakeMaxAmount({
  mode,
  currency,
  balance,
  staked,
  stakingLimit,
}: Omit<GetStakeFormStateParameters, 'typed'>): CurrencyAmount<Currency> {
  if (mode === 'unstake') return staked ?? zero(currency)
  const spendable = maxAmountSpend(balance) ?? zero(currency)
  if (!stakingLimit) return spendable
  const stakedRaw = staked?.quotient ?? 0n
  const room = stakingLimit.quotient > stakedRaw ? stakingLimit.quotient - stakedRaw : 0n
  return spendable.quotient > room ? CurrencyAmount.fromRawAmount(currency, room) : spendable
}

/** The amount text for a slider position or a 25/50/75/Max button (exact, in base units). */
export function getAmountForPercent(maxAmount: CurrencyAmount<Currency>, percent: number): string {
  const clamped = BigInt(Math.min(100, Math.max(0, Math.trunc(percent))))
  const raw = (maxAmount.quotient * clamped) / 100n
  return raw === 0n ? '' : CurrencyAmount.fromRawAmount(maxAmount.currency, raw).toExact()
}

function getPercent(amount: CurrencyAmount<Currency> | undefined, max: CurrencyAmount<Currency>) {
  if (!amount || max.quotient === 0n) return 0
  const percent = (amount.quotient * 100n) / max.quotient
  return Number(percent > 100n ? 100n : percent)
}

/**
 * Spec §5: confirm is disabled while the amount is empty or zero, above the balance
 * ('Insufficient {symbol} balance'; the staked balance when unstaking), or when staking it
 * would take the user's total past the pool's limit ('Maximum total stake: {amount} {token}').
 *
 * @example
 * getStakeFormState({ mode: 'stake', typed: '11', currency: bnb, balance, staked, stakingLimit }).error
 * // { message: 'Maximum total stake: %amount% %token%', values: { amount: '10', token: 'BNB' } }
 */
export function getStakeFormState(parameters: GetStakeFormStateParameters): StakeFormState {
  const { mode, typed, currency, balance, staked, stakingLimit } = parameters
  const amount = tryParseAmount(typed, currency)
  const maxAmount = getStakeMaxAmount(parameters)
  const symbol = currency.symbol ?? ''
  const available = mode === 'unstake' ? staked : balance
  let error: StakeFormError | undefined
  if (amount && amount.quotient > (available?.quotient ?? 0n)) {
    error = { message: STAKE_FORM_ERRORS.insufficientBalance, values: { symbol } }
  } else if (
    amount &&
    mode === 'stake' &&
    stakingLimit &&
    amount.quotient + (staked?.quotient ?? 0n) > stakingLimit.quotient
  ) {
    error = {
      message: STAKE_FORM_ERRORS.maximumTotalStake,
      values: { amount: formatAmount(stakingLimit, 'amount', parameters.locale), token: symbol },
    }
  }
  return {
    amount,
    maxAmount,
    percent: getPercent(amount, maxAmount),
    error,
    canConfirm: !!amount && !error,
  }
}
