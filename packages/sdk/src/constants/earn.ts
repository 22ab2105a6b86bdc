/** Spec §9: blocks per year at 3 s per block. */
export const BLOCKS_PER_YEAR = 10_512_000n

/** Spec §9 ROI calculator staking durations in days (1D, 7D, 30D, 1Y, 5Y). */
export const ROI_DURATIONS = [
  { label: '1D', days: 1 },
  { label: '7D', days: 7 },
  { label: '30D', days: 30 },
  { label: '1Y', days: 365 },
  { label: '5Y', days: 1825 },
] as const

/** Spec §9 second duration list, which adds 14D. */
export const ROI_DURATIONS_EXTENDED = [
  { label: '1D', days: 1 },
  { label: '7D', days: 7 },
  { label: '14D', days: 14 },
  { label: '30D', days: 30 },
  { label: '1Y', days: 365 },
  { label: '5Y', days: 1825 },
] as const

/**
 * Spec §9 compounding options with their daily factors exactly as the spec writes them
 * (truncated decimals, not 1/7 etc.); compounds per year = 365 × daily factor.
 */
export const COMPOUNDING_FREQUENCIES = [
  { label: '1D', days: 1, dailyFactor: '1' },
  { label: '7D', days: 7, dailyFactor: '0.142857142' },
  { label: '14D', days: 14, dailyFactor: '0.071428571' },
  { label: '30D', days: 30, dailyFactor: '0.033333333' },
] as const

export type CompoundingDays = (typeof COMPOUNDING_FREQUENCIES)[number]['days']

/** Spec §9 quick principal buttons in USD. */
export const ROI_QUICK_PRINCIPALS_USD = [100, 1000] as const

/** Spec §9: ROI shown without decimals above this value. */
export const ROI_NO_DECIMALS_ABOVE = 1_000_000n
