// The prediction game's fixed numbers and the world's settings (GhostPrediction.sol; spec §9
// 'Prediction'). Chains 56 and 97 read the live values from the contract.

/** A round is open for bets for one interval, then live for one (5 minutes each). */
export const PREDICTION_INTERVAL_SECONDS = 300

/** How late the operator may lock or close a round before it is canceled. */
export const PREDICTION_BUFFER_SECONDS = 30

/** The smallest bet the world's contract takes: 0.001 BNB. */
export const PREDICTION_MIN_BET = 10n ** 15n

/** The treasury's share of a closed round's pot, in basis points (3%). */
export const PREDICTION_TREASURY_FEE = 300

/** The highest fee the owner may set (`MAX_TREASURY_FEE`, 10%). */
export const PREDICTION_MAX_TREASURY_FEE = 1000

/** The fee's denominator. */
export const PREDICTION_BASIS_POINTS = 10_000

/** The price feed's decimals (Chainlink's BNB/USD feeds answer with 8). */
export const PREDICTION_ORACLE_DECIMALS = 8

/** A bet's side, or who took a closed round's pot (spec §3 'Prediction enums'). */
export const PREDICTION_POSITIONS = ['Bull', 'Bear', 'House'] as const
export type PredictionPosition = (typeof PREDICTION_POSITIONS)[number]
export type PredictionBetSide = Exclude<PredictionPosition, 'House'>

/** The contract's `Position` enum: 0 none, 1 Bull, 2 Bear. */
export function betSideFromEnum(value: number): PredictionBetSide | undefined {
  if (value === 1) return 'Bull'
  if (value === 2) return 'Bear'
  return undefined
}
